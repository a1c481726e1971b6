var k=Object.defineProperty;var r=(D,M)=>k(D,"name",{value:M,configurable:!0});const j=969,K=[969],B={81201:((D,M,p)=>{p.d(M,{F1:r(()=>y,"F1"),qf:r(()=>R,"qf"),rC:r(()=>w,"rC"),s2:r(()=>_,"s2"),sk:r(()=>I,"sk"),tV:r(()=>E,"tV"),vi:r(()=>A,"vi")});const E=`You are a context summarization assistant. Your task is to read a conversation between a user and an AI coding assistant, then produce a structured summary following the exact format specified.

Do NOT continue the conversation. Do NOT respond to any questions in the conversation. ONLY output the structured summary.`,w=`The messages above are a conversation to summarize. Create a structured context checkpoint summary that another LLM will use to continue the work.

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

Keep each section concise. Preserve exact file paths, function names, and error messages.`,y=`The messages above are NEW conversation messages to incorporate into the existing summary provided in <previous-summary> tags.

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

Keep each section concise. Preserve exact file paths, function names, and error messages.`,_=`This is the PREFIX of a turn that was too large to keep. The SUFFIX (recent work) is retained.

Summarize the prefix to provide context for the retained suffix:

## Original Request
[What did the user ask for in this turn?]

## Early Progress
- [Key decisions and work done in the prefix]

## Context for Suffix
- [Information needed to understand the retained recent work]

Be concise. Focus on what's needed to understand the kept suffix.`,v=`The conversation history before this point was compacted into the following summary:

<summary>
`,x=`
</summary>`,P=`The following is a summary of a branch that this conversation came back from:

<summary>
`,N="</summary>";function S(d){return typeof d=="number"?d:new Date(d).getTime()}r(S,"toEpochMs");function A(d,l){return{role:"user",content:[{type:"text",text:v+d+x}],timestamp:S(l)}}r(A,"compactionSummaryMessage");function R(d,l){return{role:"user",content:[{type:"text",text:P+d+N}],timestamp:S(l)}}r(R,"branchSummaryMessage");const o=2e3;function m(d,l){return d.length<=l?d:`${d.slice(0,l)}

[... ${d.length-l} more characters truncated]`}r(m,"truncateForSummary");function I(d){const l=[];for(const u of d)if(u.role==="user"){const f=typeof u.content=="string"?u.content:u.content.filter(n=>n.type==="text").map(n=>n.text).join("");f&&l.push(`[User]: ${f}`)}else if(u.role==="assistant"){const f=[],n=[],a=[];for(const e of u.content)if(e.type==="text")f.push(e.text);else if(e.type==="thinking")n.push(e.thinking);else if(e.type==="toolCall"){const t=Object.entries(e.arguments).map(([s,i])=>`${s}=${JSON.stringify(i)}`).join(", ");a.push(`${e.name}(${t})`)}n.length>0&&l.push(`[Assistant thinking]: ${n.join(`
`)}`),f.length>0&&l.push(`[Assistant]: ${f.join(`
`)}`),a.length>0&&l.push(`[Assistant tool calls]: ${a.join("; ")}`)}else if(u.role==="toolResult"){const f=u.content.filter(n=>n.type==="text").map(n=>n.text).join("");f&&l.push(`[Tool result]: ${m(f,o)}`)}return l.join(`

`)}r(I,"serializeConversation")}),21778:((D,M,p)=>{p.d(M,{Uv:r(()=>R,"Uv"),jG:r(()=>A,"jG"),mt:r(()=>x,"mt"),vs:r(()=>N,"vs")});var E=p(81201);function w(o){let m=`Ran \`${o.command}\`
`;return m+=o.output?`\`\`\`
${o.output}
\`\`\``:"(no output)",o.cancelled?m+=`

(command cancelled)`:o.exitCode!==null&&o.exitCode!==void 0&&o.exitCode!==0&&(m+=`

Command exited with code ${o.exitCode}`),o.truncated&&o.fullOutputPath&&(m+=`

[Output truncated. Full output: ${o.fullOutputPath}]`),m}r(w,"bashExecutionToText");function y(o,m){return{role:"user",content:[{type:"text",text:o}],timestamp:m}}r(y,"userText");function _(o){return typeof o=="string"?[{type:"text",text:o}]:o}r(_,"customContent");const v=r(o=>new Date(o).getTime(),"time");function x(o){switch(o.role){case"user":case"assistant":case"toolResult":return o;case"bashExecution":return o.excludeFromContext?void 0:y(w(o),o.timestamp);case"custom":return{role:"user",content:_(o.content),timestamp:o.timestamp};case"branchSummary":return(0,E.qf)(o.summary,o.timestamp);case"compactionSummary":return(0,E.vi)(o.summary,o.timestamp);default:return}}r(x,"toLlmMessage");function P(o){switch(o.type){case"message":return x(o.message);case"custom_message":return{role:"user",content:_(o.content),timestamp:v(o.timestamp)};case"branch_summary":return o.summary?(0,E.qf)(o.summary,o.timestamp):void 0;default:return}}r(P,"entryMessage");function N(o,m){const I=[],d=new Set;let l=m;for(;l&&!d.has(l.id);)d.add(l.id),I.push(l),l=l.parentId?o.get(l.parentId):void 0;return I.reverse()}r(N,"pathTo");const S={thinkingLevel:"off"};function A(o,m=S){let{model:I,thinkingLevel:d}=m;for(const l of o)l.type==="thinking_level_change"?d=l.thinkingLevel:l.type==="model_change"?I={provider:l.provider,modelId:l.modelId}:l.type==="message"&&l.message.role==="assistant"&&(I={provider:l.message.provider,modelId:l.message.model});return{...I?{model:I}:{},thinkingLevel:d}}r(A,"pathSettings");function R(o,m,I=S){if(m===null)return{messages:[],thinkingLevel:"off"};const d=new Map;for(const s of o)d.set(s.id,s);const l=(m!==void 0?d.get(m):void 0)??o[o.length-1];if(!l)return{messages:[],thinkingLevel:"off"};const u=N(d,l),{model:f,thinkingLevel:n}=A(u,I),a=u.findLastIndex(s=>s.type==="compaction"),e=[],t=r(s=>{const i=P(s);i&&e.push(i)},"add");if(a===-1)u.forEach(t);else{const s=u[a];e.push((0,E.vi)(s.summary,s.timestamp));const i=u.findIndex((c,h)=>h<a&&c.id===s.firstKeptEntryId);i!==-1&&u.slice(i,a).forEach(t),u.slice(a+1).forEach(t)}return{messages:e,...f?{model:f}:{},thinkingLevel:n}}r(R,"buildSessionContext")}),59333:((D,M,p)=>{p.d(M,{Cx:r(()=>A,"Cx"),NB:r(()=>o,"NB"),O$:r(()=>n,"O$"),O9:r(()=>a,"O9"),j9:r(()=>S,"j9"),nH:r(()=>R,"nH")});var E=p(77598),w=p.n(E),y=p(73024),_=p.n(y),v=p(76760),x=p.n(v),P=p(46193),N=p.n(P);function S(e,t){const s=`--${e.replace(/^[/\\]/,"").replace(/[/\\:]/g,"-")}--`;return(0,v.join)(t,"sessions",s)}r(S,"sessionDirFor");function A(e,t){return`${e.replace(/[:.]/g,"-")}_${t}.jsonl`}r(A,"sessionFileName");function R(e=Date.now()){const t=(0,E.randomBytes)(16);let s=e;for(let c=5;c>=0;c--)t[c]=s%256,s=Math.floor(s/256);t[6]=t[6]&15|112,t[8]=t[8]&63|128;const i=t.toString("hex");return`${i.slice(0,8)}-${i.slice(8,12)}-${i.slice(12,16)}-${i.slice(16,20)}-${i.slice(20)}`}r(R,"uuidv7");function o(e){if(typeof e!="object"||e===null)return!1;const t=e;return t.type==="session"&&typeof t.id=="string"}r(o,"isHeaderLike");const m=1<<20;function*I(e){const t=(0,y.openSync)(e,"r");try{const s=new P.StringDecoder("utf8"),i=Buffer.alloc(64*1024);let c="",h=!0;for(let T=0;;){const C=(0,y.readSync)(t,i,0,T===0?4096:i.length,T);T+=C;const b=(c+(C===0?s.end():s.write(i.subarray(0,C)))).split(`
`);c=C===0?"":b.pop();for(const U of b)yield U,h=!1;if(C===0)return;if(h&&c.length>m){yield c;return}}}finally{(0,y.closeSync)(t)}}r(I,"fileLines");function d(e){try{const t=JSON.parse(e);return o(t)?t:void 0}catch{return}}r(d,"headerOf");function l(e){for(const t of I(e))return d(t)}r(l,"readHeader");function u(e){let t=0;for(const s of I(e)){if(t++===0){if(!d(s))return!1;continue}if(s.includes('"message"'))try{if(JSON.parse(s)?.type==="message")return!0}catch{}}return!1}r(u,"holdsConversation");function f(e){let t;try{t=(0,y.readdirSync)(e)}catch{return[]}const s=[];for(const i of t){if(!i.endsWith(".jsonl"))continue;const c=(0,v.join)(e,i);try{const h=(0,y.statSync)(c);h.isFile()&&s.push({path:c,mtime:h.mtimeMs})}catch{continue}}return s.sort((i,c)=>c.mtime-i.mtime||(i.path<c.path?1:i.path>c.path?-1:0)),s.map(i=>i.path)}r(f,"sessionFiles");function n(e){for(const t of f(e))try{if(u(t))return t}catch{continue}}r(n,"findMostRecentSession");function a(e,t){for(const s of f(e))try{const i=l(s);if(i?.id.startsWith(t))return{path:s,cwd:String(i.cwd??"")}}catch{continue}}r(a,"sessionWithId")}),54969:((D,M,p)=>{p.d(M,{c:r(()=>u,"c"),z:r(()=>m,"z")});var E=p(77598),w=p(73024),y=p(76760),_=p(21778),v=p(59333);const x=3;function P(f){for(;;){const n=(0,E.randomUUID)().slice(0,8);if(!f.has(n))return n}}r(P,"newEntryId");function N(f){const n=f.replace(/\0+\s*$/,"").trim();if(!n)return!0;if(!n.startsWith("{"))return!1;let a=0,e=!1,t=!1;for(const s of n)if(e)t?t=!1:s==="\\"?t=!0:s==='"'&&(e=!1);else if(s==='"')e=!0;else if(s==="{"||s==="[")a++;else if((s==="}"||s==="]")&&--a===0)return!1;return!0}r(N,"isTornWrite");const S=r(f=>typeof f=="string"||Array.isArray(f),"isContent");function A(f){const n=f.message;switch(f.type){case"message":return typeof n!="object"||n===null||typeof n.role!="string"?'a "message" entry without a message that has a "role"':["user","assistant","toolResult","custom"].includes(n.role)&&!S(n.content)?`a "${n.role}" message without "content"`:void 0;case"custom_message":return S(f.content)?void 0:'a "custom_message" entry without "content"';case"compaction":return typeof f.summary=="string"?void 0:'a "compaction" entry without a "summary"';default:return}}r(A,"badShape");function R(f,n){if((typeof f.version=="number"?f.version:1)<2){const e=[f,...n],t=new Set;let s=null;for(const i of n)if(i.id=P(t),t.add(i.id),i.parentId=s,s=i.id,i.type==="compaction"&&typeof i.firstKeptEntryIndex=="number"){const c=e[i.firstKeptEntryIndex];c&&c.type!=="session"&&(i.firstKeptEntryId=c.id),delete i.firstKeptEntryIndex}}for(const e of n){const t=e.message;e.type==="message"&&t?.role==="hookMessage"&&(t.role="custom")}f.version=x}r(R,"migrate");function o(f,n,a=!1){const e=n.split(`
`),t=r((g,$)=>new Error(`Session file ${f} is damaged at line ${g}: ${$}. Fix or delete that line, then try again.`),"damaged");let s=0;for(;s<e.length&&!e[s].trim();)s++;let i=e.length-1;for(;i>=0&&!e[i].trim();)i--;let c;try{c=JSON.parse(e[s])}catch{c=void 0}if(!(0,v.NB)(c))throw new Error(`${f} is not a session file: line ${s+1} is not a {"type":"session",...} header. It was left unchanged; pass another session file.`);const h=c.version??1;if(typeof h!="number"||!Number.isInteger(h)||h<1||h>x)throw new Error(`Session file ${f} has version ${JSON.stringify(h)}; this repo-agent reads versions 1 to ${x}. Use a newer repo-agent or another file.`);const T=[],C=[];for(let g=s+1;g<=i;g++){const $=e[g];if(!$.trim())continue;let O;try{O=JSON.parse($)}catch{if(g!==i&&!a&&!N($))throw t(g+1,"not valid JSON");T.push(`${f}: skipped line ${g+1}, an incomplete write`);continue}if(typeof O!="object"||O===null||Array.isArray(O)||typeof O.type!="string")throw t(g+1,'not a session entry (no "type")');O.type!=="session"&&C.push({raw:O,line:g+1})}h<x&&R(c,C.map(g=>g.raw));const b=[],U=new Set;let F=null;for(const{raw:g,line:$}of C){if(typeof g.id!="string"||!(g.parentId===null||typeof g.parentId=="string"))throw t($,'entry without a string "id" and "parentId"');F=g.id;const O=A(g);if(O)throw t($,O);U.has(g.id)||(U.add(g.id),b.push(g))}return{header:c,entries:b,leafId:F,needsNewline:!n.endsWith(`
`),warnings:T,...h<x?{migratedFrom:h}:{}}}r(o,"parseSessionFile");function m(f){return I(f,!1)}r(m,"readSessionFile");function I(f,n){const a=(0,y.resolve)(f);let e;try{e=(0,w.readFileSync)(a,"utf8")}catch(h){throw new Error(`Cannot read session file ${a}: ${h.message}`)}if(!e.trim())throw new Error(`${a} is empty, not a session file; pass another session file.`);const{header:t,entries:s,leafId:i,warnings:c}=o(a,e,n);return{header:t,entries:s,leafId:i,warnings:c}}r(I,"readSession");function d(f,n,a){const e=`${f}.tmp-${process.pid}`;(0,w.writeFileSync)(e,[n.header,...n.entries].map(t=>JSON.stringify(t)+`
`).join(""));try{(0,w.copyFileSync)(f,`${f}.v${a}.bak`,w.constants.COPYFILE_EXCL)}catch(t){if(t.code!=="EEXIST")throw t}(0,w.renameSync)(e,f)}r(d,"rewriteMigrated");function l(f){return{type:"session",version:x,id:(0,v.nH)(),timestamp:new Date().toISOString(),cwd:(0,y.resolve)(f)}}r(l,"newHeader");class u{static{r(this,"SessionStore")}header;path;warnings;list;byId=new Map;forgotten=new Set;forgottenSettings;lastOfType=new Map;leaf;needsNewline;held;constructor(n,a){this.path=n,this.header=a.header,this.list=a.entries;for(const e of this.list)this.byId.set(e.id,e),this.lastOfType.set(e.type,e);this.leaf=a.leafId,this.needsNewline=a.needsNewline,this.warnings=a.warnings}static create(n,a,e={}){const t=l(n);return u.createAt((0,y.join)((0,y.resolve)(a),(0,v.Cx)(t.timestamp,t.id)),t,e)}static open(n,a,e={}){const t=(0,y.resolve)(n);if(!(0,w.existsSync)(t))return u.createAt(t,l(a),e);let s;try{s=(0,w.readFileSync)(t,"utf8")}catch(c){throw new Error(`Cannot read session file ${t}: ${c.message}`)}if(!s.trim()){const c=l(a),h=(s&&!s.endsWith(`
`)?`
`:"")+JSON.stringify(c)+`
`,T=new u(t,{header:c,entries:[],leafId:null,needsNewline:!1,warnings:[]});return e.deferred?T.held={lines:[h],flag:"a"}:(0,w.appendFileSync)(t,h),T}const i=o(t,s);return i.migratedFrom!==void 0&&(d(t,i,i.migratedFrom),i.needsNewline=!1),new u(t,i)}static continueRecent(n,a,e={}){const t=(0,v.O$)((0,y.resolve)(a));return t?u.open(t,n,e):u.create(n,a,e)}static inMemory(n){return new u(void 0,{header:l(n),entries:[],leafId:null,needsNewline:!1,warnings:[]})}static createAt(n,a,e){(0,w.mkdirSync)((0,y.dirname)(n),{recursive:!0});const t=new u(n,{header:a,entries:[],leafId:null,needsNewline:!1,warnings:[]}),s=JSON.stringify(a)+`
`;return e.deferred?t.held={lines:[s],flag:"wx"}:(0,w.writeFileSync)(n,s,{flag:"wx"}),t}get id(){return this.header.id}get entries(){return this.recall(),this.list}currentPath(){const n=this.leaf===null?void 0:this.byId.get(this.leaf);return n?(0,_.vs)(this.byId,n):[]}lastEntryOf(n){return this.lastOfType.get(n)}get leafId(){return this.leaf}getEntry(n){return this.forgotten.has(n)&&this.recall(),this.byId.get(n)}forgetCompacted(){if(!this.path||this.held)return;const n=this.currentPath(),a=n.findLastIndex(c=>c.type==="compaction");if(a<0)return;const e=n.findIndex((c,h)=>h<a&&c.id===n[a].firstKeptEntryId),t=e>=0?e:a;if(t===0&&n.length===this.list.length)return;this.forgottenSettings=(0,_.jG)(n.slice(0,t),this.forgottenSettings);const s=n.slice(t),i=new Set(s.map(c=>c.id));for(const c of this.list)i.has(c.id)||this.forgotten.add(c.id);this.list=s,this.byId=new Map(s.map(c=>[c.id,c]))}recall(){if(this.forgotten.size===0)return;const n=[],a=new Set;for(const e of I(this.path,!0).entries){const t=this.byId.get(e.id)??(this.forgotten.has(e.id)?e:void 0);t&&(n.push(t),a.add(e.id))}for(const e of this.list)a.has(e.id)||n.push(e);this.list=n,this.byId=new Map(n.map(e=>[e.id,e])),this.forgotten.clear(),this.forgottenSettings=void 0}append(n){n.type==="compaction"&&this.forgotten.has(n.firstKeptEntryId)&&this.recall();const a={has:r(i=>this.byId.has(i)||this.forgotten.has(i),"has")},e={type:n.type,id:P(a),parentId:this.leaf,timestamp:new Date().toISOString()};for(const[i,c]of Object.entries(n))i in e||(e[i]=c);const t=JSON.stringify(e)+`
`;this.path&&this.held?(this.held.lines.push(t),n.type==="message"&&((0,w.writeFileSync)(this.path,this.held.lines.join(""),{flag:this.held.flag}),this.held=void 0)):this.path&&((0,w.appendFileSync)(this.path,this.needsNewline?`
`+t:t),this.needsNewline=!1);const s=e;return this.list.push(s),this.byId.set(s.id,s),this.lastOfType.set(s.type,s),this.leaf=s.id,s}branch(n){if(n!==this.leaf&&this.recall(),n!==null&&!this.byId.has(n))throw new Error(`No entry ${n} in session ${this.header.id}.`);this.leaf=n}buildContext(){return(0,_.Uv)(this.list,this.leaf,this.forgottenSettings)}}})};export{j as id,K as ids,B as modules};
