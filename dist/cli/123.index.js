export const id = 123;
export const ids = [123];
export const modules = {

/***/ 8263:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q8: () => (/* binding */ StreamStalledError),
/* harmony export */   fe: () => (/* binding */ classifyError)
/* harmony export */ });
/* unused harmony exports isContextOverflowMessage, isRetryableMessage */
/* harmony import */ var _models_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9178);

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
        return { kind: "retryable", message: `${who} is unavailable (${status}${type ? ` ${type}` : ""}: ${text}); retrying may help.` };
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

/***/ 9178:
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

/***/ 3123:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPrint: () => (/* binding */ runPrint)
});

// EXTERNAL MODULE: ./src/ai/models.ts
var models = __webpack_require__(9178);
// EXTERNAL MODULE: ./src/ai/errors.ts
var errors = __webpack_require__(8263);
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
    fail(reason, errorMessage, kind) {
        this.message.stopReason = reason;
        this.message.errorMessage = errorMessage;
        if (kind)
            this.message.errorKind = kind;
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
    "anthropic-messages": async () => (await Promise.all(/* import() */[__webpack_require__.e(766), __webpack_require__.e(423)]).then(__webpack_require__.bind(__webpack_require__, 3423))).streamAnthropic,
    "openai-responses": async () => (await Promise.all(/* import() */[__webpack_require__.e(674), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 3712))).streamOpenAIResponses,
    "openai-completions": async () => (await Promise.all(/* import() */[__webpack_require__.e(674), __webpack_require__.e(131)]).then(__webpack_require__.bind(__webpack_require__, 8131))).streamOpenAICompletions,
    "google-generative-ai": async () => (await Promise.all(/* import() */[__webpack_require__.e(964), __webpack_require__.e(860)]).then(__webpack_require__.bind(__webpack_require__, 860))).streamGoogle,
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
            builder.fail("error", c.message, c.kind);
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

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
;// CONCATENATED MODULE: ./src/cli/print.ts




/**
 * One model reply printed as it streams (no tools yet). Returns the exit code: 0 answered,
 * 1 the provider failed.
 */
async function runPrint(args, prompt) {
    if (!args.model)
        throw new cli_args/* UsageError */.e("--model <provider>/<id> is required, e.g. --model anthropic/claude-sonnet-4-5");
    let model;
    try {
        model = (0,models/* resolveModel */.AX)(args.model);
    }
    catch (error) {
        throw new cli_args/* UsageError */.e(error.message);
    }
    if (!resolveApiKey(model, args.apiKey)) {
        throw new cli_args/* UsageError */.e(`no API key for ${model.provider}: set ${models/* PROVIDER_KEY_ENV */.W2[model.provider]} or pass --api-key`);
    }
    const controller = new AbortController();
    const onSignal = () => controller.abort();
    process.once("SIGINT", onSignal);
    process.once("SIGTERM", onSignal);
    try {
        const stream = streamModel(model, { messages: [{ role: "user", content: [{ type: "text", text: prompt }], timestamp: Date.now() }] }, {
            apiKey: args.apiKey,
            baseUrl: args.baseUrl,
            thinking: args.thinking,
            signal: controller.signal,
        });
        let wrote = false;
        for await (const event of stream) {
            if (event.type === "text_delta") {
                process.stdout.write(event.delta);
                wrote = true;
            }
        }
        const message = await stream.result();
        if (wrote)
            process.stdout.write("\n");
        if (message.stopReason === "error" || message.stopReason === "aborted") {
            process.stderr.write(`repo-agent: ${message.errorMessage ?? `Request ${message.stopReason}`}\n`);
            return 1;
        }
        return 0;
    }
    finally {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
    }
}


/***/ })

};
