var re=Object.defineProperty;var r=(j,w)=>re(j,"name",{value:w,configurable:!0});const ie=500,ce=[500],de={53500:((j,w,b)=>{b.d(w,{sessionToHtml:r(()=>oe,"sessionToHtml")});var z=b(21778);const W=`
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
`,L={"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#39;"},a=r(e=>String(e??"").replace(/[&<>"']/g,t=>L[t]),"esc"),O=20,N=8;function k(e,t,n=O,o=N){if(e.length<=n)return t(e.join(`
`));const s=e.length-o;return`${t(e.slice(0,o).join(`
`))}<details class="more"><summary>${s} more lines</summary>${t(e.slice(o).join(`
`))}</details>`}r(k,"foldLines");function u(e,t="out"){return k(e.split(`
`).map(a),n=>`<pre class="${t}">${n}</pre>`)}r(u,"foldedText");const D=new Set(["image/png","image/jpeg","image/gif","image/webp"]);function F(e){const t=typeof e.data=="string"?e.data.replace(/\s+/g,""):"",n=typeof e.mimeType=="string"?e.mimeType.toLowerCase():"";return!D.has(n)||!/^[A-Za-z0-9+/]+={0,2}$/.test(t)?`<p class="note">[image of type ${a(e.mimeType)} not shown]</p>`:`<img class="image" alt="image from the session" src="data:${n};base64,${t}">`}r(F,"imageHtml");function v(e,t=n=>`<div class="text">${a(n)}</div>`){return typeof e=="string"?e?t(e):"":Array.isArray(e)?e.map(n=>n?.type==="text"&&typeof n.text=="string"?n.text?t(n.text):"":n?.type==="image"?F(n):"").join(""):""}r(v,"contentHtml");var P=b(37073),U=b(97237);const S=r((e,t)=>`<span class="${e}">${a(t)}</span>`,"html_diff_line"),H=r(e=>`<pre class="diff">${e}</pre>`,"wrap");function B(e){return e.split(`
`).map(t=>S(t.startsWith("+")?"add":t.startsWith("-")?"del":/^\s+\.\.\.$/.test(t)?"gap":"ctx",t))}r(B,"numberedDiff");function Y(e,t){const n=[];for(const o of(0,P.Pp)(e,t)){const s=o.value.split(`
`);s[s.length-1]===""&&s.pop();const[i,c]=o.added?["add","+"]:o.removed?["del","-"]:["ctx"," "];for(const h of s)n.push(S(i,c+h))}return n}r(Y,"replacementDiff");function Z(e,t){const n=t?.diff;if(typeof n=="string"&&n)return k(B(n),H,60,40);const o=(0,U.Yd)(e&&typeof e=="object"?{...e}:e),s=Array.isArray(o?.edits)?o.edits:[],i=[];for(const[c,h]of s.entries()){const{oldText:$,newText:x}=h??{};typeof $!="string"||typeof x!="string"||(s.length>1&&i.push(S("gap",`@@ edit ${c+1} of ${s.length} @@`)),i.push(...Y($,x)))}return i.length>0?k(i,H,60,40):""}r(Z,"editDiffHtml");const _={bash:["command"],edit:["edits","oldText","newText"],write:["content"]},G=r(e=>typeof e=="number"||typeof e=="boolean"||typeof e=="string"&&e.length<=120&&!e.includes(`
`),"isShort");function J(e,t){const n=_[e]??[];let o="",s="";for(const[i,c]of Object.entries(t))n.includes(i)||(G(c)?o+=` <span class="arg"><span class="key">${a(i)}</span> <code>${a(c)}</code></span>`:s+=`<div class="arg"><span class="key">${a(i)}</span>${u(typeof c=="string"?c:JSON.stringify(c,null,2),"args")}</div>`);if(e==="bash"&&typeof t.command=="string"&&(s=u(`$ ${t.command}`,"cmd")+s),e==="write"&&typeof t.content=="string"){const i=t.content.split(`
`).length;s+=`<details class="content"><summary>content (${i} line${i===1?"":"s"})</summary><pre class="args">${a(t.content)}</pre></details>`}return{inline:o,blocks:s}}r(J,"argumentsHtml");function K(e){if(!e)return'<div class="result missing">no result recorded (the run stopped before the tool finished)</div>';const t=v(e.content,n=>u(n));return`<div class="result${e.isError?" error":""}">${e.isError?'<span class="badge">error</span>':""}${t||'<p class="note">(no output)</p>'}</div>`}r(K,"resultHtml");function R(e,t){const n=typeof e.name=="string"?e.name:"tool",o=e.arguments&&typeof e.arguments=="object"&&!Array.isArray(e.arguments)?e.arguments:{},{inline:s,blocks:i}=J(n,o),c=n==="edit"?Z(o,t?.details):"";return`<div class="tool${t?.isError?" error":""}"><div class="tool-head"><span class="tool-name">${a(n)}</span>${s}</div>${i}${c}${K(t)}</div>`}r(R,"toolCallHtml");function V(e){return R({name:e.toolName,arguments:{}},e)}r(V,"orphanResultHtml");const l=r(e=>typeof e=="number"&&Number.isFinite(e)?e:0,"num"),f=r(e=>e.toLocaleString("en-US"),"tokens"),T=r(e=>`$${e.toFixed(4)}`,"dollars"),E=r(e=>a(String(e??"").replace("T"," ").replace(/(\.\d+)?Z$/," UTC")),"when"),C=r(e=>Array.isArray(e)?e.filter(t=>t&&typeof t=="object"):[],"blocks");function I(e){const t=l(e?.cost?.total);return t===0&&l(e?.input)+l(e?.output)+l(e?.cacheRead)+l(e?.cacheWrite)>0?void 0:t}r(I,"costOf");function q(e){const t=e.usage;if(!t||typeof t!="object")return"";const n=[`in ${f(l(t.input))}`,`out ${f(l(t.output))}`,`cache read ${f(l(t.cacheRead))}`,`cache write ${f(l(t.cacheWrite))}`],o=I(t);return`<span class="usage">${n.join(" \xB7 ")} \xB7 ${o===void 0?"cost unknown (no prices)":T(o)}</span>`}r(q,"usageHtml");function Q(e){return e.unpriced===0?T(e.cost):e.cost===0?"unknown (the model has no prices)":`${T(e.cost)}, and unknown for ${e.unpriced} turn${e.unpriced===1?"":"s"} (no prices)`}r(Q,"totalCostHtml");function p(e,t,n,o,s=""){return`<section class="msg ${e}"><header><span class="role">${t}</span>${s}<time>${E(n)}</time></header>${o}</section>`}r(p,"msgHtml");function X(e,t,n){let o="";for(const c of C(e.content))c.type==="text"&&typeof c.text=="string"&&c.text?o+=`<div class="text">${a(c.text)}</div>`:c.type==="thinking"?c.redacted?o+='<details class="thinking"><summary>Thinking (redacted by the provider)</summary></details>':typeof c.thinking=="string"&&c.thinking.trim()&&(o+=`<details class="thinking"><summary>Thinking</summary><pre>${a(c.thinking)}</pre></details>`):c.type==="toolCall"&&(o+=R(c,n.get(String(c.id))));const s=e.stopReason==="error";s?o+=`<p class="error-msg"><span class="badge">error</span> ${a(e.errorMessage??"the model request failed")}</p>`:e.stopReason==="aborted"?o+=`<p class="note">Aborted${e.errorMessage?`: ${a(e.errorMessage)}`:""}</p>`:e.stopReason==="length"&&(o+='<p class="note">The reply was cut off at the output token limit.</p>');const i=`<span>${a(e.provider)}/${a(e.model)}</span>${q(e)}`;return p(`assistant${s?" error":""}`,"Assistant",t,o,i)}r(X,"assistantHtml");function ee(e,t,n,o){switch(e.role){case"user":return p("user","User",t,v(e.content));case"assistant":return X(e,t,n);case"toolResult":return o.has(e.toolCallId)?"":p("tool-result","Tool result",t,V(e));case"bashExecution":{const s=e.cancelled?"cancelled":e.exitCode===null||e.exitCode===void 0?"":`exit code ${l(e.exitCode)}`,i=u(`$ ${e.command}`,"cmd")+(e.output?u(e.output):'<p class="note">(no output)</p>');return p("user","User ran a command",t,i,s?`<span>${a(s)}</span>`:"")}case"custom":return e.display?p("custom",a(e.customType),t,v(e.content)):"";case"branchSummary":return p("summary","Branch summary",t,u(e.summary));case"compactionSummary":return p("summary","Compaction summary",t,u(e.summary));default:return`<p class="note">[a ${a(e.role)} message, not shown]</p>`}}r(ee,"messageHtml");function te(e,t,n){switch(e.type){case"message":return e.message&&typeof e.message=="object"?ee(e.message,e.timestamp,t,n):"";case"model_change":return`<p class="event">Model: <code>${a(e.provider)}/${a(e.modelId)}</code></p>`;case"thinking_level_change":return`<p class="event">Thinking level: <code>${a(e.thinkingLevel)}</code></p>`;case"compaction":return p("summary","Context compacted",e.timestamp,u(String(e.summary??"")),`<span>${f(l(e.tokensBefore))} tokens summarised</span>`);case"branch_summary":return e.summary?p("summary","Branch summary",e.timestamp,u(String(e.summary))):"";case"custom_message":return e.display?p("custom",a(e.customType),e.timestamp,v(e.content)):"";default:return""}}r(te,"entryHtml");function ne(e){const t={input:0,output:0,cacheRead:0,cacheWrite:0,cost:0,unpriced:0,turns:0,toolCalls:0};for(const n of e){if(n.type!=="message"||n.message?.role!=="assistant")continue;const o=n.message.usage;t.turns++,t.toolCalls+=C(n.message.content).filter(i=>i.type==="toolCall").length,t.input+=l(o?.input),t.output+=l(o?.output),t.cacheRead+=l(o?.cacheRead),t.cacheWrite+=l(o?.cacheWrite);const s=I(o);s===void 0?t.unpriced++:t.cost+=s}return t}r(ne,"totalsOf");function oe(e,t,n={}){const o=new Map(t.map(d=>[d.id,d])),s=(n.leafId?o.get(n.leafId):void 0)??t[t.length-1],i=s?(0,z.vs)(o,s):[],c=new Map,h=new Set,$=new Set;let x;for(const d of i){if(d.type==="session_info"&&d.name&&(x=String(d.name)),d.type!=="message"||!d.message)continue;const m=d.message;if(m.role==="toolResult"&&c.set(m.toolCallId,m),m.role==="assistant"){$.add(`${m.provider}/${m.model}`);for(const M of C(m.content))M.type==="toolCall"&&h.add(String(M.id))}}const g=ne(i),y=[["Session",a(e.id)],["Directory",`<code>${a(e.cwd)}</code>`],["Started",E(e.timestamp)]];e.parentSession&&y.push(["Forked from",`<code>${a(e.parentSession)}</code>`]),$.size>0&&y.push(["Model",[...$].map(d=>`<code>${a(d)}</code>`).join(", ")]),y.push(["Turns",`${g.turns} (${g.toolCalls} tool call${g.toolCalls===1?"":"s"})`]),y.push(["Tokens",`<span class="usage">in ${f(g.input)} \xB7 out ${f(g.output)} \xB7 cache read ${f(g.cacheRead)} \xB7 cache write ${f(g.cacheWrite)}</span>`]),y.push(["Cost",`<span class="usage">${Q(g)}</span>`]),i.length<t.length&&y.push(["Shown",`the current branch: ${i.length} of ${t.length} entries`]);const se=i.map(d=>{try{return te(d,c,h)}catch{return`<p class="note">[entry ${a(d.id)} could not be shown]</p>`}}).join(`
`),A=a(x??`Session ${e.id}`);return`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${A}</title>
<style>${W}</style>
</head>
<body>
<header><h1>${A}</h1>
<dl class="facts">${y.map(([d,m])=>`<dt>${d}</dt><dd>${m}</dd>`).join("")}</dl></header>
<main>
${se}
</main>
</body>
</html>
`}r(oe,"sessionToHtml")})};export{ie as id,ce as ids,de as modules};
