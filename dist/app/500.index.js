var se=Object.defineProperty;var a=(C,w)=>se(C,"name",{value:w,configurable:!0});const re=500,ae=[500],ie={53500:((C,w,b)=>{b.d(w,{sessionToHtml:a(()=>te,"sessionToHtml")});var M=b(21778);const z=`
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #656d76; --line: #d0d7de; --panel: #f6f8fa;
  --user: #ddf4ff; --accent: #0969da; --err: #cf222e; --err-bg: #ffebe9; --add: #1a7f37; --add-bg: #dafbe1; --del-bg: #ffebe9; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #8d96a0; --line: #30363d; --panel: #161b22;
    --user: #12263a; --accent: #4493f8; --err: #f85149; --err-bg: #3c1618; --add: #3fb950; --add-bg: #12261e; --del-bg: #3c1618; }
}
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 980px; padding: 24px 16px 64px; background: var(--bg); color: var(--fg);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
h1 { font-size: 1.4em; margin: 0 0 8px; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 24px; color: var(--muted); }
dl.facts dt { font-weight: 600; }
dl.facts dd { margin: 0; color: var(--fg); overflow-wrap: anywhere; }
.msg { border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 12px 0; }
.msg > header { font-size: 0.85em; color: var(--muted); margin-bottom: 6px; display: flex; flex-wrap: wrap; gap: 4px 12px; }
.msg > header .role { font-weight: 700; color: var(--fg); }
.user { background: var(--user); }
.event { color: var(--muted); font-size: 0.9em; margin: 8px 0; padding-left: 14px; border-left: 3px solid var(--line); }
.text { white-space: pre-wrap; overflow-wrap: anywhere; }
pre { margin: 6px 0; padding: 8px 10px; background: var(--panel); border-radius: 6px; overflow-x: auto;
  font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
code { font: 13px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
details > summary { cursor: pointer; color: var(--muted); font-size: 0.9em; }
details.thinking pre { font-style: italic; color: var(--muted); }
.tool { border-left: 3px solid var(--accent); margin: 8px 0; padding: 2px 0 2px 10px; }
.tool-head { font-size: 0.9em; }
.tool-name { font-weight: 700; color: var(--accent); margin-right: 4px; }
.arg { margin-right: 8px; }
.key { color: var(--muted); }
.result { margin-top: 4px; }
.result.missing, .note { color: var(--muted); font-style: italic; font-size: 0.9em; }
.tool.error { border-left-color: var(--err); }
.badge { display: inline-block; font-size: 0.75em; font-weight: 700; text-transform: uppercase; color: #fff; background: var(--err);
  border-radius: 4px; padding: 0 6px; }
.error-msg { color: var(--err); background: var(--err-bg); border-radius: 6px; padding: 6px 10px; white-space: pre-wrap; overflow-wrap: anywhere; }
.msg.error { border-color: var(--err); }
pre.diff span { display: inline-block; width: 100%; }
pre.diff .add { background: var(--add-bg); color: var(--add); }
pre.diff .del { background: var(--del-bg); color: var(--err); }
pre.diff .gap { color: var(--muted); }
.image { max-width: 100%; border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; }
.usage { font-variant-numeric: tabular-nums; }
`,L={"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#39;"},r=a(e=>String(e??"").replace(/[&<>"']/g,t=>L[t]),"esc"),W=20,N=8;function S(e,t,o=W,s=N){if(e.length<=o)return t(e.join(`
`));const n=e.length-s;return`${t(e.slice(0,s).join(`
`))}<details class="more"><summary>${n} more lines</summary>${t(e.slice(s).join(`
`))}</details>`}a(S,"foldLines");function u(e,t="out"){return S(e.split(`
`).map(r),o=>`<pre class="${t}">${o}</pre>`)}a(u,"foldedText");const O=new Set(["image/png","image/jpeg","image/gif","image/webp"]);function D(e){const t=typeof e.data=="string"?e.data.replace(/\s+/g,""):"",o=typeof e.mimeType=="string"?e.mimeType.toLowerCase():"";return!O.has(o)||!/^[A-Za-z0-9+/]+={0,2}$/.test(t)?`<p class="note">[image of type ${r(e.mimeType)} not shown]</p>`:`<img class="image" alt="image from the session" src="data:${o};base64,${t}">`}a(D,"imageHtml");function v(e,t=o=>`<div class="text">${r(o)}</div>`){return typeof e=="string"?e?t(e):"":Array.isArray(e)?e.map(o=>o?.type==="text"&&typeof o.text=="string"?o.text?t(o.text):"":o?.type==="image"?D(o):"").join(""):""}a(v,"contentHtml");var F=b(37073),P=b(97237);const k=a((e,t)=>`<span class="${e}">${r(t)}</span>`,"html_diff_line"),j=a(e=>`<pre class="diff">${e}</pre>`,"wrap");function U(e){return e.split(`
`).map(t=>k(t.startsWith("+")?"add":t.startsWith("-")?"del":/^\s+\.\.\.$/.test(t)?"gap":"ctx",t))}a(U,"numberedDiff");function B(e,t){const o=[];for(const s of(0,F.Pp)(e,t)){const n=s.value.split(`
`);n[n.length-1]===""&&n.pop();const[c,i]=s.added?["add","+"]:s.removed?["del","-"]:["ctx"," "];for(const h of n)o.push(k(c,i+h))}return o}a(B,"replacementDiff");function Y(e,t){const o=t?.diff;if(typeof o=="string"&&o)return S(U(o),j,60,40);const s=(0,P.Yd)(e&&typeof e=="object"?{...e}:e),n=Array.isArray(s?.edits)?s.edits:[],c=[];for(const[i,h]of n.entries()){const{oldText:$,newText:x}=h??{};typeof $!="string"||typeof x!="string"||(n.length>1&&c.push(k("gap",`@@ edit ${i+1} of ${n.length} @@`)),c.push(...B($,x)))}return c.length>0?S(c,j,60,40):""}a(Y,"editDiffHtml");const Z={bash:["command"],edit:["edits","oldText","newText"],write:["content"]},_=a(e=>typeof e=="number"||typeof e=="boolean"||typeof e=="string"&&e.length<=120&&!e.includes(`
`),"isShort");function G(e,t){const o=Z[e]??[];let s="",n="";for(const[c,i]of Object.entries(t))o.includes(c)||(_(i)?s+=` <span class="arg"><span class="key">${r(c)}</span> <code>${r(i)}</code></span>`:n+=`<div class="arg"><span class="key">${r(c)}</span>${u(typeof i=="string"?i:JSON.stringify(i,null,2),"args")}</div>`);if(e==="bash"&&typeof t.command=="string"&&(n=u(`$ ${t.command}`,"cmd")+n),e==="write"&&typeof t.content=="string"){const c=t.content.split(`
`).length;n+=`<details class="content"><summary>content (${c} line${c===1?"":"s"})</summary><pre class="args">${r(t.content)}</pre></details>`}return{inline:s,blocks:n}}a(G,"argumentsHtml");function J(e){if(!e)return'<div class="result missing">no result recorded (the run stopped before the tool finished)</div>';const t=v(e.content,o=>u(o));return`<div class="result${e.isError?" error":""}">${e.isError?'<span class="badge">error</span>':""}${t||'<p class="note">(no output)</p>'}</div>`}a(J,"resultHtml");function E(e,t){const o=typeof e.name=="string"?e.name:"tool",s=e.arguments&&typeof e.arguments=="object"&&!Array.isArray(e.arguments)?e.arguments:{},{inline:n,blocks:c}=G(o,s),i=o==="edit"?Y(s,t?.details):"";return`<div class="tool${t?.isError?" error":""}"><div class="tool-head"><span class="tool-name">${r(o)}</span>${n}</div>${c}${i}${J(t)}</div>`}a(E,"toolCallHtml");function K(e){return E({name:e.toolName,arguments:{}},e)}a(K,"orphanResultHtml");const d=a(e=>typeof e=="number"&&Number.isFinite(e)?e:0,"num"),f=a(e=>e.toLocaleString("en-US"),"tokens"),H=a(e=>`$${e.toFixed(4)}`,"dollars"),R=a(e=>r(String(e??"").replace("T"," ").replace(/(\.\d+)?Z$/," UTC")),"when"),T=a(e=>Array.isArray(e)?e.filter(t=>t&&typeof t=="object"):[],"blocks");function V(e){const t=e.usage;return!t||typeof t!="object"?"":`<span class="usage">${[`in ${f(d(t.input))}`,`out ${f(d(t.output))}`,`cache read ${f(d(t.cacheRead))}`,`cache write ${f(d(t.cacheWrite))}`].join(" \xB7 ")} \xB7 ${H(d(t.cost?.total))}</span>`}a(V,"usageHtml");function p(e,t,o,s,n=""){return`<section class="msg ${e}"><header><span class="role">${t}</span>${n}<time>${R(o)}</time></header>${s}</section>`}a(p,"msgHtml");function q(e,t,o){let s="";for(const i of T(e.content))i.type==="text"&&typeof i.text=="string"&&i.text?s+=`<div class="text">${r(i.text)}</div>`:i.type==="thinking"?i.redacted?s+='<details class="thinking"><summary>Thinking (redacted by the provider)</summary></details>':typeof i.thinking=="string"&&i.thinking.trim()&&(s+=`<details class="thinking"><summary>Thinking</summary><pre>${r(i.thinking)}</pre></details>`):i.type==="toolCall"&&(s+=E(i,o.get(String(i.id))));const n=e.stopReason==="error";n?s+=`<p class="error-msg"><span class="badge">error</span> ${r(e.errorMessage??"the model request failed")}</p>`:e.stopReason==="aborted"?s+=`<p class="note">Aborted${e.errorMessage?`: ${r(e.errorMessage)}`:""}</p>`:e.stopReason==="length"&&(s+='<p class="note">The reply was cut off at the output token limit.</p>');const c=`<span>${r(e.provider)}/${r(e.model)}</span>${V(e)}`;return p(`assistant${n?" error":""}`,"Assistant",t,s,c)}a(q,"assistantHtml");function Q(e,t,o,s){switch(e.role){case"user":return p("user","User",t,v(e.content));case"assistant":return q(e,t,o);case"toolResult":return s.has(e.toolCallId)?"":p("tool-result","Tool result",t,K(e));case"bashExecution":{const n=e.cancelled?"cancelled":e.exitCode===null||e.exitCode===void 0?"":`exit code ${d(e.exitCode)}`,c=u(`$ ${e.command}`,"cmd")+(e.output?u(e.output):'<p class="note">(no output)</p>');return p("user","User ran a command",t,c,n?`<span>${r(n)}</span>`:"")}case"custom":return e.display?p("custom",r(e.customType),t,v(e.content)):"";case"branchSummary":return p("summary","Branch summary",t,u(e.summary));case"compactionSummary":return p("summary","Compaction summary",t,u(e.summary));default:return`<p class="note">[a ${r(e.role)} message, not shown]</p>`}}a(Q,"messageHtml");function X(e,t,o){switch(e.type){case"message":return e.message&&typeof e.message=="object"?Q(e.message,e.timestamp,t,o):"";case"model_change":return`<p class="event">Model: <code>${r(e.provider)}/${r(e.modelId)}</code></p>`;case"thinking_level_change":return`<p class="event">Thinking level: <code>${r(e.thinkingLevel)}</code></p>`;case"compaction":return p("summary","Context compacted",e.timestamp,u(String(e.summary??"")),`<span>${f(d(e.tokensBefore))} tokens summarised</span>`);case"branch_summary":return e.summary?p("summary","Branch summary",e.timestamp,u(String(e.summary))):"";case"custom_message":return e.display?p("custom",r(e.customType),e.timestamp,v(e.content)):"";default:return""}}a(X,"entryHtml");function ee(e){const t={input:0,output:0,cacheRead:0,cacheWrite:0,cost:0,turns:0,toolCalls:0};for(const o of e){if(o.type!=="message"||o.message?.role!=="assistant")continue;const s=o.message.usage;t.turns++,t.toolCalls+=T(o.message.content).filter(n=>n.type==="toolCall").length,t.input+=d(s?.input),t.output+=d(s?.output),t.cacheRead+=d(s?.cacheRead),t.cacheWrite+=d(s?.cacheWrite),t.cost+=d(s?.cost?.total)}return t}a(ee,"totalsOf");function te(e,t,o={}){const s=new Map(t.map(l=>[l.id,l])),n=(o.leafId?s.get(o.leafId):void 0)??t[t.length-1],c=n?(0,M.vs)(s,n):[],i=new Map,h=new Set,$=new Set;let x;for(const l of c){if(l.type==="session_info"&&l.name&&(x=String(l.name)),l.type!=="message"||!l.message)continue;const m=l.message;if(m.role==="toolResult"&&i.set(m.toolCallId,m),m.role==="assistant"){$.add(`${m.provider}/${m.model}`);for(const A of T(m.content))A.type==="toolCall"&&h.add(String(A.id))}}const g=ee(c),y=[["Session",r(e.id)],["Directory",`<code>${r(e.cwd)}</code>`],["Started",R(e.timestamp)]];e.parentSession&&y.push(["Forked from",`<code>${r(e.parentSession)}</code>`]),$.size>0&&y.push(["Model",[...$].map(l=>`<code>${r(l)}</code>`).join(", ")]),y.push(["Turns",`${g.turns} (${g.toolCalls} tool call${g.toolCalls===1?"":"s"})`]),y.push(["Tokens",`<span class="usage">in ${f(g.input)} \xB7 out ${f(g.output)} \xB7 cache read ${f(g.cacheRead)} \xB7 cache write ${f(g.cacheWrite)}</span>`]),y.push(["Cost",`<span class="usage">${H(g.cost)}</span>`]),c.length<t.length&&y.push(["Shown",`the current branch: ${c.length} of ${t.length} entries`]);const oe=c.map(l=>{try{return X(l,i,h)}catch{return`<p class="note">[entry ${r(l.id)} could not be shown]</p>`}}).join(`
`),I=r(x??`Session ${e.id}`);return`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${I}</title>
<style>${z}</style>
</head>
<body>
<header><h1>${I}</h1>
<dl class="facts">${y.map(([l,m])=>`<dt>${l}</dt><dd>${m}</dd>`).join("")}</dl></header>
<main>
${oe}
</main>
</body>
</html>
`}a(te,"sessionToHtml")})};export{re as id,ae as ids,ie as modules};
