export const id = 823;
export const ids = [823];
export const modules = {

/***/ 74646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NA: () => (/* binding */ isContextOverflowMessage),
/* harmony export */   Q8: () => (/* binding */ StreamStalledError),
/* harmony export */   fe: () => (/* binding */ classifyError),
/* harmony export */   wV: () => (/* binding */ isRetryableMessage)
/* harmony export */ });
/* unused harmony export retryAfterMs */
/* harmony import */ var _models_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51827);

// pi 0.73's context-overflow patterns (reference §6.5), so sessions behave the same on replay.
const OVERFLOW_PATTERNS = [
    /prompt is too long/i,
    /request_too_large/i,
    /input is too long for requested model/i,
    /exceeds the context window/i,
    /input token count.*exceeds the maximum/i,
    /maximum prompt length is \d+/i,
    /reduce the length of the messages/i,
    /maximum context length is \d+ tokens/i,
    /exceeds the limit of \d+/i,
    /exceeds the available context size/i,
    /greater than the context length/i,
    /context window exceeds limit/i,
    /exceeded model token limit/i,
    /too large for model with \d+ maximum context length/i,
    /model_context_window_exceeded/i,
    /prompt too long; exceeded (max )?context length/i,
    /context[_ ]length[_ ]exceeded/i,
    /too many tokens/i,
    /token limit exceeded/i,
    /^4(00|13)\s*(status code)?\s*\(no body\)/i,
];
const NOT_OVERFLOW = [/^(Throttling error|Service unavailable):/i, /rate limit/i, /too many requests/i];
// pi's retryable-message pattern (reference §6.4); used when no status code tells us more.
const RETRYABLE_MESSAGE = /overloaded|provider.?returned.?error|rate.?limit|too many requests|429|500|502|503|504|service.?unavailable|server.?error|internal.?error|network.?error|connection.?error|connection.?refused|connection.?lost|websocket.?closed|websocket.?error|other side closed|fetch failed|upstream.?connect|reset before headers|socket hang up|ended without|http2 request did not get a response|timed? out|timeout|terminated|retry delay|stalled/i;
const RETRYABLE_ERROR_TYPES = new Set(["overloaded_error", "api_error", "rate_limit_error", "timeout_error", "server_error"]);
function isContextOverflowMessage(message) {
    return OVERFLOW_PATTERNS.some((p) => p.test(message)) && !NOT_OVERFLOW.some((p) => p.test(message));
}
function isRetryableMessage(message) {
    return RETRYABLE_MESSAGE.test(message) && !isContextOverflowMessage(message);
}
/** The watchdog's reason when a stream goes quiet after its headers. */
class StreamStalledError extends Error {
    constructor(idleMs) {
        super(`the response stream stalled: no data for ${Math.round(idleMs / 1000)}s`);
        this.name = "StreamStalledError";
    }
}
/** Reads retry-after-ms, else retry-after (seconds or an HTTP date), from an SDK error's headers. */
function retryAfterMs(headers, now = Date.now()) {
    const get = (name) => {
        if (!headers || typeof headers !== "object")
            return undefined;
        if (typeof headers.get === "function")
            return headers.get(name) ?? undefined;
        const v = headers[name];
        return typeof v === "string" ? v : undefined;
    };
    const ms = Number(get("retry-after-ms"));
    if (Number.isFinite(ms) && ms > 0)
        return ms;
    const raw = get("retry-after");
    if (!raw)
        return undefined;
    const seconds = Number(raw);
    if (Number.isFinite(seconds))
        return seconds > 0 ? seconds * 1000 : undefined;
    const date = Date.parse(raw);
    return Number.isFinite(date) && date > now ? date - now : undefined;
}
const LABEL = {
    anthropic: "Anthropic",
    openai: "OpenAI",
    "openai-compatible": "OpenAI-compatible endpoint",
    google: "Gemini",
};
/** The provider's own error text, without the SDK's status prefix or JSON wrapping. */
function detail(err) {
    const nested = err.error?.error ?? err.error;
    const raw = nested?.message ?? err.message ?? String(err);
    return raw.replace(/\s+/g, " ").trim();
}
function errorType(err) {
    return err.error?.error?.type ?? err.error?.type ?? err.type ?? undefined;
}
/**
 * Sorts a provider failure into retryable / overflow / fatal, with a one-line message that says
 * what happened and what to do. Status codes decide first; message patterns are the fallback.
 */
function classifyError(error, provider, modelId) {
    const err = (typeof error === "object" && error !== null ? error : { message: String(error) });
    const who = LABEL[provider];
    const text = detail(err);
    const status = typeof err.status === "number" ? err.status : undefined;
    const type = errorType(err);
    if (error instanceof StreamStalledError)
        return { kind: "retryable", message: `${who}: ${text}; retrying may help.` };
    if (isContextOverflowMessage(text) || type === "request_too_large" || status === 413) {
        return { kind: "overflow", message: `${who}: the context is too long for ${modelId}: ${text}` };
    }
    if (status === 401 || status === 403) {
        const action = status === 401 ? "rejected the API key" : "refused access";
        return {
            kind: "fatal",
            message: `${who} ${action} (${status}: ${text}); check ${_models_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDER_KEY_ENV */ .W2[provider]} (or --api-key / the action's key input).`,
        };
    }
    if (status === 404) {
        return { kind: "fatal", message: `${who} does not know model "${modelId}" or the endpoint (404: ${text}); check the model id and base URL.` };
    }
    if (status === 408 || status === 409 || status === 429 || (status !== undefined && status >= 500)) {
        const wait = retryAfterMs(err.headers);
        return {
            kind: "retryable",
            message: `${who} is unavailable (${status}${type ? ` ${type}` : ""}: ${text}); retrying may help.`,
            ...(wait !== undefined ? { retryAfterMs: wait } : {}),
        };
    }
    if (status !== undefined && status >= 400) {
        return { kind: "fatal", message: `${who} rejected the request (${status}${type ? ` ${type}` : ""}: ${text}); this request will not succeed as sent.` };
    }
    // No status: a mid-stream `error` event, a dropped connection, or a local failure.
    if (type && RETRYABLE_ERROR_TYPES.has(type)) {
        return { kind: "retryable", message: `${who} failed mid-response (${type}: ${text}); retrying may help.` };
    }
    const causeText = err.cause && typeof err.cause === "object" ? detail(err.cause) : "";
    if (isRetryableMessage(text) || isRetryableMessage(causeText) || err.name === "APIConnectionError" || err.name === "APIConnectionTimeoutError") {
        const why = causeText && causeText !== text ? `${text} (${causeText})` : text;
        return { kind: "retryable", message: `${who}: connection problem: ${why}; retrying may help.` };
    }
    return { kind: "fatal", message: `${who}: ${text}` };
}


/***/ }),

/***/ 51827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ resolveModel),
/* harmony export */   W2: () => (/* binding */ PROVIDER_KEY_ENV),
/* harmony export */   cU: () => (/* binding */ applyCost),
/* harmony export */   ly: () => (/* binding */ emptyUsage)
/* harmony export */ });
/* unused harmony exports PROVIDER_API, UNKNOWN_MODEL_DEFAULTS, MODELS, PROVIDERS, isProvider */
// Prices in US dollars per million tokens, as published by each provider (checked 2026-11).
const ANTHROPIC = [
    ["claude-opus-4-7", true, 1_000_000, 128_000, 5, 25, 0.5, 6.25],
    ["claude-opus-4-6", true, 1_000_000, 128_000, 5, 25, 0.5, 6.25],
    ["claude-sonnet-4-6", true, 1_000_000, 64_000, 3, 15, 0.3, 3.75],
    ["claude-opus-4-5", true, 200_000, 64_000, 5, 25, 0.5, 6.25],
    ["claude-sonnet-4-5", true, 200_000, 64_000, 3, 15, 0.3, 3.75],
    ["claude-haiku-4-5", true, 200_000, 64_000, 1, 5, 0.1, 1.25],
    ["claude-opus-4-1", true, 200_000, 32_000, 15, 75, 1.5, 18.75],
    ["claude-sonnet-4-0", true, 200_000, 64_000, 3, 15, 0.3, 3.75],
];
const OPENAI = [
    ["gpt-5.5", true, 272_000, 128_000, 5, 30, 0.5, 0],
    ["gpt-5.4", true, 272_000, 128_000, 2.5, 15, 0.25, 0],
    ["gpt-5.4-mini", true, 400_000, 128_000, 0.75, 4.5, 0.075, 0],
    ["gpt-5.4-nano", true, 400_000, 128_000, 0.2, 1.25, 0.02, 0],
    ["gpt-5.3-codex", true, 400_000, 128_000, 1.75, 14, 0.175, 0],
    ["gpt-5.2", true, 400_000, 128_000, 1.75, 14, 0.175, 0],
    ["gpt-5.1", true, 400_000, 128_000, 1.25, 10, 0.125, 0],
    ["gpt-5.1-codex", true, 400_000, 128_000, 1.25, 10, 0.125, 0],
    ["gpt-5", true, 400_000, 128_000, 1.25, 10, 0.125, 0],
    ["gpt-5-mini", true, 400_000, 128_000, 0.25, 2, 0.025, 0],
    ["gpt-5-nano", true, 400_000, 128_000, 0.05, 0.4, 0.005, 0],
    ["gpt-4.1", false, 1_047_576, 32_768, 2, 8, 0.5, 0],
    ["gpt-4.1-mini", false, 1_047_576, 32_768, 0.4, 1.6, 0.1, 0],
    ["gpt-4o", false, 128_000, 16_384, 2.5, 10, 1.25, 0],
    ["o3", true, 200_000, 100_000, 2, 8, 0.5, 0],
    ["o4-mini", true, 200_000, 100_000, 1.1, 4.4, 0.28, 0],
];
const GOOGLE = [
    ["gemini-3.1-pro-preview", true, 1_048_576, 65_536, 2, 12, 0.2, 0],
    ["gemini-3-flash-preview", true, 1_048_576, 65_536, 0.5, 3, 0.05, 0],
    ["gemini-3.1-flash-lite-preview", true, 1_048_576, 65_536, 0.25, 1.5, 0.025, 0],
    ["gemini-2.5-pro", true, 1_048_576, 65_536, 1.25, 10, 0.125, 0],
    ["gemini-2.5-flash", true, 1_048_576, 65_536, 0.3, 2.5, 0.03, 0],
    ["gemini-2.5-flash-lite", true, 1_048_576, 65_536, 0.1, 0.4, 0.025, 0],
];
const PROVIDER_API = {
    anthropic: "anthropic-messages",
    openai: "openai-responses",
    "openai-compatible": "openai-completions",
    google: "google-generative-ai",
};
/** Environment variable holding each provider's key (the action maps its inputs onto these). */
const PROVIDER_KEY_ENV = {
    anthropic: "ANTHROPIC_API_KEY",
    openai: "OPENAI_API_KEY",
    "openai-compatible": "OPENAI_API_KEY",
    google: "GEMINI_API_KEY",
};
/** Defaults for ids not in the catalogue (pi's custom-model defaults). */
const UNKNOWN_MODEL_DEFAULTS = {
    reasoning: false,
    contextWindow: 128_000,
    maxTokens: 16_384,
    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
};
function toModel(provider, e) {
    const [id, reasoning, contextWindow, maxTokens, input, output, cacheRead, cacheWrite] = e;
    return {
        id,
        name: id,
        api: PROVIDER_API[provider],
        provider,
        reasoning,
        input: ["text", "image"],
        cost: { input, output, cacheRead, cacheWrite },
        contextWindow,
        maxTokens,
    };
}
const MODELS = [
    ...ANTHROPIC.map((e) => toModel("anthropic", e)),
    ...OPENAI.map((e) => toModel("openai", e)),
    ...GOOGLE.map((e) => toModel("google", e)),
];
const PROVIDERS = Object.keys(PROVIDER_API);
function isProvider(value) {
    return PROVIDERS.includes(value);
}
/**
 * Resolves `<provider>/<id>`. Unknown ids are accepted with UNKNOWN_MODEL_DEFAULTS (flagged
 * `unknown`), so a new model works on day one; an unknown provider is a usage error.
 */
function resolveModel(spec) {
    const slash = spec.indexOf("/");
    const provider = slash > 0 ? spec.slice(0, slash) : "";
    const id = slash > 0 ? spec.slice(slash + 1) : "";
    if (!isProvider(provider) || !id) {
        throw new Error(`Model "${spec}" is not of the form <provider>/<id>; providers are ${PROVIDERS.join(", ")} (e.g. anthropic/claude-sonnet-4-5).`);
    }
    const known = provider === "openai-compatible" ? undefined : MODELS.find((m) => m.provider === provider && m.id === id);
    if (known)
        return { ...known, cost: { ...known.cost }, input: [...known.input] };
    return {
        id,
        name: id,
        api: PROVIDER_API[provider],
        provider,
        reasoning: UNKNOWN_MODEL_DEFAULTS.reasoning,
        // A model nobody described may still take images; pi assumes text only, which silently drops screenshots.
        input: provider === "openai-compatible" ? ["text"] : ["text", "image"],
        cost: { ...UNKNOWN_MODEL_DEFAULTS.cost },
        contextWindow: UNKNOWN_MODEL_DEFAULTS.contextWindow,
        maxTokens: UNKNOWN_MODEL_DEFAULTS.maxTokens,
        unknown: true,
    };
}
/** Fills `usage.cost` from the model's prices. */
function applyCost(model, usage) {
    const perToken = (price, tokens) => (price * tokens) / 1_000_000;
    const input = perToken(model.cost.input, usage.input);
    const output = perToken(model.cost.output, usage.output);
    const cacheRead = perToken(model.cost.cacheRead, usage.cacheRead);
    const cacheWrite = perToken(model.cost.cacheWrite, usage.cacheWrite);
    usage.cost = { input, output, cacheRead, cacheWrite, total: input + output + cacheRead + cacheWrite };
    return usage;
}
function emptyUsage() {
    return { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 0, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } };
}


/***/ }),

/***/ 40458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kv: () => (/* binding */ resolveApiKey),
  ge: () => (/* binding */ streamModel)
});

// UNUSED EXPORTS: DEFAULT_IDLE_TIMEOUT_MS, completeModel, resolveBaseUrl

// EXTERNAL MODULE: ./src/ai/errors.ts
var errors = __webpack_require__(74646);
;// CONCATENATED MODULE: ./src/ai/event-stream.ts
/**
 * A push-driven async iterable of stream events that also resolves to the final message.
 * Producers push; a consumer may iterate, await `result()`, or both.
 */
class AssistantMessageEventStream {
    queue = [];
    waiting = [];
    done = false;
    resolveResult;
    final = new Promise((resolve) => (this.resolveResult = resolve));
    push(event) {
        if (this.done)
            return;
        if (event.type === "done" || event.type === "error") {
            this.done = true;
            this.resolveResult(event.type === "done" ? event.message : event.error);
        }
        const waiter = this.waiting.shift();
        if (waiter)
            waiter({ value: event, done: false });
        else
            this.queue.push(event);
        if (this.done)
            for (const w of this.waiting.splice(0))
                w({ value: undefined, done: true });
    }
    result() {
        return this.final;
    }
    [Symbol.asyncIterator]() {
        return {
            next: () => {
                const event = this.queue.shift();
                if (event)
                    return Promise.resolve({ value: event, done: false });
                if (this.done)
                    return Promise.resolve({ value: undefined, done: true });
                return new Promise((resolve) => this.waiting.push(resolve));
            },
        };
    }
}

// EXTERNAL MODULE: ./src/ai/models.ts
var models = __webpack_require__(51827);
;// CONCATENATED MODULE: ./src/ai/message-builder.ts


/**
 * Assembles one assistant message from provider deltas and emits pi's stream events. Providers
 * translate their wire events into these calls; everything provider-neutral lives here.
 */
class MessageBuilder {
    model;
    stream;
    message;
    pending = new Map();
    openText = -1;
    openThinking = -1;
    constructor(model, stream) {
        this.model = model;
        this.stream = stream;
        this.message = {
            role: "assistant",
            content: [],
            api: model.api,
            provider: model.provider,
            model: model.id,
            usage: (0,models/* emptyUsage */.ly)(),
            stopReason: "stop",
            timestamp: Date.now(),
        };
    }
    start() {
        this.stream.push({ type: "start", partial: this.message });
    }
    startText() {
        const index = this.message.content.push({ type: "text", text: "" }) - 1;
        this.stream.push({ type: "text_start", contentIndex: index, partial: this.message });
        return index;
    }
    appendText(index, delta) {
        if (!delta)
            return;
        this.message.content[index].text += delta;
        this.stream.push({ type: "text_delta", contentIndex: index, delta, partial: this.message });
    }
    endText(index) {
        const block = this.message.content[index];
        this.stream.push({ type: "text_end", contentIndex: index, content: block.text, partial: this.message });
    }
    startThinking(redacted = false) {
        const block = { type: "thinking", thinking: "" };
        if (redacted)
            block.redacted = true;
        const index = this.message.content.push(block) - 1;
        this.stream.push({ type: "thinking_start", contentIndex: index, partial: this.message });
        return index;
    }
    appendThinking(index, delta) {
        if (!delta)
            return;
        this.message.content[index].thinking += delta;
        this.stream.push({ type: "thinking_delta", contentIndex: index, delta, partial: this.message });
    }
    setThinkingSignature(index, signature) {
        const block = this.message.content[index];
        block.thinkingSignature = (block.thinkingSignature ?? "") + signature;
    }
    endThinking(index) {
        const block = this.message.content[index];
        this.stream.push({ type: "thinking_end", contentIndex: index, content: block.thinking, partial: this.message });
    }
    /**
     * For APIs that send text and thinking as a flat sequence of deltas (Chat Completions, Gemini):
     * opens a block when the kind changes and closes the other one.
     */
    streamText(delta) {
        this.closeThinkingBlock();
        if (this.openText < 0)
            this.openText = this.startText();
        this.appendText(this.openText, delta);
        return this.openText;
    }
    streamThinking(delta) {
        this.closeTextBlock();
        if (this.openThinking < 0)
            this.openThinking = this.startThinking();
        this.appendThinking(this.openThinking, delta);
        return this.openThinking;
    }
    /** Ends the text or thinking block opened by streamText/streamThinking, if any. */
    closeOpenBlocks() {
        this.closeTextBlock();
        this.closeThinkingBlock();
    }
    closeTextBlock() {
        if (this.openText >= 0)
            this.endText(this.openText);
        this.openText = -1;
    }
    closeThinkingBlock() {
        if (this.openThinking >= 0)
            this.endThinking(this.openThinking);
        this.openThinking = -1;
    }
    startToolCall(id, name) {
        const index = this.message.content.push({ type: "toolCall", id, name, arguments: {} }) - 1;
        this.pending.set(index, { json: "" });
        this.stream.push({ type: "toolcall_start", contentIndex: index, partial: this.message });
        return index;
    }
    appendToolArguments(index, delta) {
        if (!delta)
            return;
        const pending = this.pending.get(index);
        if (!pending)
            return;
        pending.json += delta;
        this.stream.push({ type: "toolcall_delta", contentIndex: index, delta, partial: this.message });
    }
    /** Ends a tool call; `args` overrides the streamed JSON when the API delivers parsed arguments. */
    endToolCall(index, args) {
        const call = this.message.content[index];
        const pending = this.pending.get(index);
        this.pending.delete(index);
        call.arguments = args ?? parseArguments(pending?.json ?? "");
        this.stream.push({ type: "toolcall_end", contentIndex: index, toolCall: call, partial: this.message });
    }
    toolCall(index) {
        return this.message.content[index];
    }
    /** Sets raw token counts; cost and total follow from the model's prices. */
    setUsage(usage) {
        const u = { ...(0,models/* emptyUsage */.ly)(), ...usage };
        u.totalTokens = usage.totalTokens ?? u.input + u.output + u.cacheRead + u.cacheWrite;
        this.message.usage = (0,models/* applyCost */.cU)(this.model, u);
    }
    finish(stopReason) {
        this.message.stopReason = stopReason;
        this.stream.push({ type: "done", reason: stopReason, message: this.message });
        return this.message;
    }
    fail(reason, errorMessage, kind, retryAfterMs) {
        this.message.stopReason = reason;
        this.message.errorMessage = errorMessage;
        if (kind)
            this.message.errorKind = kind;
        if (retryAfterMs !== undefined)
            this.message.retryAfterMs = retryAfterMs;
        this.stream.push({ type: "error", reason, error: this.message });
        return this.message;
    }
}
/** Tool-call JSON from the model; a malformed string becomes {} so validation reports it. */
function parseArguments(json) {
    if (!json.trim())
        return {};
    try {
        const value = JSON.parse(json);
        return value && typeof value === "object" && !Array.isArray(value) ? value : {};
    }
    catch {
        return {};
    }
}

;// CONCATENATED MODULE: ./src/ai/transform.ts
const NO_IMAGE_USER = "(image omitted: model does not support images)";
const NO_IMAGE_TOOL = "(tool image omitted: model does not support images)";
function withoutImages(blocks, placeholder) {
    return blocks.map((b) => (b.type === "image" ? { type: "text", text: placeholder } : b));
}
/**
 * Makes a stored history safe to send: failed or aborted replies are dropped (their partial
 * content would confuse the model and may lack signatures), every tool call gets a result
 * (an interrupted run leaves orphans, which every API rejects), and images become
 * placeholders for text-only models.
 */
function prepareHistory(messages, model) {
    const images = model.input.includes("image");
    const out = [];
    let open;
    let answered = new Set();
    const closeOpen = () => {
        if (!open)
            return;
        for (const c of open.content) {
            if (c.type === "toolCall" && !answered.has(c.id)) {
                const synthetic = {
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
            if (m.stopReason === "error" || m.stopReason === "aborted")
                continue;
            out.push(m);
            if (m.content.some((c) => c.type === "toolCall"))
                open = m;
        }
        else if (m.role === "toolResult") {
            if (!open || !open.content.some((c) => c.type === "toolCall" && c.id === m.toolCallId))
                continue; // result of a dropped call
            answered.add(m.toolCallId);
            out.push(images ? m : { ...m, content: withoutImages(m.content, NO_IMAGE_TOOL) });
        }
        else {
            closeOpen();
            out.push(images || typeof m.content === "string" ? m : { ...m, content: withoutImages(m.content, NO_IMAGE_USER) });
        }
    }
    closeOpen();
    return out;
}

;// CONCATENATED MODULE: ./src/ai/watchdog.ts

/**
 * Aborts a request when its stream goes quiet. The SDKs' own timeouts stop at the response
 * headers, so a server that stalls mid-body would otherwise hang the run forever.
 */
class IdleWatchdog {
    idleMs;
    outer;
    controller = new AbortController();
    timer;
    onOuterAbort = () => this.controller.abort(this.outer?.reason);
    signal = this.controller.signal;
    constructor(idleMs, outer) {
        this.idleMs = idleMs;
        this.outer = outer;
        if (outer?.aborted)
            this.controller.abort(outer.reason);
        else
            outer?.addEventListener("abort", this.onOuterAbort, { once: true });
    }
    /** (Re)starts the idle timer; call on every received event. */
    touch() {
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = setTimeout(() => this.controller.abort(new errors/* StreamStalledError */.Q8(this.idleMs)), this.idleMs);
    }
    /** True when the watchdog, not the caller, aborted the request. */
    get stalled() {
        return this.signal.aborted && this.signal.reason instanceof errors/* StreamStalledError */.Q8;
    }
    dispose() {
        if (this.timer)
            clearTimeout(this.timer);
        this.outer?.removeEventListener("abort", this.onOuterAbort);
    }
}

;// CONCATENATED MODULE: ./src/ai/stream.ts






const DEFAULT_IDLE_TIMEOUT_MS = 120_000;
// Each SDK is imported only when its API is used, so a run pays for one SDK, not four.
const PROVIDERS = {
    "anthropic-messages": async () => (await Promise.all(/* import() */[__webpack_require__.e(398), __webpack_require__.e(896)]).then(__webpack_require__.bind(__webpack_require__, 49896))).streamAnthropic,
    "openai-responses": async () => (await Promise.all(/* import() */[__webpack_require__.e(714), __webpack_require__.e(93)]).then(__webpack_require__.bind(__webpack_require__, 23093))).streamOpenAIResponses,
    "openai-completions": async () => (await Promise.all(/* import() */[__webpack_require__.e(714), __webpack_require__.e(590)]).then(__webpack_require__.bind(__webpack_require__, 4590))).streamOpenAICompletions,
    "google-generative-ai": async () => (await Promise.all(/* import() */[__webpack_require__.e(692), __webpack_require__.e(153)]).then(__webpack_require__.bind(__webpack_require__, 3153))).streamGoogle,
};
const BASE_URL_ENV = {
    anthropic: "ANTHROPIC_BASE_URL",
    openai: "OPENAI_BASE_URL",
    "openai-compatible": "OPENAI_BASE_URL",
};
/** The key for a provider: the explicit one, else the provider's environment variable. */
function resolveApiKey(model, explicit, env = process.env) {
    return explicit || env[models/* PROVIDER_KEY_ENV */.W2[model.provider]] || undefined;
}
function resolveBaseUrl(model, explicit, env = process.env) {
    const name = BASE_URL_ENV[model.provider];
    return explicit || model.baseUrl || (name ? env[name] : undefined) || undefined;
}
/**
 * Streams one assistant reply. Never throws and never rejects: failures end the stream with an
 * `error` event whose message has `stopReason` error|aborted, `errorMessage` and `errorKind`.
 */
function streamModel(model, context, options = {}) {
    const stream = new AssistantMessageEventStream();
    void run(model, context, options, new MessageBuilder(model, stream));
    return stream;
}
async function run(model, context, options, builder) {
    const apiKey = resolveApiKey(model, options.apiKey);
    if (!apiKey) {
        builder.fail("error", `No API key for ${model.provider}: set ${models/* PROVIDER_KEY_ENV */.W2[model.provider]} or pass --api-key.`, "fatal");
        return;
    }
    const baseUrl = resolveBaseUrl(model, options.baseUrl);
    if (model.provider === "openai-compatible" && !baseUrl) {
        builder.fail("error", `openai-compatible/${model.id} needs a base URL: pass --base-url (or the base-url input) or set OPENAI_BASE_URL.`, "fatal");
        return;
    }
    const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    const watchdog = new IdleWatchdog(idleTimeoutMs, options.signal);
    try {
        const provider = await PROVIDERS[model.api]();
        const history = { ...context, messages: prepareHistory(context.messages, model) };
        await provider(model, history, { apiKey, baseUrl, idleTimeoutMs, options, builder, watchdog });
    }
    catch (error) {
        if (options.signal?.aborted) {
            builder.fail("aborted", "Request was aborted");
        }
        else {
            const c = (0,errors/* classifyError */.fe)(watchdog.stalled ? watchdog.signal.reason : error, model.provider, model.id);
            builder.fail("error", c.message, c.kind, c.retryAfterMs);
        }
    }
    finally {
        watchdog.dispose();
    }
}
/** Convenience: stream and wait for the final message. */
function completeModel(model, context, options = {}) {
    return streamModel(model, context, options).result();
}


/***/ }),

/***/ 86336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ stripFrontmatter),
/* harmony export */   y: () => (/* binding */ parseFrontmatter)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7207);

