// Escaping and folding for the HTML export. Everything from a session is hostile: it only ever
// reaches the page through esc(), and images only as data: URIs of raster types.

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for an element's content or a double-quoted attribute. */
export const esc = (value: unknown): string => String(value ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** Results and texts longer than this many lines are folded... */
export const FOLD_LINES = 20;
/** ...with this many lines left visible above the fold. */
export const PREVIEW_LINES = 8;

/**
 * Lines already rendered as HTML, wrapped by `wrap`; past `max` lines only the first `preview`
 * stay visible and the rest is in a closed <details>.
 */
export function foldLines(lines: string[], wrap: (html: string) => string, max = FOLD_LINES, preview = PREVIEW_LINES): string {
  if (lines.length <= max) return wrap(lines.join("\n"));
  const rest = lines.length - preview;
  return `${wrap(lines.slice(0, preview).join("\n"))}<details class="more"><summary>${rest} more lines</summary>${wrap(lines.slice(preview).join("\n"))}</details>`;
}

/** Plain text in a <pre>, folded when long. */
export function foldedText(text: string, cls = "out"): string {
  return foldLines(text.split("\n").map(esc), (html) => `<pre class="${cls}">${html}</pre>`);
}

const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** An image from the session, embedded; SVG and anything not plain base64 is left out. */
export function imageHtml(image: { data?: unknown; mimeType?: unknown }): string {
  const data = typeof image.data === "string" ? image.data.replace(/\s+/g, "") : "";
  const type = typeof image.mimeType === "string" ? image.mimeType.toLowerCase() : "";
  if (!IMAGE_TYPES.has(type) || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return `<p class="note">[image of type ${esc(image.mimeType)} not shown]</p>`;
  return `<img class="image" alt="image from the session" src="data:${type};base64,${data}">`;
}

/** A message's content: a string, or text and image blocks (other blocks are skipped). */
export function contentHtml(content: unknown, render: (text: string) => string = (t) => `<div class="text">${esc(t)}</div>`): string {
  if (typeof content === "string") return content ? render(content) : "";
  if (!Array.isArray(content)) return "";
  return content
    .map((block: Record<string, unknown> | null) => {
      if (block?.type === "text" && typeof block.text === "string") return block.text ? render(block.text) : "";
      if (block?.type === "image") return imageHtml(block);
      return "";
    })
    .join("");
}
