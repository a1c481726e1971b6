var F=Object.defineProperty;var i=(D,M)=>F(D,"name",{value:M,configurable:!0});const k=969,L=[969],j={81201:((D,M,m)=>{m.d(M,{F1:i(()=>y,"F1"),qf:i(()=>g,"qf"),rC:i(()=>w,"rC"),s2:i(()=>T,"s2"),sk:i(()=>h,"sk"),tV:i(()=>O,"tV"),vi:i(()=>o,"vi")});const O=`You are a context summarization assistant. Your task is to read a conversation between a user and an AI coding assistant, then produce a structured summary following the exact format specified.

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

Keep each section concise. Preserve exact file paths, function names, and error messages.`,T=`This is the PREFIX of a turn that was too large to keep. The SUFFIX (recent work) is retained.

Summarize the prefix to provide context for the retained suffix:

## Original Request
[What did the user ask for in this turn?]

## Early Progress
- [Key decisions and work done in the prefix]

## Context for Suffix
- [Information needed to understand the retained recent work]

Be concise. Focus on what's needed to understand the kept suffix.`,x=`The conversation history before this point was compacted into the following summary:

<summary>
`,I=`
</summary>`,P=`The following is a summary of a branch that this conversation came back from:

<summary>
`,N="</summary>";function C(u){return typeof u=="number"?u:new Date(u).getTime()}i(C,"toEpochMs");function o(u,f){return{role:"user",content:[{type:"text",text:x+u+I}],timestamp:C(f)}}i(o,"compactionSummaryMessage");function g(u,f){return{role:"user",content:[{type:"text",text:P+u+N}],timestamp:C(f)}}i(g,"branchSummaryMessage");const v=2e3;function S(u,f){return u.length<=f?u:`${u.slice(0,f)}

[... ${u.length-f} more characters truncated]`}i(S,"truncateForSummary");function h(u){const f=[];for(const c of u)if(c.role==="user"){const t=typeof c.content=="string"?c.content:c.content.filter(s=>s.type==="text").map(s=>s.text).join("");t&&f.push(`[User]: ${t}`)}else if(c.role==="assistant"){const t=[],s=[],r=[];for(const e of c.content)if(e.type==="text")t.push(e.text);else if(e.type==="thinking")s.push(e.thinking);else if(e.type==="toolCall"){const n=Object.entries(e.arguments).map(([a,l])=>`${a}=${JSON.stringify(l)}`).join(", ");r.push(`${e.name}(${n})`)}s.length>0&&f.push(`[Assistant thinking]: ${s.join(`
`)}`),t.length>0&&f.push(`[Assistant]: ${t.join(`
`)}`),r.length>0&&f.push(`[Assistant tool calls]: ${r.join("; ")}`)}else if(c.role==="toolResult"){const t=c.content.filter(s=>s.type==="text").map(s=>s.text).join("");t&&f.push(`[Tool result]: ${S(t,v)}`)}return f.join(`

`)}i(h,"serializeConversation")}),21778:((D,M,m)=>{m.d(M,{Uv:i(()=>C,"Uv"),mt:i(()=>I,"mt"),vs:i(()=>N,"vs")});var O=m(81201);function w(o){let g=`Ran \`${o.command}\`
`;return g+=o.output?`\`\`\`
${o.output}
\`\`\``:"(no output)",o.cancelled?g+=`

(command cancelled)`:o.exitCode!==null&&o.exitCode!==void 0&&o.exitCode!==0&&(g+=`

Command exited with code ${o.exitCode}`),o.truncated&&o.fullOutputPath&&(g+=`

[Output truncated. Full output: ${o.fullOutputPath}]`),g}i(w,"bashExecutionToText");function y(o,g){return{role:"user",content:[{type:"text",text:o}],timestamp:g}}i(y,"userText");function T(o){return typeof o=="string"?[{type:"text",text:o}]:o}i(T,"customContent");const x=i(o=>new Date(o).getTime(),"time");function I(o){switch(o.role){case"user":case"assistant":case"toolResult":return o;case"bashExecution":return o.excludeFromContext?void 0:y(w(o),o.timestamp);case"custom":return{role:"user",content:T(o.content),timestamp:o.timestamp};case"branchSummary":return(0,O.qf)(o.summary,o.timestamp);case"compactionSummary":return(0,O.vi)(o.summary,o.timestamp);default:return}}i(I,"toLlmMessage");function P(o){switch(o.type){case"message":return I(o.message);case"custom_message":return{role:"user",content:T(o.content),timestamp:x(o.timestamp)};case"branch_summary":return o.summary?(0,O.qf)(o.summary,o.timestamp):void 0;default:return}}i(P,"entryMessage");function N(o,g){const v=[],S=new Set;let h=g;for(;h&&!S.has(h.id);)S.add(h.id),v.push(h),h=h.parentId?o.get(h.parentId):void 0;return v.reverse()}i(N,"pathTo");function C(o,g){if(g===null)return{messages:[],thinkingLevel:"off"};const v=new Map;for(const r of o)v.set(r.id,r);const S=(g!==void 0?v.get(g):void 0)??o[o.length-1];if(!S)return{messages:[],thinkingLevel:"off"};const h=N(v,S);let u="off",f,c=-1;for(let r=0;r<h.length;r++){const e=h[r];e.type==="thinking_level_change"?u=e.thinkingLevel:e.type==="model_change"?f={provider:e.provider,modelId:e.modelId}:e.type==="message"&&e.message.role==="assistant"?f={provider:e.message.provider,modelId:e.message.model}:e.type==="compaction"&&(c=r)}const t=[],s=i(r=>{const e=P(r);e&&t.push(e)},"add");if(c===-1)h.forEach(s);else{const r=h[c];t.push((0,O.vi)(r.summary,r.timestamp));const e=h.findIndex((n,a)=>a<c&&n.id===r.firstKeptEntryId);e!==-1&&h.slice(e,c).forEach(s),h.slice(c+1).forEach(s)}return{messages:t,...f?{model:f}:{},thinkingLevel:u}}i(C,"buildSessionContext")}),59333:((D,M,m)=>{m.d(M,{Cx:i(()=>o,"Cx"),NB:i(()=>v,"NB"),O$:i(()=>s,"O$"),O9:i(()=>r,"O9"),j9:i(()=>C,"j9"),nH:i(()=>g,"nH")});var O=m(77598),w=m.n(O),y=m(73024),T=m.n(y),x=m(76760),I=m.n(x),P=m(46193),N=m.n(P);function C(e,n){const a=`--${e.replace(/^[/\\]/,"").replace(/[/\\:]/g,"-")}--`;return(0,x.join)(n,"sessions",a)}i(C,"sessionDirFor");function o(e,n){return`${e.replace(/[:.]/g,"-")}_${n}.jsonl`}i(o,"sessionFileName");function g(e=Date.now()){const n=(0,O.randomBytes)(16);let a=e;for(let p=5;p>=0;p--)n[p]=a%256,a=Math.floor(a/256);n[6]=n[6]&15|112,n[8]=n[8]&63|128;const l=n.toString("hex");return`${l.slice(0,8)}-${l.slice(8,12)}-${l.slice(12,16)}-${l.slice(16,20)}-${l.slice(20)}`}i(g,"uuidv7");function v(e){if(typeof e!="object"||e===null)return!1;const n=e;return n.type==="session"&&typeof n.id=="string"}i(v,"isHeaderLike");const S=1<<20;function*h(e){const n=(0,y.openSync)(e,"r");try{const a=new P.StringDecoder("utf8"),l=Buffer.alloc(64*1024);let p="",E=!0;for(let R=0;;){const A=(0,y.readSync)(n,l,0,R===0?4096:l.length,R);R+=A;const U=(p+(A===0?a.end():a.write(l.subarray(0,A)))).split(`
`);p=A===0?"":U.pop();for(const d of U)yield d,E=!1;if(A===0)return;if(E&&p.length>S){yield p;return}}}finally{(0,y.closeSync)(n)}}i(h,"fileLines");function u(e){try{const n=JSON.parse(e);return v(n)?n:void 0}catch{return}}i(u,"headerOf");function f(e){for(const n of h(e))return u(n)}i(f,"readHeader");function c(e){let n=0;for(const a of h(e)){if(n++===0){if(!u(a))return!1;continue}if(a.includes('"message"'))try{if(JSON.parse(a)?.type==="message")return!0}catch{}}return!1}i(c,"holdsConversation");function t(e){let n;try{n=(0,y.readdirSync)(e)}catch{return[]}const a=[];for(const l of n){if(!l.endsWith(".jsonl"))continue;const p=(0,x.join)(e,l);try{const E=(0,y.statSync)(p);E.isFile()&&a.push({path:p,mtime:E.mtimeMs})}catch{continue}}return a.sort((l,p)=>p.mtime-l.mtime||(l.path<p.path?1:l.path>p.path?-1:0)),a.map(l=>l.path)}i(t,"sessionFiles");function s(e){for(const n of t(e))try{if(c(n))return n}catch{continue}}i(s,"findMostRecentSession");function r(e,n){for(const a of t(e))try{const l=f(a);if(l?.id.startsWith(n))return{path:a,cwd:String(l.cwd??"")}}catch{continue}}i(r,"sessionWithId")}),54969:((D,M,m)=>{m.d(M,{c:i(()=>f,"c"),z:i(()=>S,"z")});var O=m(77598),w=m(73024),y=m(76760),T=m(21778),x=m(59333);const I=3;function P(c){for(;;){const t=(0,O.randomUUID)().slice(0,8);if(!c.has(t))return t}}i(P,"newEntryId");function N(c){const t=c.replace(/\0+\s*$/,"").trim();if(!t)return!0;if(!t.startsWith("{"))return!1;let s=0,r=!1,e=!1;for(const n of t)if(r)e?e=!1:n==="\\"?e=!0:n==='"'&&(r=!1);else if(n==='"')r=!0;else if(n==="{"||n==="[")s++;else if((n==="}"||n==="]")&&--s===0)return!1;return!0}i(N,"isTornWrite");const C=i(c=>typeof c=="string"||Array.isArray(c),"isContent");function o(c){const t=c.message;switch(c.type){case"message":return typeof t!="object"||t===null||typeof t.role!="string"?'a "message" entry without a message that has a "role"':["user","assistant","toolResult","custom"].includes(t.role)&&!C(t.content)?`a "${t.role}" message without "content"`:void 0;case"custom_message":return C(c.content)?void 0:'a "custom_message" entry without "content"';case"compaction":return typeof c.summary=="string"?void 0:'a "compaction" entry without a "summary"';default:return}}i(o,"badShape");function g(c,t){if((typeof c.version=="number"?c.version:1)<2){const r=[c,...t],e=new Set;let n=null;for(const a of t)if(a.id=P(e),e.add(a.id),a.parentId=n,n=a.id,a.type==="compaction"&&typeof a.firstKeptEntryIndex=="number"){const l=r[a.firstKeptEntryIndex];l&&l.type!=="session"&&(a.firstKeptEntryId=l.id),delete a.firstKeptEntryIndex}}for(const r of t){const e=r.message;r.type==="message"&&e?.role==="hookMessage"&&(e.role="custom")}c.version=I}i(g,"migrate");function v(c,t){const s=t.split(`
`),r=i((d,$)=>new Error(`Session file ${c} is damaged at line ${d}: ${$}. Fix or delete that line, then try again.`),"damaged");let e=0;for(;e<s.length&&!s[e].trim();)e++;let n=s.length-1;for(;n>=0&&!s[n].trim();)n--;let a;try{a=JSON.parse(s[e])}catch{a=void 0}if(!(0,x.NB)(a))throw new Error(`${c} is not a session file: line ${e+1} is not a {"type":"session",...} header. It was left unchanged; pass another session file.`);const l=a.version??1;if(typeof l!="number"||!Number.isInteger(l)||l<1||l>I)throw new Error(`Session file ${c} has version ${JSON.stringify(l)}; this repo-agent reads versions 1 to ${I}. Use a newer repo-agent or another file.`);const p=[],E=[];for(let d=e+1;d<=n;d++){const $=s[d];if(!$.trim())continue;let _;try{_=JSON.parse($)}catch{if(d!==n&&!N($))throw r(d+1,"not valid JSON");p.push(`${c}: skipped line ${d+1}, an incomplete write`);continue}if(typeof _!="object"||_===null||Array.isArray(_)||typeof _.type!="string")throw r(d+1,'not a session entry (no "type")');_.type!=="session"&&E.push({raw:_,line:d+1})}l<I&&g(a,E.map(d=>d.raw));const R=[],A=new Set;let U=null;for(const{raw:d,line:$}of E){if(typeof d.id!="string"||!(d.parentId===null||typeof d.parentId=="string"))throw r($,'entry without a string "id" and "parentId"');U=d.id;const _=o(d);if(_)throw r($,_);A.has(d.id)||(A.add(d.id),R.push(d))}return{header:a,entries:R,leafId:U,needsNewline:!t.endsWith(`
`),warnings:p,...l<I?{migratedFrom:l}:{}}}i(v,"parseSessionFile");function S(c){const t=(0,y.resolve)(c);let s;try{s=(0,w.readFileSync)(t,"utf8")}catch(l){throw new Error(`Cannot read session file ${t}: ${l.message}`)}if(!s.trim())throw new Error(`${t} is empty, not a session file; pass another session file.`);const{header:r,entries:e,leafId:n,warnings:a}=v(t,s);return{header:r,entries:e,leafId:n,warnings:a}}i(S,"readSessionFile");function h(c,t,s){const r=`${c}.tmp-${process.pid}`;(0,w.writeFileSync)(r,[t.header,...t.entries].map(e=>JSON.stringify(e)+`
`).join(""));try{(0,w.copyFileSync)(c,`${c}.v${s}.bak`,w.constants.COPYFILE_EXCL)}catch(e){if(e.code!=="EEXIST")throw e}(0,w.renameSync)(r,c)}i(h,"rewriteMigrated");function u(c){return{type:"session",version:I,id:(0,x.nH)(),timestamp:new Date().toISOString(),cwd:(0,y.resolve)(c)}}i(u,"newHeader");class f{static{i(this,"SessionStore")}header;path;warnings;list;byId=new Map;leaf;needsNewline;held;constructor(t,s){this.path=t,this.header=s.header,this.list=s.entries;for(const r of this.list)this.byId.set(r.id,r);this.leaf=s.leafId,this.needsNewline=s.needsNewline,this.warnings=s.warnings}static create(t,s,r={}){const e=u(t);return f.createAt((0,y.join)((0,y.resolve)(s),(0,x.Cx)(e.timestamp,e.id)),e,r)}static open(t,s,r={}){const e=(0,y.resolve)(t);if(!(0,w.existsSync)(e))return f.createAt(e,u(s),r);let n;try{n=(0,w.readFileSync)(e,"utf8")}catch(l){throw new Error(`Cannot read session file ${e}: ${l.message}`)}if(!n.trim()){const l=u(s),p=(n&&!n.endsWith(`
`)?`
`:"")+JSON.stringify(l)+`
`,E=new f(e,{header:l,entries:[],leafId:null,needsNewline:!1,warnings:[]});return r.deferred?E.held={lines:[p],flag:"a"}:(0,w.appendFileSync)(e,p),E}const a=v(e,n);return a.migratedFrom!==void 0&&(h(e,a,a.migratedFrom),a.needsNewline=!1),new f(e,a)}static continueRecent(t,s,r={}){const e=(0,x.O$)((0,y.resolve)(s));return e?f.open(e,t,r):f.create(t,s,r)}static inMemory(t){return new f(void 0,{header:u(t),entries:[],leafId:null,needsNewline:!1,warnings:[]})}static createAt(t,s,r){(0,w.mkdirSync)((0,y.dirname)(t),{recursive:!0});const e=new f(t,{header:s,entries:[],leafId:null,needsNewline:!1,warnings:[]}),n=JSON.stringify(s)+`
`;return r.deferred?e.held={lines:[n],flag:"wx"}:(0,w.writeFileSync)(t,n,{flag:"wx"}),e}get id(){return this.header.id}get entries(){return this.list}get leafId(){return this.leaf}getEntry(t){return this.byId.get(t)}append(t){const s={type:t.type,id:P(this.byId),parentId:this.leaf,timestamp:new Date().toISOString()};for(const[n,a]of Object.entries(t))n in s||(s[n]=a);const r=JSON.stringify(s)+`
`;this.path&&this.held?(this.held.lines.push(r),t.type==="message"&&((0,w.writeFileSync)(this.path,this.held.lines.join(""),{flag:this.held.flag}),this.held=void 0)):this.path&&((0,w.appendFileSync)(this.path,this.needsNewline?`
`+r:r),this.needsNewline=!1);const e=s;return this.list.push(e),this.byId.set(e.id,e),this.leaf=e.id,e}branch(t){if(t!==null&&!this.byId.has(t))throw new Error(`No entry ${t} in session ${this.header.id}.`);this.leaf=t}buildContext(){return(0,T.Uv)(this.list,this.leaf)}}})};export{k as id,L as ids,j as modules};