/**
 * Splits a markdown file into YAML frontmatter and body, with pi's rules: line endings normalised
 * to `\n`; frontmatter only when the text starts with `---` and a later line starts with `---`;
 * body = everything after that marker, trimmed. Without frontmatter the body is the whole
 * (normalised, untrimmed) text. Invalid YAML throws.
 */
function parseFrontmatter(text) {
    const normalized = text.replace(/\r\n/g, "\n").replace(/\r/g, "\n");
    if (!normalized.startsWith("---"))
        return { frontmatter: {}, body: normalized };
    const end = normalized.indexOf("\n---", 3);
    if (end === -1)
        return { frontmatter: {}, body: normalized };
    const yamlText = normalized.slice(4, end);
    const body = normalized.slice(end + 4).trim();
    let parsed;
    try {
        parsed = yamlText.trim() === "" ? {} : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(yamlText);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message.split("\n")[0] : String(error);
        throw new Error(`Invalid YAML frontmatter: ${detail}`);
    }
    // A scalar or list is not a set of fields; treat it as no fields (as pi effectively does).
    const frontmatter = parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
    return { frontmatter, body };
}
function stripFrontmatter(text) {
    return parseFrontmatter(text).body;
}


/***/ }),

/***/ 45032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ entryKind),
/* harmony export */   R: () => (/* binding */ addIgnoreRules),
/* harmony export */   kb: () => (/* binding */ toPosixPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const IGNORE_FILE_NAMES = [".gitignore", ".ignore", ".fdignore"];
function toPosixPath(path) {
    return path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/");
}
/**
 * Adds the ignore files found in `dir` to `ig`, re-rooting their patterns at `rootDir` (the scan
 * root) so one matcher serves the whole walk. pi 0.73.1 rules: blank lines and `#` comments
 * dropped, `!` negation kept, a leading `/` removed, the directory's path prefixed.
 */
function addIgnoreRules(ig, dir, rootDir) {
    const relativeDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(rootDir, dir);
    const prefix = relativeDir ? `${toPosixPath(relativeDir)}/` : "";
    for (const name of IGNORE_FILE_NAMES) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
            continue;
        try {
            const patterns = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, "utf-8")
                .split(/\r?\n/)
                .map((line) => rerootPattern(line, prefix))
                .filter((line) => line !== null);
            if (patterns.length > 0)
                ig.add(patterns);
        }
        catch {
            // An unreadable ignore file ignores nothing.
        }
    }
}
function rerootPattern(line, prefix) {
    const trimmed = line.trim();
    if (!trimmed)
        return null;
    if (trimmed.startsWith("#") && !trimmed.startsWith("\\#"))
        return null;
    let pattern = line;
    let negated = false;
    if (pattern.startsWith("!")) {
        negated = true;
        pattern = pattern.slice(1);
    }
    else if (pattern.startsWith("\\!")) {
        pattern = pattern.slice(1);
    }
    if (pattern.startsWith("/"))
        pattern = pattern.slice(1);
    const prefixed = prefix + pattern;
    return negated ? `!${prefixed}` : prefixed;
}
/** What a directory entry is, following symlinks; null for a broken link. */
function entryKind(fullPath, entry) {
    if (!entry.isSymbolicLink())
        return { isFile: entry.isFile(), isDirectory: entry.isDirectory() };
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(fullPath);
        return { isFile: stats.isFile(), isDirectory: stats.isDirectory() };
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 69:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _I: () => (/* binding */ loadContext)
});

// UNUSED EXPORTS: CONTEXT_FILE_NAMES, IDENTITY_LINE, buildGuidelines, buildSystemPrompt, collectSkillFiles, escapeXml, expandPromptTemplate, expandSkillCommand, findGitRoot, formatLocalDate, formatSkillsForPrompt, loadContextFiles, loadPromptTemplates, loadSkillFromFile, loadSkills, parseCommandArgs, parseFrontmatter, resolveAppendPrompts, resolveSystemPrompt, stripFrontmatter, substituteArgs

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/context/context-files.ts


/** Checked in this order; the first readable one is the directory's file. */
const CONTEXT_FILE_NAMES = ["AGENTS.md", "AGENTS.MD", "CLAUDE.md", "CLAUDE.MD"];
/**
 * AGENTS.md / CLAUDE.md files as pi 0.73.1 finds them: the user directory's file first, then one
 * file per directory from the filesystem root down to `cwd` (not limited to the git root). A path
 * already taken is skipped; an unreadable file is reported and the next name is tried.
 */
function loadContextFiles(options) {
    const diagnostics = [];
    const files = [];
    const seen = new Set();
    const globalFile = loadFromDir(options.agentDir, diagnostics);
    if (globalFile) {
        files.push(globalFile);
        seen.add(globalFile.path);
    }
    const ancestors = [];
    let dir = (0,external_node_path_.resolve)(options.cwd);
    while (true) {
        const file = loadFromDir(dir, diagnostics);
        if (file && !seen.has(file.path)) {
            ancestors.unshift(file);
            seen.add(file.path);
        }
        const parent = (0,external_node_path_.dirname)(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    files.push(...ancestors);
    return { files, diagnostics };
}
function loadFromDir(dir, diagnostics) {
    for (const name of CONTEXT_FILE_NAMES) {
        const path = (0,external_node_path_.join)(dir, name);
        if (!(0,external_node_fs_.existsSync)(path))
            continue;
        try {
            return { path, content: (0,external_node_fs_.readFileSync)(path, "utf-8") };
        }
        catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            diagnostics.push({ type: "warning", message: `Could not read ${path}: ${reason}`, path });
        }
    }
    return null;
}

// EXTERNAL MODULE: ./src/context/prompt-templates.ts
var prompt_templates = __webpack_require__(40784);
;// CONCATENATED MODULE: ./src/context/resources.ts


/**
 * The custom system prompt, if any (pi 0.73.1 precedence): `--system-prompt` (a path to an existing
 * file means its content, anything else is the text itself), else `<cwd>/.pi/SYSTEM.md`, else
 * `<agentDir>/SYSTEM.md`. An empty `--system-prompt ""` means none and skips the files, as in pi.
 */
function resolveSystemPrompt(given, options) {
    const source = given ?? findFile(options, "SYSTEM.md");
    return readPromptInput(source, "system prompt", options);
}
/**
 * Texts appended to the system prompt: every `--append-system-prompt` value (path or text), else
 * `<cwd>/.pi/APPEND_SYSTEM.md`, else `<agentDir>/APPEND_SYSTEM.md`. No values (undefined or an
 * empty list) means the files are looked for.
 */
function resolveAppendPrompts(given, options) {
    const sources = given && given.length > 0 ? given : [findFile(options, "APPEND_SYSTEM.md")].filter((s) => s !== undefined);
    return sources
        .map((source) => readPromptInput(source, "append system prompt", options))
        .filter((text) => text !== undefined);
}
function findFile(options, name) {
    for (const path of [(0,external_node_path_.join)(options.cwd, ".pi", name), (0,external_node_path_.join)(options.agentDir, name)]) {
        if ((0,external_node_fs_.existsSync)(path))
            return path;
    }
    return undefined;
}
/** A value that names an existing file is that file's content; an unreadable file keeps the value as text. */
function readPromptInput(input, what, options) {
    if (!input)
        return undefined;
    const path = (0,external_node_path_.resolve)(options.cwd, input);
    if (!(0,external_node_fs_.existsSync)(path))
        return input;
    try {
        return (0,external_node_fs_.readFileSync)(path, "utf-8");
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        options.diagnostics?.push({ type: "warning", message: `Could not read ${what} file ${input}: ${reason}`, path });
        return input;
    }
}

// EXTERNAL MODULE: ./src/context/frontmatter.ts
var context_frontmatter = __webpack_require__(86336);
;// CONCATENATED MODULE: ./src/context/skill-prompt.ts


/**
 * The skills index for the system prompt (pi 0.73.1 text). Starts with a blank line, has no
 * trailing newline; empty when no skill is visible to the model.
 */
function formatSkillsForPrompt(skills) {
    const visible = skills.filter((skill) => !skill.disableModelInvocation);
    if (visible.length === 0)
        return "";
    const lines = [
        "\n\nThe following skills provide specialized instructions for specific tasks.",
        "Use the read tool to load a skill's file when the task matches its description.",
        "When a skill file references a relative path, resolve it against the skill directory (parent of SKILL.md / dirname of the path) and use that absolute path in tool commands.",
        "",
        "<available_skills>",
    ];
    for (const skill of visible) {
        lines.push("  <skill>", `    <name>${escapeXml(skill.name)}</name>`, `    <description>${escapeXml(skill.description)}</description>`, `    <location>${escapeXml(skill.filePath)}</location>`, "  </skill>");
    }
    lines.push("</available_skills>");
    return lines.join("\n");
}
function escapeXml(text) {
    return text
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&apos;");
}
/**
 * `/skill:name args` -> the skill's body wrapped in a `<skill>` block, then the arguments after a
 * blank line (pi 0.73.1; no `User:` prefix). Unknown skills and unreadable files leave the text
 * unchanged. The file is read now, so edits made since loading are picked up.
 */
function expandSkillCommand(text, skills) {
    if (!text.startsWith("/skill:"))
        return text;
    const space = text.indexOf(" ");
    const name = space === -1 ? text.slice(7) : text.slice(7, space);
    const args = space === -1 ? "" : text.slice(space + 1).trim();
    const skill = skills.find((candidate) => candidate.name === name);
    if (!skill)
        return text;
    let body;
    try {
        body = (0,context_frontmatter/* stripFrontmatter */.B)((0,external_node_fs_.readFileSync)(skill.filePath, "utf-8")).trim();
    }
    catch {
        return text;
    }
    const block = `<skill name="${skill.name}" location="${skill.filePath}">\nReferences are relative to ${skill.baseDir}.\n\n${body}\n</skill>`;
    return args ? `${block}\n\n${args}` : block;
}

// EXTERNAL MODULE: ../../work/main/node_modules/ignore/index.js
var ignore = __webpack_require__(19034);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
// EXTERNAL MODULE: ./src/context/ignore-files.ts
var ignore_files = __webpack_require__(45032);
;// CONCATENATED MODULE: ./src/context/paths.ts

/** `~`, `~/x` (and pi's `~x`) expanded against `homeDir`; relative paths resolved against `cwd`. */
function resolveUserPath(input, cwd, homeDir) {
    const trimmed = input.trim();
    let expanded = trimmed;
    if (trimmed === "~")
        expanded = homeDir;
    else if (trimmed.startsWith("~/"))
        expanded = (0,external_node_path_.join)(homeDir, trimmed.slice(2));
    else if (trimmed.startsWith("~"))
        expanded = (0,external_node_path_.join)(homeDir, trimmed.slice(1));
    return (0,external_node_path_.isAbsolute)(expanded) ? expanded : (0,external_node_path_.resolve)(cwd, expanded);
}

;// CONCATENATED MODULE: ./src/context/skills.ts






const MAX_NAME_LENGTH = 64;
const MAX_DESCRIPTION_LENGTH = 1024;
/**
 * Loads skills in pi 0.73.1's order, which is also the collision priority (first name wins):
 * project `.pi/skills`, `.agents/skills` from cwd up to the git root, user `<agentDir>/skills`,
 * `~/.agents/skills`, then explicit paths.
 */
function loadSkills(options) {
    const candidates = [];
    if (!options.noSkills) {
        const userAgentsDir = (0,external_node_path_.join)(options.homeDir, ".agents", "skills");
        const projectDirs = [[(0,external_node_path_.resolve)(options.cwd, ".pi", "skills"), "pi"]];
        for (const dir of ancestorAgentsSkillDirs(options.cwd)) {
            if ((0,external_node_path_.resolve)(dir) !== (0,external_node_path_.resolve)(userAgentsDir))
                projectDirs.push([dir, "agents"]);
        }
        for (const [dir, mode] of projectDirs) {
            for (const file of collectSkillFiles(dir, mode))
                candidates.push({ path: file, source: "project" });
        }
        const userDirs = [[(0,external_node_path_.join)(options.agentDir, "skills"), "pi"], [userAgentsDir, "agents"]];
        for (const [dir, mode] of userDirs) {
            for (const file of collectSkillFiles(dir, mode))
                candidates.push({ path: file, source: "user" });
        }
    }
    for (const raw of options.skillPaths ?? []) {
        candidates.push({ path: resolveUserPath(raw, options.cwd, options.homeDir), source: "path" });
    }
    const diagnostics = [];
    const collisions = [];
    const byName = new Map();
    const seenPaths = new Set();
    const loadedRealPaths = new Set();
    const add = (skill) => {
        const real = realPath(skill.filePath);
        if (loadedRealPaths.has(real))
            return; // the same file reached twice (symlink): load once
        const existing = byName.get(skill.name);
        if (existing) {
            collisions.push({
                type: "collision",
                message: `name "${skill.name}" collision`,
                path: skill.filePath,
                collision: { resourceType: "skill", name: skill.name, winnerPath: existing.filePath, loserPath: skill.filePath },
            });
            return;
        }
        byName.set(skill.name, skill);
        loadedRealPaths.add(real);
    };
    const loadFile = (file, source) => {
        const result = loadSkillFromFile(file, source);
        diagnostics.push(...result.diagnostics);
        if (result.skill)
            add(result.skill);
    };
    for (const { path, source } of candidates) {
        const real = realPath(path);
        if (seenPaths.has(real))
            continue;
        seenPaths.add(real);
        if (!(0,external_node_fs_.existsSync)(path)) {
            diagnostics.push({ type: "warning", message: "skill path does not exist", path });
            continue;
        }
        try {
            const stats = (0,external_node_fs_.statSync)(path);
            if (stats.isDirectory()) {
                for (const file of collectSkillFiles(path, "pi"))
                    loadFile(file, source);
            }
            else if (stats.isFile() && path.endsWith(".md")) {
                loadFile(path, source);
            }
            else {
                diagnostics.push({ type: "warning", message: "skill path is not a markdown file", path });
            }
        }
        catch (error) {
            diagnostics.push({ type: "warning", message: error instanceof Error ? error.message : "failed to read skill path", path });
        }
    }
    return { skills: [...byName.values()], diagnostics: [...diagnostics, ...collisions] };
}
/** Reads and validates one skill file. A missing description or a parse error means no skill. */
function loadSkillFromFile(filePath, source) {
    const diagnostics = [];
    const warn = (message) => diagnostics.push({ type: "warning", message, path: filePath });
    let frontmatter;
    try {
        frontmatter = (0,context_frontmatter/* parseFrontmatter */.y)((0,external_node_fs_.readFileSync)(filePath, "utf-8")).frontmatter;
    }
    catch (error) {
        warn(error instanceof Error ? error.message : "failed to parse skill file");
        return { skill: null, diagnostics };
    }
    const baseDir = (0,external_node_path_.dirname)(filePath);
    const parentDirName = (0,external_node_path_.basename)(baseDir);
    const description = typeof frontmatter.description === "string" ? frontmatter.description : "";
    if (description.trim() === "")
        warn("description is required");
    else if (description.length > MAX_DESCRIPTION_LENGTH) {
        warn(`description exceeds ${MAX_DESCRIPTION_LENGTH} characters (${description.length})`);
    }
    const name = frontmatter.name ? String(frontmatter.name) : parentDirName;
    for (const problem of validateName(name, parentDirName))
        warn(problem);
    if (description.trim() === "")
        return { skill: null, diagnostics };
    return {
        skill: {
            name,
            description,
            filePath,
            baseDir,
            source,
            disableModelInvocation: frontmatter["disable-model-invocation"] === true,
        },
        diagnostics,
    };
}
/** Agent Skills naming rules; problems are warnings, the skill still loads. */
function validateName(name, parentDirName) {
    const problems = [];
    if (name !== parentDirName)
        problems.push(`name "${name}" does not match parent directory "${parentDirName}"`);
    if (name.length > MAX_NAME_LENGTH)
        problems.push(`name exceeds ${MAX_NAME_LENGTH} characters (${name.length})`);
    if (!/^[a-z0-9-]+$/.test(name)) {
        problems.push("name contains invalid characters (must be lowercase a-z, 0-9, hyphens only)");
    }
    if (name.startsWith("-") || name.endsWith("-"))
        problems.push("name must not start or end with a hyphen");
    if (name.includes("--"))
        problems.push("name must not contain consecutive hyphens");
    return problems;
}
/**
 * The skill files under `dir`: a directory holding `SKILL.md` is one skill (no deeper search);
 * otherwise subdirectories are searched, except dot-directories, `node_modules` and paths matched
 * by `.gitignore` / `.ignore` / `.fdignore` files met on the way. Symlinks are followed.
 */
function collectSkillFiles(dir, mode) {
    return walk(dir, mode, ignore_default()(), dir);
}
function walk(dir, mode, ig, root) {
    if (!(0,external_node_fs_.existsSync)(dir))
        return [];
    (0,ignore_files/* addIgnoreRules */.R)(ig, dir, root);
    const files = [];
    try {
        // Sorted so the prompt's skill order does not depend on the filesystem's listing order.
        const entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        const skillFile = entries.find((entry) => entry.name === "SKILL.md");
        if (skillFile) {
            const fullPath = (0,external_node_path_.join)(dir, skillFile.name);
            if ((0,ignore_files/* entryKind */.FY)(fullPath, skillFile)?.isFile && !ig.ignores((0,ignore_files/* toPosixPath */.kb)((0,external_node_path_.relative)(root, fullPath))))
                return [fullPath];
        }
        for (const entry of entries) {
            if (entry.name.startsWith(".") || entry.name === "node_modules")
                continue;
            const fullPath = (0,external_node_path_.join)(dir, entry.name);
            const kind = (0,ignore_files/* entryKind */.FY)(fullPath, entry);
            if (!kind)
                continue;
            const relPath = (0,ignore_files/* toPosixPath */.kb)((0,external_node_path_.relative)(root, fullPath));
            if (kind.isDirectory) {
                if (!ig.ignores(`${relPath}/`))
                    files.push(...walk(fullPath, mode, ig, root));
            }
            else if (kind.isFile && mode === "pi" && dir === root && entry.name.endsWith(".md") && !ig.ignores(relPath)) {
                files.push(fullPath);
            }
        }
    }
    catch {
        // An unreadable directory holds no skills.
    }
    return files;
}
/** `.agents/skills` in cwd and each parent up to the git root (the directory holding `.git`), or `/`. */
function ancestorAgentsSkillDirs(cwd) {
    const start = (0,external_node_path_.resolve)(cwd);
    const gitRoot = findGitRoot(start);
    const dirs = [];
    let dir = start;
    while (true) {
        dirs.push((0,external_node_path_.join)(dir, ".agents", "skills"));
        if (gitRoot !== null && dir === gitRoot)
            break;
        const parent = (0,external_node_path_.dirname)(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    return dirs;
}
function findGitRoot(startDir) {
    let dir = (0,external_node_path_.resolve)(startDir);
    while (true) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, ".git")))
            return dir;
        const parent = (0,external_node_path_.dirname)(dir);
        if (parent === dir)
            return null;
        dir = parent;
    }
}
function realPath(path) {
    try {
        return (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return path;
    }
}

;// CONCATENATED MODULE: ./src/context/system-prompt.ts

const IDENTITY_LINE = "You are an expert coding assistant operating inside repo-agent, a coding agent harness. You help users by reading files, executing commands, editing code, and writing new files.";
/** pi's assembly (0.73.1 `buildSystemPrompt`) with repo-agent's identity and delivery note. */
function buildSystemPrompt(options) {
    const toolNames = options.tools.map((tool) => tool.name);
    const appendText = (options.appendPrompts ?? []).join("\n\n");
    let prompt = options.customPrompt ? options.customPrompt : defaultBase(options);
    if (appendText)
        prompt += `\n\n${appendText}`;
    const contextFiles = options.contextFiles ?? [];
    if (contextFiles.length > 0) {
        prompt += "\n\n# Project Context\n\nProject-specific instructions and guidelines:\n\n";
        for (const file of contextFiles)
            prompt += `## ${file.path}\n\n${file.content}\n\n`;
    }
    // The index tells the model to read skill files, which needs the read tool.
    if (toolNames.includes("read") && options.skills && options.skills.length > 0) {
        prompt += formatSkillsForPrompt(options.skills);
    }
    prompt += `\nCurrent date: ${formatLocalDate(options.date ?? new Date())}`;
    prompt += `\nCurrent working directory: ${options.cwd.replace(/\\/g, "/")}`;
    return prompt;
}
function defaultBase(options) {
    const listed = [];
    for (const tool of options.tools) {
        const snippet = oneLine(tool.promptSnippet);
        if (snippet)
            listed.push(`- ${tool.name}: ${snippet}`);
    }
    const toolsList = listed.length > 0 ? listed.join("\n") : "(none)";
    const guidelines = buildGuidelines(options.tools).map((line) => `- ${line}`).join("\n");
    const deliveryNote = options.deliveryNote ? `\n\n${options.deliveryNote}` : "";
    return `${IDENTITY_LINE}

Available tools:
${toolsList}

In addition to the tools above, you may have access to other custom tools depending on the project.

Guidelines:
${guidelines}${deliveryNote}`;
}
function buildGuidelines(tools) {
    const names = new Set(tools.map((tool) => tool.name));
    const lines = [];
    const add = (line) => {
        if (!lines.includes(line))
            lines.push(line);
    };
    const hasExplorer = names.has("grep") || names.has("find") || names.has("ls");
    if (names.has("bash")) {
        add(hasExplorer
            ? "Prefer grep/find/ls tools over bash for file exploration (faster, respects .gitignore)"
            : "Use bash for file operations like ls, rg, find");
    }
    for (const tool of tools) {
        for (const guideline of tool.promptGuidelines ?? []) {
            const trimmed = guideline.trim();
            if (trimmed)
                add(trimmed);
        }
    }
    add("Be concise in your responses");
    add("Show file paths clearly when working with files");
    return lines;
}
/** Snippets are shown on one line: line breaks and runs of whitespace become one space. */
function oneLine(text) {
    if (!text)
        return undefined;
    const line = text.replace(/[\r\n]+/g, " ").replace(/\s+/g, " ").trim();
    return line || undefined;
}
/** YYYY-MM-DD in local time, as pi prints it. */
function formatLocalDate(date) {
    const month = String(date.getMonth() + 1).padStart(2, "0");
    const day = String(date.getDate()).padStart(2, "0");
    return `${date.getFullYear()}-${month}-${day}`;
}

;// CONCATENATED MODULE: ./src/context/index.ts














/** Everything the model is told before the conversation, read from disk once. */
function loadContext(options) {
    const cwd = (0,external_node_path_.resolve)(options.cwd);
    const projectDir = (0,external_node_path_.resolve)(options.projectDir ?? cwd);
    const agentDir = (0,external_node_path_.resolve)(options.agentDir);
    const diagnostics = [];
    const contextFiles = [];
    if (!options.noContextFiles) {
        const loaded = loadContextFiles({ cwd: projectDir, agentDir });
        contextFiles.push(...loaded.files);
        diagnostics.push(...loaded.diagnostics);
    }
    const customPrompt = resolveSystemPrompt(options.systemPrompt, { cwd: projectDir, agentDir, diagnostics });
    const appendPrompts = resolveAppendPrompts(options.appendSystemPrompts, { cwd: projectDir, agentDir, diagnostics });
    const skillResult = loadSkills({
        cwd: projectDir,
        agentDir,
        homeDir: options.homeDir,
        skillPaths: options.skillPaths,
        noSkills: options.noSkills,
    });
    diagnostics.push(...skillResult.diagnostics);
    const templateResult = (0,prompt_templates/* loadPromptTemplates */.gW)({ cwd: projectDir, agentDir });
    diagnostics.push(...templateResult.diagnostics);
    const skills = skillResult.skills;
    const templates = templateResult.templates;
    const rebuildSystemPrompt = (tools, date = options.date) => buildSystemPrompt({ tools, customPrompt, appendPrompts, contextFiles, skills, cwd, date, deliveryNote: options.deliveryNote });
    return {
        systemPrompt: rebuildSystemPrompt(options.tools),
        customPrompt,
        appendPrompts,
        contextFiles,
        skills,
        templates,
        diagnostics,
        expandPrompt: (text) => (0,prompt_templates/* expandPromptTemplate */.rX)(expandSkillCommand(text, skills), templates),
        rebuildSystemPrompt,
    };
}


/***/ }),

/***/ 40784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CU: () => (/* binding */ substituteArgs),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   gW: () => (/* binding */ loadPromptTemplates),
/* harmony export */   rX: () => (/* binding */ expandPromptTemplate)
/* harmony export */ });
/* unused harmony export loadTemplateFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19034);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ignore__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _frontmatter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(86336);
/* harmony import */ var _ignore_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45032);





/**
 * Prompt templates: `*.md` files directly in `<cwd>/.pi/prompts/`, then `<agentDir>/prompts/`
 * (pi 0.73.1's discovery order, so a project template wins a name collision). Unreadable or
 * unparsable files are skipped silently, as in pi.
 */
function loadPromptTemplates(options) {
    const sources = [
        [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(options.cwd, ".pi", "prompts"), "project"],
        [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(options.agentDir, "prompts"), "user"],
    ];
    const templates = [];
    const diagnostics = [];
    const byName = new Map();
    for (const [dir, source] of sources) {
        for (const file of collectTemplateFiles(dir)) {
            const template = loadTemplateFile(file, source);
            if (!template)
                continue;
            const existing = byName.get(template.name);
            if (existing) {
                diagnostics.push({
                    type: "collision",
                    message: `name "/${template.name}" collision`,
                    path: file,
                    collision: { resourceType: "prompt", name: template.name, winnerPath: existing.filePath, loserPath: file },
                });
                continue;
            }
            byName.set(template.name, template);
            templates.push(template);
        }
    }
    return { templates, diagnostics };
}
function collectTemplateFiles(dir) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir))
        return [];
    const ig = ignore__WEBPACK_IMPORTED_MODULE_2___default()();
    (0,_ignore_files_js__WEBPACK_IMPORTED_MODULE_4__/* .addIgnoreRules */ .R)(ig, dir, dir);
    const files = [];
    try {
        const entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            if (entry.name.startsWith(".") || entry.name === "node_modules")
                continue;
            const fullPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name);
            const kind = (0,_ignore_files_js__WEBPACK_IMPORTED_MODULE_4__/* .entryKind */ .FY)(fullPath, entry);
            if (!kind?.isFile || !entry.name.endsWith(".md"))
                continue;
            if (ig.ignores((0,_ignore_files_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosixPath */ .kb)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, fullPath))))
                continue;
            files.push(fullPath);
        }
    }
    catch {
        // An unreadable directory holds no templates.
    }
    return files;
}
function loadTemplateFile(filePath, source) {
    try {
        const { frontmatter, body } = (0,_frontmatter_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFrontmatter */ .y)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(filePath, "utf-8"));
        let description = typeof frontmatter.description === "string" ? frontmatter.description : "";
        if (!description) {
            // Without a description, the first non-blank line stands in (cut at 60 characters).
            const firstLine = body.split("\n").find((line) => line.trim());
            if (firstLine)
                description = firstLine.length > 60 ? `${firstLine.slice(0, 60)}...` : firstLine;
        }
        const hint = frontmatter["argument-hint"];
        return {
            name: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(filePath).replace(/\.md$/, ""),
            description,
            ...(typeof hint === "string" && hint ? { argumentHint: hint } : {}),
            content: body,
            filePath,
            source,
        };
    }
    catch {
        return null;
    }
}
/**
 * Splits template arguments like a shell, minus escapes: spaces and tabs separate, single or
 * double quotes group (and are removed); an unclosed quote runs to the end.
 */
