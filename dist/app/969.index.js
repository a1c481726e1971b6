var F=Object.defineProperty;var o=(A,O)=>F(A,"name",{value:O,configurable:!0});const k=969,j=[969],L={81201:((A,O,y)=>{y.d(O,{F1:o(()=>u,"F1"),qf:o(()=>p,"qf"),rC:o(()=>g,"rC"),s2:o(()=>C,"s2"),sk:o(()=>d,"sk"),tV:o(()=>I,"tV"),vi:o(()=>i,"vi")});const I=`You are a context summarization assistant. Your task is to read a conversation between a user and an AI coding assistant, then produce a structured summary following the exact format specified.

Do NOT continue the conversation. Do NOT respond to any questions in the conversation. ONLY output the structured summary.`,g=`The messages above are a conversation to summarize. Create a structured context checkpoint summary that another LLM will use to continue the work.

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

Keep each section concise. Preserve exact file paths, function names, and error messages.`,u=`The messages above are NEW conversation messages to incorporate into the existing summary provided in <previous-summary> tags.

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

Keep each section concise. Preserve exact file paths, function names, and error messages.`,C=`This is the PREFIX of a turn that was too large to keep. The SUFFIX (recent work) is retained.

Summarize the prefix to provide context for the retained suffix:

## Original Request
[What did the user ask for in this turn?]

## Early Progress
- [Key decisions and work done in the prefix]

## Context for Suffix
- [Information needed to understand the retained recent work]

Be concise. Focus on what's needed to understand the kept suffix.`,w=`The conversation history before this point was compacted into the following summary:

<summary>
`,x=`
</summary>`,P=`The following is a summary of a branch that this conversation came back from:

<summary>
`,_="</summary>";function M(f){return typeof f=="number"?f:new Date(f).getTime()}o(M,"toEpochMs");function i(f,a){return{role:"user",content:[{type:"text",text:w+f+x}],timestamp:M(a)}}o(i,"compactionSummaryMessage");function p(f,a){return{role:"user",content:[{type:"text",text:P+f+_}],timestamp:M(a)}}o(p,"branchSummaryMessage");const v=2e3;function S(f,a){return f.length<=a?f:`${f.slice(0,a)}

[... ${f.length-a} more characters truncated]`}o(S,"truncateForSummary");function d(f){const a=[];for(const r of f)if(r.role==="user"){const t=typeof r.content=="string"?r.content:r.content.filter(n=>n.type==="text").map(n=>n.text).join("");t&&a.push(`[User]: ${t}`)}else if(r.role==="assistant"){const t=[],n=[],s=[];for(const e of r.content)if(e.type==="text")t.push(e.text);else if(e.type==="thinking")n.push(e.thinking);else if(e.type==="toolCall"){const c=Object.entries(e.arguments).map(([l,h])=>`${l}=${JSON.stringify(h)}`).join(", ");s.push(`${e.name}(${c})`)}n.length>0&&a.push(`[Assistant thinking]: ${n.join(`
`)}`),t.length>0&&a.push(`[Assistant]: ${t.join(`
`)}`),s.length>0&&a.push(`[Assistant tool calls]: ${s.join("; ")}`)}else if(r.role==="toolResult"){const t=r.content.filter(n=>n.type==="text").map(n=>n.text).join("");t&&a.push(`[Tool result]: ${S(t,v)}`)}return a.join(`

`)}o(d,"serializeConversation")}),21778:((A,O,y)=>{y.d(O,{Uv:o(()=>M,"Uv"),mt:o(()=>x,"mt"),vs:o(()=>_,"vs")});var I=y(81201);function g(i){let p=`Ran \`${i.command}\`
`;return p+=i.output?`\`\`\`
${i.output}
\`\`\``:"(no output)",i.cancelled?p+=`

(command cancelled)`:i.exitCode!==null&&i.exitCode!==void 0&&i.exitCode!==0&&(p+=`

Command exited with code ${i.exitCode}`),i.truncated&&i.fullOutputPath&&(p+=`

[Output truncated. Full output: ${i.fullOutputPath}]`),p}o(g,"bashExecutionToText");function u(i,p){return{role:"user",content:[{type:"text",text:i}],timestamp:p}}o(u,"userText");function C(i){return typeof i=="string"?[{type:"text",text:i}]:i}o(C,"customContent");const w=o(i=>new Date(i).getTime(),"time");function x(i){switch(i.role){case"user":case"assistant":case"toolResult":return i;case"bashExecution":return i.excludeFromContext?void 0:u(g(i),i.timestamp);case"custom":return{role:"user",content:C(i.content),timestamp:i.timestamp};case"branchSummary":return(0,I.qf)(i.summary,i.timestamp);case"compactionSummary":return(0,I.vi)(i.summary,i.timestamp);default:return}}o(x,"toLlmMessage");function P(i){switch(i.type){case"message":return x(i.message);case"custom_message":return{role:"user",content:C(i.content),timestamp:w(i.timestamp)};case"branch_summary":return i.summary?(0,I.qf)(i.summary,i.timestamp):void 0;default:return}}o(P,"entryMessage");function _(i,p){const v=[],S=new Set;let d=p;for(;d&&!S.has(d.id);)S.add(d.id),v.push(d),d=d.parentId?i.get(d.parentId):void 0;return v.reverse()}o(_,"pathTo");function M(i,p){if(p===null)return{messages:[],thinkingLevel:"off"};const v=new Map;for(const s of i)v.set(s.id,s);const S=(p!==void 0?v.get(p):void 0)??i[i.length-1];if(!S)return{messages:[],thinkingLevel:"off"};const d=_(v,S);let f="off",a,r=-1;for(let s=0;s<d.length;s++){const e=d[s];e.type==="thinking_level_change"?f=e.thinkingLevel:e.type==="model_change"?a={provider:e.provider,modelId:e.modelId}:e.type==="message"&&e.message.role==="assistant"?a={provider:e.message.provider,modelId:e.message.model}:e.type==="compaction"&&(r=s)}const t=[],n=o(s=>{const e=P(s);e&&t.push(e)},"add");if(r===-1)d.forEach(n);else{const s=d[r];t.push((0,I.vi)(s.summary,s.timestamp));const e=d.findIndex((c,l)=>l<r&&c.id===s.firstKeptEntryId);e!==-1&&d.slice(e,r).forEach(n),d.slice(r+1).forEach(n)}return{messages:t,...a?{model:a}:{},thinkingLevel:f}}o(M,"buildSessionContext")}),59333:((A,O,y)=>{y.d(O,{Cx:o(()=>_,"Cx"),NB:o(()=>i,"NB"),O$:o(()=>d,"O$"),j9:o(()=>P,"j9"),nH:o(()=>M,"nH"),pI:o(()=>f,"pI")});var I=y(77598),g=y.n(I),u=y(73024),C=y.n(u),w=y(76760),x=y.n(w);function P(a,r){const t=`--${a.replace(/^[/\\]/,"").replace(/[/\\:]/g,"-")}--`;return(0,w.join)(r,"sessions",t)}o(P,"sessionDirFor");function _(a,r){return`${a.replace(/[:.]/g,"-")}_${r}.jsonl`}o(_,"sessionFileName");function M(a=Date.now()){const r=(0,I.randomBytes)(16);let t=a;for(let s=5;s>=0;s--)r[s]=t%256,t=Math.floor(t/256);r[6]=r[6]&15|112,r[8]=r[8]&63|128;const n=r.toString("hex");return`${n.slice(0,8)}-${n.slice(8,12)}-${n.slice(12,16)}-${n.slice(16,20)}-${n.slice(20)}`}o(M,"uuidv7");function i(a){if(typeof a!="object"||a===null)return!1;const r=a;return r.type==="session"&&typeof r.id=="string"}o(i,"isHeaderLike");function p(a,r=1<<20){const t=(0,u.openSync)(a,"r");try{const n=[],s=Buffer.alloc(4096);let e=0;for(;e<r;){const c=(0,u.readSync)(t,s,0,s.length,e);if(c===0)break;const l=s.subarray(0,c).indexOf(10);if(n.push(Buffer.from(s.subarray(0,l===-1?c:l))),e+=c,l!==-1)break}return Buffer.concat(n).toString("utf8")}finally{(0,u.closeSync)(t)}}o(p,"readFirstLine");function v(a){try{return i(JSON.parse(p(a)))}catch{return!1}}o(v,"hasValidHeader");function S(a){const r=(0,u.openSync)(a,"r");try{const t=Buffer.alloc(65536);let n="";for(let s=0;;){const e=(0,u.readSync)(r,t,0,t.length,s);s+=e;const c=(n+t.toString("utf8",0,e)).split(`
`);n=e===0?"":c.pop();for(const l of c)if(l.includes('"message"'))try{if(JSON.parse(l)?.type==="message")return!0}catch{}if(e===0)return!1}}finally{(0,u.closeSync)(r)}}o(S,"hasMessage");function d(a){let r;try{r=(0,u.readdirSync)(a)}catch{return}const t=[];for(const n of r){if(!n.endsWith(".jsonl"))continue;const s=(0,w.join)(a,n);try{const e=(0,u.statSync)(s);e.isFile()&&t.push({path:s,mtime:e.mtimeMs})}catch{continue}}t.sort((n,s)=>s.mtime-n.mtime||(n.path<s.path?1:n.path>s.path?-1:0));for(const{path:n}of t)try{if(v(n)&&S(n))return n}catch{continue}}o(d,"findMostRecentSession");function f(a,r){let t;try{t=(0,u.readdirSync)(a)}catch{return[]}const n=[];for(const s of t){if(!s.endsWith(".jsonl"))continue;const e=(0,w.join)(a,s);try{const c=JSON.parse(p(e));i(c)&&c.id.startsWith(r)&&n.push({path:e,cwd:String(c.cwd??""),mtime:(0,u.statSync)(e).mtimeMs})}catch{continue}}return n.sort((s,e)=>e.mtime-s.mtime).map(({path:s,cwd:e})=>({path:s,cwd:e}))}o(f,"sessionsWithId")}),54969:((A,O,y)=>{y.d(O,{c:o(()=>a,"c"),z:o(()=>S,"z")});var I=y(77598),g=y(73024),u=y(76760),C=y(21778),w=y(59333);const x=3;function P(r){for(;;){const t=(0,I.randomUUID)().slice(0,8);if(!r.has(t))return t}}o(P,"newEntryId");function _(r){const t=r.replace(/\0+\s*$/,"").trim();if(!t)return!0;if(!t.startsWith("{"))return!1;let n=0,s=!1,e=!1;for(const c of t)if(s)e?e=!1:c==="\\"?e=!0:c==='"'&&(s=!1);else if(c==='"')s=!0;else if(c==="{"||c==="[")n++;else if((c==="}"||c==="]")&&--n===0)return!1;return!0}o(_,"isTornWrite");const M=o(r=>typeof r=="string"||Array.isArray(r),"isContent");function i(r){const t=r.message;switch(r.type){case"message":return typeof t!="object"||t===null||typeof t.role!="string"?'a "message" entry without a message that has a "role"':["user","assistant","toolResult","custom"].includes(t.role)&&!M(t.content)?`a "${t.role}" message without "content"`:void 0;case"custom_message":return M(r.content)?void 0:'a "custom_message" entry without "content"';case"compaction":return typeof r.summary=="string"?void 0:'a "compaction" entry without a "summary"';default:return}}o(i,"badShape");function p(r,t){if((typeof r.version=="number"?r.version:1)<2){const s=[r,...t],e=new Set;let c=null;for(const l of t)if(l.id=P(e),e.add(l.id),l.parentId=c,c=l.id,l.type==="compaction"&&typeof l.firstKeptEntryIndex=="number"){const h=s[l.firstKeptEntryIndex];h&&h.type!=="session"&&(l.firstKeptEntryId=h.id),delete l.firstKeptEntryIndex}}for(const s of t){const e=s.message;s.type==="message"&&e?.role==="hookMessage"&&(e.role="custom")}r.version=x}o(p,"migrate");function v(r,t){const n=t.split(`
`),s=o((m,$)=>new Error(`Session file ${r} is damaged at line ${m}: ${$}. Fix or delete that line, then try again.`),"damaged");let e=0;for(;e<n.length&&!n[e].trim();)e++;let c=n.length-1;for(;c>=0&&!n[c].trim();)c--;let l;try{l=JSON.parse(n[e])}catch{l=void 0}if(!(0,w.NB)(l))throw new Error(`${r} is not a session file: line ${e+1} is not a {"type":"session",...} header. It was left unchanged; pass another session file.`);const h=l.version??1;if(typeof h!="number"||!Number.isInteger(h)||h<1||h>x)throw new Error(`Session file ${r} has version ${JSON.stringify(h)}; this repo-agent reads versions 1 to ${x}. Use a newer repo-agent or another file.`);const T=[],N=[];for(let m=e+1;m<=c;m++){const $=n[m];if(!$.trim())continue;let E;try{E=JSON.parse($)}catch{if(m!==c&&!_($))throw s(m+1,"not valid JSON");T.push(`${r}: skipped line ${m+1}, an incomplete write`);continue}if(typeof E!="object"||E===null||Array.isArray(E)||typeof E.type!="string")throw s(m+1,'not a session entry (no "type")');E.type!=="session"&&N.push({raw:E,line:m+1})}h<x&&p(l,N.map(m=>m.raw));const R=[],b=new Set;let D=null;for(const{raw:m,line:$}of N){if(typeof m.id!="string"||!(m.parentId===null||typeof m.parentId=="string"))throw s($,'entry without a string "id" and "parentId"');D=m.id;const E=i(m);if(E)throw s($,E);b.has(m.id)||(b.add(m.id),R.push(m))}return{header:l,entries:R,leafId:D,needsNewline:!t.endsWith(`
`),warnings:T,...h<x?{migratedFrom:h}:{}}}o(v,"parseSessionFile");function S(r){const t=(0,u.resolve)(r);let n;try{n=(0,g.readFileSync)(t,"utf8")}catch(h){throw new Error(`Cannot read session file ${t}: ${h.message}`)}if(!n.trim())throw new Error(`${t} is empty, not a session file; pass another session file.`);const{header:s,entries:e,leafId:c,warnings:l}=v(t,n);return{header:s,entries:e,leafId:c,warnings:l}}o(S,"readSessionFile");function d(r,t,n){const s=`${r}.tmp-${process.pid}`;(0,g.writeFileSync)(s,[t.header,...t.entries].map(e=>JSON.stringify(e)+`
`).join(""));try{(0,g.copyFileSync)(r,`${r}.v${n}.bak`,g.constants.COPYFILE_EXCL)}catch(e){if(e.code!=="EEXIST")throw e}(0,g.renameSync)(s,r)}o(d,"rewriteMigrated");function f(r){return{type:"session",version:x,id:(0,w.nH)(),timestamp:new Date().toISOString(),cwd:(0,u.resolve)(r)}}o(f,"newHeader");class a{static{o(this,"SessionStore")}header;path;warnings;list;byId=new Map;leaf;needsNewline;held;constructor(t,n){this.path=t,this.header=n.header,this.list=n.entries;for(const s of this.list)this.byId.set(s.id,s);this.leaf=n.leafId,this.needsNewline=n.needsNewline,this.warnings=n.warnings}static create(t,n,s={}){const e=f(t);return a.createAt((0,u.join)((0,u.resolve)(n),(0,w.Cx)(e.timestamp,e.id)),e,s)}static open(t,n,s={}){const e=(0,u.resolve)(t);if(!(0,g.existsSync)(e))return a.createAt(e,f(n),s);let c;try{c=(0,g.readFileSync)(e,"utf8")}catch(h){throw new Error(`Cannot read session file ${e}: ${h.message}`)}if(!c.trim()){const h=f(n),T=(c&&!c.endsWith(`
`)?`
`:"")+JSON.stringify(h)+`
`,N=new a(e,{header:h,entries:[],leafId:null,needsNewline:!1,warnings:[]});return s.deferred?N.held={lines:[T],flag:"a"}:(0,g.appendFileSync)(e,T),N}const l=v(e,c);return l.migratedFrom!==void 0&&(d(e,l,l.migratedFrom),l.needsNewline=!1),new a(e,l)}static continueRecent(t,n,s={}){const e=(0,w.O$)((0,u.resolve)(n));return e?a.open(e,t,s):a.create(t,n,s)}static inMemory(t){return new a(void 0,{header:f(t),entries:[],leafId:null,needsNewline:!1,warnings:[]})}static createAt(t,n,s){(0,g.mkdirSync)((0,u.dirname)(t),{recursive:!0});const e=new a(t,{header:n,entries:[],leafId:null,needsNewline:!1,warnings:[]}),c=JSON.stringify(n)+`
`;return s.deferred?e.held={lines:[c],flag:"wx"}:(0,g.writeFileSync)(t,c,{flag:"wx"}),e}get id(){return this.header.id}get entries(){return this.list}get leafId(){return this.leaf}getEntry(t){return this.byId.get(t)}append(t){const n={type:t.type,id:P(this.byId),parentId:this.leaf,timestamp:new Date().toISOString()};for(const[c,l]of Object.entries(t))c in n||(n[c]=l);const s=JSON.stringify(n)+`
`;this.path&&this.held?(this.held.lines.push(s),t.type==="message"&&((0,g.writeFileSync)(this.path,this.held.lines.join(""),{flag:this.held.flag}),this.held=void 0)):this.path&&((0,g.appendFileSync)(this.path,this.needsNewline?`
`+s:s),this.needsNewline=!1);const e=n;return this.list.push(e),this.byId.set(e.id,e),this.leaf=e.id,e}branch(t){if(t!==null&&!this.byId.has(t))throw new Error(`No entry ${t} in session ${this.header.id}.`);this.leaf=t}buildContext(){return(0,C.Uv)(this.list,this.leaf)}}})};export{k as id,j as ids,L as modules};
