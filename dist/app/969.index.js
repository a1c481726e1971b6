var b=Object.defineProperty;var c=(C,I)=>b(C,"name",{value:I,configurable:!0});const U=969,F=[969],k={81201:((C,I,u)=>{u.d(I,{F1:c(()=>m,"F1"),qf:c(()=>d,"qf"),rC:c(()=>p,"rC"),s2:c(()=>M,"s2"),sk:c(()=>l,"sk"),tV:c(()=>x,"tV"),vi:c(()=>o,"vi")});const x=`You are a context summarization assistant. Your task is to read a conversation between a user and an AI coding assistant, then produce a structured summary following the exact format specified.

Do NOT continue the conversation. Do NOT respond to any questions in the conversation. ONLY output the structured summary.`,p=`The messages above are a conversation to summarize. Create a structured context checkpoint summary that another LLM will use to continue the work.

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

Keep each section concise. Preserve exact file paths, function names, and error messages.`,m=`The messages above are NEW conversation messages to incorporate into the existing summary provided in <previous-summary> tags.

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

Be concise. Focus on what's needed to understand the kept suffix.`,g=`The conversation history before this point was compacted into the following summary:

<summary>
`,w=`
</summary>`,E=`The following is a summary of a branch that this conversation came back from:

<summary>
`,S="</summary>";function O(r){return typeof r=="number"?r:new Date(r).getTime()}c(O,"toEpochMs");function o(r,e){return{role:"user",content:[{type:"text",text:g+r+w}],timestamp:O(e)}}c(o,"compactionSummaryMessage");function d(r,e){return{role:"user",content:[{type:"text",text:E+r+S}],timestamp:O(e)}}c(d,"branchSummaryMessage");const v=2e3;function y(r,e){return r.length<=e?r:`${r.slice(0,e)}

[... ${r.length-e} more characters truncated]`}c(y,"truncateForSummary");function l(r){const e=[];for(const n of r)if(n.role==="user"){const t=typeof n.content=="string"?n.content:n.content.filter(s=>s.type==="text").map(s=>s.text).join("");t&&e.push(`[User]: ${t}`)}else if(n.role==="assistant"){const t=[],s=[],a=[];for(const i of n.content)if(i.type==="text")t.push(i.text);else if(i.type==="thinking")s.push(i.thinking);else if(i.type==="toolCall"){const h=Object.entries(i.arguments).map(([$,N])=>`${$}=${JSON.stringify(N)}`).join(", ");a.push(`${i.name}(${h})`)}s.length>0&&e.push(`[Assistant thinking]: ${s.join(`
`)}`),t.length>0&&e.push(`[Assistant]: ${t.join(`
`)}`),a.length>0&&e.push(`[Assistant tool calls]: ${a.join("; ")}`)}else if(n.role==="toolResult"){const t=n.content.filter(s=>s.type==="text").map(s=>s.text).join("");t&&e.push(`[Tool result]: ${y(t,v)}`)}return e.join(`

`)}c(l,"serializeConversation")}),21778:((C,I,u)=>{u.d(I,{Uv:c(()=>O,"Uv"),mt:c(()=>w,"mt"),vs:c(()=>S,"vs")});var x=u(81201);function p(o){let d=`Ran \`${o.command}\`
`;return d+=o.output?`\`\`\`
${o.output}
\`\`\``:"(no output)",o.cancelled?d+=`

(command cancelled)`:o.exitCode!==null&&o.exitCode!==void 0&&o.exitCode!==0&&(d+=`

Command exited with code ${o.exitCode}`),o.truncated&&o.fullOutputPath&&(d+=`

[Output truncated. Full output: ${o.fullOutputPath}]`),d}c(p,"bashExecutionToText");function m(o,d){return{role:"user",content:[{type:"text",text:o}],timestamp:d}}c(m,"userText");function M(o){return typeof o=="string"?[{type:"text",text:o}]:o}c(M,"customContent");const g=c(o=>new Date(o).getTime(),"time");function w(o){switch(o.role){case"user":case"assistant":case"toolResult":return o;case"bashExecution":return o.excludeFromContext?void 0:m(p(o),o.timestamp);case"custom":return{role:"user",content:M(o.content),timestamp:o.timestamp};case"branchSummary":return(0,x.qf)(o.summary,o.timestamp);case"compactionSummary":return(0,x.vi)(o.summary,o.timestamp);default:return}}c(w,"toLlmMessage");function E(o){switch(o.type){case"message":return w(o.message);case"custom_message":return{role:"user",content:M(o.content),timestamp:g(o.timestamp)};case"branch_summary":return o.summary?(0,x.qf)(o.summary,o.timestamp):void 0;default:return}}c(E,"entryMessage");function S(o,d){const v=[],y=new Set;let l=d;for(;l&&!y.has(l.id);)y.add(l.id),v.push(l),l=l.parentId?o.get(l.parentId):void 0;return v.reverse()}c(S,"pathTo");function O(o,d){if(d===null)return{messages:[],thinkingLevel:"off"};const v=new Map;for(const a of o)v.set(a.id,a);const y=(d!==void 0?v.get(d):void 0)??o[o.length-1];if(!y)return{messages:[],thinkingLevel:"off"};const l=S(v,y);let r="off",e,n=-1;for(let a=0;a<l.length;a++){const i=l[a];i.type==="thinking_level_change"?r=i.thinkingLevel:i.type==="model_change"?e={provider:i.provider,modelId:i.modelId}:i.type==="message"&&i.message.role==="assistant"?e={provider:i.message.provider,modelId:i.message.model}:i.type==="compaction"&&(n=a)}const t=[],s=c(a=>{const i=E(a);i&&t.push(i)},"add");if(n===-1)l.forEach(s);else{const a=l[n];t.push((0,x.vi)(a.summary,a.timestamp));const i=l.findIndex((h,$)=>$<n&&h.id===a.firstKeptEntryId);i!==-1&&l.slice(i,n).forEach(s),l.slice(n+1).forEach(s)}return{messages:t,...e?{model:e}:{},thinkingLevel:r}}c(O,"buildSessionContext")}),59333:((C,I,u)=>{u.d(I,{Cx:c(()=>S,"Cx"),NB:c(()=>o,"NB"),O$:c(()=>y,"O$"),j9:c(()=>E,"j9"),nH:c(()=>O,"nH")});var x=u(77598),p=u.n(x),m=u(73024),M=u.n(m),g=u(76760),w=u.n(g);function E(l,r){const e=`--${l.replace(/^[/\\]/,"").replace(/[/\\:]/g,"-")}--`;return(0,g.join)(r,"sessions",e)}c(E,"sessionDirFor");function S(l,r){return`${l.replace(/[:.]/g,"-")}_${r}.jsonl`}c(S,"sessionFileName");function O(l=Date.now()){const r=(0,x.randomBytes)(16);let e=l;for(let t=5;t>=0;t--)r[t]=e%256,e=Math.floor(e/256);r[6]=r[6]&15|112,r[8]=r[8]&63|128;const n=r.toString("hex");return`${n.slice(0,8)}-${n.slice(8,12)}-${n.slice(12,16)}-${n.slice(16,20)}-${n.slice(20)}`}c(O,"uuidv7");function o(l){if(typeof l!="object"||l===null)return!1;const r=l;return r.type==="session"&&typeof r.id=="string"}c(o,"isHeaderLike");function d(l,r=1<<20){const e=(0,m.openSync)(l,"r");try{const n=[],t=Buffer.alloc(4096);let s=0;for(;s<r;){const a=(0,m.readSync)(e,t,0,t.length,s);if(a===0)break;const i=t.subarray(0,a).indexOf(10);if(n.push(Buffer.from(t.subarray(0,i===-1?a:i))),s+=a,i!==-1)break}return Buffer.concat(n).toString("utf8")}finally{(0,m.closeSync)(e)}}c(d,"readFirstLine");function v(l){try{return o(JSON.parse(d(l)))}catch{return!1}}c(v,"hasValidHeader");function y(l){let r;try{r=(0,m.readdirSync)(l)}catch{return}let e;for(const n of r){if(!n.endsWith(".jsonl"))continue;const t=(0,g.join)(l,n);let s;try{const a=(0,m.statSync)(t);if(!a.isFile())continue;s=a.mtimeMs}catch{continue}e&&(s<e.mtime||s===e.mtime&&t<e.path)||v(t)&&(e={path:t,mtime:s})}return e?.path}c(y,"findMostRecentSession")}),54969:((C,I,u)=>{u.d(I,{c:c(()=>l,"c"),z:c(()=>d,"z")});var x=u(77598),p=u(73024),m=u(76760),M=u(21778),g=u(59333);const w=3;function E(r){for(;;){const e=(0,x.randomUUID)().slice(0,8);if(!r.has(e))return e}}c(E,"newEntryId");function S(r){const e=r.replace(/\0+\s*$/,"").trim();if(!e)return!0;if(!e.startsWith("{"))return!1;let n=0,t=!1,s=!1;for(const a of e)if(t)s?s=!1:a==="\\"?s=!0:a==='"'&&(t=!1);else if(a==='"')t=!0;else if(a==="{"||a==="[")n++;else if((a==="}"||a==="]")&&--n===0)return!1;return!0}c(S,"isTornWrite");function O(r,e){if((typeof r.version=="number"?r.version:1)<2){const t=[r,...e],s=new Set;let a=null;for(const i of e)if(i.id=E(s),s.add(i.id),i.parentId=a,a=i.id,i.type==="compaction"&&typeof i.firstKeptEntryIndex=="number"){const h=t[i.firstKeptEntryIndex];h&&h.type!=="session"&&(i.firstKeptEntryId=h.id),delete i.firstKeptEntryIndex}}for(const t of e){const s=t.message;t.type==="message"&&s?.role==="hookMessage"&&(s.role="custom")}r.version=w}c(O,"migrate");function o(r,e){const n=e.split(`
`),t=c((f,P)=>new Error(`Session file ${r} is damaged at line ${f}: ${P}. Fix or delete that line, then try again.`),"damaged");let s=0;for(;s<n.length&&!n[s].trim();)s++;let a=n.length-1;for(;a>=0&&!n[a].trim();)a--;let i;try{i=JSON.parse(n[s])}catch{i=void 0}if(!(0,g.NB)(i))throw new Error(`${r} is not a session file: line ${s+1} is not a {"type":"session",...} header. It was left unchanged; pass another session file.`);const h=i.version??1;if(typeof h!="number"||!Number.isInteger(h)||h<1||h>w)throw new Error(`Session file ${r} has version ${JSON.stringify(h)}; this repo-agent reads versions 1 to ${w}. Use a newer repo-agent or another file.`);const $=[],N=[];for(let f=s+1;f<=a;f++){const P=n[f];if(!P.trim())continue;let _;try{_=JSON.parse(P)}catch{if(f!==a&&!S(P))throw t(f+1,"not valid JSON");$.push(`${r}: skipped line ${f+1}, an incomplete write`);continue}if(typeof _!="object"||_===null||Array.isArray(_)||typeof _.type!="string")throw t(f+1,'not a session entry (no "type")');_.type!=="session"&&N.push({raw:_,line:f+1})}h<w&&O(i,N.map(f=>f.raw));const A=[],T=new Set;let R=null;for(const{raw:f,line:P}of N){if(typeof f.id!="string"||!(f.parentId===null||typeof f.parentId=="string"))throw t(P,'entry without a string "id" and "parentId"');R=f.id,!T.has(f.id)&&(T.add(f.id),A.push(f))}return{header:i,entries:A,leafId:R,needsNewline:!e.endsWith(`
`),warnings:$,...h<w?{migratedFrom:h}:{}}}c(o,"parseSessionFile");function d(r){const e=(0,m.resolve)(r);let n;try{n=(0,p.readFileSync)(e,"utf8")}catch(h){throw new Error(`Cannot read session file ${e}: ${h.message}`)}if(!n.trim())throw new Error(`${e} is empty, not a session file; pass another session file.`);const{header:t,entries:s,leafId:a,warnings:i}=o(e,n);return{header:t,entries:s,leafId:a,warnings:i}}c(d,"readSessionFile");function v(r,e,n){const t=`${r}.tmp-${process.pid}`;(0,p.writeFileSync)(t,[e.header,...e.entries].map(s=>JSON.stringify(s)+`
`).join(""));try{(0,p.copyFileSync)(r,`${r}.v${n}.bak`,p.constants.COPYFILE_EXCL)}catch(s){if(s.code!=="EEXIST")throw s}(0,p.renameSync)(t,r)}c(v,"rewriteMigrated");function y(r){return{type:"session",version:w,id:(0,g.nH)(),timestamp:new Date().toISOString(),cwd:(0,m.resolve)(r)}}c(y,"newHeader");class l{static{c(this,"SessionStore")}header;path;warnings;list;byId=new Map;leaf;needsNewline;constructor(e,n){this.path=e,this.header=n.header,this.list=n.entries;for(const t of this.list)this.byId.set(t.id,t);this.leaf=n.leafId,this.needsNewline=n.needsNewline,this.warnings=n.warnings}static create(e,n){const t=y(e);return l.createAt((0,m.join)((0,m.resolve)(n),(0,g.Cx)(t.timestamp,t.id)),t)}static open(e,n){const t=(0,m.resolve)(e);if(!(0,p.existsSync)(t))return l.createAt(t,y(n));let s;try{s=(0,p.readFileSync)(t,"utf8")}catch(i){throw new Error(`Cannot read session file ${t}: ${i.message}`)}if(!s.trim()){const i=y(n);return(0,p.appendFileSync)(t,(s&&!s.endsWith(`
`)?`
`:"")+JSON.stringify(i)+`
`),new l(t,{header:i,entries:[],leafId:null,needsNewline:!1,warnings:[]})}const a=o(t,s);return a.migratedFrom!==void 0&&(v(t,a,a.migratedFrom),a.needsNewline=!1),new l(t,a)}static continueRecent(e,n){const t=(0,g.O$)((0,m.resolve)(n));return t?l.open(t,e):l.create(e,n)}static inMemory(e){return new l(void 0,{header:y(e),entries:[],leafId:null,needsNewline:!1,warnings:[]})}static createAt(e,n){return(0,p.mkdirSync)((0,m.dirname)(e),{recursive:!0}),(0,p.writeFileSync)(e,JSON.stringify(n)+`
`,{flag:"wx"}),new l(e,{header:n,entries:[],leafId:null,needsNewline:!1,warnings:[]})}get id(){return this.header.id}get entries(){return this.list}get leafId(){return this.leaf}getEntry(e){return this.byId.get(e)}append(e){const n={type:e.type,id:E(this.byId),parentId:this.leaf,timestamp:new Date().toISOString()};for(const[a,i]of Object.entries(e))a in n||(n[a]=i);const t=JSON.stringify(n)+`
`;this.path&&((0,p.appendFileSync)(this.path,this.needsNewline?`
`+t:t),this.needsNewline=!1);const s=n;return this.list.push(s),this.byId.set(s.id,s),this.leaf=s.id,s}branch(e){if(e!==null&&!this.byId.has(e))throw new Error(`No entry ${e} in session ${this.header.id}.`);this.leaf=e}buildContext(){return(0,M.Uv)(this.list,this.leaf)}}})};export{U as id,F as ids,k as modules};
