import type { AssistantMessage, ImageContent, Message, Model, TextContent, ToolResultMessage } from "./types.js";

const NO_IMAGE_USER = "(image omitted: model does not support images)";
const NO_IMAGE_TOOL = "(tool image omitted: model does not support images)";

function withoutImages(blocks: (TextContent | ImageContent)[], placeholder: string): TextContent[] {
  return blocks.map((b) => (b.type === "image" ? { type: "text", text: placeholder } : b));
}

/**
 * Makes a stored history safe to send: failed or aborted replies are dropped (their partial
 * content would confuse the model and may lack signatures), every tool call gets a result
 * (an interrupted run leaves orphans, which every API rejects), and images become
 * placeholders for text-only models.
 */
export function prepareHistory(messages: Message[], model: Model): Message[] {
  const images = model.input.includes("image");
  const out: Message[] = [];
  let open: AssistantMessage | undefined;
  let answered = new Set<string>();

  const closeOpen = () => {
    if (!open) return;
    for (const c of open.content) {
      if (c.type === "toolCall" && !answered.has(c.id)) {
        const synthetic: ToolResultMessage = {
          role: "toolResult",
          toolCallId: c.id,
          toolName: c.name,
          content: [{ type: "text", text: "No result provided" }],
          isError: true,
          timestamp: open.timestamp,
        };
        out.push(synthetic);
      }
    }
    open = undefined;
    answered = new Set();
  };

  for (const m of messages) {
    if (m.role === "assistant") {
      closeOpen();
      if (m.stopReason === "error" || m.stopReason === "aborted") continue;
      out.push(m);
      if (m.content.some((c) => c.type === "toolCall")) open = m;
    } else if (m.role === "toolResult") {
      if (!open || !open.content.some((c) => c.type === "toolCall" && c.id === m.toolCallId)) continue; // result of a dropped call
      answered.add(m.toolCallId);
      out.push(images ? m : { ...m, content: withoutImages(m.content, NO_IMAGE_TOOL) });
    } else {
      closeOpen();
      out.push(images || typeof m.content === "string" ? m : { ...m, content: withoutImages(m.content, NO_IMAGE_USER) });
    }
  }
  closeOpen();
  return out;
}
