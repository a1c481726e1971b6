var b=Object.defineProperty;var a=(u,d)=>b(u,"name",{value:d,configurable:!0});const k=820,v=[820],P={77593:((u,d,s)=>{s.d(d,{eb:a(()=>n,"eb"),hT:a(()=>g,"hT")});var f=s(57975),h=s.n(f);const p=["read","bash","edit","write","grep","find","ls"];class n extends Error{static{a(this,"UsageError")}}const m=["off","minimal","low","medium","high"],o={"-nt":"--no-tools","-nc":"--no-context-files","-ns":"--no-skills","-t":"--tools"};function l(c,r,e=!1){if(r===void 0)return;const i=Number(r);if(!Number.isFinite(i)||i<=0||e&&!Number.isInteger(i))throw new n(`${c} needs a positive ${e?"whole ":""}number (got "${r}")`);return i}a(l,"positiveNumber");function g(c){let r;try{r=(0,f.parseArgs)({args:c.map(t=>o[t]??t),allowPositionals:!0,strict:!0,options:{help:{type:"boolean",short:"h"},version:{type:"boolean",short:"v"},print:{type:"boolean",short:"p"},mode:{type:"string"},model:{type:"string"},"api-key":{type:"string"},"base-url":{type:"string"},thinking:{type:"string"},tools:{type:"string"},"no-tools":{type:"boolean"},session:{type:"string"},continue:{type:"boolean",short:"c"},"session-dir":{type:"string"},"no-session":{type:"boolean"},"system-prompt":{type:"string"},"append-system-prompt":{type:"string",multiple:!0},"no-context-files":{type:"boolean"},skill:{type:"string",multiple:!0},"no-skills":{type:"boolean"},cwd:{type:"string"},"max-cost":{type:"string"},timeout:{type:"string"},"max-turns":{type:"string"}}})}catch(t){throw new n(`${t.message.split(". ")[0]}; see repo-agent --help`)}const e=r.values;if(e.mode!==void 0&&e.mode!=="text"&&e.mode!=="json")throw new n(`--mode must be text or json (got "${e.mode}")`);if(e.thinking!==void 0&&!m.includes(e.thinking))throw new n(`--thinking must be one of ${m.join(", ")} (got "${e.thinking}")`);if(e["no-session"]&&(e.session!==void 0||e.continue))throw new n("--no-session cannot be combined with --session or --continue");if(e.session!==void 0&&e.continue)throw new n("--session and --continue are alternatives; give one");if(e["no-tools"]&&e.tools!==void 0)throw new n("--tools and --no-tools are alternatives; give one");let i=[...p];if(e["no-tools"])i=[];else if(e.tools!==void 0){const t=e.tools.split(",").map(y=>y.trim()).filter(Boolean),w=t.filter(y=>!p.includes(y));if(w.length)throw new n(`unknown tool ${w.join(", ")} in --tools; available: ${p.join(", ")}`);i=[...new Set(t)]}const x=r.positionals;return{help:e.help??!1,version:e.version??!1,mode:e.mode??"text",model:e.model,apiKey:e["api-key"],baseUrl:e["base-url"],thinking:e.thinking,tools:i,session:e.session,continue:e.continue??!1,sessionDir:e["session-dir"],noSession:e["no-session"]??!1,systemPrompt:e["system-prompt"],appendSystemPrompts:e["append-system-prompt"]??[],noContextFiles:e["no-context-files"]??!1,skills:e.skill??[],noSkills:e["no-skills"]??!1,cwd:e.cwd,maxCostUsd:l("--max-cost",e["max-cost"]),timeoutSeconds:l("--timeout",e.timeout),maxTurns:l("--max-turns",e["max-turns"],!0),messages:x.filter(t=>!t.startsWith("@")),files:x.filter(t=>t.startsWith("@")).map(t=>t.slice(1))}}a(g,"parseCliArgs")}),97820:((u,d,s)=>{const h={rE:"0.1.0"}.rE;var p=s(77593);const n=`repo-agent ${h} - a pi-compatible coding agent

Usage: repo-agent [options] [message...] [@file...]

Modes:
  -p, --print                 Print only the final answer (the default)
  --mode text|json            json: the session header, then one event per line

Model:
  --model <provider>/<id>     anthropic/\u2026, openai/\u2026, google/\u2026, or openai-compatible/\u2026 with --base-url
  --api-key <key>             Default: ANTHROPIC_API_KEY, OPENAI_API_KEY or GEMINI_API_KEY
  --base-url <url>            Default: the provider's, or ANTHROPIC_BASE_URL / OPENAI_BASE_URL
  --thinking <level>          off, minimal, low, medium or high (default medium for reasoning models)

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
`;async function m(o){const l=(0,p.hT)(o);if(l.help)return process.stdout.write(n),0;if(l.version)return process.stdout.write(`${h}
`),0;const{run:g}=await Promise.all([s.e(137),s.e(298),s.e(815),s.e(213),s.e(372),s.e(547),s.e(181)]).then(s.bind(s,25965));return g(l)}a(m,"main"),m(process.argv.slice(2)).then(o=>{process.exitCode=o},o=>{o instanceof p.eb?(process.stderr.write(`repo-agent: ${o.message}
`),process.exitCode=2):(process.stderr.write(`repo-agent: unexpected failure: ${o instanceof Error?o.stack??o.message:String(o)}
`),process.exitCode=1)})})};export{k as id,v as ids,P as modules};
