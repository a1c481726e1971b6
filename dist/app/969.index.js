var U=Object.defineProperty;var o=(D,_)=>U(D,"name",{value:_,configurable:!0});const k=969,L=[969],j={81201:((D,_,m)=>{m.d(_,{F1:o(()=>g,"F1"),qf:o(()=>N,"qf"),rC:o(()=>y,"rC"),s2:o(()=>M,"s2"),sk:o(()=>w,"sk"),tV:o(()=>E,"tV"),vi:o(()=>C,"vi")});const E=`You are a context summarization assistant. Your task is to read a conversation between a user and an AI coding assistant, then produce a structured summary following the exact format specified.

Do NOT continue the conversation. Do NOT respond to any questions in the conversation. ONLY output the structured summary.`,y=`The messages above are a conversation to summarize. Create a structured context checkpoint summary that another LLM will use to continue the work.

Use this EXACT format:

## Goal
[What is the user trying to accomplish? Can be multiple items if the session covers different tasks.]

## Constraints & Preferences
- [Any constraints, preferences, or requirements mentioned by user]
- [Or "(none)" if none were mentioned]

## Progress
### Done
- [x] [Completed tasks/changes]

### In Progress
- [ ] [Current work]

### Blocked
- [Issues preventing progress, if any]

## Key Decisions
- **[Decision]**: [Brief rationale]

## Next Steps
1. [Ordered list of what should happen next]

## Critical Context
- [Any data, examples, or references needed to continue]
- [Or "(none)" if not applicable]

Keep each section concise. Preserve exact file paths, function names, and error messages.`,g=`The messages above are NEW conversation messages to incorporate into the existing summary provided in <previous-summary> tags.

Update the existing structured summary with new information. RULES:
- PRESERVE all existing information from the previous summary
- ADD new progress, decisions, and context from the new messages
- UPDATE the Progress section: move items from "In Progress" to "Done" when completed
- UPDATE "Next Steps" based on what was accomplished
- PRESERVE exact file paths, function names, and error messages
- If something is no longer relevant, you may remove it

Use this EXACT format:

## Goal
[Preserve existing goals, add new ones if the task expanded]

## Constraints & Preferences
- [Preserve existing, add new ones discovered]

## Progress
### Done
- [x] [Include previously done items AND newly completed items]

### In Progress
- [ ] [Current work - update based on progress]

### Blocked
- [Current blockers - remove if resolved]

## Key Decisions
- **[Decision]**: [Brief rationale] (preserve all previous, add new)

## Next Steps
1. [Update based on current state]

## Critical Context
- [Preserve important context, add new if needed]

Keep each section concise. Preserve exact file paths, function names, and error messages.`,M=`This is the PREFIX of a turn that was too large to keep. The SUFFIX (recent work) is retained.

Summarize the prefix to provide context for the retained suffix:

## Original Request
[What did the user ask for in this turn?]

## Early Progress
- [Key decisions and work done in the prefix]

## Context for Suffix
- [Information needed to understand the retained recent work]

Be concise. Focus on what's needed to understand the kept suffix.`,I=`The conversation history before this point was compacted into the following summary:

<summary>
`,x=`
</summary>`,P=`The following is a summary of a branch that this conversation came back from:

<summary>
`,$="</summary>";function S(d){return typeof d=="number"?d:new Date(d).getTime()}o(S,"toEpochMs");function C(d,f){return{role:"user",content:[{type:"text",text:I+d+x}],timestamp:S(f)}}o(C,"compactionSummaryMessage");function N(d,f){return{role:"user",content:[{type:"text",text:P+d+$}],timestamp:S(f)}}o(N,"branchSummaryMessage");const a=2e3;function p(d,f){return d.length<=f?d:`${d.slice(0,f)}

[... ${d.length-f} more characters truncated]`}o(p,"truncateForSummary");function w(d){const f=[];for(const l of d)if(l.role==="user"){const t=typeof l.content=="string"?l.content:l.content.filter(r=>r.type==="text").map(r=>r.text).join("");t&&f.push(`[User]: ${t}`)}else if(l.role==="assistant"){const t=[],r=[],c=[];for(const e of l.content)if(e.type==="text")t.push(e.text);else if(e.type==="thinking")r.push(e.thinking);else if(e.type==="toolCall"){const n=Object.entries(e.arguments).map(([s,i])=>`${s}=${JSON.stringify(i)}`).join(", ");c.push(`${e.name}(${n})`)}r.length>0&&f.push(`[Assistant thinking]: ${r.join(`
`)}`),t.length>0&&f.push(`[Assistant]: ${t.join(`
`)}`),c.length>0&&f.push(`[Assistant tool calls]: ${c.join("; ")}`)}else if(l.role==="toolResult"){const t=l.content.filter(r=>r.type==="text").map(r=>r.text).join("");t&&f.push(`[Tool result]: ${p(t,a)}`)}return f.join(`

`)}o(w,"serializeConversation")}),21778:((D,_,m)=>{m.d(_,{Uv:o(()=>N,"Uv"),jG:o(()=>C,"jG"),mt:o(()=>x,"mt"),vs:o(()=>$,"vs")});var E=m(81201);function y(a){let p=`Ran \`${a.command}\`
`;return p+=a.output?`\`\`\`
${a.output}
\`\`\``:"(no output)",a.cancelled?p+=`

(command cancelled)`:a.exitCode!==null&&a.exitCode!==void 0&&a.exitCode!==0&&(p+=`

Command exited with code ${a.exitCode}`),a.truncated&&a.fullOutputPath&&(p+=`

[Output truncated. Full output: ${a.fullOutputPath}]`),p}o(y,"bashExecutionToText");function g(a,p){return{role:"user",content:[{type:"text",text:a}],timestamp:p}}o(g,"userText");function M(a){return typeof a=="string"?[{type:"text",text:a}]:a}o(M,"customContent");const I=o(a=>new Date(a).getTime(),"time");function x(a){switch(a.role){case"user":case"assistant":case"toolResult":return a;case"bashExecution":return a.excludeFromContext?void 0:g(y(a),a.timestamp);case"custom":return{role:"user",content:M(a.content),timestamp:a.timestamp};case"branchSummary":return(0,E.qf)(a.summary,a.timestamp);case"compactionSummary":return(0,E.vi)(a.summary,a.timestamp);default:return}}o(x,"toLlmMessage");function P(a){switch(a.type){case"message":return x(a.message);case"custom_message":return{role:"user",content:M(a.content),timestamp:I(a.timestamp)};case"branch_summary":return a.summary?(0,E.qf)(a.summary,a.timestamp):void 0;default:return}}o(P,"entryMessage");function $(a,p){const w=[],d=new Set;let f=p;for(;f&&!d.has(f.id);)d.add(f.id),w.push(f),f=f.parentId?a.get(f.parentId):void 0;return w.reverse()}o($,"pathTo");const S={thinkingLevel:"off"};function C(a,p=S){let{model:w,thinkingLevel:d}=p;for(const f of a)f.type==="thinking_level_change"?d=f.thinkingLevel:f.type==="model_change"?w={provider:f.provider,modelId:f.modelId}:f.type==="message"&&f.message.role==="assistant"&&(w={provider:f.message.provider,modelId:f.message.model});return{...w?{model:w}:{},thinkingLevel:d}}o(C,"pathSettings");function N(a,p,w=S){if(p===null)return{messages:[],thinkingLevel:"off"};const d=new Map;for(const s of a)d.set(s.id,s);const f=(p!==void 0?d.get(p):void 0)??a[a.length-1];if(!f)return{messages:[],thinkingLevel:"off"};const l=$(d,f),{model:t,thinkingLevel:r}=C(l,w),c=l.findLastIndex(s=>s.type==="compaction"),e=[],n=o(s=>{const i=P(s);i&&e.push(i)},"add");if(c===-1)l.forEach(n);else{const s=l[c];e.push((0,E.vi)(s.summary,s.timestamp));const i=l.findIndex((u,v)=>v<c&&u.id===s.firstKeptEntryId);i!==-1&&l.slice(i,c).forEach(n),l.slice(c+1).forEach(n)}return{messages:e,...t?{model:t}:{},thinkingLevel:r}}o(N,"buildSessionContext")}),59333:((D,_,m)=>{m.d(_,{Cx:o(()=>C,"Cx"),NB:o(()=>a,"NB"),O$:o(()=>r,"O$"),O9:o(()=>c,"O9"),j9:o(()=>S,"j9"),nH:o(()=>N,"nH")});var E=m(77598),y=m.n(E),g=m(73024),M=m.n(g),I=m(76760),x=m.n(I),P=m(46193),$=m.n(P);function S(e,n){const s=`--${e.replace(/^[/\\]/,"").replace(/[/\\:]/g,"-")}--`;return(0,I.join)(n,"sessions",s)}o(S,"sessionDirFor");function C(e,n){return`${e.replace(/[:.]/g,"-")}_${n}.jsonl`}o(C,"sessionFileName");function N(e=Date.now()){const n=(0,E.randomBytes)(16);let s=e;for(let u=5;u>=0;u--)n[u]=s%256,s=Math.floor(s/256);n[6]=n[6]&15|112,n[8]=n[8]&63|128;const i=n.toString("hex");return`${i.slice(0,8)}-${i.slice(8,12)}-${i.slice(12,16)}-${i.slice(16,20)}-${i.slice(20)}`}o(N,"uuidv7");function a(e){if(typeof e!="object"||e===null)return!1;const n=e;return n.type==="session"&&typeof n.id=="string"}o(a,"isHeaderLike");const p=1<<20;function*w(e){const n=(0,g.openSync)(e,"r");try{const s=new P.StringDecoder("utf8"),i=Buffer.alloc(64*1024);let u="",v=!0;for(let R=0;;){const A=(0,g.readSync)(n,i,0,R===0?4096:i.length,R);R+=A;const b=(u+(A===0?s.end():s.write(i.subarray(0,A)))).split(`
`);u=A===0?"":b.pop();for(const h of b)yield h,v=!1;if(A===0)return;if(v&&u.length>p){yield u;return}}}finally{(0,g.closeSync)(n)}}o(w,"fileLines");function d(e){try{const n=JSON.parse(e);return a(n)?n:void 0}catch{return}}o(d,"headerOf");function f(e){for(const n of w(e))return d(n)}o(f,"readHeader");function l(e){let n=0;for(const s of w(e)){if(n++===0){if(!d(s))return!1;continue}if(s.includes('"message"'))try{if(JSON.parse(s)?.type==="message")return!0}catch{}}return!1}o(l,"holdsConversation");function t(e){let n;try{n=(0,g.readdirSync)(e)}catch{return[]}const s=[];for(const i of n){if(!i.endsWith(".jsonl"))continue;const u=(0,I.join)(e,i);try{const v=(0,g.statSync)(u);v.isFile()&&s.push({path:u,mtime:v.mtimeMs})}catch{continue}}return s.sort((i,u)=>u.mtime-i.mtime||(i.path<u.path?1:i.path>u.path?-1:0)),s.map(i=>i.path)}o(t,"sessionFiles");function r(e){for(const n of t(e))try{if(l(n))return n}catch{continue}}o(r,"findMostRecentSession");function c(e,n){for(const s of t(e))try{const i=f(s);if(i?.id.startsWith(n))return{path:s,cwd:String(i.cwd??"")}}catch{continue}}o(c,"sessionWithId")}),54969:((D,_,m)=>{m.d(_,{c:o(()=>f,"c"),z:o(()=>p,"z")});var E=m(77598),y=m(73024),g=m(76760),M=m(21778),I=m(59333);const x=3;function P(l){for(;;){const t=(0,E.randomUUID)().slice(0,8);if(!l.has(t))return t}}o(P,"newEntryId");function $(l){const t=l.replace(/\0+\s*$/,"").trim();if(!t)return!0;if(!t.startsWith("{"))return!1;let r=0,c=!1,e=!1;for(const n of t)if(c)e?e=!1:n==="\\"?e=!0:n==='"'&&(c=!1);else if(n==='"')c=!0;else if(n==="{"||n==="[")r++;else if((n==="}"||n==="]")&&--r===0)return!1;return!0}o($,"isTornWrite");const S=o(l=>typeof l=="string"||Array.isArray(l),"isContent");function C(l){const t=l.message;switch(l.type){case"message":return typeof t!="object"||t===null||typeof t.role!="string"?'a "message" entry without a message that has a "role"':["user","assistant","toolResult","custom"].includes(t.role)&&!S(t.content)?`a "${t.role}" message without "content"`:void 0;case"custom_message":return S(l.content)?void 0:'a "custom_message" entry without "content"';case"compaction":return typeof l.summary=="string"?void 0:'a "compaction" entry without a "summary"';default:return}}o(C,"badShape");function N(l,t){if((typeof l.version=="number"?l.version:1)<2){const c=[l,...t],e=new Set;let n=null;for(const s of t)if(s.id=P(e),e.add(s.id),s.parentId=n,n=s.id,s.type==="compaction"&&typeof s.firstKeptEntryIndex=="number"){const i=c[s.firstKeptEntryIndex];i&&i.type!=="session"&&(s.firstKeptEntryId=i.id),delete s.firstKeptEntryIndex}}for(const c of t){const e=c.message;c.type==="message"&&e?.role==="hookMessage"&&(e.role="custom")}l.version=x}o(N,"migrate");function a(l,t){const r=t.split(`
`),c=o((h,T)=>new Error(`Session file ${l} is damaged at line ${h}: ${T}. Fix or delete that line, then try again.`),"damaged");let e=0;for(;e<r.length&&!r[e].trim();)e++;let n=r.length-1;for(;n>=0&&!r[n].trim();)n--;let s;try{s=JSON.parse(r[e])}catch{s=void 0}if(!(0,I.NB)(s))throw new Error(`${l} is not a session file: line ${e+1} is not a {"type":"session",...} header. It was left unchanged; pass another session file.`);const i=s.version??1;if(typeof i!="number"||!Number.isInteger(i)||i<1||i>x)throw new Error(`Session file ${l} has version ${JSON.stringify(i)}; this repo-agent reads versions 1 to ${x}. Use a newer repo-agent or another file.`);const u=[],v=[];for(let h=e+1;h<=n;h++){const T=r[h];if(!T.trim())continue;let O;try{O=JSON.parse(T)}catch{if(h!==n&&!$(T))throw c(h+1,"not valid JSON");u.push(`${l}: skipped line ${h+1}, an incomplete write`);continue}if(typeof O!="object"||O===null||Array.isArray(O)||typeof O.type!="string")throw c(h+1,'not a session entry (no "type")');O.type!=="session"&&v.push({raw:O,line:h+1})}i<x&&N(s,v.map(h=>h.raw));const R=[],A=new Set;let b=null;for(const{raw:h,line:T}of v){if(typeof h.id!="string"||!(h.parentId===null||typeof h.parentId=="string"))throw c(T,'entry without a string "id" and "parentId"');b=h.id;const O=C(h);if(O)throw c(T,O);A.has(h.id)||(A.add(h.id),R.push(h))}return{header:s,entries:R,leafId:b,needsNewline:!t.endsWith(`
`),warnings:u,...i<x?{migratedFrom:i}:{}}}o(a,"parseSessionFile");function p(l){const t=(0,g.resolve)(l);let r;try{r=(0,y.readFileSync)(t,"utf8")}catch(i){throw new Error(`Cannot read session file ${t}: ${i.message}`)}if(!r.trim())throw new Error(`${t} is empty, not a session file; pass another session file.`);const{header:c,entries:e,leafId:n,warnings:s}=a(t,r);return{header:c,entries:e,leafId:n,warnings:s}}o(p,"readSessionFile");function w(l,t,r){const c=`${l}.tmp-${process.pid}`;(0,y.writeFileSync)(c,[t.header,...t.entries].map(e=>JSON.stringify(e)+`
`).join(""));try{(0,y.copyFileSync)(l,`${l}.v${r}.bak`,y.constants.COPYFILE_EXCL)}catch(e){if(e.code!=="EEXIST")throw e}(0,y.renameSync)(c,l)}o(w,"rewriteMigrated");function d(l){return{type:"session",version:x,id:(0,I.nH)(),timestamp:new Date().toISOString(),cwd:(0,g.resolve)(l)}}o(d,"newHeader");class f{static{o(this,"SessionStore")}header;path;warnings;list;byId=new Map;forgotten=new Set;forgottenSettings;leaf;needsNewline;held;constructor(t,r){this.path=t,this.header=r.header,this.list=r.entries;for(const c of this.list)this.byId.set(c.id,c);this.leaf=r.leafId,this.needsNewline=r.needsNewline,this.warnings=r.warnings}static create(t,r,c={}){const e=d(t);return f.createAt((0,g.join)((0,g.resolve)(r),(0,I.Cx)(e.timestamp,e.id)),e,c)}static open(t,r,c={}){const e=(0,g.resolve)(t);if(!(0,y.existsSync)(e))return f.createAt(e,d(r),c);let n;try{n=(0,y.readFileSync)(e,"utf8")}catch(i){throw new Error(`Cannot read session file ${e}: ${i.message}`)}if(!n.trim()){const i=d(r),u=(n&&!n.endsWith(`
`)?`
`:"")+JSON.stringify(i)+`
`,v=new f(e,{header:i,entries:[],leafId:null,needsNewline:!1,warnings:[]});return c.deferred?v.held={lines:[u],flag:"a"}:(0,y.appendFileSync)(e,u),v}const s=a(e,n);return s.migratedFrom!==void 0&&(w(e,s,s.migratedFrom),s.needsNewline=!1),new f(e,s)}static continueRecent(t,r,c={}){const e=(0,I.O$)((0,g.resolve)(r));return e?f.open(e,t,c):f.create(t,r,c)}static inMemory(t){return new f(void 0,{header:d(t),entries:[],leafId:null,needsNewline:!1,warnings:[]})}static createAt(t,r,c){(0,y.mkdirSync)((0,g.dirname)(t),{recursive:!0});const e=new f(t,{header:r,entries:[],leafId:null,needsNewline:!1,warnings:[]}),n=JSON.stringify(r)+`
`;return c.deferred?e.held={lines:[n],flag:"wx"}:(0,y.writeFileSync)(t,n,{flag:"wx"}),e}get id(){return this.header.id}get entries(){return this.recall(),this.list}currentPath(){const t=this.leaf===null?void 0:this.byId.get(this.leaf);return t?(0,M.vs)(this.byId,t):[]}get leafId(){return this.leaf}getEntry(t){return this.forgotten.has(t)&&this.recall(),this.byId.get(t)}forgetCompacted(){if(!this.path||this.held)return;const t=this.currentPath(),r=t.findLastIndex(i=>i.type==="compaction");if(r<0)return;const c=t.findIndex((i,u)=>u<r&&i.id===t[r].firstKeptEntryId),e=c>=0?c:r;if(e===0&&t.length===this.list.length)return;this.forgottenSettings=(0,M.jG)(t.slice(0,e),this.forgottenSettings);const n=t.slice(e),s=new Set(n.map(i=>i.id));for(const i of this.list)s.has(i.id)||this.forgotten.add(i.id);this.list=n,this.byId=new Map(n.map(i=>[i.id,i]))}recall(){if(this.forgotten.size===0)return;const{entries:t}=p(this.path);this.list=t,this.byId=new Map(t.map(r=>[r.id,r])),this.forgotten.clear(),this.forgottenSettings=void 0}append(t){const r={has:o(s=>this.byId.has(s)||this.forgotten.has(s),"has")},c={type:t.type,id:P(r),parentId:this.leaf,timestamp:new Date().toISOString()};for(const[s,i]of Object.entries(t))s in c||(c[s]=i);const e=JSON.stringify(c)+`
`;this.path&&this.held?(this.held.lines.push(e),t.type==="message"&&((0,y.writeFileSync)(this.path,this.held.lines.join(""),{flag:this.held.flag}),this.held=void 0)):this.path&&((0,y.appendFileSync)(this.path,this.needsNewline?`
`+e:e),this.needsNewline=!1);const n=c;return this.list.push(n),this.byId.set(n.id,n),this.leaf=n.id,n}branch(t){if(t!==null&&this.forgotten.has(t)&&this.recall(),t!==null&&!this.byId.has(t))throw new Error(`No entry ${t} in session ${this.header.id}.`);this.leaf=t}buildContext(){return(0,M.Uv)(this.list,this.leaf,this.forgottenSettings)}}})};export{k as id,L as ids,j as modules};
