var I=Object.defineProperty;var d=(P,g)=>I(P,"name",{value:g,configurable:!0});const M=820,R=[820],C={77593:((P,g,e)=>{e.d(g,{eb:d(()=>s,"eb"),hT:d(()=>T,"hT")});var x=e(57975),y=e.n(x),h=e(73875);const i=["read","bash","edit","write","grep","find","ls"];class s extends Error{static{d(this,"UsageError")}}const o={"-nt":"--no-tools","-nbt":"--no-builtin-tools","-nc":"--no-context-files","-ns":"--no-skills","-np":"--no-prompt-templates","-ne":"--no-extensions","-t":"--tools"},n="hvpc",c={"--resume":"repo-agent has no session picker; use -c for the newest session or --session <file or id>","-r":"repo-agent has no session picker; use -c for the newest session or --session <file or id>","--provider":"name the provider in --model <provider>/<id>, e.g. --model anthropic/claude-sonnet-4-5"};function v(m,a){const t=a.indexOf("--"),p=t===-1?a:a.slice(0,t),u=p.find(f=>/^-[a-zA-Z]{2,}$/.test(f)&&!o[f]&&[...f.slice(1)].some(E=>!n.includes(E)))??/^Unknown option '([^']+)'/.exec(m.message)?.[1];if(u)return new s(`Unknown option '${u}'${c[u]?`: ${c[u]}`:""}; see repo-agent --help`);const r=/^Option '(--[\w-]+)/.exec(m.message);if(r&&/argument is ambiguous/.test(m.message)){const f=p[p.indexOf(r[1])+1];return new s(`${r[1]} was given "${f}", which looks like an option; if it is the value, write ${r[1]}=${f}`)}return new s(`${m.message.split(/\.\s|\n/)[0]}; see repo-agent --help`)}d(v,"usageLine");function O(m,a,t=!1){if(a===void 0)return;const p=Number(a);if(!Number.isFinite(p)||p<=0||t&&!Number.isInteger(p))throw new s(`${m} needs a positive ${t?"whole ":""}number (got "${a}")`);return p}d(O,"positiveNumber");function T(m){let a;try{a=(0,x.parseArgs)({args:m.map(l=>o[l]??l),allowPositionals:!0,strict:!0,options:{help:{type:"boolean",short:"h"},version:{type:"boolean",short:"v"},print:{type:"boolean",short:"p"},mode:{type:"string"},model:{type:"string"},"api-key":{type:"string"},"base-url":{type:"string"},thinking:{type:"string"},tools:{type:"string"},"no-tools":{type:"boolean"},"no-builtin-tools":{type:"boolean"},"no-extensions":{type:"boolean"},"no-prompt-templates":{type:"boolean"},session:{type:"string"},continue:{type:"boolean",short:"c"},"session-dir":{type:"string"},"no-session":{type:"boolean"},"system-prompt":{type:"string"},"append-system-prompt":{type:"string",multiple:!0},"no-context-files":{type:"boolean"},skill:{type:"string",multiple:!0},"no-skills":{type:"boolean"},cwd:{type:"string"},"max-cost":{type:"string"},timeout:{type:"string"},"max-turns":{type:"string"},"idle-timeout":{type:"string"},"list-models":{type:"boolean"},export:{type:"string"}}})}catch(l){throw v(l,m)}const t=a.values;if(t.mode!==void 0&&!["text","json","rpc"].includes(t.mode))throw new s(`--mode must be text, json or rpc (got "${t.mode}")`);const p=t.thinking===void 0?void 0:(0,h.oG)(t.thinking);if(t.thinking!==void 0&&!p)throw new s(`--thinking must be one of ${h.MT.join(", ")} (got "${t.thinking}")`);if(t["no-session"]&&(t.session!==void 0||t.continue))throw new s("--no-session cannot be combined with --session or --continue");if(t.session!==void 0&&t.continue)throw new s("--session and --continue are alternatives; give one");const S=t["no-tools"]||t["no-builtin-tools"];if(S&&t.tools!==void 0)throw new s("--tools and --no-tools are alternatives; give one");let u=[...i];if(S)u=[];else if(t.tools!==void 0){const l=t.tools.split(",").map($=>$.trim()).filter(Boolean),A=l.filter($=>!i.includes($));if(A.length)throw new s(`unknown tool ${A.join(", ")} in --tools; available: ${i.join(", ")}`);u=[...new Set(l)]}let r=a.positionals,f;t["list-models"]&&(f=r.length?r.join(" "):!0);let E;if(t.export!==void 0){if(r.length>1)throw new s("--export takes a session file and at most one output file");E={input:t.export,output:r[0]}}return(f||E)&&(r=[]),{help:t.help??!1,version:t.version??!1,mode:t.mode??"text",model:t.model,apiKey:t["api-key"],baseUrl:t["base-url"],thinking:p,tools:u,session:t.session,continue:t.continue??!1,sessionDir:t["session-dir"],noSession:t["no-session"]??!1,systemPrompt:t["system-prompt"],appendSystemPrompts:t["append-system-prompt"]??[],noContextFiles:t["no-context-files"]??!1,skills:t.skill??[],noSkills:t["no-skills"]??!1,noPromptTemplates:t["no-prompt-templates"]??!1,cwd:t.cwd,maxCostUsd:O("--max-cost",t["max-cost"]),timeoutSeconds:O("--timeout",t.timeout),maxTurns:O("--max-turns",t["max-turns"],!0),idleTimeoutSeconds:O("--idle-timeout",t["idle-timeout"]),listModels:f,export:E,messages:r.filter(l=>!l.startsWith("@")),files:r.filter(l=>l.startsWith("@")).map(l=>l.slice(1))}}d(T,"parseCliArgs")}),97820:((P,g,e)=>{const y={rE:"0.1.0"}.rE;var h=e(77593);const i=`repo-agent ${y} - a pi-compatible coding agent

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
`;async function s(o){const n=(0,h.hT)(o);if(n.help)return process.stdout.write(i),0;if(n.version)return process.stdout.write(`${y}
`),0;if(n.export)return(await Promise.all([e.e(969),e.e(38)]).then(e.bind(e,54038))).exportCommand(n.export);if(n.listModels)return(await Promise.all([e.e(78),e.e(6),e.e(285),e.e(298),e.e(815),e.e(192),e.e(969),e.e(237),e.e(11),e.e(901),e.e(611)]).then(e.bind(e,93163))).listModelsCommand(n);if(n.mode==="rpc")return(await Promise.all([e.e(78),e.e(6),e.e(285),e.e(298),e.e(815),e.e(192),e.e(969),e.e(237),e.e(11),e.e(901),e.e(236)]).then(e.bind(e,4410))).runRpc(n);const{run:c}=await Promise.all([e.e(78),e.e(6),e.e(285),e.e(298),e.e(815),e.e(192),e.e(969),e.e(237),e.e(11),e.e(901),e.e(181)]).then(e.bind(e,25965));return c(n)}d(s,"main"),s(process.argv.slice(2)).then(o=>{process.exitCode=o},o=>{o instanceof h.eb?(process.stderr.write(`repo-agent: ${o.message}
`),process.exitCode=2):(process.stderr.write(`repo-agent: unexpected failure: ${o instanceof Error?o.stack??o.message:String(o)}
`),process.exitCode=1)})}),73875:((P,g,e)=>{e.d(g,{H4:d(()=>h,"H4"),MT:d(()=>x,"MT"),oG:d(()=>y,"oG")});const x=["off","minimal","low","medium","high","xhigh"];function y(i){if(x.includes(i))return i==="xhigh"?"high":i}d(y,"toThinkingLevel");function h(i,s){const o=i.resolve(s);if(!o.unknown)return{model:o};const n=s.lastIndexOf(":"),c=n>s.indexOf("/")?y(s.slice(n+1)):void 0;if(c){const v=i.resolve(s.slice(0,n));if(!v.unknown)return{model:v,thinking:c}}return i.list().some(v=>v.provider===o.provider)?{model:o,warning:`Model "${o.id}" not found for provider "${o.provider}". Using custom model id.`}:{model:o}}d(h,"resolveModelSpec")})};export{M as id,R as ids,C as modules};