function parseCommandArgs(text) {
    const args = [];
    let current = "";
    let quote = null;
    for (const char of text) {
        if (quote) {
            if (char === quote)
                quote = null;
            else
                current += char;
        }
        else if (char === '"' || char === "'") {
            quote = char;
        }
        else if (char === " " || char === "\t") {
            if (current)
                args.push(current);
            current = "";
        }
        else {
            current += char;
        }
    }
    if (current)
        args.push(current);
    return args;
}
/**
 * Fills a template's placeholders (pi 0.73.1): `$1`, `$2`… (missing -> empty), then `${@:N}` /
 * `${@:N:L}` (slices, 1-based, N=0 treated as 1), then `$ARGUMENTS` and `$@` (all, space-joined).
 * Replacement values are never substituted again.
 */
function substituteArgs(content, args) {
    const all = args.join(" ");
    // One pass in pi's priority order, so a value containing `$1` or `$@` stays as written.
    return content.replace(/\$(\d+)|\$\{@:(\d+)(?::(\d+))?\}|\$ARGUMENTS|\$@/g, (match, position, start, length) => {
        if (position !== undefined)
            return args[Number.parseInt(position, 10) - 1] ?? "";
        if (start !== undefined) {
            const from = Math.max(Number.parseInt(start, 10) - 1, 0);
            const sliced = length !== undefined ? args.slice(from, from + Number.parseInt(length, 10)) : args.slice(from);
            return sliced.join(" ");
        }
        return all;
    });
}
/** `/name args` -> the template's content with arguments filled in; anything else unchanged. */
function expandPromptTemplate(text, templates) {
    if (!text.startsWith("/"))
        return text;
    const space = text.indexOf(" ");
    const name = space === -1 ? text.slice(1) : text.slice(1, space);
    const template = templates.find((candidate) => candidate.name === name);
    if (!template)
        return text;
    return substituteArgs(template.content, parseCommandArgs(space === -1 ? "" : text.slice(space + 1)));
}


/***/ }),

/***/ 90598:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ AgentSession)
});

// EXTERNAL MODULE: ./src/ai/stream.ts + 4 modules
var ai_stream = __webpack_require__(40458);
// EXTERNAL MODULE: ../../work/main/node_modules/@sinclair/typebox/build/esm/errors/errors.mjs + 1 modules
var errors_errors = __webpack_require__(65779);
// EXTERNAL MODULE: ../../work/main/node_modules/@sinclair/typebox/build/esm/value/convert/convert.mjs + 1 modules
var convert = __webpack_require__(20887);
// EXTERNAL MODULE: ../../work/main/node_modules/@sinclair/typebox/build/esm/value/check/check.mjs
var check = __webpack_require__(8665);
;// CONCATENATED MODULE: ./src/agent/validation.ts

// pi reports validation failures with AJV-style wording; these map TypeBox's error kinds onto it.
function describe(error) {
    const path = error.path.replace(/^\//, "").replace(/\//g, ".");
    const schemaType = error.schema.type;
    switch (error.type) {
        case errors_errors/* ValueErrorType */.Yp.ObjectRequiredProperty: {
            const name = path.split(".").at(-1) ?? path;
            return { path: path || "root", message: `must have required properties ${name}` };
        }
        case errors_errors/* ValueErrorType */.Yp.String:
        case errors_errors/* ValueErrorType */.Yp.Number:
        case errors_errors/* ValueErrorType */.Yp.Integer:
        case errors_errors/* ValueErrorType */.Yp.Boolean:
        case errors_errors/* ValueErrorType */.Yp.Array:
        case errors_errors/* ValueErrorType */.Yp.Object:
            return { path: path || "root", message: `must be ${String(schemaType)}` };
        case errors_errors/* ValueErrorType */.Yp.ObjectAdditionalProperties:
            return { path: path || "root", message: "must NOT have additional properties" };
        default:
            return { path: path || "root", message: error.message };
    }
}
/**
 * Coerces then checks tool arguments (e.g. "2" becomes 2 for a number), returning the valid
 * arguments or throwing pi's "Validation failed for tool" message.
 */
function validateToolArguments(toolName, schema, args) {
    const converted = convert/* Convert */.U(schema, structuredClone(args));
    if (check/* Check */.J(schema, converted))
        return converted;
    const seen = new Set();
    const lines = [];
    const errors = [...errors_errors/* Errors */.I(schema, converted)];
    // TypeBox also reports a missing property's type; AJV (and pi) report only that it is missing.
    const missing = new Set(errors.filter((e) => e.type === errors_errors/* ValueErrorType */.Yp.ObjectRequiredProperty).map((e) => e.path));
    for (const error of errors) {
        if (error.type !== errors_errors/* ValueErrorType */.Yp.ObjectRequiredProperty && missing.has(error.path))
            continue;
        const { path, message } = describe(error);
        const line = `  - ${path}: ${message}`;
        if (!seen.has(line))
            lines.push(line);
        seen.add(line);
    }
    throw new Error(`Validation failed for tool "${toolName}":\n${lines.join("\n") || "Unknown validation error"}\n\nReceived arguments:\n${JSON.stringify(args, null, 2)}`);
}

;// CONCATENATED MODULE: ./src/agent/tool-execution.ts

const errorResult = (message) => ({ result: { content: [{ type: "text", text: message }], details: {} }, isError: true });
const messageOf = (error) => (error instanceof Error ? error.message : String(error));
/**
 * Runs one assistant message's tool calls: each is prepared (lookup, argument repair,
 * validation, beforeToolCall) in call order, the prepared ones then run concurrently, and the
 * results come back in call order whatever order they finished in.
 */
async function executeToolCalls(assistant, config, emit, signal) {
    const calls = assistant.content.filter((c) => c.type === "toolCall");
    const running = [];
    for (const call of calls) {
        emit({ type: "tool_execution_start", toolCallId: call.id, toolName: call.name, args: call.arguments });
        const finish = (o) => {
            emit({ type: "tool_execution_end", toolCallId: call.id, toolName: call.name, result: o.result, isError: o.isError });
            return o;
        };
        const tool = config.tools.find((t) => t.name === call.name);
        if (!tool) {
            running.push(Promise.resolve(finish(errorResult(`Tool ${call.name} not found`))));
            continue;
        }
        let args;
        try {
            const prepared = tool.prepareArguments ? tool.prepareArguments(call.arguments) : call.arguments;
            args = validateToolArguments(tool.name, tool.parameters, prepared);
            const decision = await config.beforeToolCall?.({ assistantMessage: assistant, toolCall: call, args }, signal);
            if (decision?.block) {
                running.push(Promise.resolve(finish(errorResult(decision.reason ?? "Tool execution was blocked"))));
                continue;
            }
        }
        catch (error) {
            running.push(Promise.resolve(finish(errorResult(messageOf(error)))));
            continue;
        }
        running.push(run(tool, call, args, assistant, config, emit, signal).then(finish));
    }
    const outcomes = await Promise.all(running);
    return calls.map((call, i) => ({
        role: "toolResult",
        toolCallId: call.id,
        toolName: call.name,
        content: outcomes[i].result.content,
        ...(outcomes[i].result.details !== undefined ? { details: outcomes[i].result.details } : {}),
        isError: outcomes[i].isError,
        timestamp: Date.now(),
    }));
}
async function run(tool, call, args, assistant, config, emit, signal) {
    let outcome;
    try {
        const result = await tool.execute(call.id, args, signal, (partialResult) => emit({ type: "tool_execution_update", toolCallId: call.id, toolName: call.name, args, partialResult }));
        outcome = { result, isError: false };
    }
    catch (error) {
        outcome = errorResult(messageOf(error));
    }
    if (!config.afterToolCall)
        return outcome;
    try {
        const override = await config.afterToolCall({ assistantMessage: assistant, toolCall: call, args, ...outcome }, signal);
        if (!override)
            return outcome;
        return {
            result: { content: override.content ?? outcome.result.content, details: override.details !== undefined ? override.details : outcome.result.details },
            isError: override.isError ?? outcome.isError,
        };
    }
    catch (error) {
        return errorResult(messageOf(error));
    }
}

;// CONCATENATED MODULE: ./src/agent/agent-loop.ts


/**
 * pi's agent loop (reference §6.1): stream a reply, run its tool calls, repeat until the model
 * stops calling tools and no steering or follow-up message waits. `messages` is the context and
 * is appended to as the run goes; the new messages are returned (and sent with agent_end).
 */
async function runAgentLoop(prompts, messages, config, emit, signal) {
    const added = [];
    const push = (m) => {
        messages.push(m);
        added.push(m);
        emit({ type: "message_start", message: m });
        emit({ type: "message_end", message: m });
    };
    emit({ type: "agent_start" });
    emit({ type: "turn_start" });
    for (const p of prompts)
        push(p);
    let firstTurn = true;
    let pending = config.getSteeringMessages?.() ?? [];
    outer: while (true) {
        let hasToolCalls = true;
        while (hasToolCalls || pending.length) {
            if (!firstTurn)
                emit({ type: "turn_start" });
            firstTurn = false;
            for (const m of pending)
                push(m);
            pending = [];
            const reply = await streamReply(messages, config, emit, signal);
            messages.push(reply);
            added.push(reply);
            if (reply.stopReason === "error" || reply.stopReason === "aborted") {
                emit({ type: "turn_end", message: reply, toolResults: [] });
                break outer;
            }
            hasToolCalls = reply.content.some((c) => c.type === "toolCall");
            const results = hasToolCalls ? await executeToolCalls(reply, config, emit, signal) : [];
            for (const r of results)
                push(r);
            emit({ type: "turn_end", message: reply, toolResults: results });
            if (config.shouldStopAfterTurn?.(reply, results))
                break outer;
            pending = config.getSteeringMessages?.() ?? [];
        }
        const followUps = config.getFollowUpMessages?.() ?? [];
        if (!followUps.length)
            break;
        pending = followUps;
    }
    emit({ type: "agent_end", messages: added });
    return added;
}
async function streamReply(messages, config, emit, signal) {
    const context = {
        systemPrompt: config.systemPrompt,
        messages,
        ...(config.tools.length ? { tools: config.tools.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })) } : {}),
    };
    const stream = (config.streamFn ?? ai_stream/* streamModel */.ge)(config.model, context, { ...config.streamOptions, signal });
    let started = false;
    for await (const event of stream) {
        if (event.type === "start") {
            started = true;
            emit({ type: "message_start", message: event.partial });
        }
        else if (event.type === "done" || event.type === "error") {
            const final = event.type === "done" ? event.message : event.error;
            if (!started)
                emit({ type: "message_start", message: final });
            emit({ type: "message_end", message: final });
        }
        else {
            emit({ type: "message_update", message: event.partial, assistantMessageEvent: event });
        }
    }
    return stream.result();
}

;// CONCATENATED MODULE: ./src/agent/agent.ts

/**
 * The stateful agent: owns the message list, runs the loop, queues steering and follow-up
 * messages, and aborts a run (model stream and running tools) on request.
 */
class Agent {
    config;
    queueMode;
    messages = [];
    listeners = new Set();
    steering = [];
    followUps = [];
    controller;
    constructor(config, queueMode = "one-at-a-time") {
        this.config = config;
        this.queueMode = queueMode;
    }
    subscribe(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    get isRunning() {
        return this.controller !== undefined;
    }
    /** Starts a run with new user input; resolves with the messages the run added. */
    prompt(input) {
        const prompts = typeof input === "string" ? [userMessage(input)] : Array.isArray(input) ? input : [input];
        return this.run(prompts);
    }
    /** Runs again from the current messages (after a retry or compaction). */
    continue() {
        const last = this.messages.at(-1);
        if (last?.role === "assistant" && !this.steering.length && !this.followUps.length) {
            throw new Error("Cannot continue: the last message is already the assistant's reply.");
        }
        return this.run([]);
    }
    /** Delivered before the next model call. */
    steer(message) {
        this.steering.push(typeof message === "string" ? userMessage(message) : message);
    }
    /** Delivered when the model would otherwise stop. */
    followUp(message) {
        this.followUps.push(typeof message === "string" ? userMessage(message) : message);
    }
    abort(reason) {
        this.controller?.abort(reason);
    }
    take(queue) {
        return this.queueMode === "all" ? queue.splice(0) : queue.splice(0, 1);
    }
    async run(prompts) {
        if (this.controller)
            throw new Error("Agent is already processing. Wait for the current run or abort it.");
        const controller = new AbortController();
        this.controller = controller;
        try {
            return await runAgentLoop(prompts, this.messages, { ...this.config, getSteeringMessages: () => this.take(this.steering), getFollowUpMessages: () => this.take(this.followUps) }, (event) => {
                for (const l of this.listeners)
                    l(event);
            }, controller.signal);
        }
        finally {
            this.controller = undefined;
        }
    }
}
function userMessage(text) {
    return { role: "user", content: [{ type: "text", text }], timestamp: Date.now() };
}

// EXTERNAL MODULE: ./src/ai/errors.ts
var errors = __webpack_require__(74646);
;// CONCATENATED MODULE: ./src/session/budget.ts
/** Totals for a run and whether a budget is spent. */
class BudgetTracker {
    budgets;
    now;
    totals = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, costUsd: 0, turns: 0 };
    started;
    constructor(budgets, now = Date.now) {
        this.budgets = budgets;
        this.now = now;
        this.started = now();
    }
    /** Counts one model reply (and its cost) toward the totals. */
    addUsage(usage, countsAsTurn) {
        this.totals.input += usage.input;
        this.totals.output += usage.output;
        this.totals.cacheRead += usage.cacheRead;
        this.totals.cacheWrite += usage.cacheWrite;
        this.totals.costUsd += usage.cost.total;
        if (countsAsTurn)
            this.totals.turns++;
    }
    /** Milliseconds until the timeout budget runs out (undefined without one). */
    remainingMs() {
        return this.budgets.timeoutMs === undefined ? undefined : Math.max(0, this.started + this.budgets.timeoutMs - this.now());
    }
    exceeded() {
        const b = this.budgets;
        if (b.maxCostUsd !== undefined && this.totals.costUsd >= b.maxCostUsd) {
            return { budget: "max-cost", message: `cost budget reached: $${this.totals.costUsd.toFixed(4)} of $${b.maxCostUsd}` };
        }
        if (b.maxTurns !== undefined && this.totals.turns >= b.maxTurns) {
            return { budget: "max-turns", message: `turn budget reached: ${this.totals.turns} of ${b.maxTurns} turns` };
        }
        if (b.timeoutMs !== undefined && this.now() - this.started >= b.timeoutMs) {
            return { budget: "timeout", message: `time budget reached: ${Math.round((this.now() - this.started) / 1000)}s of ${Math.round(b.timeoutMs / 1000)}s` };
        }
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/session/compaction.ts + 2 modules
var compaction = __webpack_require__(95087);
// EXTERNAL MODULE: ./src/session/retry.ts
var retry = __webpack_require__(70771);
// EXTERNAL MODULE: ./src/session/session-context.ts
var session_context = __webpack_require__(41595);
;// CONCATENATED MODULE: ./src/session/agent-session.ts







/**
 * Ties the agent to a session file and runs one prompt to an outcome: every message is appended
 * as it happens, failed model calls are retried, an overflowing context is compacted and the
 * request retried, the context is compacted when it nears the window, and budgets end the run
 * cleanly. `prompt()` resolves only when all of that is done.
 */
class AgentSession {
    options;
    agent;
    listeners = new Set();
    retry;
    compaction;
    tracker;
    budgetStop;
    budgetAbort = new AbortController();
    runController = new AbortController();
    constructor(options) {
        this.options = options;
        this.retry = options.retry ?? retry/* DEFAULT_RETRY_SETTINGS */.d;
        this.compaction = options.compaction ?? compaction/* DEFAULT_COMPACTION_SETTINGS */.aX;
        this.tracker = new BudgetTracker(options.budgets ?? {});
        const base = options.streamFn ?? ai_stream/* streamModel */.ge;
        // Retries belong to the session (see retry.ts), so the SDKs' own are turned off; the budget
        // signal stops a model call that is still streaming when the time budget runs out.
        const streamFn = (model, context, streamOptions) => base(model, context, { ...streamOptions, sdkMaxRetries: 0, signal: anySignal(streamOptions.signal, this.budgetAbort.signal) });
        this.agent = new Agent({
            model: options.model,
            systemPrompt: options.systemPrompt,
            tools: options.tools,
            streamOptions: { ...options.streamOptions, thinking: options.thinking },
            streamFn,
            beforeToolCall: options.beforeToolCall,
            afterToolCall: options.afterToolCall,
            shouldStopAfterTurn: () => this.checkBudget(),
        });
        this.agent.messages.push(...options.store.buildContext().messages);
        this.agent.subscribe((event) => this.onAgentEvent(event));
        this.recordModel();
    }
    get store() {
        return this.options.store;
    }
    get totals() {
        return this.tracker.totals;
    }
    subscribe(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    abort() {
        this.runController.abort();
        this.agent.abort();
    }
    emit(event) {
        for (const l of this.listeners)
            l(event);
    }
    /** model_change / thinking_level_change entries, only when they differ from the session's. */
    recordModel() {
        const { store, model, thinking } = this.options;
        const ctx = store.buildContext();
        if (ctx.model?.provider !== model.provider || ctx.model?.modelId !== model.id) {
            store.append({ type: "model_change", provider: model.provider, modelId: model.id });
        }
        if (ctx.thinkingLevel !== thinking || !store.entries.some((e) => e.type === "thinking_level_change")) {
            store.append({ type: "thinking_level_change", thinkingLevel: thinking });
        }
    }
    onAgentEvent(event) {
        if (event.type === "message_end") {
            this.store.append({ type: "message", message: event.message });
            if (event.message.role === "assistant") {
                const m = event.message;
                this.tracker.addUsage(m.usage, m.stopReason !== "error" && m.stopReason !== "aborted");
            }
        }
        this.emit(event);
    }
    checkBudget() {
        this.budgetStop ??= this.tracker.exceeded();
        return this.budgetStop !== undefined;
    }
    /** Runs one prompt (or several, in order) to completion, including retries and compaction. */
    async prompt(text) {
        this.tracker = new BudgetTracker(this.options.budgets ?? {});
        this.budgetStop = undefined;
        this.budgetAbort = new AbortController();
        this.runController = new AbortController();
        const timers = this.armTimeBudget();
        try {
            let outcome;
            for (const t of Array.isArray(text) ? text : [text]) {
                await this.compactIfNeeded("threshold");
                outcome = await this.runToOutcome(t);
                if (outcome.status !== "success")
                    break;
            }
            return outcome;
        }
        finally {
            for (const t of timers)
                clearTimeout(t);
        }
    }
    armTimeBudget() {
        const remaining = this.tracker.remainingMs();
        if (remaining === undefined)
            return [];
        const stop = setTimeout(() => {
            this.checkBudget();
            // A model call in flight is cut now; running tools get a grace period to finish.
            this.budgetAbort.abort();
        }, remaining);
        const hard = setTimeout(() => this.agent.abort(), remaining + (this.options.toolGraceMs ?? 30_000));
        stop.unref();
        hard.unref();
        return [stop, hard];
    }
    async runToOutcome(text) {
        let attempt = 0;
        let overflowRecovered = false;
        let added = await this.agent.prompt(text);
        while (true) {
            const last = added.findLast((m) => m.role === "assistant");
            if (this.budgetStop)
                return this.finishBudget();
            if (!last || last.stopReason === "aborted")
                return this.finish("aborted", "The run was aborted.");
            if (last.stopReason !== "error") {
                if (attempt > 0)
                    this.emit({ type: "auto_retry_end", success: true, attempt });
                await this.compactIfNeeded("threshold");
                return this.finish("success");
            }
            const overflow = last.errorKind === "overflow" || (!last.errorKind && (0,errors/* isContextOverflowMessage */.NA)(last.errorMessage ?? ""));
            if (overflow && !overflowRecovered) {
                overflowRecovered = true;
                this.dropLastError();
                const compacted = await this.compactNow("overflow", true);
                if (!compacted)
                    return this.finish("failed", last.errorMessage);
                await (0,retry/* sleep */.yy)(100, this.runController.signal).catch(() => undefined);
                added = await this.agent.continue();
                continue;
            }
            if (overflow) {
                return this.finish("failed", "Context overflow recovery failed after one compact-and-retry attempt. Try reducing context or switching to a larger-context model.");
            }
            attempt++;
            const decision = (0,retry/* decideRetry */.tE)(last, attempt, this.retry);
            if (!decision.retry) {
                const reason = decision.reason ? `${last.errorMessage} (not retried: ${decision.reason})` : last.errorMessage;
                if (attempt > 1)
                    this.emit({ type: "auto_retry_end", success: false, attempt: attempt - 1, finalError: reason });
                return this.finish("failed", reason);
            }
            this.emit({ type: "auto_retry_start", attempt, maxAttempts: this.retry.maxRetries, delayMs: decision.delayMs, errorMessage: last.errorMessage ?? "" });
            this.dropLastError();
            try {
                await (0,retry/* sleep */.yy)(decision.delayMs, this.runController.signal);
            }
            catch {
                return this.finish("aborted", "The run was aborted.");
            }
            added = await this.agent.continue();
        }
    }
    /** The failed reply stays in the file; the retried request must not carry it. */
    dropLastError() {
        const last = this.agent.messages.at(-1);
        if (last?.role === "assistant" && last.stopReason === "error")
            this.agent.messages.pop();
    }
    finishBudget() {
        const stop = this.budgetStop;
        this.store.append({ type: "custom", customType: "repo-agent.budget_stop", data: { budget: stop.budget, message: stop.message, totals: { ...this.totals } } });
        this.emit({ type: "budget_stop", budget: stop.budget, message: stop.message });
        return { status: "budget-exceeded", answer: this.answer(), budget: stop, errorMessage: stop.message, totals: { ...this.totals } };
    }
    finish(status, errorMessage) {
        return { status, answer: this.answer(), ...(errorMessage ? { errorMessage } : {}), totals: { ...this.totals } };
    }
    answer() {
        return this.agent.messages.findLast((m) => m.role === "assistant" && m.stopReason !== "error" && m.stopReason !== "aborted");
    }
    pathEntries() {
        const leaf = this.store.leafId ? this.store.getEntry(this.store.leafId) : undefined;
        if (!leaf)
            return [];
        const byId = new Map(this.store.entries.map((e) => [e.id, e]));
        return (0,session_context/* pathTo */.vs)(byId, leaf);
    }
    async compactIfNeeded(reason) {
        if (!this.compaction.enabled)
            return;
        const tokens = (0,compaction/* estimateContextTokens */.MZ)(this.agent.messages).tokens;
        if ((0,compaction/* shouldCompact */.D)(tokens, this.options.model.contextWindow, this.compaction))
            await this.compactNow(reason, false);
    }
    /** Summarises the older part of the session into a compaction entry and rebuilds the context. */
    async compactNow(reason, willRetry, customInstructions) {
        const preparation = (0,compaction/* prepareCompaction */.pU)(this.pathEntries(), this.compaction);
        if (!preparation)
            return false;
        this.emit({ type: "compaction_start", reason });
        const model = this.options.model;
        const base = this.options.streamFn ?? ai_stream/* streamModel */.ge;
        try {
            const result = await (0,compaction/* compact */.oE)(preparation, model, async (context, opts) => {
                const reply = await base(model, context, { ...this.options.streamOptions, maxTokens: opts.maxTokens, signal: opts.signal, thinking: opts.thinking }).result();
                this.tracker.addUsage(reply.usage, false);
                return reply;
            }, { customInstructions, signal: this.runController.signal, thinkingLevel: this.options.thinking });
            this.store.append({ type: "compaction", ...result });
            this.agent.messages.splice(0, this.agent.messages.length, ...this.store.buildContext().messages);
            // The file keeps the failed reply that led here; the retried request must not end with it.
            this.dropLastError();
            this.emit({ type: "compaction_end", reason, result, aborted: false, willRetry });
            return true;
        }
        catch (error) {
            const aborted = this.runController.signal.aborted;
            const prefix = reason === "overflow" ? "Context overflow recovery failed" : "Auto-compaction failed";
            this.emit({ type: "compaction_end", reason, aborted, willRetry: false, errorMessage: `${prefix}: ${error.message}` });
            return false;
        }
    }
}
function anySignal(...signals) {
    return AbortSignal.any(signals.filter((s) => s !== undefined));
}


/***/ }),

/***/ 12942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F1: () => (/* binding */ UPDATE_SUMMARIZATION_PROMPT),
/* harmony export */   qf: () => (/* binding */ branchSummaryMessage),
/* harmony export */   rC: () => (/* binding */ SUMMARIZATION_PROMPT),
/* harmony export */   s2: () => (/* binding */ TURN_PREFIX_SUMMARIZATION_PROMPT),
/* harmony export */   sk: () => (/* binding */ serializeConversation),
/* harmony export */   tV: () => (/* binding */ SUMMARIZATION_SYSTEM_PROMPT),
/* harmony export */   vi: () => (/* binding */ compactionSummaryMessage)
/* harmony export */ });
/* unused harmony exports COMPACTION_SUMMARY_PREFIX, COMPACTION_SUMMARY_SUFFIX, BRANCH_SUMMARY_PREFIX, BRANCH_SUMMARY_SUFFIX */
// The exact texts pi 0.73.1 uses for compaction (core/compaction/*.js, core/messages.js).
// Session files and summaries move between pi and repo-agent, so these are copied byte for byte.
const SUMMARIZATION_SYSTEM_PROMPT = `You are a context summarization assistant. Your task is to read a conversation between a user and an AI coding assistant, then produce a structured summary following the exact format specified.

Do NOT continue the conversation. Do NOT respond to any questions in the conversation. ONLY output the structured summary.`;
const SUMMARIZATION_PROMPT = `The messages above are a conversation to summarize. Create a structured context checkpoint summary that another LLM will use to continue the work.

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

Keep each section concise. Preserve exact file paths, function names, and error messages.`;
const UPDATE_SUMMARIZATION_PROMPT = `The messages above are NEW conversation messages to incorporate into the existing summary provided in <previous-summary> tags.

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

Keep each section concise. Preserve exact file paths, function names, and error messages.`;
const TURN_PREFIX_SUMMARIZATION_PROMPT = `This is the PREFIX of a turn that was too large to keep. The SUFFIX (recent work) is retained.

Summarize the prefix to provide context for the retained suffix:

## Original Request
[What did the user ask for in this turn?]

## Early Progress
- [Key decisions and work done in the prefix]

## Context for Suffix
- [Information needed to understand the retained recent work]

Be concise. Focus on what's needed to understand the kept suffix.`;
// How summaries re-enter the model's context (pi's core/messages.js).
const COMPACTION_SUMMARY_PREFIX = `The conversation history before this point was compacted into the following summary:

<summary>
`;
const COMPACTION_SUMMARY_SUFFIX = `
</summary>`;
const BRANCH_SUMMARY_PREFIX = `The following is a summary of a branch that this conversation came back from:

<summary>
`;
// pi has no newline before the closing tag here, unlike the compaction wrapper.
const BRANCH_SUMMARY_SUFFIX = `</summary>`;
function toEpochMs(timestamp) {
    return typeof timestamp === "number" ? timestamp : new Date(timestamp).getTime();
}
/** The user message a compaction summary becomes in the model's context. */
function compactionSummaryMessage(summary, timestamp) {
    return {
        role: "user",
        content: [{ type: "text", text: COMPACTION_SUMMARY_PREFIX + summary + COMPACTION_SUMMARY_SUFFIX }],
        timestamp: toEpochMs(timestamp),
    };
}
/** The user message a branch_summary entry becomes in the model's context. */
function branchSummaryMessage(summary, timestamp) {
    return {
        role: "user",
        content: [{ type: "text", text: BRANCH_SUMMARY_PREFIX + summary + BRANCH_SUMMARY_SUFFIX }],
        timestamp: toEpochMs(timestamp),
    };
}
const TOOL_RESULT_MAX_CHARS = 2000;
function truncateForSummary(text, maxChars) {
    if (text.length <= maxChars)
        return text;
    return `${text.slice(0, maxChars)}\n\n[... ${text.length - maxChars} more characters truncated]`;
}
/**
 * Renders messages as plain labelled text, so the summarising model reads a transcript instead
 * of continuing a conversation. Images are dropped; tool results are cut to 2000 characters.
 */
