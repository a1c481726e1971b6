var U=Object.defineProperty;var o=(A,O)=>U(A,"name",{value:O,configurable:!0});const k=969,L=[969],j={81201:((A,O,m)=>{m.d(O,{F1:o(()=>p,"F1"),qf:o(()=>h,"qf"),rC:o(()=>y,"rC"),s2:o(()=>C,"s2"),sk:o(()=>l,"sk"),tV:o(()=>I,"tV"),vi:o(()=>i,"vi")});const I=`You are a context summarization assistant. Your task is to read a conversation between a user and an AI coding assistant, then produce a structured summary following the exact format specified.

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

Keep each section concise. Preserve exact file paths, function names, and error messages.`,p=`The messages above are NEW conversation messages to incorporate into the existing summary provided in <previous-summary> tags.

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

Be concise. Focus on what's needed to understand the kept suffix.`,v=`The conversation history before this point was compacted into the following summary:

<summary>
`,x=`
</summary>`,P=`The following is a summary of a branch that this conversation came back from:

<summary>
`,_="</summary>";function M(c){return typeof c=="number"?c:new Date(c).getTime()}o(M,"toEpochMs");function i(c,a){return{role:"user",content:[{type:"text",text:v+c+x}],timestamp:M(a)}}o(i,"compactionSummaryMessage");function h(c,a){return{role:"user",content:[{type:"text",text:P+c+_}],timestamp:M(a)}}o(h,"branchSummaryMessage");const w=2e3;function E(c,a){return c.length<=a?c:`${c.slice(0,a)}

[... ${c.length-a} more characters truncated]`}o(E,"truncateForSummary");function l(c){const a=[];for(const r of c)if(r.role==="user"){const e=typeof r.content=="string"?r.content:r.content.filter(s=>s.type==="text").map(s=>s.text).join("");e&&a.push(`[User]: ${e}`)}else if(r.role==="assistant"){const e=[],s=[],t=[];for(const n of r.content)if(n.type==="text")e.push(n.text);else if(n.type==="thinking")s.push(n.thinking);else if(n.type==="toolCall"){const u=Object.entries(n.arguments).map(([f,g])=>`${f}=${JSON.stringify(g)}`).join(", ");t.push(`${n.name}(${u})`)}s.length>0&&a.push(`[Assistant thinking]: ${s.join(`
`)}`),e.length>0&&a.push(`[Assistant]: ${e.join(`
`)}`),t.length>0&&a.push(`[Assistant tool calls]: ${t.join("; ")}`)}else if(r.role==="toolResult"){const e=r.content.filter(s=>s.type==="text").map(s=>s.text).join("");e&&a.push(`[Tool result]: ${E(e,w)}`)}return a.join(`

`)}o(l,"serializeConversation")}),21778:((A,O,m)=>{m.d(O,{Uv:o(()=>M,"Uv"),mt:o(()=>x,"mt"),vs:o(()=>_,"vs")});var I=m(81201);function y(i){let h=`Ran \`${i.command}\`
`;return h+=i.output?`\`\`\`
${i.output}
\`\`\``:"(no output)",i.cancelled?h+=`

(command cancelled)`:i.exitCode!==null&&i.exitCode!==void 0&&i.exitCode!==0&&(h+=`

Command exited with code ${i.exitCode}`),i.truncated&&i.fullOutputPath&&(h+=`

[Output truncated. Full output: ${i.fullOutputPath}]`),h}o(y,"bashExecutionToText");function p(i,h){return{role:"user",content:[{type:"text",text:i}],timestamp:h}}o(p,"userText");function C(i){return typeof i=="string"?[{type:"text",text:i}]:i}o(C,"customContent");const v=o(i=>new Date(i).getTime(),"time");function x(i){switch(i.role){case"user":case"assistant":case"toolResult":return i;case"bashExecution":return i.excludeFromContext?void 0:p(y(i),i.timestamp);case"custom":return{role:"user",content:C(i.content),timestamp:i.timestamp};case"branchSummary":return(0,I.qf)(i.summary,i.timestamp);case"compactionSummary":return(0,I.vi)(i.summary,i.timestamp);default:return}}o(x,"toLlmMessage");function P(i){switch(i.type){case"message":return x(i.message);case"custom_message":return{role:"user",content:C(i.content),timestamp:v(i.timestamp)};case"branch_summary":return i.summary?(0,I.qf)(i.summary,i.timestamp):void 0;default:return}}o(P,"entryMessage");function _(i,h){const w=[],E=new Set;let l=h;for(;l&&!E.has(l.id);)E.add(l.id),w.push(l),l=l.parentId?i.get(l.parentId):void 0;return w.reverse()}o(_,"pathTo");function M(i,h){if(h===null)return{messages:[],thinkingLevel:"off"};const w=new Map;for(const t of i)w.set(t.id,t);const E=(h!==void 0?w.get(h):void 0)??i[i.length-1];if(!E)return{messages:[],thinkingLevel:"off"};const l=_(w,E);let c="off",a,r=-1;for(let t=0;t<l.length;t++){const n=l[t];n.type==="thinking_level_change"?c=n.thinkingLevel:n.type==="model_change"?a={provider:n.provider,modelId:n.modelId}:n.type==="message"&&n.message.role==="assistant"?a={provider:n.message.provider,modelId:n.message.model}:n.type==="compaction"&&(r=t)}const e=[],s=o(t=>{const n=P(t);n&&e.push(n)},"add");if(r===-1)l.forEach(s);else{const t=l[r];e.push((0,I.vi)(t.summary,t.timestamp));const n=l.findIndex((u,f)=>f<r&&u.id===t.firstKeptEntryId);n!==-1&&l.slice(n,r).forEach(s),l.slice(r+1).forEach(s)}return{messages:e,...a?{model:a}:{},thinkingLevel:c}}o(M,"buildSessionContext")}),59333:((A,O,m)=>{m.d(O,{Cx:o(()=>_,"Cx"),NB:o(()=>i,"NB"),O$:o(()=>E,"O$"),j9:o(()=>P,"j9"),nH:o(()=>M,"nH")});var I=m(77598),y=m.n(I),p=m(73024),C=m.n(p),v=m(76760),x=m.n(v);function P(l,c){const a=`--${l.replace(/^[/\\]/,"").replace(/[/\\:]/g,"-")}--`;return(0,v.join)(c,"sessions",a)}o(P,"sessionDirFor");function _(l,c){return`${l.replace(/[:.]/g,"-")}_${c}.jsonl`}o(_,"sessionFileName");function M(l=Date.now()){const c=(0,I.randomBytes)(16);let a=l;for(let e=5;e>=0;e--)c[e]=a%256,a=Math.floor(a/256);c[6]=c[6]&15|112,c[8]=c[8]&63|128;const r=c.toString("hex");return`${r.slice(0,8)}-${r.slice(8,12)}-${r.slice(12,16)}-${r.slice(16,20)}-${r.slice(20)}`}o(M,"uuidv7");function i(l){if(typeof l!="object"||l===null)return!1;const c=l;return c.type==="session"&&typeof c.id=="string"}o(i,"isHeaderLike");function h(l,c=1<<20){const a=(0,p.openSync)(l,"r");try{const r=[],e=Buffer.alloc(4096);let s=0;for(;s<c;){const t=(0,p.readSync)(a,e,0,e.length,s);if(t===0)break;const n=e.subarray(0,t).indexOf(10);if(r.push(Buffer.from(e.subarray(0,n===-1?t:n))),s+=t,n!==-1)break}return Buffer.concat(r).toString("utf8")}finally{(0,p.closeSync)(a)}}o(h,"readFirstLine");function w(l){try{return i(JSON.parse(h(l)))}catch{return!1}}o(w,"hasValidHeader");function E(l){let c;try{c=(0,p.readdirSync)(l)}catch{return}let a;for(const r of c){if(!r.endsWith(".jsonl"))continue;const e=(0,v.join)(l,r);let s;try{const t=(0,p.statSync)(e);if(!t.isFile())continue;s=t.mtimeMs}catch{continue}a&&(s<a.mtime||s===a.mtime&&e<a.path)||w(e)&&(a={path:e,mtime:s})}return a?.path}o(E,"findMostRecentSession")}),54969:((A,O,m)=>{m.d(O,{c:o(()=>a,"c"),z:o(()=>E,"z")});var I=m(77598),y=m(73024),p=m(76760),C=m(21778),v=m(59333);const x=3;function P(r){for(;;){const e=(0,I.randomUUID)().slice(0,8);if(!r.has(e))return e}}o(P,"newEntryId");function _(r){const e=r.replace(/\0+\s*$/,"").trim();if(!e)return!0;if(!e.startsWith("{"))return!1;let s=0,t=!1,n=!1;for(const u of e)if(t)n?n=!1:u==="\\"?n=!0:u==='"'&&(t=!1);else if(u==='"')t=!0;else if(u==="{"||u==="[")s++;else if((u==="}"||u==="]")&&--s===0)return!1;return!0}o(_,"isTornWrite");const M=o(r=>typeof r=="string"||Array.isArray(r),"isContent");function i(r){const e=r.message;switch(r.type){case"message":return typeof e!="object"||e===null||typeof e.role!="string"?'a "message" entry without a message that has a "role"':["user","assistant","toolResult","custom"].includes(e.role)&&!M(e.content)?`a "${e.role}" message without "content"`:void 0;case"custom_message":return M(r.content)?void 0:'a "custom_message" entry without "content"';case"compaction":return typeof r.summary=="string"?void 0:'a "compaction" entry without a "summary"';default:return}}o(i,"badShape");function h(r,e){if((typeof r.version=="number"?r.version:1)<2){const t=[r,...e],n=new Set;let u=null;for(const f of e)if(f.id=P(n),n.add(f.id),f.parentId=u,u=f.id,f.type==="compaction"&&typeof f.firstKeptEntryIndex=="number"){const g=t[f.firstKeptEntryIndex];g&&g.type!=="session"&&(f.firstKeptEntryId=g.id),delete f.firstKeptEntryIndex}}for(const t of e){const n=t.message;t.type==="message"&&n?.role==="hookMessage"&&(n.role="custom")}r.version=x}o(h,"migrate");function w(r,e){const s=e.split(`
`),t=o((d,$)=>new Error(`Session file ${r} is damaged at line ${d}: ${$}. Fix or delete that line, then try again.`),"damaged");let n=0;for(;n<s.length&&!s[n].trim();)n++;let u=s.length-1;for(;u>=0&&!s[u].trim();)u--;let f;try{f=JSON.parse(s[n])}catch{f=void 0}if(!(0,v.NB)(f))throw new Error(`${r} is not a session file: line ${n+1} is not a {"type":"session",...} header. It was left unchanged; pass another session file.`);const g=f.version??1;if(typeof g!="number"||!Number.isInteger(g)||g<1||g>x)throw new Error(`Session file ${r} has version ${JSON.stringify(g)}; this repo-agent reads versions 1 to ${x}. Use a newer repo-agent or another file.`);const T=[],N=[];for(let d=n+1;d<=u;d++){const $=s[d];if(!$.trim())continue;let S;try{S=JSON.parse($)}catch{if(d!==u&&!_($))throw t(d+1,"not valid JSON");T.push(`${r}: skipped line ${d+1}, an incomplete write`);continue}if(typeof S!="object"||S===null||Array.isArray(S)||typeof S.type!="string")throw t(d+1,'not a session entry (no "type")');S.type!=="session"&&N.push({raw:S,line:d+1})}g<x&&h(f,N.map(d=>d.raw));const b=[],R=new Set;let D=null;for(const{raw:d,line:$}of N){if(typeof d.id!="string"||!(d.parentId===null||typeof d.parentId=="string"))throw t($,'entry without a string "id" and "parentId"');D=d.id;const S=i(d);if(S)throw t($,S);R.has(d.id)||(R.add(d.id),b.push(d))}return{header:f,entries:b,leafId:D,needsNewline:!e.endsWith(`
`),warnings:T,...g<x?{migratedFrom:g}:{}}}o(w,"parseSessionFile");function E(r){const e=(0,p.resolve)(r);let s;try{s=(0,y.readFileSync)(e,"utf8")}catch(g){throw new Error(`Cannot read session file ${e}: ${g.message}`)}if(!s.trim())throw new Error(`${e} is empty, not a session file; pass another session file.`);const{header:t,entries:n,leafId:u,warnings:f}=w(e,s);return{header:t,entries:n,leafId:u,warnings:f}}o(E,"readSessionFile");function l(r,e,s){const t=`${r}.tmp-${process.pid}`;(0,y.writeFileSync)(t,[e.header,...e.entries].map(n=>JSON.stringify(n)+`
`).join(""));try{(0,y.copyFileSync)(r,`${r}.v${s}.bak`,y.constants.COPYFILE_EXCL)}catch(n){if(n.code!=="EEXIST")throw n}(0,y.renameSync)(t,r)}o(l,"rewriteMigrated");function c(r){return{type:"session",version:x,id:(0,v.nH)(),timestamp:new Date().toISOString(),cwd:(0,p.resolve)(r)}}o(c,"newHeader");class a{static{o(this,"SessionStore")}header;path;warnings;list;byId=new Map;leaf;needsNewline;constructor(e,s){this.path=e,this.header=s.header,this.list=s.entries;for(const t of this.list)this.byId.set(t.id,t);this.leaf=s.leafId,this.needsNewline=s.needsNewline,this.warnings=s.warnings}static create(e,s){const t=c(e);return a.createAt((0,p.join)((0,p.resolve)(s),(0,v.Cx)(t.timestamp,t.id)),t)}static open(e,s){const t=(0,p.resolve)(e);if(!(0,y.existsSync)(t))return a.createAt(t,c(s));let n;try{n=(0,y.readFileSync)(t,"utf8")}catch(f){throw new Error(`Cannot read session file ${t}: ${f.message}`)}if(!n.trim()){const f=c(s);return(0,y.appendFileSync)(t,(n&&!n.endsWith(`
`)?`
`:"")+JSON.stringify(f)+`
`),new a(t,{header:f,entries:[],leafId:null,needsNewline:!1,warnings:[]})}const u=w(t,n);return u.migratedFrom!==void 0&&(l(t,u,u.migratedFrom),u.needsNewline=!1),new a(t,u)}static continueRecent(e,s){const t=(0,v.O$)((0,p.resolve)(s));return t?a.open(t,e):a.create(e,s)}static inMemory(e){return new a(void 0,{header:c(e),entries:[],leafId:null,needsNewline:!1,warnings:[]})}static createAt(e,s){return(0,y.mkdirSync)((0,p.dirname)(e),{recursive:!0}),(0,y.writeFileSync)(e,JSON.stringify(s)+`
`,{flag:"wx"}),new a(e,{header:s,entries:[],leafId:null,needsNewline:!1,warnings:[]})}get id(){return this.header.id}get entries(){return this.list}get leafId(){return this.leaf}getEntry(e){return this.byId.get(e)}append(e){const s={type:e.type,id:P(this.byId),parentId:this.leaf,timestamp:new Date().toISOString()};for(const[u,f]of Object.entries(e))u in s||(s[u]=f);const t=JSON.stringify(s)+`
`;this.path&&((0,y.appendFileSync)(this.path,this.needsNewline?`
`+t:t),this.needsNewline=!1);const n=s;return this.list.push(n),this.byId.set(n.id,n),this.leaf=n.id,n}branch(e){if(e!==null&&!this.byId.has(e))throw new Error(`No entry ${e} in session ${this.header.id}.`);this.leaf=e}buildContext(){return(0,C.Uv)(this.list,this.leaf)}}})};export{k as id,L as ids,j as modules};
