/** The export's whole stylesheet: system fonts only, light and dark from the reader's setting. */
export const STYLE = `
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
`;
