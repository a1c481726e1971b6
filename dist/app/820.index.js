var $=Object.defineProperty;var o=(v,g)=>$(v,"name",{value:g,configurable:!0});const L=820,M=[820],R={81276:((v,g,e)=>{e.d(g,{GI:o(()=>u,"GI"),MT:o(()=>x,"MT"),OD:o(()=>n,"OD"),QY:o(()=>i,"QY"),oG:o(()=>h,"oG"),vh:o(()=>c,"vh")});const c=["off","minimal","low","medium","high"],x=[...c,"xhigh"];function h(s){if(x.includes(s))return s==="xhigh"?"high":s}o(h,"toThinkingLevel");const u={minimal:1024,low:2048,medium:8192,high:16384};function n(s){return Math.min(s.maxTokens,32e3)}o(n,"defaultMaxTokens");function i(s,y){return s.reasoning?y??"off":"off"}o(i,"effectiveThinking")}),77593:((v,g,e)=>{e.d(g,{eb:o(()=>n,"eb"),hT:o(()=>A,"hT")});var c=e(57975),x=e.n(c),h=e(81276);const u=["read","bash","edit","write","grep","find","ls"];class n extends Error{static{o(this,"UsageError")}}const i={"-nt":"--no-tools","-nbt":"--no-builtin-tools","-nc":"--no-context-files","-ns":"--no-skills","-np":"--no-prompt-templates","-ne":"--no-extensions","-t":"--tools"},s="hvpc",y={"--resume":"repo-agent has no session picker; use -c for the newest session or --session <file or id>","-r":"repo-agent has no session picker; use -c for the newest session or --session <file or id>","--provider":"name the provider in --model <provider>/<id>, e.g. --model anthropic/claude-sonnet-4-6"};function O(p,a){const t=a.indexOf("--"),r=t===-1?a:a.slice(0,t),f=r.find(m=>/^-[a-zA-Z]{2,}$/.test(m)&&!i[m]&&[...m.slice(1)].some(E=>!s.includes(E)))??/^Unknown option '([^']+)'/.exec(p.message)?.[1];if(f)return new n(`Unknown option '${f}'${y[f]?`: ${y[f]}`:""}; see repo-agent --help`);const d=/^Option '(--[\w-]+)/.exec(p.message);if(d&&/argument is ambiguous/.test(p.message)){const m=r[r.indexOf(d[1])+1];return new n(`${d[1]} was given "${m}", which looks like an option; if it is the value, write ${d[1]}=${m}`)}return new n(`${p.message.split(/\.\s|\n/)[0]}; see repo-agent --help`)}o(O,"usageLine");function T(p,a,t=!1){if(a===void 0)return;const r=Number(a);if(!Number.isFinite(r)||r<=0||t&&!Number.isInteger(r))throw new n(`${p} needs a positive ${t?"whole ":""}number (got "${a}")`);return r}o(T,"positiveNumber");function A(p){let a;try{a=(0,c.parseArgs)({args:p.map(l=>i[l]??l),allowPositionals:!0,strict:!0,options:{help:{type:"boolean",short:"h"},version:{type:"boolean",short:"v"},print:{type:"boolean",short:"p"},mode:{type:"string"},model:{type:"string"},"api-key":{type:"string"},"base-url":{type:"string"},thinking:{type:"string"},tools:{type:"string"},"no-tools":{type:"boolean"},"no-builtin-tools":{type:"boolean"},"no-extensions":{type:"boolean"},"no-prompt-templates":{type:"boolean"},session:{type:"string"},continue:{type:"boolean",short:"c"},"session-dir":{type:"string"},"no-session":{type:"boolean"},"system-prompt":{type:"string"},"append-system-prompt":{type:"string",multiple:!0},"no-context-files":{type:"boolean"},skill:{type:"string",multiple:!0},"no-skills":{type:"boolean"},cwd:{type:"string"},"max-cost":{type:"string"},timeout:{type:"string"},"max-turns":{type:"string"},"idle-timeout":{type:"string"},"list-models":{type:"boolean"},export:{type:"string"}}})}catch(l){throw O(l,p)}const t=a.values;if(t.mode!==void 0&&!["text","json","rpc"].includes(t.mode))throw new n(`--mode must be text, json or rpc (got "${t.mode}")`);const r=t.thinking===void 0?void 0:(0,h.oG)(t.thinking);if(t.thinking!==void 0&&!r)throw new n(`--thinking must be one of ${h.MT.join(", ")} (got "${t.thinking}")`);if(t["no-session"]&&(t.session!==void 0||t.continue))throw new n("--no-session cannot be combined with --session or --continue");if(t.session!==void 0&&t.continue)throw new n("--session and --continue are alternatives; give one");const P=t["no-tools"]||t["no-builtin-tools"];if(P&&t.tools!==void 0)throw new n("--tools and --no-tools are alternatives; give one");let f=[...u];if(P)f=[];else if(t.tools!==void 0){const l=t.tools.split(",").map(S=>S.trim()).filter(Boolean),I=l.filter(S=>!u.includes(S));if(I.length)throw new n(`unknown tool ${I.join(", ")} in --tools; available: ${u.join(", ")}`);f=[...new Set(l)]}let d=a.positionals,m;t["list-models"]&&(m=d.length?d.join(" "):!0);let E;if(t.export!==void 0){if(d.length>1)throw new n("--export takes a session file and at most one output file");E={input:t.export,output:d[0]}}return(m||E)&&(d=[]),{help:t.help??!1,version:t.version??!1,mode:t.mode??"text",model:t.model,apiKey:t["api-key"],baseUrl:t["base-url"],thinking:r,tools:f,session:t.session,continue:t.continue??!1,sessionDir:t["session-dir"],noSession:t["no-session"]??!1,systemPrompt:t["system-prompt"],appendSystemPrompts:t["append-system-prompt"]??[],noContextFiles:t["no-context-files"]??!1,skills:t.skill??[],noSkills:t["no-skills"]??!1,noPromptTemplates:t["no-prompt-templates"]??!1,cwd:t.cwd,maxCostUsd:T("--max-cost",t["max-cost"]),timeoutSeconds:T("--timeout",t.timeout),maxTurns:T("--max-turns",t["max-turns"],!0),idleTimeoutSeconds:T("--idle-timeout",t["idle-timeout"]),listModels:m,export:E,messages:d.filter(l=>!l.startsWith("@")),files:d.filter(l=>l.startsWith("@")).map(l=>l.slice(1))}}o(A,"parseCliArgs")}),97820:((v,g,e)=>{const x={rE:"0.1.0"}.rE;var h=e(77593);const u=`repo-agent ${x} - a pi-compatible coding agent

Usage: repo-agent [options] [message...] [@file...]

Modes:
  -p, --print                 Print only the final answer (the default)
  --mode text|json|rpc        json: the session header, then one event per line;
                              rpc: pi's RPC protocol on stdin/stdout
  --export <in.jsonl> [out]   Write a session as one self-contained HTML page
  --list-models [search]      List the models (built-in and models.json) and exit

Model:
  --model <provider>/<id>[:<thinking>]
                              anthropic/\u2026, openai/\u2026, google/\u2026, or openai-compatible/\u2026 with --base-url
  --api-key <key>             Default: ANTHROPIC_API_KEY, OPENAI_API_KEY or GEMINI_API_KEY
  --base-url <url>            Default: the provider's, or ANTHROPIC_BASE_URL / OPENAI_BASE_URL
  --thinking <level>          off, minimal, low, medium or high (pi's xhigh is high; default medium
                              for reasoning models)
  --idle-timeout <seconds>    Retry a model request whose stream is quiet this long (default 120)

Tools:
  -t, --tools <list>          Comma-separated subset of read,bash,edit,write,grep,find,ls (default: all)
  -nt, --no-tools             No tools (also pi's -nbt, --no-builtin-tools)

Session:
  --session <file|id>         Resume this session file (or create it), or the session whose id
                              starts with <id>
  -c, --continue              Resume the newest session of this directory
  --session-dir <dir>         Where sessions are kept (default: $REPO_AGENT_DIR/sessions/\u2026)
  --no-session                Keep nothing on disk

Context:
  --system-prompt <text|file>         Replace the default system prompt
  --append-system-prompt <text|file>  Append to it (repeatable)
  -nc, --no-context-files     Ignore AGENTS.md / CLAUDE.md
  --skill <path>              Load a skill file or directory (repeatable)
  -ns, --no-skills            Skip skill discovery
  -np, --no-prompt-templates  Do not expand /name from prompt templates
  (pi's -ne, --no-extensions is accepted: there are no extensions)
  --cwd <dir>                 Work in this directory

Budgets (off by default):
  --max-cost <usd>            Stop once the model cost reaches this
  --timeout <seconds>         Stop after this much wall-clock time
  --max-turns <n>             Stop after this many model turns

  -h, --help                  Show this help
  -v, --version               Print the version

Text piped on stdin goes first in the first message, as in pi. Exit codes: 0 done, 1 the run failed, 2 bad usage.
`;async function n(i){const s=(0,h.hT)(i);if(s.help)return process.stdout.write(u),0;if(s.version)return process.stdout.write(`${x}
`),0;if(s.export)return(await Promise.all([e.e(969),e.e(38)]).then(e.bind(e,54038))).exportCommand(s.export);if(s.listModels)return(await Promise.all([e.e(78),e.e(6),e.e(285),e.e(298),e.e(815),e.e(192),e.e(969),e.e(237),e.e(11),e.e(450),e.e(909),e.e(163)]).then(e.bind(e,93163))).listModelsCommand(s);if(s.mode==="rpc")return(await Promise.all([e.e(78),e.e(6),e.e(285),e.e(298),e.e(815),e.e(192),e.e(969),e.e(237),e.e(11),e.e(450),e.e(909),e.e(410)]).then(e.bind(e,4410))).runRpc(s);const{run:y}=await Promise.all([e.e(78),e.e(6),e.e(285),e.e(298),e.e(815),e.e(192),e.e(969),e.e(237),e.e(11),e.e(450),e.e(909),e.e(965)]).then(e.bind(e,25965));return y(s)}o(n,"main"),n(process.argv.slice(2)).then(i=>{process.exitCode=i},i=>{i instanceof h.eb?(process.stderr.write(`repo-agent: ${i.message}
`),process.exitCode=2):(process.stderr.write(`repo-agent: unexpected failure: ${i instanceof Error?i.stack??i.message:String(i)}
`),process.exitCode=1)})})};export{L as id,M as ids,R as modules};