function serializeConversation(messages) {
    const parts = [];
    for (const msg of messages) {
        if (msg.role === "user") {
            const text = typeof msg.content === "string"
                ? msg.content
                : msg.content
                    .filter((c) => c.type === "text")
                    .map((c) => c.text)
                    .join("");
            if (text)
                parts.push(`[User]: ${text}`);
        }
        else if (msg.role === "assistant") {
            const texts = [];
            const thinking = [];
            const calls = [];
            for (const block of msg.content) {
                if (block.type === "text")
                    texts.push(block.text);
                else if (block.type === "thinking")
                    thinking.push(block.thinking);
                else if (block.type === "toolCall") {
                    const args = Object.entries(block.arguments)
                        .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
                        .join(", ");
                    calls.push(`${block.name}(${args})`);
                }
            }
            if (thinking.length > 0)
                parts.push(`[Assistant thinking]: ${thinking.join("\n")}`);
            if (texts.length > 0)
                parts.push(`[Assistant]: ${texts.join("\n")}`);
            if (calls.length > 0)
                parts.push(`[Assistant tool calls]: ${calls.join("; ")}`);
        }
        else if (msg.role === "toolResult") {
            const text = msg.content
                .filter((c) => c.type === "text")
                .map((c) => c.text)
                .join("");
            if (text)
                parts.push(`[Tool result]: ${truncateForSummary(text, TOOL_RESULT_MAX_CHARS)}`);
        }
    }
    return parts.join("\n\n");
}


/***/ }),

/***/ 95087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aX: () => (/* binding */ DEFAULT_COMPACTION_SETTINGS),
  oE: () => (/* binding */ compact),
  MZ: () => (/* reexport */ estimateContextTokens),
  pU: () => (/* binding */ prepareCompaction),
  D: () => (/* binding */ shouldCompact)
});

// UNUSED EXPORTS: BRANCH_SUMMARY_PREFIX, BRANCH_SUMMARY_SUFFIX, COMPACTION_SUMMARY_PREFIX, COMPACTION_SUMMARY_SUFFIX, SUMMARIZATION_PROMPT, SUMMARIZATION_SYSTEM_PROMPT, TURN_PREFIX_SUMMARIZATION_PROMPT, UPDATE_SUMMARIZATION_PROMPT, branchSummaryMessage, compactionSummaryMessage, contextTokensFromUsage, estimateTokens, findCutPoint, findTurnStartIndex, formatFileLists, messageFromEntry, serializeConversation

// EXTERNAL MODULE: ./src/session/compaction-prompts.ts
var compaction_prompts = __webpack_require__(12942);
;// CONCATENATED MODULE: ./src/session/token-estimate.ts
// pi's token heuristics (core/compaction/compaction.js): chars/4 rounded up. Deliberately
// pessimistic; it decides where to cut and is never shown as a real count.
/** An image counts as 4800 characters (1200 tokens), in tool results and custom messages only, as in pi. */
const IMAGE_CHARS = 4800;
/** Characters of text plus images; pi counts images in tool results and custom messages, not user messages. */
function contentChars(content, countImages) {
    if (typeof content === "string")
        return content.length;
    let chars = 0;
    for (const block of content) {
        if (block.type === "text")
            chars += block.text.length;
        else if (countImages)
            chars += IMAGE_CHARS;
    }
    return chars;
}
/** Estimated tokens of one message. */
function estimateTokens(message) {
    switch (message.role) {
        case "user":
            return Math.ceil(contentChars(message.content, false) / 4);
        case "assistant": {
            let chars = 0;
            for (const block of message.content) {
                if (block.type === "text")
                    chars += block.text.length;
                else if (block.type === "thinking")
                    chars += block.thinking.length;
                else if (block.type === "toolCall")
                    chars += block.name.length + JSON.stringify(block.arguments).length;
            }
            return Math.ceil(chars / 4);
        }
        case "toolResult":
            return Math.ceil(contentChars(message.content, true) / 4);
        default:
            return estimatePiOnlyMessage(message);
    }
}
function estimatePiOnlyMessage(message) {
    if ("command" in message && message.role === "bashExecution")
        return Math.ceil((message.command.length + message.output.length) / 4);
    if ("content" in message && message.role === "custom")
        return Math.ceil(contentChars(message.content, true) / 4);
    if ("summary" in message)
        return Math.ceil(message.summary.length / 4);
    return 0;
}
/** Tokens the provider reported for the whole context of one reply. */
function contextTokensFromUsage(usage) {
    return usage.totalTokens || usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
}
/** Usage of a reply that completed; failed and aborted replies carry no trustworthy usage. */
function validUsage(message) {
    if (message.role !== "assistant")
        return undefined;
    const m = message;
    if (m.stopReason === "error" || m.stopReason === "aborted" || !m.usage)
        return undefined;
    return m.usage;
}
/** The last reply's reported context size plus an estimate of everything after it. */
function estimateContextTokens(messages) {
    let lastUsageIndex = null;
    for (let i = messages.length - 1; i >= 0; i--) {
        if (validUsage(messages[i])) {
            lastUsageIndex = i;
            break;
        }
    }
    const usage = lastUsageIndex === null ? undefined : validUsage(messages[lastUsageIndex]);
    const usageTokens = usage ? contextTokensFromUsage(usage) : 0;
    let trailingTokens = 0;
    for (let i = (lastUsageIndex ?? -1) + 1; i < messages.length; i++)
        trailingTokens += estimateTokens(messages[i]);
    return { tokens: usageTokens + trailingTokens, usageTokens, trailingTokens, lastUsageIndex };
}

;// CONCATENATED MODULE: ./src/session/cut-point.ts

/**
 * Entries the kept range may start at. Never a tool result: it must stay after its tool call.
 * An assistant message is fine, its tool results follow it and are kept too.
 */
function isCutPoint(entry) {
    if (entry.type === "branch_summary" || entry.type === "custom_message")
        return true;
    // Checked by role name so pi-only roles (bashExecution, custom …) in a foreign file count too.
    return entry.type === "message" && entry.message.role !== "toolResult";
}
/** Entries that begin a turn: user messages and the entries that act as one. */
function startsTurn(entry) {
    if (entry.type === "branch_summary" || entry.type === "custom_message")
        return true;
    if (entry.type !== "message")
        return false;
    const role = entry.message.role;
    return role === "user" || role === "bashExecution";
}
/** Index of the entry that starts the turn containing `entryIndex`, searching no further back than `startIndex`; -1 if none. */
function findTurnStartIndex(entries, entryIndex, startIndex) {
    for (let i = entryIndex; i >= startIndex; i--) {
        if (startsTurn(entries[i]))
            return i;
    }
    return -1;
}
/**
 * Keeps roughly the newest `keepRecentTokens` of entries[startIndex, endIndex): walks back from
 * the newest message summing estimates until the budget is reached, then cuts at the first valid
 * cut point at or after that message (the oldest cut point when the budget is never reached).
 */
function findCutPoint(entries, startIndex, endIndex, keepRecentTokens) {
    const cutPoints = [];
    for (let i = startIndex; i < endIndex; i++)
        if (isCutPoint(entries[i]))
            cutPoints.push(i);
    if (cutPoints.length === 0)
        return { firstKeptEntryIndex: startIndex, turnStartIndex: -1, isSplitTurn: false };
    let cutIndex = cutPoints[0];
    let accumulated = 0;
    for (let i = endIndex - 1; i >= startIndex; i--) {
        const entry = entries[i];
        if (entry.type !== "message")
            continue;
        accumulated += estimateTokens(entry.message);
        if (accumulated >= keepRecentTokens) {
            const at = cutPoints.find((c) => c >= i);
            if (at !== undefined)
                cutIndex = at;
            break;
        }
    }
    // A turn start (user message, custom_message …) is a clean boundary; anything else means the
    // turn around it is split. Decided on the cut entry itself, before the extension below: pi
    // decides after it, so a model_change right before a user message made pi treat the whole
    // previous turn as a split-turn prefix (an extra summary call for a turn that was complete).
    const cleanCut = startsTurn(entries[cutIndex]);
    const turnStartIndex = cleanCut ? -1 : findTurnStartIndex(entries, cutIndex, startIndex);
    // Keep the settings changes, labels etc. directly before the cut with the kept range.
    let firstKept = cutIndex;
    while (firstKept > startIndex) {
        const prev = entries[firstKept - 1];
        if (prev.type === "message" || prev.type === "compaction")
            break;
        firstKept--;
    }
    // The extension can swallow the turn's start (a custom_message is not a message entry): then
    // nothing of the turn is left to summarise separately.
    if (turnStartIndex >= firstKept)
        return { firstKeptEntryIndex: firstKept, turnStartIndex: -1, isSplitTurn: false };
    return { firstKeptEntryIndex: firstKept, turnStartIndex, isSplitTurn: turnStartIndex !== -1 };
}

;// CONCATENATED MODULE: ./src/session/compaction.ts



// Compaction as pi 0.73.1 does it (reference §6.6): pure functions over a branch path. The
// session decides when to call them and the store appends the resulting `compaction` entry.



const DEFAULT_COMPACTION_SETTINGS = {
    enabled: true,
    reserveTokens: 16384,
    keepRecentTokens: 20000,
};
function shouldCompact(contextTokens, contextWindow, settings) {
    if (!settings.enabled)
        return false;
    return contextTokens > contextWindow - settings.reserveTokens;
}
/**
 * The message an entry contributes to the model's context: message entries as they are,
 * custom_message and branch_summary entries as user messages; nothing for the rest.
 * (Compaction entries are placed by the context builder, see compactionSummaryMessage.)
 */
function messageFromEntry(entry) {
    switch (entry.type) {
        case "message":
            return entry.message;
        case "custom_message":
            return {
                role: "user",
                content: typeof entry.content === "string" ? [{ type: "text", text: entry.content }] : entry.content,
                timestamp: new Date(entry.timestamp).getTime(),
            };
        case "branch_summary":
            return (0,compaction_prompts/* branchSummaryMessage */.qf)(entry.summary, entry.timestamp);
        default:
            return undefined;
    }
}
/** Estimated tokens of what an entry puts into context, measured as pi measures its own message kinds. */
function estimateEntryTokens(entry) {
    switch (entry.type) {
        case "message":
            return estimateTokens(entry.message);
        case "custom_message":
            return Math.ceil(contentChars(entry.content, true) / 4);
        case "branch_summary":
        case "compaction":
            return Math.ceil(entry.summary.length / 4);
        default:
            return 0;
    }
}
/** The entries whose messages form the context, in context order (pi's buildSessionContext). */
function contextEntries(path) {
    let compactionIndex = -1;
    for (let i = path.length - 1; i >= 0 && compactionIndex < 0; i--)
        if (path[i].type === "compaction")
            compactionIndex = i;
    const contributes = (e) => e.type === "message" || e.type === "custom_message" || (e.type === "branch_summary" && !!e.summary);
    if (compactionIndex < 0)
        return path.filter(contributes);
    const compaction = path[compactionIndex];
    const keptFrom = path.findIndex((e, i) => i < compactionIndex && e.id === compaction.firstKeptEntryId);
    const kept = keptFrom < 0 ? [] : path.slice(keptFrom, compactionIndex);
    return [compaction, ...kept.filter(contributes), ...path.slice(compactionIndex + 1).filter(contributes)];
}
/** Context size of a path: the last valid reported usage plus estimates of what follows it. */
function pathContextTokens(path) {
    const entries = contextEntries(path);
    let trailing = 0;
    for (let i = entries.length - 1; i >= 0; i--) {
        const entry = entries[i];
        const usage = entry.type === "message" ? validUsage(entry.message) : undefined;
        if (usage)
            return contextTokensFromUsage(usage) + trailing;
        trailing += estimateEntryTokens(entry);
    }
    return trailing;
}
/** Records the `path` argument of read/write/edit tool calls. */
function collectFileOps(message, ops) {
    if (message.role !== "assistant")
        return;
    for (const block of message.content) {
        if (block.type !== "toolCall")
            continue;
        const path = block.arguments?.path;
        if (typeof path !== "string" || !path)
            continue;
        if (block.name === "read")
            ops.read.add(path);
        else if (block.name === "write")
            ops.written.add(path);
        else if (block.name === "edit")
            ops.edited.add(path);
    }
}
/**
 * Works out what compaction of a branch path would summarise and keep. Undefined when there is
 * nothing to summarise: the path ends in a compaction, or everything fits in keepRecentTokens.
 */
function prepareCompaction(pathEntries, settings) {
    if (pathEntries.length === 0 || pathEntries[pathEntries.length - 1].type === "compaction")
        return undefined;
    let prevIndex = -1;
    for (let i = pathEntries.length - 1; i >= 0 && prevIndex < 0; i--)
        if (pathEntries[i].type === "compaction")
            prevIndex = i;
    const prev = prevIndex >= 0 ? pathEntries[prevIndex] : undefined;
    let boundaryStart = 0;
    if (prev) {
        const keptIndex = pathEntries.findIndex((e) => e.id === prev.firstKeptEntryId);
        boundaryStart = keptIndex >= 0 ? keptIndex : prevIndex + 1;
    }
    const cut = findCutPoint(pathEntries, boundaryStart, pathEntries.length, settings.keepRecentTokens);
    const firstKept = pathEntries[cut.firstKeptEntryIndex];
    if (!firstKept?.id)
        return undefined;
    const collect = (from, to) => {
        const out = [];
        for (let i = from; i < to; i++) {
            const m = messageFromEntry(pathEntries[i]);
            if (m)
                out.push(m);
        }
        return out;
    };
    const historyEnd = cut.isSplitTurn ? cut.turnStartIndex : cut.firstKeptEntryIndex;
    const messagesToSummarize = collect(boundaryStart, historyEnd);
    const turnPrefixMessages = cut.isSplitTurn ? collect(cut.turnStartIndex, cut.firstKeptEntryIndex) : [];
    // pi goes on and asks the model to summarise an empty conversation here.
    if (messagesToSummarize.length === 0 && turnPrefixMessages.length === 0)
        return undefined;
    const ops = { read: new Set(), written: new Set(), edited: new Set() };
    // Hook-made compactions carry no file lists of ours (pi keeps the flag for compatibility).
    if (prev && !prev.fromHook && prev.details) {
        if (Array.isArray(prev.details.readFiles))
            for (const f of prev.details.readFiles)
                ops.read.add(f);
        if (Array.isArray(prev.details.modifiedFiles))
            for (const f of prev.details.modifiedFiles)
                ops.edited.add(f);
    }
    for (const m of messagesToSummarize)
        collectFileOps(m, ops);
    for (const m of turnPrefixMessages)
        collectFileOps(m, ops);
    const modified = new Set([...ops.edited, ...ops.written]);
    return {
        firstKeptEntryId: firstKept.id,
        messagesToSummarize,
        turnPrefixMessages,
        isSplitTurn: cut.isSplitTurn,
        tokensBefore: pathContextTokens(pathEntries),
        previousSummary: prev?.summary,
        readFiles: [...ops.read].filter((f) => !modified.has(f)).sort(),
        modifiedFiles: [...modified].sort(),
        settings,
    };
}
/** The `<read-files>` / `<modified-files>` blocks appended to every summary. */
function formatFileLists(readFiles, modifiedFiles) {
    const sections = [];
    if (readFiles.length > 0)
        sections.push(`<read-files>\n${readFiles.join("\n")}\n</read-files>`);
    if (modifiedFiles.length > 0)
        sections.push(`<modified-files>\n${modifiedFiles.join("\n")}\n</modified-files>`);
    return sections.length === 0 ? "" : `\n\n${sections.join("\n\n")}`;
}
async function summarize(complete, promptText, maxTokens, options, model, failure) {
    const context = {
        systemPrompt: compaction_prompts/* SUMMARIZATION_SYSTEM_PROMPT */.tV,
        messages: [{ role: "user", content: [{ type: "text", text: promptText }], timestamp: Date.now() }],
    };
    const level = options.thinkingLevel;
    const opts = { maxTokens };
    if (options.signal)
        opts.signal = options.signal;
    if (model.reasoning && level && level !== "off")
        opts.thinking = level;
    const response = await complete(context, opts);
    // pi only checks "error"; an aborted reply would become an empty summary there.
    if (response.stopReason === "error" || response.stopReason === "aborted") {
        throw new Error(`${failure}: ${response.errorMessage || "Unknown error"}`);
    }
    return response.content
        .filter((c) => c.type === "text")
        .map((c) => c.text)
        .join("\n");
}
function historyPrompt(prep, customInstructions) {
    let instructions = prep.previousSummary ? compaction_prompts/* UPDATE_SUMMARIZATION_PROMPT */.F1 : compaction_prompts/* SUMMARIZATION_PROMPT */.rC;
    if (customInstructions)
        instructions = `${instructions}\n\nAdditional focus: ${customInstructions}`;
    let text = `<conversation>\n${(0,compaction_prompts/* serializeConversation */.sk)(prep.messagesToSummarize)}\n</conversation>\n\n`;
    if (prep.previousSummary)
        text += `<previous-summary>\n${prep.previousSummary}\n</previous-summary>\n\n`;
    return text + instructions;
}
/** A previous summary without its trailing file lists (they are appended afresh, cumulatively). */
function withoutFileLists(summary) {
    return summary.replace(/(?:\n\n<(read|modified)-files>\n[\s\S]*?\n<\/\1-files>)+$/, "");
}
/**
 * Summarises a prepared compaction with the injected model call. A split turn gets a second,
 * parallel call for the turn's beginning, merged below the history summary. Throws
 * `Summarization failed: <reason>` when the model call fails or is aborted.
 */
async function compact(prep, model, complete, options = {}) {
    const reserve = prep.settings.reserveTokens;
    const history = () => summarize(complete, historyPrompt(prep, options.customInstructions), Math.floor(0.8 * reserve), options, model, "Summarization failed");
    let summary;
    if (prep.isSplitTurn && prep.turnPrefixMessages.length > 0) {
        const prefixPrompt = `<conversation>\n${(0,compaction_prompts/* serializeConversation */.sk)(prep.turnPrefixMessages)}\n</conversation>\n\n${compaction_prompts/* TURN_PREFIX_SUMMARIZATION_PROMPT */.s2}`;
        // No history before the split turn: pi writes "No prior history." even when an earlier
        // summary exists, losing it; that summary is carried over instead.
        const noHistory = prep.previousSummary ? withoutFileLists(prep.previousSummary) : "No prior history.";
        const [historyText, prefixText] = await Promise.all([
            prep.messagesToSummarize.length > 0 ? history() : Promise.resolve(noHistory),
            summarize(complete, prefixPrompt, Math.floor(0.5 * reserve), options, model, "Turn prefix summarization failed"),
        ]);
        summary = `${historyText}\n\n---\n\n**Turn Context (split turn):**\n\n${prefixText}`;
    }
    else {
        summary = await history();
    }
    summary += formatFileLists(prep.readFiles, prep.modifiedFiles);
    return {
        summary,
        firstKeptEntryId: prep.firstKeptEntryId,
        tokensBefore: prep.tokensBefore,
        details: { readFiles: prep.readFiles, modifiedFiles: prep.modifiedFiles },
    };
}


/***/ }),

/***/ 70771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ DEFAULT_RETRY_SETTINGS),
/* harmony export */   tE: () => (/* binding */ decideRetry),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
/* unused harmony export isRetryable */
/* harmony import */ var _ai_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74646);

const DEFAULT_RETRY_SETTINGS = { enabled: true, maxRetries: 3, baseDelayMs: 2000, maxDelayMs: 60_000 };
/** Errors from pi sessions carry no errorKind; their message decides, as in pi. */
function isRetryable(message) {
    if (message.stopReason !== "error")
        return false;
    if (message.errorKind)
        return message.errorKind === "retryable";
    return (0,_ai_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetryableMessage */ .wV)(message.errorMessage ?? "");
}
/** Whether to make retry number `attempt` (1-based) after `message` failed. */
function decideRetry(message, attempt, settings) {
    if (!settings.enabled || !isRetryable(message) || attempt > settings.maxRetries)
        return { retry: false };
    const backoff = settings.baseDelayMs * 2 ** (attempt - 1);
    const asked = message.retryAfterMs ?? 0;
    if (asked > settings.maxDelayMs) {
        return { retry: false, reason: `the provider asked to wait ${Math.ceil(asked / 1000)}s, more than the ${Math.round(settings.maxDelayMs / 1000)}s limit` };
    }
    return { retry: true, delayMs: Math.min(Math.max(backoff, asked), settings.maxDelayMs) };
}
/** Resolves after `ms`, or rejects at once when the signal aborts. */
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(new Error("aborted"));
        const timer = setTimeout(() => {
            signal?.removeEventListener("abort", onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            reject(new Error("aborted"));
        };
        signal?.addEventListener("abort", onAbort, { once: true });
    });
}


/***/ }),

/***/ 41595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uv: () => (/* binding */ buildSessionContext),
/* harmony export */   vs: () => (/* binding */ pathTo)
/* harmony export */ });
/* unused harmony exports bashExecutionToText, toLlmMessage */
/* harmony import */ var _compaction_prompts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12942);

/** pi's bashExecutionToText: how a user's `!cmd` reaches the model. */
function bashExecutionToText(m) {
    let text = `Ran \`${m.command}\`\n`;
    text += m.output ? `\`\`\`\n${m.output}\n\`\`\`` : "(no output)";
    if (m.cancelled)
        text += "\n\n(command cancelled)";
    else if (m.exitCode !== null && m.exitCode !== undefined && m.exitCode !== 0)
        text += `\n\nCommand exited with code ${m.exitCode}`;
    if (m.truncated && m.fullOutputPath)
        text += `\n\n[Output truncated. Full output: ${m.fullOutputPath}]`;
    return text;
}
function userText(text, timestamp) {
    return { role: "user", content: [{ type: "text", text }], timestamp };
}
function customContent(content) {
    return typeof content === "string" ? [{ type: "text", text: content }] : content;
}
const time = (iso) => new Date(iso).getTime();
/** A stored message as the model sees it (pi's convertToLlm); undefined when it is not sent. */
function toLlmMessage(m) {
    switch (m.role) {
        case "user":
        case "assistant":
        case "toolResult":
            return m;
        case "bashExecution":
            return m.excludeFromContext ? undefined : userText(bashExecutionToText(m), m.timestamp);
        case "custom":
            return { role: "user", content: customContent(m.content), timestamp: m.timestamp };
        case "branchSummary":
            return (0,_compaction_prompts_js__WEBPACK_IMPORTED_MODULE_0__/* .branchSummaryMessage */ .qf)(m.summary, m.timestamp);
        case "compactionSummary":
            return (0,_compaction_prompts_js__WEBPACK_IMPORTED_MODULE_0__/* .compactionSummaryMessage */ .vi)(m.summary, m.timestamp);
        default:
            // A role from a newer pi: not something the model can be given.
            return undefined;
    }
}
/** The model message an entry contributes, if any. */
function entryMessage(entry) {
    switch (entry.type) {
        case "message":
            return toLlmMessage(entry.message);
        case "custom_message":
            return { role: "user", content: customContent(entry.content), timestamp: time(entry.timestamp) };
        case "branch_summary":
            // pi drops a branch summary with an empty text.
            return entry.summary ? (0,_compaction_prompts_js__WEBPACK_IMPORTED_MODULE_0__/* .branchSummaryMessage */ .qf)(entry.summary, entry.timestamp) : undefined;
        default:
            return undefined;
    }
}
/** Entries from the root to `leaf`, following parentId (a cycle in a damaged file ends the walk). */
function pathTo(byId, leaf) {
    const path = [];
    const seen = new Set();
    let current = leaf;
    while (current && !seen.has(current.id)) {
        seen.add(current.id);
        path.push(current);
        current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    return path.reverse();
}
/**
 * Rebuilds the model context at `leafId`: null means "before the first entry" (empty context);
 * undefined, or an id not in the file, means the last entry (as pi does).
 */
function buildSessionContext(entries, leafId) {
    if (leafId === null)
        return { messages: [], thinkingLevel: "off" };
    const byId = new Map();
    for (const e of entries)
        byId.set(e.id, e);
    const leaf = (leafId !== undefined ? byId.get(leafId) : undefined) ?? entries[entries.length - 1];
    if (!leaf)
        return { messages: [], thinkingLevel: "off" };
    const path = pathTo(byId, leaf);
    let thinkingLevel = "off";
    let model;
    let compactionIndex = -1;
    for (let i = 0; i < path.length; i++) {
        const entry = path[i];
        if (entry.type === "thinking_level_change")
            thinkingLevel = entry.thinkingLevel;
        else if (entry.type === "model_change")
            model = { provider: entry.provider, modelId: entry.modelId };
        else if (entry.type === "message" && entry.message.role === "assistant") {
            model = { provider: entry.message.provider, modelId: entry.message.model };
        }
        else if (entry.type === "compaction")
            compactionIndex = i;
    }
    const messages = [];
    const add = (entry) => {
        const m = entryMessage(entry);
        if (m)
            messages.push(m);
    };
    if (compactionIndex === -1) {
        path.forEach(add);
    }
    else {
        const compaction = path[compactionIndex];
        messages.push((0,_compaction_prompts_js__WEBPACK_IMPORTED_MODULE_0__/* .compactionSummaryMessage */ .vi)(compaction.summary, compaction.timestamp));
        // Kept entries: from firstKeptEntryId up to the compaction (none if that id is not on the path).
        const firstKept = path.findIndex((e, i) => i < compactionIndex && e.id === compaction.firstKeptEntryId);
        if (firstKept !== -1)
            path.slice(firstKept, compactionIndex).forEach(add);
        path.slice(compactionIndex + 1).forEach(add);
    }
    return { messages, ...(model ? { model } : {}), thinkingLevel };
}


/***/ }),

/***/ 29540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cx: () => (/* binding */ sessionFileName),
/* harmony export */   NB: () => (/* binding */ isHeaderLike),
/* harmony export */   O$: () => (/* binding */ findMostRecentSession),
/* harmony export */   j9: () => (/* binding */ sessionDirFor),
/* harmony export */   nH: () => (/* binding */ uuidv7)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



