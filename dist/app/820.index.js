var A=Object.defineProperty;var r=(u,p)=>A(u,"name",{value:p,configurable:!0});const I=820,C=[820],N={77593:((u,p,t)=>{t.d(p,{eb:r(()=>n,"eb"),hT:r(()=>y,"hT")});var g=t(57975),c=t.n(g);const m=["read","bash","edit","write","grep","find","ls"];class n extends Error{static{r(this,"UsageError")}}const f=["off","minimal","low","medium","high"],i={"-nt":"--no-tools","-nc":"--no-context-files","-ns":"--no-skills","-t":"--tools"};function s(h,d,e=!1){if(d===void 0)return;const l=Number(d);if(!Number.isFinite(l)||l<=0||e&&!Number.isInteger(l))throw new n(`${h} needs a positive ${e?"whole ":""}number (got "${d}")`);return l}r(s,"positiveNumber");function y(h){let d;try{d=(0,g.parseArgs)({args:h.map(o=>i[o]??o),allowPositionals:!0,strict:!0,options:{help:{type:"boolean",short:"h"},version:{type:"boolean",short:"v"},print:{type:"boolean",short:"p"},mode:{type:"string"},model:{type:"string"},"api-key":{type:"string"},"base-url":{type:"string"},thinking:{type:"string"},tools:{type:"string"},"no-tools":{type:"boolean"},session:{type:"string"},continue:{type:"boolean",short:"c"},"session-dir":{type:"string"},"no-session":{type:"boolean"},"system-prompt":{type:"string"},"append-system-prompt":{type:"string",multiple:!0},"no-context-files":{type:"boolean"},skill:{type:"string",multiple:!0},"no-skills":{type:"boolean"},cwd:{type:"string"},"max-cost":{type:"string"},timeout:{type:"string"},"max-turns":{type:"string"},"idle-timeout":{type:"string"},"list-models":{type:"boolean"},export:{type:"string"}}})}catch(o){throw new n(`${o.message.split(". ")[0]}; see repo-agent --help`)}const e=d.values;if(e.mode!==void 0&&!["text","json","rpc"].includes(e.mode))throw new n(`--mode must be text, json or rpc (got "${e.mode}")`);if(e.thinking!==void 0&&!f.includes(e.thinking))throw new n(`--thinking must be one of ${f.join(", ")} (got "${e.thinking}")`);if(e["no-session"]&&(e.session!==void 0||e.continue))throw new n("--no-session cannot be combined with --session or --continue");if(e.session!==void 0&&e.continue)throw new n("--session and --continue are alternatives; give one");if(e["no-tools"]&&e.tools!==void 0)throw new n("--tools and --no-tools are alternatives; give one");let l=[...m];if(e["no-tools"])l=[];else if(e.tools!==void 0){const o=e.tools.split(",").map(v=>v.trim()).filter(Boolean),P=o.filter(v=>!m.includes(v));if(P.length)throw new n(`unknown tool ${P.join(", ")} in --tools; available: ${m.join(", ")}`);l=[...new Set(o)]}let a=d.positionals,x;e["list-models"]&&(x=a.length?a.join(" "):!0);let E;if(e.export!==void 0){if(a.length>1)throw new n("--export takes a session file and at most one output file");E={input:e.export,output:a[0]}}return(x||E)&&(a=[]),{help:e.help??!1,version:e.version??!1,mode:e.mode??"text",model:e.model,apiKey:e["api-key"],baseUrl:e["base-url"],thinking:e.thinking,tools:l,session:e.session,continue:e.continue??!1,sessionDir:e["session-dir"],noSession:e["no-session"]??!1,systemPrompt:e["system-prompt"],appendSystemPrompts:e["append-system-prompt"]??[],noContextFiles:e["no-context-files"]??!1,skills:e.skill??[],noSkills:e["no-skills"]??!1,cwd:e.cwd,maxCostUsd:s("--max-cost",e["max-cost"]),timeoutSeconds:s("--timeout",e.timeout),maxTurns:s("--max-turns",e["max-turns"],!0),idleTimeoutSeconds:s("--idle-timeout",e["idle-timeout"]),listModels:x,export:E,messages:a.filter(o=>!o.startsWith("@")),files:a.filter(o=>o.startsWith("@")).map(o=>o.slice(1))}}r(y,"parseCliArgs")}),97820:((u,p,t)=>{const c={rE:"0.1.0"}.rE;var m=t(77593);const n=`repo-agent ${c} - a pi-compatible coding agent

Usage: repo-agent [options] [message...] [@file...]

Modes:
  -p, --print                 Print only the final answer (the default)
  --mode text|json|rpc        json: the session header, then one event per line;
                              rpc: pi's RPC protocol on stdin/stdout
  --export <in.jsonl> [out]   Write a session as one self-contained HTML page
  --list-models [search]      List the models (built-in and models.json) and exit

Model:
  --model <provider>/<id>     anthropic/\u2026, openai/\u2026, google/\u2026, or openai-compatible/\u2026 with --base-url
  --api-key <key>             Default: ANTHROPIC_API_KEY, OPENAI_API_KEY or GEMINI_API_KEY
  --base-url <url>            Default: the provider's, or ANTHROPIC_BASE_URL / OPENAI_BASE_URL
  --thinking <level>          off, minimal, low, medium or high (default medium for reasoning models)
  --idle-timeout <seconds>    Retry a model request whose stream is quiet this long (default 120)

Tools:
  --tools <list>              Comma-separated subset of read,bash,edit,write,grep,find,ls (default: all)
  --no-tools                  No tools

Session:
  --session <file.jsonl>      Resume this session file, or create it
  -c, --continue              Resume the newest session of this directory
  --session-dir <dir>         Where sessions are kept (default: $REPO_AGENT_DIR/sessions/\u2026)
  --no-session                Keep nothing on disk

Context:
  --system-prompt <text|file>         Replace the default system prompt
  --append-system-prompt <text|file>  Append to it (repeatable)
  --no-context-files          Ignore AGENTS.md / CLAUDE.md
  --skill <path>              Load a skill file or directory (repeatable)
  --no-skills                 Skip skill discovery
  --cwd <dir>                 Work in this directory

Budgets (off by default):
  --max-cost <usd>            Stop once the model cost reaches this
  --timeout <seconds>         Stop after this much wall-clock time
  --max-turns <n>             Stop after this many model turns

  -h, --help                  Show this help
  -v, --version               Print the version

The message may also come on stdin. Exit codes: 0 done, 1 the run failed, 2 bad usage.
`;async function f(i){const s=(0,m.hT)(i);if(s.help)return process.stdout.write(n),0;if(s.version)return process.stdout.write(`${c}
`),0;if(s.export)return(await Promise.all([t.e(969),t.e(38)]).then(t.bind(t,54038))).exportCommand(s.export);if(s.listModels)return(await Promise.all([t.e(78),t.e(6),t.e(285),t.e(298),t.e(815),t.e(192),t.e(969),t.e(237),t.e(966),t.e(901),t.e(611)]).then(t.bind(t,93163))).listModelsCommand(s);if(s.mode==="rpc")return(await Promise.all([t.e(78),t.e(6),t.e(285),t.e(298),t.e(815),t.e(192),t.e(969),t.e(237),t.e(966),t.e(901),t.e(236)]).then(t.bind(t,4410))).runRpc(s);const{run:y}=await Promise.all([t.e(78),t.e(6),t.e(285),t.e(298),t.e(815),t.e(192),t.e(969),t.e(237),t.e(966),t.e(901),t.e(181)]).then(t.bind(t,25965));return y(s)}r(f,"main"),f(process.argv.slice(2)).then(i=>{process.exitCode=i},i=>{i instanceof m.eb?(process.stderr.write(`repo-agent: ${i.message}
`),process.exitCode=2):(process.stderr.write(`repo-agent: unexpected failure: ${i instanceof Error?i.stack??i.message:String(i)}
`),process.exitCode=1)})})};export{I as id,C as ids,N as modules};
