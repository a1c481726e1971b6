import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { isFault, type Fault, type ScriptedReply, type Step } from "./script.js";
import { anthropicErrorBody, anthropicErrorEvent, anthropicFrames } from "./wire/anthropic.js";
import { geminiErrorBody, geminiErrorEvent, geminiFrames, geminiResponse } from "./wire/gemini.js";
import { chatErrorEvent, chatFrames, openaiErrorBody } from "./wire/openai-chat.js";
import { responsesErrorEvent, responsesFrames } from "./wire/openai-responses.js";

export type WireApi = "anthropic" | "openai-chat" | "openai-responses" | "gemini";

export interface RecordedRequest {
  api: WireApi;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  /** Set when the client closed the connection before the reply was complete. */
  clientClosedEarly?: boolean;
}

export interface ModelServer {
  /** http://127.0.0.1:<port>; OpenAI clients want `${url}/v1`. */
  url: string;
  requests: RecordedRequest[];
  /** Queues replies and faults; each request consumes one step, in order. */
  script(...steps: Step[]): void;
  /** Steps not yet consumed. */
  pending(): number;
  close(): Promise<void>;
}

export interface ModelServerOptions {
  /** Only these keys are accepted (x-api-key, Bearer or x-goog-api-key). Default: any non-empty key. */
  apiKeys?: string[];
  /** Also take requests that carry no key at all, as a local endpoint (Ollama, llama.cpp) does. */
  keyless?: boolean;
  /** Milliseconds between frames, to look like a real stream. Default 0. */
  frameDelayMs?: number;
  /**
   * Answers a request without consuming a scripted step when it returns a reply (e.g. a client's
   * side calls, such as Gemini CLI's routing request). The request is still recorded.
   */
  sideReply?: (request: RecordedRequest) => Step | undefined;
}

function route(method: string, path: string): { api: WireApi; model?: string; unary?: boolean } | undefined {
  if (method !== "POST") return undefined;
  if (path === "/v1/messages") return { api: "anthropic" };
  if (path === "/v1/chat/completions") return { api: "openai-chat" };
  if (path === "/v1/responses") return { api: "openai-responses" };
  const gemini = /^\/v1(?:beta)?\/models\/([^/:]+):streamGenerateContent/.exec(path);
  if (gemini) return { api: "gemini", model: decodeURIComponent(gemini[1]) };
  const geminiUnary = /^\/v1(?:beta)?\/models\/([^/:]+):generateContent$/.exec(path);
  if (geminiUnary) return { api: "gemini", model: decodeURIComponent(geminiUnary[1]), unary: true };
  return undefined;
}

function keyOf(req: IncomingMessage): string | undefined {
  const auth = req.headers.authorization;
  if (typeof auth === "string" && auth.startsWith("Bearer ")) return auth.slice(7);
  const k = req.headers["x-api-key"] ?? req.headers["x-goog-api-key"];
  return typeof k === "string" ? k : undefined;
}

function framesFor(api: WireApi, reply: ScriptedReply, model: string): string[] {
  switch (api) {
    case "anthropic":
      return anthropicFrames(reply, model);
    case "openai-chat":
      return chatFrames(reply, model);
    case "openai-responses":
      return responsesFrames(reply, model);
    case "gemini":
      return geminiFrames(reply, model);
  }
}

function errorEventFor(api: WireApi, fault: Extract<Fault, { kind: "error-event" }>): string {
  switch (api) {
    case "anthropic":
      return anthropicErrorEvent(fault.errorType, fault.message);
    case "openai-chat":
      return chatErrorEvent(fault.errorType, fault.message);
    case "openai-responses":
      return responsesErrorEvent(fault.errorType, fault.message);
    case "gemini":
      return geminiErrorEvent(fault.message);
  }
}

function errorBodyFor(api: WireApi, status: number, message: string, errorType?: string): unknown {
  if (api === "anthropic") return anthropicErrorBody(status, message, errorType);
  if (api === "gemini") return geminiErrorBody(status, message);
  return openaiErrorBody(status, message, errorType);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A loopback model server speaking the real wire formats of the Anthropic Messages, OpenAI Chat
 * Completions, OpenAI Responses and Gemini streaming APIs, scripted request by request.
 */
export async function startModelServer(options: ModelServerOptions = {}): Promise<ModelServer> {
  const steps: Step[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = createServer(async (req, res) => {
    const path = req.url ?? "/";
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const r = route(req.method ?? "GET", path.split("?")[0]);
    if (!r) return sendJson(res, 404, { error: { message: `model server: no route for ${req.method} ${path}` } });
    let body: any;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    } catch {
      return sendJson(res, 400, errorBodyFor(r.api, 400, "model server: request body is not JSON"));
    }
    const record: RecordedRequest = { api: r.api, method: req.method ?? "", path, headers: req.headers, body };
    requests.push(record);
    res.on("close", () => {
      if (!res.writableFinished) record.clientClosedEarly = true;
    });

    const key = keyOf(req);
    if ((!key && !options.keyless) || (key && options.apiKeys && !options.apiKeys.includes(key))) {
      return sendJson(res, 401, errorBodyFor(r.api, 401, "invalid x-api-key"));
    }
    const side = options.sideReply?.(record);
    const step = side ?? steps.shift();
    if (!step) return sendJson(res, 400, errorBodyFor(r.api, 400, "model server: no scripted reply left for this request"));

    const model = r.model ?? String(body.model ?? "unknown");
    if (isFault(step) && step.fault.kind === "status") {
      const f = step.fault;
      return sendJson(res, f.status, errorBodyFor(r.api, f.status, f.message ?? `scripted failure ${f.status}`, f.errorType), f.headers);
    }
    if (r.unary) {
      if (isFault(step)) return sendJson(res, 500, errorBodyFor(r.api, 500, step.fault.kind === "error-event" ? (step.fault.message ?? "scripted failure") : "scripted failure"));
      return sendJson(res, 200, geminiResponse(step, model));
    }
    const fault = isFault(step) ? step.fault : undefined;
    const reply: ScriptedReply = isFault(step) ? { text: "this reply is interrupted before it completes" } : step;
    const frames = framesFor(r.api, reply, model);
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.flushHeaders();
    const stopAt = fault && fault.kind !== "status" ? Math.min(fault.afterFrames ?? 2, frames.length) : frames.length;
    for (let i = 0; i < stopAt; i++) {
      if (res.destroyed) return;
      res.write(frames[i]);
      if (options.frameDelayMs) await sleep(options.frameDelayMs);
    }
    if (!fault) return res.end();
    if (fault.kind === "error-event") {
      res.write(errorEventFor(r.api, fault));
      return res.end();
    }
    if (fault.kind === "cut") return res.socket?.destroy();
    // stall: keep the connection open and silent; the client must give up by itself.
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...s) => void steps.push(...s),
    pending: () => steps.length,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