// Where session files live and what they are called, as pi 0.73.1 does it (reference §4.1).
/** `<agentDir>/sessions/--<cwd without leading slash, with / \ : replaced by ->--/`. */
function sessionDirFor(cwd, agentDir) {
    const safe = `--${cwd.replace(/^[/\\]/, "").replace(/[/\\:]/g, "-")}--`;
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(agentDir, "sessions", safe);
}
/** `<ISO timestamp with ':' and '.' replaced by '-'>_<id>.jsonl`. */
function sessionFileName(timestamp, id) {
    return `${timestamp.replace(/[:.]/g, "-")}_${id}.jsonl`;
}
/** RFC 9562 UUIDv7: 48-bit Unix milliseconds, version 7, variant 10, the rest random. */
function uuidv7(now = Date.now()) {
    const b = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16);
    let ms = now;
    for (let i = 5; i >= 0; i--) {
        b[i] = ms % 256;
        ms = Math.floor(ms / 256);
    }
    b[6] = (b[6] & 0x0f) | 0x70;
    b[8] = (b[8] & 0x3f) | 0x80;
    const h = b.toString("hex");
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
/** A header must be an object with type "session" and a string id (pi's own test). */
function isHeaderLike(value) {
    if (typeof value !== "object" || value === null)
        return false;
    const v = value;
    return v.type === "session" && typeof v.id === "string";
}
/** The first line of a file, read in small pieces so a huge session is not loaded whole. */
function readFirstLine(path, limit = 1 << 20) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, "r");
    try {
        const chunks = [];
        const buf = Buffer.alloc(4096);
        let total = 0;
        while (total < limit) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buf, 0, buf.length, total);
            if (n === 0)
                break;
            const nl = buf.subarray(0, n).indexOf(10);
            chunks.push(Buffer.from(buf.subarray(0, nl === -1 ? n : nl)));
            total += n;
            if (nl !== -1)
                break;
        }
        return Buffer.concat(chunks).toString("utf8");
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
function hasValidHeader(path) {
    try {
        return isHeaderLike(JSON.parse(readFirstLine(path)));
    }
    catch {
        return false;
    }
}
/** Newest `.jsonl` in `dir` by modification time whose first line is a session header. */
function findMostRecentSession(dir) {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir);
    }
    catch {
        return undefined;
    }
    let best;
    for (const name of names) {
        if (!name.endsWith(".jsonl"))
            continue;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name);
        let mtime;
        try {
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(path);
            if (!st.isFile())
                continue;
            mtime = st.mtimeMs;
        }
        catch {
            continue;
        }
        // Same mtime (coarse clocks, fast runs): the later file name, whose timestamp is newer, wins.
        if (best && (mtime < best.mtime || (mtime === best.mtime && path < best.path)))
            continue;
        if (hasValidHeader(path))
            best = { path, mtime };
    }
    return best?.path;
}


/***/ }),

/***/ 16366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ SessionStore)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/session/session-context.ts
var session_context = __webpack_require__(41595);
// EXTERNAL MODULE: ./src/session/session-paths.ts
var session_paths = __webpack_require__(29540);
;// CONCATENATED MODULE: ./src/session/types.ts
// pi's session JSONL v3 (reference §4): a header line, then entries forming a tree by id/parentId.
const SESSION_VERSION = 3;

;// CONCATENATED MODULE: ./src/session/session-store.ts






/** 8 hex characters not used yet in this file. */
function newEntryId(taken) {
    for (;;) {
        const id = (0,external_node_crypto_.randomUUID)().slice(0, 8);
        if (!taken.has(id))
            return id;
    }
}
/**
 * What an interrupted write leaves: a line that stops inside an unclosed object, possibly padded
 * with NUL bytes (a power loss can zero-fill the end of a file), or only NULs. Anything else that
 * fails to parse is damage the user should see.
 */
function isTornWrite(line) {
    const s = line.replace(/\0+\s*$/, "").trim();
    if (!s)
        return true;
    if (!s.startsWith("{"))
        return false;
    let depth = 0;
    let inString = false;
    let escaped = false;
    for (const ch of s) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (ch === "\\")
                escaped = true;
            else if (ch === '"')
                inString = false;
        }
        else if (ch === '"')
            inString = true;
        else if (ch === "{" || ch === "[")
            depth++;
        else if ((ch === "}" || ch === "]") && --depth === 0)
            return false;
    }
    return true;
}
/** pi's v1 -> v2 (ids and a linear parent chain) and v2 -> v3 (hookMessage -> custom), in memory. */
function migrate(header, entries) {
    const version = typeof header.version === "number" ? header.version : 1;
    if (version < 2) {
        const all = [header, ...entries]; // v1 compaction indexes count the header line, as in pi
        const ids = new Set();
        let prev = null;
        for (const e of entries) {
            e.id = newEntryId(ids);
            ids.add(e.id);
            e.parentId = prev;
            prev = e.id;
            if (e.type === "compaction" && typeof e.firstKeptEntryIndex === "number") {
                const target = all[e.firstKeptEntryIndex];
                if (target && target.type !== "session")
                    e.firstKeptEntryId = target.id;
                delete e.firstKeptEntryIndex;
            }
        }
    }
    for (const e of entries) {
        const m = e.message;
        if (e.type === "message" && m?.role === "hookMessage")
            m.role = "custom";
    }
    header.version = SESSION_VERSION;
}
function parseSessionFile(path, text) {
    const lines = text.split("\n");
    const damaged = (n, what) => new Error(`Session file ${path} is damaged at line ${n}: ${what}. Fix or delete that line, then try again.`);
    let first = 0;
    while (first < lines.length && !lines[first].trim())
        first++;
    let last = lines.length - 1;
    while (last >= 0 && !lines[last].trim())
        last--;
    let header;
    try {
        header = JSON.parse(lines[first]);
    }
    catch {
        header = undefined;
    }
    if (!(0,session_paths/* isHeaderLike */.NB)(header)) {
        throw new Error(`${path} is not a session file: line ${first + 1} is not a {"type":"session",...} header. It was left unchanged; pass another session file.`);
    }
    const version = header.version ?? 1;
    if (typeof version !== "number" || !Number.isInteger(version) || version < 1 || version > SESSION_VERSION) {
        throw new Error(`Session file ${path} has version ${JSON.stringify(version)}; this repo-agent reads versions 1 to ${SESSION_VERSION}. Use a newer repo-agent or another file.`);
    }
    const warnings = [];
    const raws = [];
    for (let i = first + 1; i <= last; i++) {
        const line = lines[i];
        if (!line.trim())
            continue;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            if (i !== last && !isTornWrite(line))
                throw damaged(i + 1, "not valid JSON");
            warnings.push(`${path}: skipped line ${i + 1}, an incomplete write`);
            continue;
        }
        if (typeof value !== "object" || value === null || Array.isArray(value) || typeof value.type !== "string") {
            throw damaged(i + 1, "not a session entry (no \"type\")");
        }
        // pi re-writes the header and earlier entries when it first flushes a file that had no
        // assistant reply yet; such repeats are skipped below.
        if (value.type === "session")
            continue;
        raws.push({ raw: value, line: i + 1 });
    }
    if (version < SESSION_VERSION)
        migrate(header, raws.map((r) => r.raw));
    const entries = [];
    const seen = new Set();
    let leafId = null;
    for (const { raw, line } of raws) {
        if (typeof raw.id !== "string" || !(raw.parentId === null || typeof raw.parentId === "string")) {
            throw damaged(line, "entry without a string \"id\" and \"parentId\"");
        }
        leafId = raw.id;
        if (seen.has(raw.id))
            continue;
        seen.add(raw.id);
        entries.push(raw);
    }
    return {
        header: header,
        entries,
        leafId,
        needsNewline: !text.endsWith("\n"),
        warnings,
        ...(version < SESSION_VERSION ? { migratedFrom: version } : {}),
    };
}
/** Replaces the file with its migrated form, keeping the original beside it as `<file>.v<N>.bak`. */
function rewriteMigrated(path, loaded, from) {
    const tmp = `${path}.tmp-${process.pid}`;
    (0,external_node_fs_.writeFileSync)(tmp, [loaded.header, ...loaded.entries].map((e) => JSON.stringify(e) + "\n").join(""));
    try {
        (0,external_node_fs_.copyFileSync)(path, `${path}.v${from}.bak`, external_node_fs_.constants.COPYFILE_EXCL);
    }
    catch (err) {
        if (err.code !== "EEXIST")
            throw err;
    }
    (0,external_node_fs_.renameSync)(tmp, path);
}
function newHeader(cwd) {
    return { type: "session", version: SESSION_VERSION, id: (0,session_paths/* uuidv7 */.nH)(), timestamp: new Date().toISOString(), cwd: (0,external_node_path_.resolve)(cwd) };
}
/** One session: its header, its entries (a tree by parentId) and the current leaf. */
class SessionStore {
    header;
    /** Absent for in-memory sessions. */
    path;
    /** Lines skipped on load (interrupted writes), for the caller to report. */
    warnings;
    list;
    byId = new Map();
    leaf;
    needsNewline;
    constructor(path, loaded) {
        this.path = path;
        this.header = loaded.header;
        this.list = loaded.entries;
        for (const e of this.list)
            this.byId.set(e.id, e);
        this.leaf = loaded.leafId;
        this.needsNewline = loaded.needsNewline;
        this.warnings = loaded.warnings;
    }
    /** A new session file `<timestamp>_<uuidv7>.jsonl` in `sessionDir` (created if missing). */
    static create(cwd, sessionDir) {
        const header = newHeader(cwd);
        return SessionStore.createAt((0,external_node_path_.join)((0,external_node_path_.resolve)(sessionDir), (0,session_paths/* sessionFileName */.Cx)(header.timestamp, header.id)), header);
    }
    /** Loads `path`, or starts a new session at exactly that path when it does not exist (or is empty). */
    static open(path, cwd) {
        const file = (0,external_node_path_.resolve)(path);
        if (!(0,external_node_fs_.existsSync)(file))
            return SessionStore.createAt(file, newHeader(cwd));
        let text;
        try {
            text = (0,external_node_fs_.readFileSync)(file, "utf8");
        }
        catch (err) {
            throw new Error(`Cannot read session file ${file}: ${err.message}`);
        }
        if (!text.trim()) {
            // Nothing to lose: give the empty file its header.
            const header = newHeader(cwd);
            (0,external_node_fs_.appendFileSync)(file, (text && !text.endsWith("\n") ? "\n" : "") + JSON.stringify(header) + "\n");
            return new SessionStore(file, { header, entries: [], leafId: null, needsNewline: false, warnings: [] });
        }
        const loaded = parseSessionFile(file, text);
        if (loaded.migratedFrom !== undefined) {
            rewriteMigrated(file, loaded, loaded.migratedFrom);
            loaded.needsNewline = false;
        }
        return new SessionStore(file, loaded);
    }
    /** The newest session in `sessionDir` (by mtime, with a valid header), or a new one. */
    static continueRecent(cwd, sessionDir) {
        const recent = (0,session_paths/* findMostRecentSession */.O$)((0,external_node_path_.resolve)(sessionDir));
        return recent ? SessionStore.open(recent, cwd) : SessionStore.create(cwd, sessionDir);
    }
    /** A session that is never written anywhere (`--no-session`); it still has a header. */
    static inMemory(cwd) {
        return new SessionStore(undefined, { header: newHeader(cwd), entries: [], leafId: null, needsNewline: false, warnings: [] });
    }
    static createAt(file, header) {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
        // "wx": never overwrite a file that appeared in the meantime.
        (0,external_node_fs_.writeFileSync)(file, JSON.stringify(header) + "\n", { flag: "wx" });
        return new SessionStore(file, { header, entries: [], leafId: null, needsNewline: false, warnings: [] });
    }
    get id() {
        return this.header.id;
    }
    /** All entries in file order (every branch), without the header. */
    get entries() {
        return this.list;
    }
    /** The entry the next append will hang under; null before the first entry. */
    get leafId() {
        return this.leaf;
    }
    getEntry(id) {
        return this.byId.get(id);
    }
    /**
     * Adds an entry under the current leaf, gives it id/parentId/timestamp, writes it to the file
     * at once, and makes it the leaf.
     */
    append(entry) {
        const full = { type: entry.type, id: newEntryId(this.byId), parentId: this.leaf, timestamp: new Date().toISOString() };
        for (const [key, value] of Object.entries(entry))
            if (!(key in full))
                full[key] = value;
        const line = JSON.stringify(full) + "\n";
        if (this.path) {
            (0,external_node_fs_.appendFileSync)(this.path, this.needsNewline ? "\n" + line : line);
            this.needsNewline = false;
        }
        const saved = full;
        this.list.push(saved);
        this.byId.set(saved.id, saved);
        this.leaf = saved.id;
        return saved;
    }
    /** Moves the leaf to an earlier entry (null: before the first), so the next append starts a branch there. */
    branch(id) {
        if (id !== null && !this.byId.has(id))
            throw new Error(`No entry ${id} in session ${this.header.id}.`);
        this.leaf = id;
    }
    /** The model context at the current leaf. */
    buildContext() {
        return (0,session_context/* buildSessionContext */.Uv)(this.list, this.leaf);
    }
}


/***/ }),

/***/ 12220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ loadSessionSettings)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _compaction_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95087);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70771);




function readJson(path) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, "utf8");
    }
    catch {
        return {};
    }
    try {
        const value = JSON.parse(text);
        return value && typeof value === "object" ? value : {};
    }
    catch (error) {
        throw new Error(`${path} is not valid JSON (${error.message}); fix or remove it.`);
    }
}
function pick(defaults, ...layers) {
    const out = { ...defaults };
    for (const layer of layers) {
        if (!layer || typeof layer !== "object")
            continue;
        for (const [k, v] of Object.entries(layer))
            if (k in out && typeof v === typeof out[k])
                out[k] = v;
    }
    return out;
}
/**
 * pi's `settings.json` keys that shape a run (`retry`, `compaction`), read from the user
 * directory and then `<cwd>/.pi/settings.json` (project wins), so pi users keep their tuning.
 */
function loadSessionSettings(agentDir, cwd) {
    const user = readJson((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(agentDir, "settings.json"));
    const project = readJson((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, ".pi", "settings.json"));
    return {
        retry: pick(_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_RETRY_SETTINGS */ .d, user.retry, project.retry),
        compaction: pick(_compaction_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_COMPACTION_SETTINGS */ .aX, user.compaction, project.compaction),
    };
}


/***/ }),

/***/ 51926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hC: () => (/* binding */ CODING_TOOL_NAMES),
  G3: () => (/* binding */ createCodingTools)
});

// UNUSED EXPORTS: createReadOnlyTools

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ../../work/main/node_modules/@sinclair/typebox/build/esm/type/type/index.mjs + 100 modules
var type = __webpack_require__(97606);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/tools/truncate.ts
// Output limits shared by the tools, with pi 0.73's semantics: whole lines only (except a single
// oversized last line in tail mode), bytes counted as UTF-8 including the "\n" separators.
const DEFAULT_MAX_LINES = 2000;
const DEFAULT_MAX_BYTES = 50 * 1024;
const GREP_MAX_LINE_LENGTH = 500;
function formatSize(bytes) {
    if (bytes < 1024)
        return `${bytes}B`;
    if (bytes < 1024 * 1024)
        return `${(bytes / 1024).toFixed(1)}KB`;
    return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}
function result(content, lines, totalBytes, maxLines, maxBytes, over) {
    return {
        content,
        truncated: false,
        truncatedBy: null,
        totalLines: lines.length,
        totalBytes,
        outputLines: lines.length,
        outputBytes: totalBytes,
        lastLinePartial: false,
        firstLineExceedsLimit: false,
        maxLines,
        maxBytes,
        ...over,
    };
}
/** Keeps whole lines from the start. */
function truncateHead(content, options = {}) {
    const maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const totalBytes = Buffer.byteLength(content, "utf8");
    const lines = content.split("\n");
    if (lines.length <= maxLines && totalBytes <= maxBytes)
        return result(content, lines, totalBytes, maxLines, maxBytes, {});
    if (Buffer.byteLength(lines[0], "utf8") > maxBytes) {
        return result("", lines, totalBytes, maxLines, maxBytes, {
            truncated: true,
            truncatedBy: "bytes",
            outputLines: 0,
            outputBytes: 0,
            firstLineExceedsLimit: true,
        });
    }
    let bytes = 0;
    let count = 0;
    let by = "lines";
    for (; count < lines.length; count++) {
        if (count >= maxLines)
            break;
        const add = Buffer.byteLength(lines[count], "utf8") + (count > 0 ? 1 : 0);
        if (bytes + add > maxBytes) {
            by = "bytes";
            break;
        }
        bytes += add;
    }
    const out = lines.slice(0, count).join("\n");
    return result(out, lines, totalBytes, maxLines, maxBytes, {
        truncated: true,
        truncatedBy: by,
        outputLines: count,
        outputBytes: bytes,
    });
}
/** Keeps whole lines from the end; a single last line over the byte limit keeps its tail. */
function truncateTail(content, options = {}) {
    const maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const totalBytes = Buffer.byteLength(content, "utf8");
    const lines = content.split("\n");
    if (lines.length <= maxLines && totalBytes <= maxBytes)
        return result(content, lines, totalBytes, maxLines, maxBytes, {});
    let bytes = 0;
    let count = 0;
    let by = "lines";
    for (let i = lines.length - 1; i >= 0; i--) {
        if (count >= maxLines)
            break;
        const add = Buffer.byteLength(lines[i], "utf8") + (count > 0 ? 1 : 0);
        if (bytes + add > maxBytes) {
            by = "bytes";
            if (count === 0) {
                const tail = tailBytes(lines[i], maxBytes);
                return result(tail, lines, totalBytes, maxLines, maxBytes, {
                    truncated: true,
                    truncatedBy: "bytes",
                    outputLines: 1,
                    outputBytes: Buffer.byteLength(tail, "utf8"),
                    lastLinePartial: true,
                });
            }
            break;
        }
        bytes += add;
        count++;
    }
    const out = lines.slice(lines.length - count).join("\n");
    return result(out, lines, totalBytes, maxLines, maxBytes, {
        truncated: true,
        truncatedBy: by,
        outputLines: count,
        outputBytes: bytes,
    });
}
/** The last `maxBytes` bytes of `text`, never splitting a UTF-8 character. */
function tailBytes(text, maxBytes) {
    const buf = Buffer.from(text, "utf8");
    let start = buf.length - maxBytes;
    // Skip continuation bytes (10xxxxxx) so the slice starts on a character boundary.
    while (start < buf.length && (buf[start] & 0xc0) === 0x80)
        start++;
    return buf.subarray(start).toString("utf8");
}
/** Cuts one line for grep output; counts UTF-16 units as pi does. */
function truncateLine(line, maxChars = GREP_MAX_LINE_LENGTH) {
    if (line.length <= maxChars)
        return { text: line, wasTruncated: false };
    return { text: `${line.slice(0, maxChars)}... [truncated]`, wasTruncated: true };
}

;// CONCATENATED MODULE: ./src/tools/bash-output.ts






// A command's output as the model sees it: decoded as a stream, cleaned the way a terminal would
// show it (no escape sequences, carriage-return overwrites resolved), kept as a bounded rolling
// tail. The raw bytes go to a temp file once the output outgrows the limits.
function byteLength(text) {
    return Buffer.byteLength(text, "utf8");
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}
/** Last `units` UTF-16 units of `text`, never starting inside a surrogate pair. */
function tailUnits(text, units) {
    let start = text.length - units;
    if (start <= 0)
        return text;
    if (isLowSurrogate(text.charCodeAt(start)))
        start++;
    return text.slice(start);
}
const emptyRun = () => ({ text: "", length: 0, bytes: 0 });
function appendRun(run, text, keep) {
    run.text += text;
    run.length += text.length;
    run.bytes += byteLength(text);
    if (run.text.length > 2 * keep)
        run.text = tailUnits(run.text, keep);
}
/** What a terminal shows after writing `seg` from column 0 over `base`. */
function overlay(base, seg, keep) {
    if (seg.length >= base.length)
        return { ...seg };
    const baseStart = base.length - base.text.length;
    let from = seg.length - baseStart;
    // When the overwritten head of a huge line was already dropped, count it as one byte per unit.
    let gap = 0;
    if (from < 0) {
        gap = -from;
        from = 0;
    }
    if (from > 0 && isLowSurrogate(base.text.charCodeAt(from)))
        from++;
    const rest = base.text.slice(from);
    const run = { text: seg.text + rest, length: seg.length + gap + rest.length, bytes: seg.bytes + gap + byteLength(rest) };
    if (run.text.length > 2 * keep)
        run.text = tailUnits(run.text, keep);
    return run;
}
/** C0 and C1 controls and DEL, except tab (plain text) and line feed (handled in bulk). */
const SPECIAL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;
/**
 * Streaming terminal cleaner: drops ANSI escape sequences (CSI, OSC, DCS/SOS/PM/APC, two-byte
 * ESC sequences) and other control characters, resolves `\r` overwrites and erase-in-line
 * (`ESC[K`, `ESC[2K`), and hands finished lines to the sink. A sequence never swallows a line
 * break, so line numbers match the raw output.
 */
class TerminalCleaner {
    sink;
    keep;
    state = "text";
    params = "";
    base = emptyRun();
    seg = emptyRun();
    constructor(sink, keep = 2 * DEFAULT_MAX_BYTES) {
        this.sink = sink;
        this.keep = keep;
    }
    write(text) {
        let i = 0;
        while (i < text.length) {
            if (this.state === "text") {
                // Plain text and line breaks up to the next other control character.
                SPECIAL.lastIndex = i;
                const j = SPECIAL.exec(text)?.index ?? text.length;
                if (j > i)
                    this.plain(text.slice(i, j));
                if (j < text.length)
                    this.control(text.charCodeAt(j));
                i = j + 1;
            }
            else if (this.sequence(text.charCodeAt(i))) {
                i++;
            }
        }
    }
    /** Plain text that may contain line breaks; whole lines in between pass through as one block. */
    plain(text) {
        const first = text.indexOf("\n");
        if (first === -1) {
            appendRun(this.seg, text, this.keep);
            return;
        }
        if (first > 0)
            appendRun(this.seg, text.slice(0, first), this.keep);
        this.control(0x0a);
        const last = text.lastIndexOf("\n");
        if (last > first) {
            const block = text.slice(first + 1, last + 1);
            let lines = 0;
            for (let k = block.indexOf("\n"); k !== -1; k = block.indexOf("\n", k + 1))
                lines++;
            this.sink(block, lines, byteLength(block));
        }
        if (last + 1 < text.length)
            appendRun(this.seg, text.slice(last + 1), this.keep);
    }
    /** The unfinished last line as a terminal would show it. */
    current() {
        return overlay(this.base, this.seg, this.keep);
    }
    control(code) {
        if (code === 0x0a) {
            const line = this.current();
            this.sink(`${line.text}\n`, 1, line.bytes + 1);
            this.base = emptyRun();
            this.seg = emptyRun();
        }
        else if (code === 0x0d) {
            this.base = this.current();
            this.seg = emptyRun();
        }
        else if (code === 0x1b) {
            this.state = "esc";
        }
        else if (code === 0x9b) {
            this.state = "csi";
            this.params = "";
        }
        else if (code === 0x9d || code === 0x90 || code === 0x98 || code === 0x9e || code === 0x9f) {
            this.state = "string";
        }
        // Every other control character is dropped.
    }
    /** Consumes one character of an escape sequence; false means "reprocess it as text". */
    sequence(code) {
        switch (this.state) {
            case "esc":
                if (code === 0x5b) {
                    this.state = "csi";
                    this.params = "";
                    return true;
                }
                if (code === 0x5d || code === 0x50 || code === 0x58 || code === 0x5e || code === 0x5f) {
                    this.state = "string";
                    return true;
                }
                if (code >= 0x20 && code <= 0x2f) {
                    this.state = "escInter";
                    return true;
                }
                this.state = "text";
                return code >= 0x30 && code <= 0x7e;
            case "escInter":
                if (code >= 0x20 && code <= 0x2f)
                    return true;
                this.state = "text";
                return code >= 0x30 && code <= 0x7e;
            case "csi":
                if (code >= 0x20 && code <= 0x3f) {
                    if (this.params.length < 16)
                        this.params += String.fromCharCode(code);
                    return true;
                }
                this.state = "text";
                if (code >= 0x40 && code <= 0x7e) {
                    if (code === 0x4b)
                        this.eraseInLine();
                    return true;
                }
                return false;
            case "string":
                if (code === 0x07 || code === 0x9c)
                    this.state = "text";
                else if (code === 0x1b)
                    this.state = "stringEsc";
                else if (code === 0x0a) {
                    this.state = "text";
                    return false;
                }
                return true;
            case "stringEsc":
                // ESC \ ends the string; any other ESC starts a new sequence.
                this.state = code === 0x5c ? "text" : "esc";
                return code === 0x5c;
            default:
                return false;
        }
    }
    eraseInLine() {
        const mode = this.params === "" ? "0" : this.params;
        if (mode === "0")
            this.base = emptyRun();
        else if (mode === "2") {
            this.base = emptyRun();
            this.seg = emptyRun();
        }
    }
}
/** Cleans a whole string at once (see TerminalCleaner). */
function cleanTerminalText(text) {
    let out = "";
    const cleaner = new TerminalCleaner((lines) => (out += lines), Math.max(text.length, 1));
    cleaner.write(text);
    return out + cleaner.current().text;
}
/** Accumulates a command's output with bounded memory. */
class BashOutput {
    maxLines;
    maxBytes;
    maxRollingBytes;
    tempFilePrefix;
    decoder = new TextDecoder();
    cleaner;
    // Cleaned finished lines, each ending in "\n"; only the last 1-2 x maxRollingBytes are kept.
    tail = "";
    tailBytes = 0;
    tailStartsAtLine = true;
    lines = 0;
    linesBytes = 0;
    // Raw side: held in memory until the output outgrows the limits, then streamed to a file.
    rawChunks = [];
    rawBytes = 0;
    rawLines = 1;
    decodedBytes = 0;
    tempFilePath;
    tempStream;
    finished = false;
    constructor(options = {}) {
        this.maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
        this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
        this.maxRollingBytes = Math.max(this.maxBytes * 2, 1);
        this.tempFilePrefix = options.tempFilePrefix ?? "repo-agent-bash";
        this.cleaner = new TerminalCleaner((text, lines, bytes) => this.addLines(text, lines, bytes), this.maxRollingBytes);
    }
    append(data) {
        if (this.finished)
            throw new Error("Cannot append to finished output");
        this.rawBytes += data.length;
        for (let i = data.indexOf(0x0a); i !== -1; i = data.indexOf(0x0a, i + 1))
            this.rawLines++;
        this.decode(this.decoder.decode(data, { stream: true }));
        // Cleaned output is never larger than the decoded output, so this opens the file before
        // the cleaned view can be truncated.
        if (this.tempStream || this.overLimits()) {
            this.ensureTempFile();
            this.tempStream?.write(data);
        }
        else if (data.length > 0) {
            this.rawChunks.push(data);
        }
    }
    finish() {
        if (this.finished)
            return;
        this.finished = true;
        this.decode(this.decoder.decode());
        if (this.overLimits())
            this.ensureTempFile();
    }
    /** Current cleaned tail, truncated to the limits. Totals count the whole output. */
    snapshot() {
        const pending = this.cleaner.current();
        const tailTruncation = truncateTail(this.snapshotText(pending), { maxLines: this.maxLines, maxBytes: this.maxBytes });
        const totalLines = this.lines + 1;
        const totalBytes = this.linesBytes + pending.bytes;
        const truncated = totalLines > this.maxLines || totalBytes > this.maxBytes;
        const truncatedBy = truncated ? (tailTruncation.truncatedBy ?? (totalBytes > this.maxBytes ? "bytes" : "lines")) : null;
        if (truncated)
            this.ensureTempFile();
        return {
            content: tailTruncation.content,
            truncation: {
                ...tailTruncation,
                truncated,
                truncatedBy,
                totalLines,
                totalBytes,
                maxLines: this.maxLines,
                maxBytes: this.maxBytes,
            },
            fullOutputPath: truncated ? this.tempFilePath : undefined,
        };
    }
    /** UTF-8 size of the (cleaned) last line. */
    lastLineBytes() {
        return this.cleaner.current().bytes;
    }
    /** Flushes and closes the temp file; deletes it when no notice will name it. */
    async closeTempFile(keep) {
        const stream = this.tempStream;
        const path = this.tempFilePath;
        this.tempStream = undefined;
        if (!stream || !path)
            return;
        await new Promise((resolve) => {
            if (stream.errored)
                resolve();
            else
                stream.end(() => resolve());
            stream.once("error", () => resolve());
        });
        if (!keep)
            await (0,promises_.unlink)(path).catch(() => undefined);
    }
    decode(text) {
        if (text.length === 0)
            return;
        this.decodedBytes += byteLength(text);
        this.cleaner.write(text);
    }
    addLines(text, lines, bytes) {
        this.lines += lines;
        this.linesBytes += bytes;
        this.tail += text;
        this.tailBytes += byteLength(text);
        if (this.tailBytes > this.maxRollingBytes * 2)
            this.trimTail();
    }
    trimTail() {
        const buffer = Buffer.from(this.tail, "utf8");
        let start = buffer.length - this.maxRollingBytes;
        while (start < buffer.length && (buffer[start] & 0xc0) === 0x80)
            start++;
        this.tailStartsAtLine = buffer[start - 1] === 0x0a;
        this.tail = buffer.subarray(start).toString("utf8");
        this.tailBytes = buffer.length - start;
    }
    snapshotText(pending) {
        let tail = this.tail;
        if (!this.tailStartsAtLine) {
            const firstNewline = tail.indexOf("\n");
            tail = tail.slice(firstNewline + 1);
        }
        return tail + pending.text;
    }
    overLimits() {
        const bytes = Math.max(this.rawBytes, this.decodedBytes);
        return bytes > this.maxBytes || this.rawLines > this.maxLines;
    }
    ensureTempFile() {
        if (this.tempFilePath)
            return;
        this.tempFilePath = (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `${this.tempFilePrefix}-${(0,external_node_crypto_.randomBytes)(8).toString("hex")}.log`);
        this.tempStream = (0,external_node_fs_.createWriteStream)(this.tempFilePath);
        // A failed temp file must not crash the process; the notice still names where it was meant to be.
        this.tempStream.on("error", () => undefined);
        for (const chunk of this.rawChunks)
            this.tempStream.write(chunk);
        this.rawChunks = [];
    }
}

