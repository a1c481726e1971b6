import { pieces, textPieces, usageOf, type ScriptedReply } from "../script.js";

const frame = (data: unknown) => `data: ${JSON.stringify(data)}\r\n\r\n`;

/** Gemini streamGenerateContent?alt=sse: data-only GenerateContentResponse chunks. */
export function geminiFrames(reply: ScriptedReply, model: string): string[] {
  const size = reply.deltaSize ?? 4;
  const responseId = `gem-${Date.now().toString(36)}`;
  const chunk = (parts: unknown[], extra: Record<string, unknown> = {}) =>
    frame({ candidates: [{ content: { role: "model", parts }, index: 0, ...extra }], modelVersion: model, responseId });
  const out: string[] = [];
  for (const p of pieces(reply.thinking ?? "", size)) out.push(chunk([{ text: p, thought: true }]));
  for (const p of textPieces(reply)) out.push(chunk([{ text: p }]));
  // The Gemini API sends each call whole; parallel calls may arrive in separate chunks.
  (reply.toolCalls ?? []).forEach((call, i) => {
    out.push(chunk([{ functionCall: { ...(call.id ? { id: call.id } : {}), name: call.name, args: call.args }, ...(i === 0 && reply.thinking ? { thoughtSignature: "c2ln" } : {}) }]));
  });
  const u = usageOf(reply);
  out.push(
    frame({
      candidates: [{ content: { role: "model", parts: [{ text: "" }] }, finishReason: reply.stop === "length" ? "MAX_TOKENS" : "STOP", index: 0 }],
      usageMetadata: {
        promptTokenCount: u.input + u.cacheRead,
        candidatesTokenCount: u.output,
        totalTokenCount: u.input + u.cacheRead + u.output,
        ...(u.cacheRead ? { cachedContentTokenCount: u.cacheRead } : {}),
      },
      modelVersion: model,
      responseId,
    }),
  );
  return out;
}

export function geminiErrorBody(status: number, message: string) {
  const statusName = ({ 400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED", 404: "NOT_FOUND", 429: "RESOURCE_EXHAUSTED", 500: "INTERNAL", 503: "UNAVAILABLE" } as Record<number, string>)[status] ?? "UNKNOWN";
  return { error: { code: status, message, status: statusName } };
}

export function geminiErrorEvent(message = "The model is overloaded. Please try again later."): string {
  return frame({ error: { code: 503, message, status: "UNAVAILABLE" } });
}

/** Gemini generateContent (not streamed): one GenerateContentResponse as JSON. */
export function geminiResponse(reply: ScriptedReply, model: string) {
  const parts: unknown[] = [];
  if (reply.thinking) parts.push({ text: reply.thinking, thought: true });
  const text = textPieces(reply).join("");
  if (text) parts.push({ text });
  for (const call of reply.toolCalls ?? []) parts.push({ functionCall: { ...(call.id ? { id: call.id } : {}), name: call.name, args: call.args } });
  const u = usageOf(reply);
  return {
    candidates: [{ content: { role: "model", parts }, finishReason: reply.stop === "length" ? "MAX_TOKENS" : "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: u.input + u.cacheRead, candidatesTokenCount: u.output, totalTokenCount: u.input + u.cacheRead + u.output },
    modelVersion: model,
    responseId: `gem-${Date.now().toString(36)}`,
  };
}