;// CONCATENATED MODULE: ./src/tools/bash.ts






const bashSchema = type/* Type */.ZU.Object({
    command: type/* Type */.ZU.String({ description: "Bash command to execute" }),
    timeout: type/* Type */.ZU.Optional(type/* Type */.ZU.Number({ description: "Timeout in seconds (optional, no default timeout)" })),
});
const UPDATE_THROTTLE_MS = 100;
// After `exit`, inherited pipes held open by background grandchildren must not hang the tool.
const EXIT_STDIO_GRACE_MS = 100;
function findShell(shellPath, env) {
    if (shellPath) {
        if ((0,external_node_fs_.existsSync)(shellPath))
            return shellPath;
        throw new Error(`Custom shell path not found: ${shellPath}`);
    }
    if ((0,external_node_fs_.existsSync)("/bin/bash"))
        return "/bin/bash";
    for (const dir of (env?.PATH ?? process.env.PATH ?? "").split(external_node_path_.delimiter)) {
        if (dir && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, "bash")))
            return (0,external_node_path_.join)(dir, "bash");
    }
    return "sh";
}
/** SIGKILL to the whole process group (the child is a group leader), else to the child alone. */
function killProcessTree(pid) {
    try {
        process.kill(-pid, "SIGKILL");
    }
    catch {
        try {
            process.kill(pid, "SIGKILL");
        }
        catch {
            // Already gone.
        }
    }
}
/** Resolves on `close`, or shortly after `exit` when descendants keep the pipes open. */
function waitForChild(child) {
    return new Promise((resolve, reject) => {
        let settled = false;
        let exit;
        let graceTimer;
        let stdoutEnded = child.stdout === null;
        let stderrEnded = child.stderr === null;
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            if (graceTimer)
                clearTimeout(graceTimer);
            child.stdout?.destroy();
            child.stderr?.destroy();
            resolve(result);
        };
        const maybeFinish = () => {
            if (exit && stdoutEnded && stderrEnded)
                finish(exit);
        };
        child.stdout?.once("end", () => {
            stdoutEnded = true;
            maybeFinish();
        });
        child.stderr?.once("end", () => {
            stderrEnded = true;
            maybeFinish();
        });
        child.once("error", (err) => {
            if (settled)
                return;
            settled = true;
            if (graceTimer)
                clearTimeout(graceTimer);
            reject(err);
        });
        child.once("exit", (code, signal) => {
            exit = { exitCode: code, signal };
            maybeFinish();
            if (!settled)
                graceTimer = setTimeout(() => finish(exit), EXIT_STDIO_GRACE_MS);
        });
        child.once("close", (code, signal) => finish(exit ?? { exitCode: code, signal }));
    });
}
function createLocalBashOperations(options = {}) {
    return {
        exec(command, cwd, { onData, signal, timeout, env }) {
            return new Promise((resolve, reject) => {
                const shell = findShell(options.shellPath, env);
                if (!(0,external_node_fs_.existsSync)(cwd)) {
                    reject(new Error(`Working directory does not exist: ${cwd}\nCannot execute bash commands.`));
                    return;
                }
                const child = (0,external_node_child_process_.spawn)(shell, ["-c", command], {
                    cwd,
                    detached: process.platform !== "win32",
                    env: env ?? process.env,
                    stdio: ["ignore", "pipe", "pipe"],
                });
                let timedOut = false;
                let timer;
                const kill = () => {
                    if (child.pid)
                        killProcessTree(child.pid);
                };
                if (timeout !== undefined && timeout > 0) {
                    timer = setTimeout(() => {
                        timedOut = true;
                        kill();
                    }, timeout * 1000);
                }
                child.stdout?.on("data", onData);
                child.stderr?.on("data", onData);
                if (signal?.aborted)
                    kill();
                else
                    signal?.addEventListener("abort", kill, { once: true });
                const cleanup = () => {
                    if (timer)
                        clearTimeout(timer);
                    signal?.removeEventListener("abort", kill);
                };
                waitForChild(child).then((result) => {
                    cleanup();
                    if (signal?.aborted)
                        reject(new Error("aborted"));
                    else if (timedOut)
                        reject(new Error(`timeout:${timeout}`));
                    else
                        resolve(result);
                }, (err) => {
                    cleanup();
                    reject(err);
                });
            });
        },
    };
}
const defaultBashOperations = createLocalBashOperations();
/** Output text plus pi's truncation notice; `details` only when truncated. */
function formatOutput(output, snapshot, emptyText) {
    const { truncation, fullOutputPath } = snapshot;
    let text = snapshot.content || emptyText;
    if (!truncation.truncated)
        return { text };
    const startLine = truncation.totalLines - truncation.outputLines + 1;
    const endLine = truncation.totalLines;
    if (truncation.lastLinePartial) {
        const lineSize = formatSize(output.lastLineBytes());
        text += `\n\n[Showing last ${formatSize(truncation.outputBytes)} of line ${endLine} (line is ${lineSize}). Full output: ${fullOutputPath}]`;
    }
    else if (truncation.truncatedBy === "lines") {
        text += `\n\n[Showing lines ${startLine}-${endLine} of ${truncation.totalLines}. Full output: ${fullOutputPath}]`;
    }
    else {
        text += `\n\n[Showing lines ${startLine}-${endLine} of ${truncation.totalLines} (${formatSize(DEFAULT_MAX_BYTES)} limit). Full output: ${fullOutputPath}]`;
    }
    return { text, details: { truncation, fullOutputPath } };
}
const appendStatus = (text, status) => `${text ? `${text}\n\n` : ""}${status}`;
function createBashTool(cwd, options = {}) {
    const ops = options.operations ?? (options.shellPath ? createLocalBashOperations({ shellPath: options.shellPath }) : defaultBashOperations);
    const { commandPrefix } = options;
    const env = options.env ?? process.env;
    return {
        name: "bash",
        label: "bash",
        description: `Execute a bash command in the current working directory. Returns stdout and stderr. Output is truncated to last ${DEFAULT_MAX_LINES} lines or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first). If truncated, full output is saved to a temp file. Optionally provide a timeout in seconds.`,
        promptSnippet: "Execute bash commands (ls, grep, find, etc.)",
        parameters: bashSchema,
        async execute(_toolCallId, { command, timeout }, signal, onUpdate) {
            const resolvedCommand = commandPrefix ? `${commandPrefix}\n${command}` : command;
            const output = new BashOutput();
            // Streaming updates: at most one tail snapshot every 100 ms.
            let updateTimer;
            let dirty = false;
            let lastUpdateAt = 0;
            const clearUpdateTimer = () => {
                if (updateTimer)
                    clearTimeout(updateTimer);
                updateTimer = undefined;
            };
            const emitUpdate = () => {
                if (!onUpdate || !dirty)
                    return;
                dirty = false;
                lastUpdateAt = Date.now();
                const snapshot = output.snapshot();
                onUpdate({
                    content: [{ type: "text", text: snapshot.content }],
                    details: snapshot.truncation.truncated ? { truncation: snapshot.truncation, fullOutputPath: snapshot.fullOutputPath } : undefined,
                });
            };
            const scheduleUpdate = () => {
                if (!onUpdate)
                    return;
                dirty = true;
                const delay = UPDATE_THROTTLE_MS - (Date.now() - lastUpdateAt);
                if (delay <= 0) {
                    clearUpdateTimer();
                    emitUpdate();
                }
                else {
                    updateTimer ??= setTimeout(() => {
                        updateTimer = undefined;
                        emitUpdate();
                    }, delay);
                }
            };
            const finishOutput = async () => {
                output.finish();
                clearUpdateTimer();
                emitUpdate();
                const snapshot = output.snapshot();
                await output.closeTempFile(snapshot.truncation.truncated);
                return snapshot;
            };
            onUpdate?.({ content: [], details: undefined });
            try {
                let result;
                try {
                    result = await ops.exec(resolvedCommand, cwd, {
                        onData: (data) => {
                            output.append(data);
                            scheduleUpdate();
                        },
                        signal,
                        timeout,
                        env,
                    });
                }
                catch (err) {
                    const snapshot = await finishOutput();
                    const { text } = formatOutput(output, snapshot, "");
                    if (err instanceof Error && err.message === "aborted")
                        throw new Error(appendStatus(text, "Command aborted"));
                    if (err instanceof Error && err.message.startsWith("timeout:")) {
                        throw new Error(appendStatus(text, `Command timed out after ${err.message.slice("timeout:".length)} seconds`));
                    }
                    throw err;
                }
                const snapshot = await finishOutput();
                const { text, details } = formatOutput(output, snapshot, "(no output)");
                if (result.exitCode === null) {
                    // pi reports a signal death as success; a killed command did not finish its work.
                    throw new Error(appendStatus(text, `Command terminated by signal ${result.signal ?? "(unknown)"}`));
                }
                if (result.exitCode !== 0)
                    throw new Error(appendStatus(text, `Command exited with code ${result.exitCode}`));
                return { content: [{ type: "text", text }], details };
            }
            finally {
                clearUpdateTimer();
            }
        },
    };
}

// EXTERNAL MODULE: ../../work/main/node_modules/diff/libesm/diff/line.js + 1 modules
var line = __webpack_require__(33609);
;// CONCATENATED MODULE: ./src/tools/edit-diff.ts

/**
 * pi's `generateDiffString`, byte for byte: a line diff of two LF texts with `contextLines` of
 * context around each change. Removed and context lines carry old-file numbers, added lines
 * new-file numbers, all padded to the width of the longer file's line count.
 */
function generateDiffString(oldContent, newContent, contextLines = 4) {
    const parts = (0,line/* diffLines */.Pp)(oldContent, newContent);
    const width = String(Math.max(oldContent.split("\n").length, newContent.split("\n").length)).length;
    const num = (n) => String(n).padStart(width, " ");
    const gap = ` ${"".padStart(width, " ")} ...`;
    const output = [];
    let oldLine = 1;
    let newLine = 1;
    let lastWasChange = false;
    let firstChangedLine;
    const context = (lines) => {
        for (const line of lines) {
            output.push(` ${num(oldLine)} ${line}`);
            oldLine++;
            newLine++;
        }
    };
    const skip = (count) => {
        output.push(gap);
        oldLine += count;
        newLine += count;
    };
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        const lines = part.value.split("\n");
        if (lines[lines.length - 1] === "")
            lines.pop();
        if (part.added || part.removed) {
            firstChangedLine ??= newLine;
            for (const line of lines) {
                if (part.added)
                    output.push(`+${num(newLine++)} ${line}`);
                else
                    output.push(`-${num(oldLine++)} ${line}`);
            }
            lastWasChange = true;
            continue;
        }
        const next = parts[i + 1];
        const changeAfter = next !== undefined && (next.added || next.removed);
        if (lastWasChange && changeAfter) {
            if (lines.length <= contextLines * 2) {
                context(lines);
            }
            else {
                context(lines.slice(0, contextLines));
                skip(lines.length - contextLines * 2);
                context(lines.slice(lines.length - contextLines));
            }
        }
        else if (lastWasChange) {
            context(lines.slice(0, contextLines));
            if (lines.length > contextLines)
                skip(lines.length - contextLines);
        }
        else if (changeAfter) {
            const skipped = Math.max(0, lines.length - contextLines);
            if (skipped > 0)
                skip(skipped);
            context(lines.slice(skipped));
        }
        else {
            // Unchanged text far from any change is left out entirely.
            oldLine += lines.length;
            newLine += lines.length;
        }
        lastWasChange = false;
    }
    return { diff: output.join("\n"), firstChangedLine };
}

;// CONCATENATED MODULE: ./src/tools/edit-match.ts
// Finding edits[].oldText in a file: exact first, then pi's fuzzy normalisation. Unlike pi, a fuzzy
// match rewrites only the matched region: positions found in the normalised text are mapped back
// to the original, so every byte outside the replaced regions stays as it was.
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g;
const SPECIAL_SPACES = /[\u00A0\u2002-\u200A\u202F\u205F\u3000]/g;
function replaceTypography(text) {
    return text
        .replace(SINGLE_QUOTES, "'")
        .replace(DOUBLE_QUOTES, '"')
        .replace(DASHES, "-")
        .replace(SPECIAL_SPACES, " ");
}
/** pi's normalizeForFuzzyMatch: NFKC, trailing whitespace per line, ASCII quotes, dashes and spaces. */
function normalizeForFuzzyMatch(text) {
    return replaceTypography(text
        .normalize("NFKC")
        .split("\n")
        .map((line) => line.trimEnd())
        .join("\n"));
}
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const ASCII = /^[\x00-\x7F]*$/;
// NFKC composes within a grapheme (base + marks, Hangul jamo), so graphemes normalise independently.
const graphemeChunks = (original, start, end) => {
    const line = original.slice(start, end);
    const chunks = [];
    if (ASCII.test(line)) {
        for (let i = start; i < end; i++)
            chunks.push([i, i + 1]);
        return chunks;
    }
    for (const { index, segment } of graphemes.segment(line)) {
        chunks.push([start + index, start + index + segment.length]);
    }
    return chunks;
};
// Coarse but always exact: nothing composes across "\n", so each line normalises on its own.
const lineChunks = (_original, start, end) => (end > start ? [[start, end]] : []);
/**
 * Normalises `original` chunk by chunk: per grapheme (exact offsets), or per line (coarse, for
 * the unknown case where graphemes do not normalise independently).
 */
function buildNormalized(original, granularity) {
    const chunker = granularity === "grapheme" ? graphemeChunks : lineChunks;
    const out = { text: "", chunkStart: [], chunkEnd: [], outStart: [], outEnd: [] };
    const parts = [];
    let length = 0;
    const emit = (a, b, piece) => {
        parts.push(piece);
        for (let k = 0; k < piece.length; k++) {
            out.chunkStart.push(a);
            out.chunkEnd.push(b);
            out.outStart.push(length);
            out.outEnd.push(length + piece.length);
        }
        length += piece.length;
    };
    let lineStart = 0;
    while (lineStart <= original.length) {
        const newline = original.indexOf("\n", lineStart);
        const lineEnd = newline === -1 ? original.length : newline;
        const pieces = chunker(original, lineStart, lineEnd).map(([a, b]) => ({
            a,
            b,
            text: replaceTypography(original.slice(a, b).normalize("NFKC")),
        }));
        // Trailing whitespace is trimmed across pieces, as pi trims the whole normalised line.
        const joined = pieces.map((p) => p.text).join("");
        let excess = joined.length - joined.trimEnd().length;
        for (let i = pieces.length - 1; i >= 0 && excess > 0; i--) {
            const cut = Math.min(excess, pieces[i].text.length);
            pieces[i].text = pieces[i].text.slice(0, pieces[i].text.length - cut);
            excess -= cut;
        }
        let kept = lineStart;
        for (const p of pieces) {
            if (p.text.length === 0)
                continue;
            emit(p.a, p.b, p.text);
            kept = p.b;
        }
        if (newline === -1)
            break;
        // The line's trimmed trailing whitespace belongs to its "\n": a match that starts at the line
        // break takes that whitespace with it instead of leaving it stranded before newText.
        emit(kept, newline + 1, "\n");
        lineStart = newline + 1;
    }
    out.text = parts.join("");
    return out;
}
/**
 * Builds the normalised text of `original` with its map back; `expected` is what
 * normalizeForFuzzyMatch gives for it, and the map's text always equals it.
 */
function normalizeWithMap(original, expected = normalizeForFuzzyMatch(original)) {
    const fine = buildNormalized(original, "grapheme");
    if (fine.text === expected)
        return fine;
    // A composition that crosses graphemes (none known): whole lines are coarser but always exact.
    return buildNormalized(original, "line");
}
function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
        starts.push(i + 1);
    return starts;
}
function lineOf(starts, pos) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= pos)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
/**
 * Maps matches in the normalised text back to the original. Normalisation keeps every "\n", so line
 * i of one is line i of the other, and only the lines a match touches need an offset map.
 */
class FuzzyLocator {
    original;
    normalized;
    originalStarts;
    normalizedStarts;
    constructor(original, normalized) {
        this.original = original;
        this.normalized = normalized;
        this.originalStarts = lineStarts(original);
        this.normalizedStarts = lineStarts(normalized);
    }
    /**
     * The original span for the normalised match `[s, e)` and the text to put there. When a boundary
     * falls inside a chunk that normalised to several characters (a ligature, say), the whole chunk
     * is replaced and its unmatched part kept in normalised form.
     */
    locate(s, e, newText) {
        const first = lineOf(this.normalizedStarts, s);
        const last = lineOf(this.normalizedStarts, Math.max(s, e - 1));
        const lineEnd = (starts, text) => (last + 1 < starts.length ? starts[last + 1] : text.length);
        const oBase = this.originalStarts[first];
        const nBase = this.normalizedStarts[first];
        const map = normalizeWithMap(this.original.slice(oBase, lineEnd(this.originalStarts, this.original)), this.normalized.slice(nBase, lineEnd(this.normalizedStarts, this.normalized)));
        const span = toOriginal(map, s - nBase, e - nBase, newText);
        return {
            start: oBase + span.start,
            end: oBase + span.end,
            text: span.text,
            firstMatched: oBase + span.firstMatched,
        };
    }
}
function toOriginal(map, s, e, newText) {
    const n = map.text;
    if (e > s) {
        const start = map.chunkStart[s];
        return {
            start,
            end: map.chunkEnd[e - 1],
            text: n.slice(map.outStart[s], s) + newText + n.slice(e, map.outEnd[e - 1]),
            // A "\n" chunk starts at the whitespace it absorbed; the break itself is its last character.
            firstMatched: n[s] === "\n" ? map.chunkEnd[s] - 1 : start,
        };
    }
    // Empty match (oldText that normalises to nothing): an insertion point.
    if (s >= n.length) {
        const end = map.chunkEnd.length > 0 ? map.chunkEnd[map.chunkEnd.length - 1] : 0;
        return { start: end, end, text: newText, firstMatched: end };
    }
    const start = map.chunkStart[s];
    if (map.outStart[s] === s)
        return { start, end: start, text: newText, firstMatched: start };
    return {
        start,
        end: map.chunkEnd[s],
        text: n.slice(map.outStart[s], s) + newText + n.slice(s, map.outEnd[s]),
        firstMatched: start,
    };
}
function notFoundError(path, i, total) {
    return new Error(total === 1
        ? `Could not find the exact text in ${path}. The old text must match exactly including all whitespace and newlines.`
        : `Could not find edits[${i}] in ${path}. The oldText must match exactly including all whitespace and newlines.`);
}
function duplicateError(path, i, total, occurrences) {
    return new Error(total === 1
        ? `Found ${occurrences} occurrences of the text in ${path}. The text must be unique. Please provide more context to make it unique.`
        : `Found ${occurrences} occurrences of edits[${i}] in ${path}. Each oldText must be unique. Please provide more context to make it unique.`);
}
function emptyOldTextError(path, i, total) {
    return new Error(total === 1 ? `oldText must not be empty in ${path}.` : `edits[${i}].oldText must not be empty in ${path}.`);
}
function noChangeError(path, total) {
    return new Error(total === 1
        ? `No changes made to ${path}. The replacement produced identical content. This might indicate an issue with special characters or the text not existing as expected.`
        : `No changes made to ${path}. The replacements produced identical content.`);
}
/**
 * Locates every edit in `content` (all LF), each against the original rather than incrementally:
 * exact first, else fuzzy. Uniqueness is counted in fuzzy-normalised space, as pi does.
 * Throws pi's error for empty, missing, duplicate or overlapping oldText.
 */
function matchEdits(content, edits, path) {
    const total = edits.length;
    edits.forEach((edit, i) => {
        if (edit.oldText.length === 0)
            throw emptyOldTextError(path, i, total);
    });
    const fuzzyContent = normalizeForFuzzyMatch(content);
    let locator;
    const found = edits.map((edit, i) => {
        const fuzzyOld = normalizeForFuzzyMatch(edit.oldText);
        let located;
        const exact = content.indexOf(edit.oldText);
        if (exact !== -1) {
            const end = exact + edit.oldText.length;
            located = { start: exact, end, text: edit.newText, firstMatched: exact };
        }
        else {
            // As pi searches its normalised base: oldText as given first (it may keep a space that is
            // trailing only within oldText), then oldText normalised.
            let index = fuzzyContent.indexOf(edit.oldText);
            let length = edit.oldText.length;
            if (index === -1) {
                index = fuzzyContent.indexOf(fuzzyOld);
                length = fuzzyOld.length;
            }
            if (index === -1)
                throw notFoundError(path, i, total);
            locator ??= new FuzzyLocator(content, fuzzyContent);
            located = locator.locate(index, index + length, edit.newText);
        }
        const occurrences = fuzzyContent.split(fuzzyOld).length - 1;
        if (occurrences > 1)
            throw duplicateError(path, i, total, occurrences);
        return { editIndex: i, ...located };
    });
    const sorted = [...found].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
        const previous = sorted[i - 1];
        const current = sorted[i];
        // Whitespace a fuzzy match took in front of its line break yields to an edit that reaches it.
        if (previous.end > current.start && previous.end <= current.firstMatched)
            current.start = previous.end;
        if (previous.end > current.start) {
            throw new Error(`edits[${previous.editIndex}] and edits[${current.editIndex}] overlap in ${path}. Merge them into one edit or target disjoint regions.`);
        }
    }
    return sorted;
}
/** Applies all edits to `content` (LF) and returns the new content; throws when nothing changes. */
function applyEdits(content, edits, path) {
    const replacements = matchEdits(content, edits, path);
    let result = content;
    for (let i = replacements.length - 1; i >= 0; i--) {
        const r = replacements[i];
        result = result.slice(0, r.start) + r.text + result.slice(r.end);
    }
    if (result === content)
        throw noChangeError(path, edits.length);
    return result;
}

;// CONCATENATED MODULE: ./src/tools/mutation-queue.ts


// Tool calls run in parallel; edits and writes to one file must not interleave their
// read-modify-write. Keyed by real path so two spellings of one file share a queue.
const queues = new Map();
function keyFor(absPath) {
    try {
        return external_node_fs_.realpathSync.native(absPath);
    }
    catch {
        // Not created yet: the parent's real path still unifies spellings through symlinked folders.
        try {
            return (0,external_node_path_.join)(external_node_fs_.realpathSync.native((0,external_node_path_.dirname)(absPath)), (0,external_node_path_.basename)(absPath));
        }
        catch {
            return absPath;
        }
    }
}
async function withFileMutationQueue(absPath, fn) {
    const key = keyFor(absPath);
    const previous = queues.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const settled = run.then(() => undefined, () => undefined);
    queues.set(key, settled);
    try {
        return await run;
    }
    finally {
        if (queues.get(key) === settled)
            queues.delete(key);
    }
}

// EXTERNAL MODULE: ./src/tools/path-utils.ts
var path_utils = __webpack_require__(22671);
;// CONCATENATED MODULE: ./src/tools/edit.ts







const replaceEditSchema = type/* Type */.ZU.Object({
    oldText: type/* Type */.ZU.String({
        description: "Exact text for one targeted replacement. It must be unique in the original file and must not overlap with any other edits[].oldText in the same call.",
    }),
    newText: type/* Type */.ZU.String({ description: "Replacement text for this targeted edit." }),
}, { additionalProperties: false });
const editSchema = type/* Type */.ZU.Object({
    path: type/* Type */.ZU.String({ description: "Path to the file to edit (relative or absolute)" }),
    edits: type/* Type */.ZU.Array(replaceEditSchema, {
        description: "One or more targeted replacements. Each edit is matched against the original file, not incrementally. Do not include overlapping or nested edits. If two changes touch the same block or nearby lines, merge them into one edit instead.",
    }),
}, { additionalProperties: false });
const defaultEditOperations = {
    readFile: (p) => (0,promises_.readFile)(p),
    writeFile: (p, content) => (0,promises_.writeFile)(p, content, "utf8"),
    access: (p) => (0,promises_.access)(p, external_node_fs_.constants.R_OK | external_node_fs_.constants.W_OK),
};
/**
 * Repairs the shapes models send before validation: `edits` as a JSON string is parsed, and the
 * legacy top-level `oldText`/`newText` become one more entry of `edits`.
 */
function prepareEditArguments(input) {
    if (!input || typeof input !== "object")
        return input;
    const args = input;
    if (typeof args.edits === "string") {
        try {
            const parsed = JSON.parse(args.edits);
            if (Array.isArray(parsed))
                args.edits = parsed;
        }
        catch {
            // Left as is; validation reports it.
        }
    }
    if (typeof args.oldText !== "string" || typeof args.newText !== "string")
        return args;
    const edits = Array.isArray(args.edits) ? [...args.edits] : [];
    edits.push({ oldText: args.oldText, newText: args.newText });
    const { oldText: _oldText, newText: _newText, ...rest } = args;
    return { ...rest, edits };
}
function stripBom(text) {
    return text.startsWith("\uFEFF") ? { bom: "\uFEFF", text: text.slice(1) } : { bom: "", text };
}
/** CRLF when the first "\n" is preceded by "\r", as pi decides. */
function detectLineEnding(text) {
    const lf = text.indexOf("\n");
    return lf > 0 && text[lf - 1] === "\r" ? "\r\n" : "\n";
}
function normalizeToLF(text) {
    return text.replace(/\r\n/g, "\n").replace(/\r/g, "\n");
}
function checkAborted(signal) {
    if (signal?.aborted)
        throw new Error("Operation aborted");
}
function accessErrorText(error) {
    return error instanceof Error && "code" in error ? `Error code: ${String(error.code)}` : String(error);
}
function createEditTool(cwd, options = {}) {
    const ops = options.operations ?? defaultEditOperations;
    return {
        name: "edit",
        label: "edit",
        description: "Edit a single file using exact text replacement. Every edits[].oldText must match a unique, non-overlapping region of the original file. If two changes affect the same block or nearby lines, merge them into one edit instead of emitting overlapping edits. Do not include large unchanged regions just to connect distant changes.",
        promptSnippet: "Make precise file edits with exact text replacement, including multiple disjoint edits in one call",
        promptGuidelines: [
            "Use edit for precise changes (edits[].oldText must match exactly)",
            "When changing multiple separate locations in one file, use one edit call with multiple entries in edits[] instead of multiple edit calls",
            "Each edits[].oldText is matched against the original file, not after earlier edits are applied. Do not emit overlapping or nested edits. Merge nearby changes into one edit.",
            "Keep edits[].oldText as small as possible while still being unique in the file. Do not pad with large unchanged regions.",
        ],
        parameters: editSchema,
        prepareArguments: prepareEditArguments,
        async execute(_toolCallId, input, signal) {
            const { path, edits } = input;
            if (!Array.isArray(edits) || edits.length === 0) {
                throw new Error("Edit tool input is invalid. edits must contain at least one replacement.");
            }
            const absolutePath = (0,path_utils/* resolveToCwd */.wT)(path, cwd);
            // An abort is honoured before the write, never in the middle of it; the queue stays held
            // until the file is settled so another mutation of the same file cannot interleave.
            return withFileMutationQueue(absolutePath, async () => {
                checkAborted(signal);
                try {
                    await ops.access(absolutePath);
                }
                catch (error) {
                    throw new Error(`Could not edit file: ${path}. ${accessErrorText(error)}.`);
                }
                checkAborted(signal);
                const raw = (await ops.readFile(absolutePath)).toString("utf8");
                // The model never includes the invisible BOM in oldText; match without it, then restore it.
                const { bom, text } = stripBom(raw);
                const ending = detectLineEnding(text);
                const original = normalizeToLF(text);
                const lfEdits = edits.map((e) => ({ oldText: normalizeToLF(e.oldText), newText: normalizeToLF(e.newText) }));
                const updated = applyEdits(original, lfEdits, path);
                checkAborted(signal);
                await ops.writeFile(absolutePath, bom + (ending === "\r\n" ? updated.replace(/\n/g, "\r\n") : updated));
                const { diff, firstChangedLine } = generateDiffString(original, updated);
                return {
                    content: [{ type: "text", text: `Successfully replaced ${edits.length} block(s) in ${path}.` }],
                    details: { diff, firstChangedLine },
                };
            });
        },
    };
}

// EXTERNAL MODULE: ../../work/main/node_modules/picomatch/index.js
var picomatch = __webpack_require__(8374);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ../../work/main/node_modules/ignore/index.js
var ignore = __webpack_require__(19034);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
;// CONCATENATED MODULE: ./src/tools/file-walker.ts



// Synchronous calls on purpose: on a warm tree they are several times faster than the thread
// pool, and the walk yields to the event loop regularly (see YIELD_EVERY_MS).
const defaultFileWalkerOperations = {
    readdir: (dir) => (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }),
    readFile: (file) => (0,external_node_fs_.readFileSync)(file),
    stat: (path) => (0,external_node_fs_.statSync)(path),
};
const SCRATCH_BYTES = 256 * 1024;
let scratch;
/**
 * Reads a local file without the stat and the allocation of readFileSync: files up to 256KB
 * land in one buffer reused by the next call, so the result is only valid until then. Saves a
 * fifth of grep's time on a large tree. A short read is taken as the end of a regular file.
 */
function readFileTransient(file) {
    scratch ??= Buffer.allocUnsafe(SCRATCH_BYTES);
    const fd = (0,external_node_fs_.openSync)(file, "r");
    try {
        const first = (0,external_node_fs_.readSync)(fd, scratch, 0, SCRATCH_BYTES, null);
        if (first < SCRATCH_BYTES)
            return scratch.subarray(0, first);
        const chunks = [Buffer.from(scratch)];
        for (;;) {
            const chunk = Buffer.allocUnsafe(Math.max(SCRATCH_BYTES, chunks.length * SCRATCH_BYTES));
            const n = (0,external_node_fs_.readSync)(fd, chunk, 0, chunk.length, null);
            if (n === 0)
                break;
            chunks.push(n < chunk.length ? chunk.subarray(0, n) : chunk);
        }
        return Buffer.concat(chunks);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
const YIELD_EVERY_MS = 20;
function isPromiseLike(value) {
    return typeof value?.then === "function";
}
async function settle(value) {
    return isPromiseLike(value) ? await value : value;
}
/** Whether the search path is a directory; pi's `Path not found: <abs>` when it does not exist. */
async function isSearchDirectory(ops, searchPath) {
    try {
        return (await settle(ops.stat(searchPath))).isDirectory();
    }
    catch {
        throw new Error(`Path not found: ${searchPath}`);
    }
}
/** True when any segment of the path is `.git`: nothing there is ever searched or listed. */
function isInsideGitDir(absPath) {
    return absPath.split(/[\\/]/).includes(".git");
}
function abortError() {
    return new Error("Operation aborted");
}
async function readText(ops, file) {
    try {
        return (await settle(ops.readFile(file))).toString("utf8");
    }
    catch {
        return "";
    }
}
function compileRules(...texts) {
    const lines = texts.join("\n").split(/\r?\n/).filter((line) => line.trim() !== "" && !line.startsWith("#"));
    if (lines.length === 0)
        return undefined;
    // Case-sensitive like git on Linux and ripgrep.
    const make = (rules) => (rules.length > 0 ? ignore_default()({ ignorecase: false }).add(rules) : undefined);
    if (lines.some((line) => line.startsWith("!")))
        return { byPath: make(lines), names: new Map() };
    const hasSlash = (line) => line.trimEnd().replace(/\/$/, "").includes("/");
    return {
        byName: make(lines.filter((line) => !hasSlash(line))),
        names: new Map(),
        byPath: make(lines.filter(hasSlash)),
    };
}
/** `git check-ignore` against one Ignore; undefined when none of its rules matches. */
function check(rules, path) {
    try {
        const r = rules.checkIgnore(path);
        return r.ignored ? true : r.unignored ? false : undefined;
    }
    catch {
        return undefined; // a name the ignore package cannot take as a relative path
    }
}
/** `path` is relative to the ignore file's directory; directories end with `/`. */
function checkRules(set, path, isDirectory) {
    if (set.byName) {
        const end = isDirectory ? path.length - 1 : path.length;
        const key = path.slice(path.lastIndexOf("/", end - 1) + 1);
        let verdict = set.names.get(key);
        if (verdict === undefined && !set.names.has(key)) {
            verdict = check(set.byName, key);
            set.names.set(key, verdict);
        }
        if (verdict !== undefined)
            return verdict;
    }
    return set.byPath ? check(set.byPath, path) : undefined;
}
/**
 * ripgrep's precedence: any .ignore match, else any .gitignore match, else .git/info/exclude;
 * deepest first within each. Exclude rules share the repository root's layer, placed before its
 * .gitignore rules, which gives the same order with one check fewer per entry.
 */
function isIgnored(layers, relativePath, isDirectory) {
    const suffix = isDirectory ? "/" : "";
    for (const kind of ["ignore", "gitignore"]) {
        for (let i = layers.length - 1; i >= 0; i--) {
            const layer = layers[i];
            const rules = layer[kind];
            if (rules) {
                const local = layer.prefix + (layer.cut ? relativePath.slice(layer.cut) : relativePath) + suffix;
                const verdict = checkRules(rules, local, isDirectory);
                if (verdict !== undefined)
                    return verdict;
            }
            if (kind !== "ignore" && layer.hasGit)
                break;
        }
    }
    return false;
}
async function loadLayer(ops, dir, has, prefix, cut) {
    if (!has.ignore && !has.gitignore && !has.git)
        return undefined;
    const join = (name) => (dir.endsWith("/") ? dir + name : `${dir}/${name}`);
    const exclude = has.gitIsDir ? await readText(ops, join(".git/info/exclude")) : "";
    return {
        ignore: has.ignore ? compileRules(await readText(ops, join(".ignore"))) : undefined,
        gitignore: compileRules(exclude, has.gitignore ? await readText(ops, join(".gitignore")) : ""),
        hasGit: has.git,
        prefix,
        cut,
    };
}
async function exists(ops, path) {
    try {
        return await settle(ops.stat(path));
    }
    catch {
        return undefined;
    }
}
/**
 * Ignore files in the directories above the root apply to it too, as in ripgrep (.gitignore only
 * up to the repository root, which the match-time `hasGit` cut-off enforces). A directory the
 * caller names explicitly is always searched, even when those rules ignore it.
 */
async function ancestorLayers(ops, root) {
    const layers = [];
    let child = root;
    let prefix = "";
    for (let dir = (0,external_node_path_.dirname)(root); dir !== child; child = dir, dir = (0,external_node_path_.dirname)(dir)) {
        prefix = `${(0,external_node_path_.basename)(child)}/${prefix}`;
        const at = (name) => (dir.endsWith("/") ? dir + name : `${dir}/${name}`);
        const git = await exists(ops, at(".git"));
        const layer = await loadLayer(ops, dir, { ignore: true, gitignore: true, git: git !== undefined, gitIsDir: git?.isDirectory() ?? false }, prefix, 0);
        if (!layer)
            continue;
        // Each directory from this one down to the root, e.g. "a/", "a/b/". The ignore package would
        // ignore everything below one of them that its path rules match; name rules are asked about
        // names only, so they keep applying.
        const steps = prefix.split("/").slice(0, -1).map((_, i, parts) => `${parts.slice(0, i + 1).join("/")}/`);
        for (const kind of ["ignore", "gitignore"]) {
            const rules = layer[kind];
            const byPath = rules?.byPath;
            if (!rules || !byPath || !steps.some((step) => check(byPath, step) === true))
                continue;
            rules.byPath = undefined;
            if (!rules.byName)
                layer[kind] = undefined;
        }
        if (layer.ignore || layer.gitignore || layer.hasGit)
            layers.unshift(layer);
    }
    return layers;
}
function kindOf(entry) {
    if (entry.isDirectory())
        return "directory";
    if (entry.isFile())
        return "file";
    if (entry.isSymbolicLink())
        return "symlink";
    return "other";
}
function byName(a, b) {
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
/**
 * Walks `root` (a directory) depth-first in sorted order, skipping ignored entries and `.git`.
 * Unreadable subdirectories are skipped silently; an unreadable root throws.
 */
async function walkFiles(root, options) {
    const ops = options.operations ?? defaultFileWalkerOperations;
    const { signal, visit } = options;
    const rootPath = (0,external_node_path_.resolve)(root);
    if (isInsideGitDir(rootPath))
        return;
    const layers = await ancestorLayers(ops, rootPath);
    let lastYield = performance.now();
    let visited = 0;
    const walkDir = async (dir, rel) => {
        let entries;
        try {
            entries = await settle(ops.readdir(dir));
        }
        catch (error) {
            if (rel === "")
                throw error;
            return false;
        }
        entries.sort(byName);
        const has = { ignore: false, gitignore: false, git: false, gitIsDir: false };
        for (const entry of entries) {
            if (entry.name === ".ignore")
                has.ignore = !entry.isDirectory();
            else if (entry.name === ".gitignore")
                has.gitignore = !entry.isDirectory();
            else if (entry.name === ".git") {
                has.git = true;
                has.gitIsDir = entry.isDirectory();
            }
        }
        const layer = await loadLayer(ops, dir, has, "", rel ? rel.length + 1 : 0);
        if (layer)
            layers.push(layer);
        const base = dir.endsWith("/") ? dir : `${dir}/`;
        const relBase = rel ? `${rel}/` : "";
        try {
            for (const entry of entries) {
                const name = entry.name;
                if (name === ".git")
                    continue;
                const kind = kindOf(entry);
                const relativePath = relBase + name;
                if (layers.length > 0 && isIgnored(layers, relativePath, kind === "directory"))
                    continue;
                const path = base + name;
                // No await unless visit is asynchronous: an await per entry costs a microtask turn each.
                const pending = visit({ path, relativePath, name, kind });
                const decision = isPromiseLike(pending) ? await pending : pending;
                if (decision === "stop")
                    return true;
                if (kind === "directory" && decision !== "skip" && (await walkDir(path, relativePath)))
                    return true;
                // Stay responsive to aborts and to other tools while walking big trees synchronously.
                if (++visited % 64 === 0 && performance.now() - lastYield > YIELD_EVERY_MS) {
                    await new Promise((r) => setImmediate(r));
                    lastYield = performance.now();
                    if (signal?.aborted)
                        throw abortError();
                }
            }
            return false;
        }
        finally {
            if (layer)
                layers.pop();
        }
    };
    if (signal?.aborted)
        throw abortError();
    await walkDir(rootPath, "");
    if (signal?.aborted)
        throw abortError();
}

;// CONCATENATED MODULE: ./src/tools/find.ts






const findSchema = type/* Type */.ZU.Object({
    pattern: type/* Type */.ZU.String({
        description: "Glob pattern to match files, e.g. '*.ts', '**/*.json', or 'src/**/*.spec.ts'",
    }),
    path: type/* Type */.ZU.Optional(type/* Type */.ZU.String({ description: "Directory to search in (default: current directory)" })),
    limit: type/* Type */.ZU.Optional(type/* Type */.ZU.Number({ description: "Maximum number of results (default: 1000)" })),
});
const DEFAULT_LIMIT = 1000;
const defaultFindOperations = defaultFileWalkerOperations;
/**
 * The matcher pi gets from `fd --glob`: a pattern without a slash matches the entry's name; one
 * with a slash matches the absolute path (fd's --full-path), so pi prefixes it with "**" and a
 * slash unless it already starts with either or is "**". Case-insensitive unless the pattern has
 * an uppercase letter (fd's smart case).
 */
function compileFindPattern(pattern) {
    const fullPath = pattern.includes("/");
    let glob = pattern;
    if (fullPath && !glob.startsWith("/") && !glob.startsWith("**/") && glob !== "**")
        glob = `**/${glob}`;
    // fd's `dir/**` means "inside dir", never dir itself; picomatch would also match dir.
    if (glob.endsWith("/**"))
        glob = `${glob}/*`;
    const isMatch = picomatch_default()(glob, { dot: true, nocase: !/[A-Z]/.test(pattern) });
    const toPosix = external_node_path_.sep === "/" ? (p) => p : (p) => p.split(external_node_path_.sep).join("/");
    return fullPath ? (entry) => isMatch(toPosix(entry.path)) : (entry) => isMatch(entry.name);
}
function createFindTool(cwd, options) {
    const ops = options?.operations ?? defaultFindOperations;
    return {
        name: "find",
        label: "find",
        description: `Search for files by glob pattern. Returns matching file paths relative to the search directory. Respects .gitignore. Output is truncated to ${DEFAULT_LIMIT} results or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first).`,
        promptSnippet: "Find files by glob pattern (respects .gitignore)",
        parameters: findSchema,
        async execute(_toolCallId, { pattern, path, limit }, signal) {
            if (signal?.aborted)
                throw new Error("Operation aborted");
            const searchPath = (0,path_utils/* resolveToCwd */.wT)(path || ".", cwd);
            const isDirectory = await isSearchDirectory(ops, searchPath);
            if (!isDirectory)
                throw new Error(`Not a directory: ${searchPath}`);
            const effectiveLimit = Math.max(1, limit ?? DEFAULT_LIMIT);
            const matches = compileFindPattern(pattern);
            const found = [];
            if (!isInsideGitDir(searchPath)) {
                await walkFiles(searchPath, {
                    operations: ops,
                    signal,
                    visit: (entry) => {
                        if (!matches(entry))
                            return undefined;
                        // Directories get a trailing slash, as fd prints them; symlinks are listed, not followed.
                        found.push(entry.kind === "directory" ? `${entry.relativePath}/` : entry.relativePath);
                        return found.length >= effectiveLimit ? "stop" : undefined;
                    },
                });
            }
            if (found.length === 0) {
                return { content: [{ type: "text", text: "No files found matching pattern" }], details: undefined };
            }
            const truncation = truncateHead(found.join("\n"), { maxLines: Number.MAX_SAFE_INTEGER });
            let text = truncation.content;
            const details = {};
            const notices = [];
            // Like pi (and fd's --max-results): reaching the limit exactly also counts.
            if (found.length >= effectiveLimit) {
                notices.push(`${effectiveLimit} results limit reached. Use limit=${effectiveLimit * 2} for more, or refine pattern`);
                details.resultLimitReached = effectiveLimit;
            }
            if (truncation.truncated) {
                notices.push(`${formatSize(DEFAULT_MAX_BYTES)} limit reached`);
                details.truncation = truncation;
            }
            if (notices.length > 0)
                text += `\n\n[${notices.join(". ")}]`;
            return { content: [{ type: "text", text }], details: Object.keys(details).length > 0 ? details : undefined };
        },
    };
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/tools/grep.ts







const grepSchema = type/* Type */.ZU.Object({
    pattern: type/* Type */.ZU.String({ description: "Search pattern (regex or literal string)" }),
    path: type/* Type */.ZU.Optional(type/* Type */.ZU.String({ description: "Directory or file to search (default: current directory)" })),
    glob: type/* Type */.ZU.Optional(type/* Type */.ZU.String({ description: "Filter files by glob pattern, e.g. '*.ts' or '**/*.spec.ts'" })),
    ignoreCase: type/* Type */.ZU.Optional(type/* Type */.ZU.Boolean({ description: "Case-insensitive search (default: false)" })),
    literal: type/* Type */.ZU.Optional(type/* Type */.ZU.Boolean({ description: "Treat pattern as literal string instead of regex (default: false)" })),
    context: type/* Type */.ZU.Optional(type/* Type */.ZU.Number({ description: "Number of lines to show before and after each match (default: 0)" })),
    limit: type/* Type */.ZU.Optional(type/* Type */.ZU.Number({ description: "Maximum number of matches to return (default: 100)" })),
});
const grep_DEFAULT_LIMIT = 100;
/** ripgrep's heuristic: a NUL byte near the start means binary; such files are skipped. */
const BINARY_SNIFF_BYTES = 8192;
const defaultGrepOperations = defaultFileWalkerOperations;
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
/**
 * A JS RegExp for the whole file: `g` to scan, `m` so ^/$ work per line as in ripgrep. Unicode
 * mode when the pattern allows it (\p{..}, astral characters); otherwise the lenient legacy
 * syntax, which accepts ripgrep habits such as `\-` or `\:`.
 */
function compilePattern(pattern, literal, ignoreCase) {
    let source = literal ? escapeRegExp(pattern) : pattern;
    // ripgrep users write leading inline flags; JS has none. Only i changes line-by-line matching.
    const inline = literal ? null : /^\(\?([ims]+)\)/.exec(source);
    if (inline) {
        source = source.slice(inline[0].length);
        if (inline[1].includes("i"))
            ignoreCase = true;
    }
    const flags = `gm${ignoreCase ? "i" : ""}`;
    try {
        return new RegExp(source, `${flags}u`);
    }
    catch {
        try {
            return new RegExp(source, flags);
        }
        catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            // V8 says "Invalid regular expression: /<source>/<flags>: <reason>"; keep the reason.
            const reason = message.slice(message.lastIndexOf(": ") + 2) || message;
            throw new Error(`Invalid regex pattern ${JSON.stringify(pattern)}: ${reason}. Use literal=true to search for the text as written.`);
        }
    }
}
const QUANTIFIER = /^(?:[?*+]|\{(\d+)(?:,\d*)?\})/;
/**
 * Literal strings of which every match must contain at least one, read off the regex source
 * (the longest run of plain characters outside groups and classes, per top-level alternative).
 * Files whose bytes contain none of them are never decoded. Undefined when nothing is certain.
 */
function requiredLiterals(source) {
    const needles = [];
    let best = "";
    let run = "";
    let depth = 0;
    const endRun = () => {
        if (run.length > best.length)
            best = run;
        run = "";
    };
    for (let i = 0; i < source.length; i++) {
        const c = source[i];
        let literal;
        if (c === "\\") {
            const next = source[++i];
            if (next === undefined)
                return undefined;
            if (/[^\p{L}\p{N}_\s]/u.test(next))
                literal = next;
            // Skip the body of \p{..} \u{..} \k<..> \xHH \uHHHH \cX so it is not read as literal text.
            else if ("pPu".includes(next) && source[i + 1] === "{")
                i = source.indexOf("}", i);
            else if (next === "k" && source[i + 1] === "<")
                i = source.indexOf(">", i);
            else if (next === "x")
                i += 2;
            else if (next === "u")
                i += 4;
            else if (next === "c")
                i += 1;
            if (i < 0)
                return undefined;
        }
        else if (c === "[") {
            for (i++; i < source.length && source[i] !== "]"; i++)
                if (source[i] === "\\")
                    i++;
        }
        else if (c === "(") {
            depth++;
        }
        else if (c === ")") {
            depth--;
        }
        else if (c === "|" && depth === 0) {
            endRun();
            if (!best)
                return undefined;
            needles.push(best);
            best = "";
            continue;
        }
        else if (!".^$?*+{}|".includes(c)) {
            literal = c;
        }
        const quantifier = QUANTIFIER.exec(source.slice(i + 1, i + 12));
        if (literal === undefined || depth > 0) {
            endRun();
        }
        else if (!quantifier) {
            run += literal;
        }
        else {
            // `a+` or `a{2}` still needs one `a`; `a?`, `a*`, `a{0,}` do not.
            if (quantifier[0] === "+" || Number(quantifier[1]) > 0)
                run += literal;
            endRun();
        }
        if (quantifier)
            i += quantifier[0].length;
    }
    endRun();
    if (!best)
        return undefined;
    needles.push(best);
    return needles;
}
/** ripgrep's --glob: a glob without `/` matches the file name at any depth, one with `/` the path from the search root; `!` excludes. */
function compileGlob(glob) {
    const negated = glob.startsWith("!");
    let body = negated ? glob.slice(1) : glob;
    const directoryOnly = body.endsWith("/");
    if (directoryOnly)
        body = body.slice(0, -1);
    const anchored = body.includes("/");
    if (body.startsWith("/"))
        body = body.slice(1);
    const isMatch = picomatch_default()(body, { dot: true });
    const matches = (entry) => isMatch(anchored ? entry.relativePath : entry.name);
    return {
        file: (entry) => (directoryOnly ? !negated : matches(entry) !== negated),
        skipDirectory: (entry) => negated && matches(entry),
    };
}
function isBinary(data) {
    const head = data.length > BINARY_SNIFF_BYTES ? data.subarray(0, BINARY_SNIFF_BYTES) : data;
    return head.indexOf(0) !== -1;
}
function formatLine(state, path, lineNumber, text, isMatch) {
    const { text: shown, wasTruncated } = truncateLine(text.replace(/\r/g, ""));
    if (wasTruncated)
        state.linesTruncated = true;
    return isMatch ? `${path}:${lineNumber}: ${shown}` : `${path}-${lineNumber}- ${shown}`;
}
/**
 * Searches one file's bytes; returns false once the match limit is reached. The regex runs over
 * the whole text so that files without a match cost one scan and no line splitting; lines are
 * only located (and numbered) around actual matches.
 */
function searchFile(state, data, displayPath) {
    if (state.needles && !state.needles.some((needle) => contains(data, needle)))
        return true;
    if (data.length === 0 || isBinary(data))
        return true;
    // latin1 decodes ASCII to the same string as utf8, several times faster.
    const text = data.toString((0,external_node_buffer_.isAscii)(data) ? "latin1" : "utf8");
    // A trailing newline ends the last line; it does not start an empty one.
    const end = text.endsWith("\n") ? text.length - 1 : text.length;
    const { regex, lineRegex } = state;
    let lines;
    let lineNumber = 1;
    let counted = 0; // offset up to which newlines are counted into lineNumber
    regex.lastIndex = 0;
    for (let found = regex.exec(text); found; found = regex.exec(text)) {
        const index = found.index;
        if (index > end)
            break; // only the empty tail after a final newline
        const lineStart = index === 0 ? 0 : text.lastIndexOf("\n", index - 1) + 1;
        let lineEnd = text.indexOf("\n", index);
        if (lineEnd === -1)
            lineEnd = text.length;
        const next = lineEnd + 1;
        // ripgrep matches line by line: a match running past the newline counts only if the line matches alone.
        if (index + found[0].length > lineEnd && !lineRegex.test(text.slice(lineStart, lineEnd))) {
            if (next > text.length)
                break;
            regex.lastIndex = next;
            continue;
        }
        for (let nl = text.indexOf("\n", counted); nl !== -1 && nl < lineStart; nl = text.indexOf("\n", nl + 1)) {
            lineNumber++;
        }
        counted = lineStart;
        if (state.context === 0) {
            state.output.push(formatLine(state, displayPath, lineNumber, text.slice(lineStart, lineEnd), true));
        }
        else {
            lines ??= text.slice(0, end).split("\n");
            const first = Math.max(1, lineNumber - state.context);
            const last = Math.min(lines.length, lineNumber + state.context);
            for (let n = first; n <= last; n++) {
                state.output.push(formatLine(state, displayPath, n, lines[n - 1], n === lineNumber));
            }
        }
        state.matchCount++;
        if (state.matchCount >= state.limit) {
            state.limitReached = true;
            return false;
        }
        if (next > text.length)
            break;
        regex.lastIndex = next;
    }
    return true;
}
function buildResult(state) {
    if (state.matchCount === 0)
        return { content: [{ type: "text", text: "No matches found" }], details: undefined };
    // No line cap: the match limit already bounds the rows.
    const truncation = truncateHead(state.output.join("\n"), { maxLines: Number.MAX_SAFE_INTEGER });
    let text = truncation.content;
    const details = {};
    const notices = [];
    if (state.limitReached) {
        notices.push(`${state.limit} matches limit reached. Use limit=${state.limit * 2} for more, or refine pattern`);
        details.matchLimitReached = state.limit;
    }
    if (truncation.truncated) {
        notices.push(`${formatSize(DEFAULT_MAX_BYTES)} limit reached`);
        details.truncation = truncation;
    }
    if (state.linesTruncated) {
        notices.push(`Some lines truncated to ${GREP_MAX_LINE_LENGTH} chars. Use read tool to see full lines`);
        details.linesTruncated = true;
    }
    if (notices.length > 0)
        text += `\n\n[${notices.join(". ")}]`;
    return { content: [{ type: "text", text }], details: Object.keys(details).length > 0 ? details : undefined };
}
const COMMON_LOWERCASE = "etaoinsrlcdumhpfgbywvkxqjz";
/**
 * How common a byte is in source text, higher = more common; a rough version of ripgrep's
 * rare-byte heuristic. Buffer.indexOf finds a pattern by scanning for its first byte (memchr),
 * so starting the search at a rare byte skips most of a file at memchr speed.
 */
function byteRank(byte) {
    if (byte === 0x20 || byte === 0x0a || byte === 0x09)
        return 255;
    if (byte >= 0x61 && byte <= 0x7a)
        return 250 - 4 * COMMON_LOWERCASE.indexOf(String.fromCharCode(byte));
    if (byte < 0x80 && ".,;:()[]{}=_-/'\"*<>".includes(String.fromCharCode(byte)))
        return 150;
    if (byte >= 0x30 && byte <= 0x39)
        return 100;
    if (byte >= 0x41 && byte <= 0x5a)
        return 90;
    return 50;
}
function makeNeedle(text) {
    const bytes = Buffer.from(text, "utf8");
    let rare = 0;
    for (let i = 1; i < bytes.length; i++)
        if (byteRank(bytes[i]) < byteRank(bytes[rare]))
            rare = i;
    return { bytes, rare, tail: bytes.subarray(rare) };
}
function contains(data, needle) {
    const { bytes, rare, tail } = needle;
    for (let at = data.indexOf(tail, rare); at !== -1; at = data.indexOf(tail, at + 1)) {
        if (rare === 0 || data.compare(bytes, 0, rare, at - rare, at) === 0)
            return true;
    }
    return false;
}
function prefilter(pattern, literal, regex) {
    if (regex.ignoreCase)
        return undefined;
    const literals = literal ? (pattern ? [pattern] : undefined) : requiredLiterals(regex.source);
    // U+FFFD may stand for undecodable bytes, which a byte search would not find.
    if (!literals || literals.some((text) => text.includes("\uFFFD")))
        return undefined;
    return literals.map(makeNeedle);
}
function createGrepTool(cwd, options) {
    const ops = options?.operations ?? defaultGrepOperations;
    return {
        name: "grep",
        label: "grep",
        description: `Search file contents for a pattern. Returns matching lines with file paths and line numbers. Respects .gitignore. Output is truncated to ${grep_DEFAULT_LIMIT} matches or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first). Long lines are truncated to ${GREP_MAX_LINE_LENGTH} chars.`,
        promptSnippet: "Search file contents for patterns (respects .gitignore)",
        parameters: grepSchema,
        async execute(_toolCallId, { pattern, path, glob, ignoreCase, literal, context, limit }, signal) {
            if (signal?.aborted)
                throw new Error("Operation aborted");
            const searchPath = (0,path_utils/* resolveToCwd */.wT)(path || ".", cwd);
            const isDirectory = await isSearchDirectory(ops, searchPath);
            const regex = compilePattern(pattern, literal === true, ignoreCase === true);
            const state = {
                regex,
                lineRegex: new RegExp(regex.source, regex.flags.replace("g", "")),
                needles: prefilter(pattern, literal === true, regex),
                context: context && context > 0 ? Math.floor(context) : 0,
                limit: Math.max(1, limit ?? grep_DEFAULT_LIMIT),
                matchCount: 0,
                limitReached: false,
                linesTruncated: false,
                output: [],
            };
            // The local default reads into a reused buffer; searchFile is done with it before the next read.
            const readFile = ops === defaultGrepOperations ? readFileTransient : (file) => ops.readFile(file);
            const searchOne = (file, displayPath) => {
                const done = (data) => (searchFile(state, data, displayPath) ? undefined : "stop");
                try {
                    const data = readFile(file);
                    // Unreadable files are skipped, as ripgrep does (it only reports them on stderr).
                    return isPromiseLike(data) ? Promise.resolve(data).then(done, () => undefined) : done(data);
                }
                catch {
                    return undefined;
                }
            };
            if (isInsideGitDir(searchPath))
                return buildResult(state);
            if (!isDirectory) {
                // A file named explicitly is searched even if ignored or outside the glob, as in ripgrep.
                await searchOne(searchPath, (0,external_node_path_.basename)(searchPath));
                return buildResult(state);
            }
            const filter = glob ? compileGlob(glob) : undefined;
            await walkFiles(searchPath, {
                operations: ops,
                signal,
                visit: (entry) => {
                    if (entry.kind === "directory")
                        return filter?.skipDirectory(entry) ? "skip" : undefined;
                    // Symlinks are not followed (ripgrep's default), which also rules out loops.
                    if (entry.kind !== "file" || (filter && !filter.file(entry)))
                        return undefined;
                    return searchOne(entry.path, entry.relativePath);
                },
            });
            return buildResult(state);
        },
    };
}

;// CONCATENATED MODULE: ./src/tools/ls.ts





const lsSchema = type/* Type */.ZU.Object({
    path: type/* Type */.ZU.Optional(type/* Type */.ZU.String({ description: "Directory to list (default: current directory)" })),
    limit: type/* Type */.ZU.Optional(type/* Type */.ZU.Number({ description: "Maximum number of entries to return (default: 500)" })),
});
const defaultLsOperations = {
    exists: external_node_fs_.existsSync,
    stat: external_node_fs_.statSync,
    readdir: (p) => (0,external_node_fs_.readdirSync)(p),
};
const ls_DEFAULT_LIMIT = 500;
function ls_checkAborted(signal) {
    if (signal?.aborted)
        throw new Error("Operation aborted");
}
function createLsTool(cwd, options = {}) {
    const ops = options.operations ?? defaultLsOperations;
    return {
        name: "ls",
        label: "ls",
        description: `List directory contents. Returns entries sorted alphabetically, with '/' suffix for directories. Includes dotfiles. Output is truncated to ${ls_DEFAULT_LIMIT} entries or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first).`,
        promptSnippet: "List directory contents",
        parameters: lsSchema,
        async execute(_toolCallId, { path, limit }, signal) {
            ls_checkAborted(signal);
            const dirPath = (0,path_utils/* resolveToCwd */.wT)(path || ".", cwd);
            const effectiveLimit = limit ?? ls_DEFAULT_LIMIT;
            if (!(await ops.exists(dirPath)))
                throw new Error(`Path not found: ${dirPath}`);
            if (!(await ops.stat(dirPath)).isDirectory())
                throw new Error(`Not a directory: ${dirPath}`);
            let entries;
            try {
                entries = await ops.readdir(dirPath);
            }
            catch (e) {
                throw new Error(`Cannot read directory: ${e.message}`);
            }
            entries.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
            const results = [];
            let entryLimitReached = false;
            for (const entry of entries) {
                if (results.length >= effectiveLimit) {
                    entryLimitReached = true;
                    break;
                }
                ls_checkAborted(signal);
                try {
                    const isDir = (await ops.stat((0,external_node_path_.join)(dirPath, entry))).isDirectory();
                    results.push(isDir ? `${entry}/` : entry);
                }
                catch {
                    // Unstat-able entries (dangling symlinks, races) are skipped, as pi does.
                }
            }
            if (results.length === 0)
                return { content: [{ type: "text", text: "(empty directory)" }], details: undefined };
            // The entry count is already capped, so only bytes can cut the output.
            const truncation = truncateHead(results.join("\n"), { maxLines: Number.MAX_SAFE_INTEGER });
            const details = {};
            const notices = [];
            if (entryLimitReached) {
                notices.push(`${effectiveLimit} entries limit reached. Use limit=${effectiveLimit * 2} for more`);
                details.entryLimitReached = effectiveLimit;
            }
            if (truncation.truncated) {
                notices.push(`${formatSize(DEFAULT_MAX_BYTES)} limit reached`);
                details.truncation = truncation;
            }
            const text = notices.length > 0 ? `${truncation.content}\n\n[${notices.join(". ")}]` : truncation.content;
            return { content: [{ type: "text", text }], details: notices.length > 0 ? details : undefined };
        },
    };
}

;// CONCATENATED MODULE: ./src/tools/image.ts
// Image helpers for the read tool: magic-byte sniffing, and pi's resize policy on Photon (WASM).
// Photon is imported only when an image is actually resized, so text reads never load 2 MB of WASM.

/** Enough bytes for every signature below (RIFF....WEBP is the longest). */
const IMAGE_SNIFF_BYTES = 12;
function startsWith(bytes, signature, offset = 0) {
    if (bytes.length < offset + signature.length)
        return false;
    return signature.every((b, i) => bytes[offset + i] === b);
}
/**
 * The image type the model can receive (jpeg, png, gif, webp), judged by content only; anything
 * else (a `.png` holding text included) is undefined and read as text.
 */
function sniffImageMimeType(bytes) {
    // FF D8 FF F7 is JPEG-LS, which is not a JPEG the model or Photon can take.
    if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes[3] !== 0xf7)
        return "image/jpeg";
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
        return "image/png";
    if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]))
        return "image/gif";
    if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
        return "image/webp";
    return undefined;
}
/** Sniffs the first bytes of a file. Opening a directory fails here with Node's EISDIR, as in pi. */
async function detectImageMimeTypeFromFile(absolutePath) {
    const handle = await (0,promises_.open)(absolutePath, "r");
    try {
        const buffer = Buffer.alloc(IMAGE_SNIFF_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, IMAGE_SNIFF_BYTES, 0);
        return sniffImageMimeType(buffer.subarray(0, bytesRead));
    }
    finally {
        await handle.close();
    }
}
let photonPromise;
/** Loads Photon once; undefined when it cannot load (then images are omitted, as in pi). */
function loadPhoton() {
    photonPromise ??= __webpack_require__.e(/* import() */ 681).then(__webpack_require__.t.bind(__webpack_require__, 34681, 23)).then(
    // A CommonJS module: Node puts module.exports on `default`; bundlers may not.
    (mod) => (mod.default ?? mod), () => undefined);
    return photonPromise;
}
/** 4.5 MB of base64 leaves headroom under Anthropic's 5 MB per image. */
const IMAGE_MAX_BYTES = 4.5 * 1024 * 1024;
const IMAGE_MAX_DIMENSION = 2000;
/**
 * pi's policy: keep the image as is when it fits 2000x2000 and 4.5 MB of base64; otherwise scale
 * it into the box and take the first of PNG, JPEG q80/85/70/55/40 under the limit, shrinking by
 * 0.75 until something fits. Null when the image cannot be decoded or made small enough.
 */
async function resizeImage(image, options = {}) {
    const maxWidth = options.maxWidth ?? IMAGE_MAX_DIMENSION;
    const maxHeight = options.maxHeight ?? IMAGE_MAX_DIMENSION;
    const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
    const qualities = [...new Set([options.jpegQuality ?? 80, 85, 70, 55, 40])];
    const photon = await loadPhoton();
    if (!photon)
        return null;
    let decoded;
    try {
        const bytes = new Uint8Array(Buffer.from(image.data, "base64"));
        const raw = photon.PhotonImage.new_from_byteslice(bytes);
        decoded = applyExifOrientation(photon, raw, bytes);
        if (decoded !== raw)
            raw.free();
        const originalWidth = decoded.get_width();
        const originalHeight = decoded.get_height();
        if (originalWidth <= maxWidth && originalHeight <= maxHeight && image.data.length < maxBytes) {
            return { data: image.data, mimeType: image.mimeType, originalWidth, originalHeight, width: originalWidth, height: originalHeight, wasResized: false };
        }
        let width = originalWidth;
        let height = originalHeight;
        if (width > maxWidth) {
            height = Math.round((height * maxWidth) / width);
            width = maxWidth;
        }
        if (height > maxHeight) {
            width = Math.round((width * maxHeight) / height);
            height = maxHeight;
        }
        for (;;) {
            const resized = photon.resize(decoded, width, height, photon.SamplingFilter.Lanczos3);
            try {
                const found = firstUnder(maxBytes, [
                    () => ({ bytes: resized.get_bytes(), mimeType: "image/png" }),
                    ...qualities.map((q) => () => ({ bytes: resized.get_bytes_jpeg(q), mimeType: "image/jpeg" })),
                ]);
                if (found)
                    return { ...found, originalWidth, originalHeight, width, height, wasResized: true };
            }
            finally {
                resized.free();
            }
            if (width === 1 && height === 1)
                return null;
            width = width === 1 ? 1 : Math.max(1, Math.floor(width * 0.75));
            height = height === 1 ? 1 : Math.max(1, Math.floor(height * 0.75));
        }
    }
    catch {
        return null;
    }
    finally {
        decoded?.free();
    }
}
function firstUnder(maxBytes, encoders) {
    for (const encode of encoders) {
        const { bytes, mimeType } = encode();
        const data = Buffer.from(bytes).toString("base64");
        if (data.length < maxBytes)
            return { data, mimeType };
    }
    return undefined;
}
/** pi's note telling the model how to map coordinates back; undefined when not resized. */
function formatDimensionNote(image) {
    if (!image.wasResized)
        return undefined;
    const scale = image.originalWidth / image.width;
    return `[Image: original ${image.originalWidth}x${image.originalHeight}, displayed at ${image.width}x${image.height}. Multiply coordinates by ${scale.toFixed(2)} to map to original image.]`;
}
// --- EXIF orientation -------------------------------------------------------------------------
// Re-encoding drops EXIF, so a phone photo taken sideways must be turned upright before resizing.
/** The EXIF orientation (1-8) of a JPEG or WebP; 1 when absent or unreadable. */
function exifOrientation(bytes) {
    let tiff = -1;
    if (startsWith(bytes, [0xff, 0xd8]))
        tiff = jpegTiffOffset(bytes);
    else if (sniffImageMimeType(bytes) === "image/webp")
        tiff = webpTiffOffset(bytes);
    if (tiff < 0 || tiff + 8 > bytes.length)
        return 1;
    const le = bytes[tiff] === 0x49 && bytes[tiff + 1] === 0x49;
    const u16 = (p) => (le ? bytes[p] | (bytes[p + 1] << 8) : (bytes[p] << 8) | bytes[p + 1]);
    const u32 = (p) => (le ? (u16(p) | (u16(p + 2) << 16)) >>> 0 : ((u16(p) << 16) | u16(p + 2)) >>> 0);
    const ifd = tiff + u32(tiff + 4);
    if (ifd + 2 > bytes.length)
        return 1;
    const count = u16(ifd);
    for (let i = 0; i < count; i++) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > bytes.length)
            return 1;
        if (u16(entry) === 0x0112) {
            const value = u16(entry + 8);
            return value >= 1 && value <= 8 ? value : 1;
        }
    }
    return 1;
}
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
function jpegTiffOffset(bytes) {
    let offset = 2;
    while (offset + 4 <= bytes.length) {
        if (bytes[offset] !== 0xff)
            return -1;
        const marker = bytes[offset + 1];
        if (marker === 0xff) {
            offset++;
            continue;
        }
        if (marker === 0xe1)
            return startsWith(bytes, EXIF_HEADER, offset + 4) ? offset + 10 : -1;
        offset += 2 + ((bytes[offset + 2] << 8) | bytes[offset + 3]);
    }
    return -1;
}
function webpTiffOffset(bytes) {
    let offset = 12;
    while (offset + 8 <= bytes.length) {
        const id = String.fromCharCode(...bytes.subarray(offset, offset + 4));
        const size = (bytes[offset + 4] | (bytes[offset + 5] << 8) | (bytes[offset + 6] << 16) | (bytes[offset + 7] << 24)) >>> 0;
        const start = offset + 8;
        if (id === "EXIF") {
            if (start + size > bytes.length)
                return -1;
            return size >= 6 && startsWith(bytes, EXIF_HEADER, start) ? start + 6 : start;
        }
        offset = start + size + (size % 2); // RIFF chunks are padded to an even size
    }
    return -1;
}
/** Flips happen in place; rotations return a new image (the caller frees the old one). */
function applyExifOrientation(photon, image, bytes) {
    const orientation = exifOrientation(bytes);
    switch (orientation) {
        case 2:
            photon.fliph(image);
            return image;
        case 3:
            photon.fliph(image);
            photon.flipv(image);
            return image;
        case 4:
            photon.flipv(image);
            return image;
        case 5:
        case 6: {
            const rotated = rotate(photon, image, (x, y, _w, h) => x * h + (h - 1 - y)); // 90° clockwise
            if (orientation === 5)
                photon.fliph(rotated);
            return rotated;
        }
        case 7:
        case 8: {
            const rotated = rotate(photon, image, (x, y, w, h) => (w - 1 - x) * h + y); // 90° counter-clockwise
            if (orientation === 7)
                photon.fliph(rotated);
            return rotated;
        }
        default:
            return image;
    }
}
function rotate(photon, image, target) {
    const w = image.get_width();
    const h = image.get_height();
    // One RGBA pixel per 32-bit word: a quarter of the work of copying bytes.
    const raw = image.get_raw_pixels();
    const aligned = raw.byteOffset % 4 === 0 ? raw : raw.slice();
    const src = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
    const dst = new Uint32Array(src.length);
    for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++)
            dst[target(x, y, w, h)] = src[y * w + x];
    }
    return new photon.PhotonImage(new Uint8Array(dst.buffer), h, w);
}

;// CONCATENATED MODULE: ./src/tools/read.ts






const readSchema = type/* Type */.ZU.Object({
    path: type/* Type */.ZU.String({ description: "Path to the file to read (relative or absolute)" }),
    offset: type/* Type */.ZU.Optional(type/* Type */.ZU.Number({ description: "Line number to start reading from (1-indexed)" })),
    limit: type/* Type */.ZU.Optional(type/* Type */.ZU.Number({ description: "Maximum number of lines to read" })),
});
const defaultReadOperations = {
    readFile: (p) => (0,promises_.readFile)(p),
    access: (p) => (0,promises_.access)(p, external_node_fs_.constants.R_OK),
    detectImageMimeType: detectImageMimeTypeFromFile,
};
const NO_VISION_NOTE = "[Current model does not support images. The image will be omitted from this request.]";
const IMAGE_OMITTED_NOTE = "[Image omitted: could not be resized below the inline image size limit.]";
function createReadTool(cwd, options = {}) {
    const ops = options.operations ?? defaultReadOperations;
    const autoResize = options.autoResizeImages ?? true;
    const supportsImages = options.supportsImages ?? (() => true);
    async function read({ path, offset, limit }) {
        const absolutePath = (0,path_utils/* resolveReadPath */.sT)(path, cwd);
        await ops.access(absolutePath);
        const mimeType = ops.detectImageMimeType ? await ops.detectImageMimeType(absolutePath) : undefined;
        const buffer = await ops.readFile(absolutePath);
        if (mimeType) {
            const notes = supportsImages() ? [] : [NO_VISION_NOTE];
            return { content: await readImage(buffer, mimeType, autoResize, notes), details: undefined };
        }
        return read_readText(buffer.toString("utf8"), path, offset, limit);
    }
    return {
        name: "read",
        label: "read",
        description: `Read the contents of a file. Supports text files and images (jpg, png, gif, webp). Images are sent as attachments. For text files, output is truncated to ${DEFAULT_MAX_LINES} lines or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first). Use offset/limit for large files. When you need the full file, continue with offset until complete.`,
        promptSnippet: "Read file contents",
        promptGuidelines: ["Use read to examine files instead of cat or sed."],
        parameters: readSchema,
        execute: (_toolCallId, args, signal) => untilAborted(signal, () => read(args)),
    };
}
async function readImage(buffer, mimeType, autoResize, notes) {
    const data = buffer.toString("base64");
    if (!autoResize)
        return imageContent(mimeType, notes, data);
    const resized = await resizeImage({ data, mimeType });
    if (!resized)
        return [{ type: "text", text: [`Read image file [${mimeType}]`, IMAGE_OMITTED_NOTE, ...notes].join("\n") }];
    const dimensionNote = formatDimensionNote(resized);
    return imageContent(resized.mimeType, dimensionNote ? [dimensionNote, ...notes] : notes, resized.data);
}
function imageContent(mimeType, notes, data) {
    return [
        { type: "text", text: [`Read image file [${mimeType}]`, ...notes].join("\n") },
        { type: "image", data, mimeType },
    ];
}
/** pi's text read: select by offset/limit, then head-truncate with a notice saying how to go on. */
function read_readText(text, path, offset, limit) {
    const allLines = text.split("\n");
    const totalLines = allLines.length;
    const startLine = offset ? Math.max(0, offset - 1) : 0;
    const startDisplay = startLine + 1;
    if (startLine >= totalLines)
        throw new Error(`Offset ${offset} is beyond end of file (${totalLines} lines total)`);
    let selected;
    let userLimitedLines;
    if (limit !== undefined) {
        const endLine = Math.min(startLine + limit, totalLines);
        selected = allLines.slice(startLine, endLine).join("\n");
        userLimitedLines = endLine - startLine;
    }
    else {
        selected = allLines.slice(startLine).join("\n");
    }
    const truncation = truncateHead(selected);
    const limitText = formatSize(DEFAULT_MAX_BYTES);
    if (truncation.firstLineExceedsLimit) {
        const size = formatSize(Buffer.byteLength(allLines[startLine], "utf8"));
        const text = `[Line ${startDisplay} is ${size}, exceeds ${limitText} limit. Use bash: sed -n '${startDisplay}p' ${path} | head -c ${DEFAULT_MAX_BYTES}]`;
        return { content: [{ type: "text", text }], details: { truncation } };
    }
    if (truncation.truncated) {
        const endDisplay = startDisplay + truncation.outputLines - 1;
        const range = `${startDisplay}-${endDisplay} of ${totalLines}`;
        const notice = truncation.truncatedBy === "lines"
            ? `[Showing lines ${range}. Use offset=${endDisplay + 1} to continue.]`
            : `[Showing lines ${range} (${limitText} limit). Use offset=${endDisplay + 1} to continue.]`;
        return { content: [{ type: "text", text: `${truncation.content}\n\n${notice}` }], details: { truncation } };
    }
    if (userLimitedLines !== undefined && startLine + userLimitedLines < totalLines) {
        const remaining = totalLines - (startLine + userLimitedLines);
        const next = startLine + userLimitedLines + 1;
        const text = `${truncation.content}\n\n[${remaining} more lines in file. Use offset=${next} to continue.]`;
        return { content: [{ type: "text", text }], details: undefined };
    }
    return { content: [{ type: "text", text: truncation.content }], details: undefined };
}
/** Runs `work`, but settles with "Operation aborted" as soon as the signal fires (resizing can be slow). */
function untilAborted(signal, work) {
    if (signal?.aborted)
        return Promise.reject(new Error("Operation aborted"));
    if (!signal)
        return work();
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(new Error("Operation aborted"));
        signal.addEventListener("abort", onAbort, { once: true });
        work().then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
    });
}

;// CONCATENATED MODULE: ./src/tools/write.ts





const writeSchema = type/* Type */.ZU.Object({
    path: type/* Type */.ZU.String({ description: "Path to the file to write (relative or absolute)" }),
    content: type/* Type */.ZU.String({ description: "Content to write to the file" }),
});
const defaultWriteOperations = {
    writeFile: (p, content) => (0,promises_.writeFile)(p, content, "utf8"),
    mkdir: async (dir) => {
        await (0,promises_.mkdir)(dir, { recursive: true });
    },
};
function write_checkAborted(signal) {
    if (signal?.aborted)
        throw new Error("Operation aborted");
}
function createWriteTool(cwd, options = {}) {
    const ops = options.operations ?? defaultWriteOperations;
    return {
        name: "write",
        label: "write",
        description: "Write content to a file. Creates the file if it doesn't exist, overwrites if it does. Automatically creates parent directories.",
        promptSnippet: "Create or overwrite files",
        promptGuidelines: ["Use write only for new files or complete rewrites."],
        parameters: writeSchema,
        async execute(_toolCallId, { path, content }, signal) {
            const absolutePath = (0,path_utils/* resolveToCwd */.wT)(path, cwd);
            // An abort is honoured before the write, never in the middle of it: the queue stays held until
            // the file is settled (so the next mutation cannot interleave), and a finished write says so.
            return withFileMutationQueue(absolutePath, async () => {
                write_checkAborted(signal);
                await ops.mkdir((0,external_node_path_.dirname)(absolutePath));
                write_checkAborted(signal);
                await ops.writeFile(absolutePath, content);
                // pi reports content.length (UTF-16 units); the file holds UTF-8 bytes.
                const bytes = Buffer.byteLength(content, "utf8");
                return { content: [{ type: "text", text: `Successfully wrote ${bytes} bytes to ${path}` }], details: undefined };
            });
        },
    };
}

;// CONCATENATED MODULE: ./src/tools/index.ts







const CODING_TOOL_NAMES = ["read", "bash", "edit", "write", "grep", "find", "ls"];
const FACTORIES = {
    read: (cwd, o) => createReadTool(cwd, o.read),
    bash: (cwd, o) => createBashTool(cwd, o.bash),
    edit: (cwd) => createEditTool(cwd),
    write: (cwd) => createWriteTool(cwd),
    grep: (cwd) => createGrepTool(cwd),
    find: (cwd) => createFindTool(cwd),
    ls: (cwd) => createLsTool(cwd),
};
/** The named tools in the given order (pi sends tools in `--tools` order); all seven by default. */
function createCodingTools(cwd, options = {}, names = CODING_TOOL_NAMES) {
    return names.map((name) => FACTORIES[name](cwd, options));
}
/** read, grep, find, ls: for reviews, where the agent must not change the workspace. */
function createReadOnlyTools(cwd, options = {}) {
    return createCodingTools(cwd, options, ["read", "grep", "find", "ls"]);
}


/***/ }),

/***/ 22671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sT: () => (/* binding */ resolveReadPath),
/* harmony export */   wT: () => (/* binding */ resolveToCwd)
/* harmony export */ });
/* unused harmony export expandPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



const UNICODE_SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
const NARROW_NBSP = "\u202F";
/** pi's expandPath: one leading "@" dropped, unicode spaces made plain, "~" expanded. */
function expandPath(filePath) {
    let p = filePath.startsWith("@") ? filePath.slice(1) : filePath;
    p = p.replace(UNICODE_SPACES, " ");
    if (p === "~")
        return (0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)();
    if (p.startsWith("~/"))
        return (0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)() + p.slice(1);
    return p;
}
function resolveToCwd(filePath, cwd) {
    const p = expandPath(filePath);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(p) ? p : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, p);
}
function exists(p) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(p, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.F_OK);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * For read: when the path does not exist, tries the spellings macOS and models get wrong —
 * screenshot names with a narrow no-break space before AM/PM, NFD names, curly apostrophes.
 */
function resolveReadPath(filePath, cwd) {
    const resolved = resolveToCwd(filePath, cwd);
    if (exists(resolved))
        return resolved;
    const amPm = resolved.replace(/ (AM|PM)\./gi, `${NARROW_NBSP}$1.`);
    const nfd = resolved.normalize("NFD");
    const curly = resolved.replace(/'/g, "\u2019");
    const nfdCurly = nfd.replace(/'/g, "\u2019");
    for (const candidate of [amPm, nfd, curly, nfdCurly]) {
        if (candidate !== resolved && exists(candidate))
            return candidate;
    }
    return resolved;
}


/***/ })

};
