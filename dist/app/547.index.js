export const id = 547;
export const ids = [547];
export const modules = {

/***/ 28263:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NA: () => (/* binding */ isContextOverflowMessage),
/* harmony export */   Q8: () => (/* binding */ StreamStalledError),
/* harmony export */   fe: () => (/* binding */ classifyError),
/* harmony export */   wV: () => (/* binding */ isRetryableMessage)
/* harmony export */ });
/* unused harmony export retryAfterMs */
/* harmony import */ var _models_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39178);

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

/***/ 59573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kv: () => (/* binding */ resolveApiKey),
  ge: () => (/* binding */ streamModel)
});

// UNUSED EXPORTS: DEFAULT_IDLE_TIMEOUT_MS, completeModel, resolveBaseUrl

// EXTERNAL MODULE: ./src/ai/errors.ts
var errors = __webpack_require__(28263);
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
var models = __webpack_require__(39178);
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
    "anthropic-messages": async () => (await Promise.all(/* import() */[__webpack_require__.e(766), __webpack_require__.e(423)]).then(__webpack_require__.bind(__webpack_require__, 23423))).streamAnthropic,
    "openai-responses": async () => (await Promise.all(/* import() */[__webpack_require__.e(674), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 13712))).streamOpenAIResponses,
    "openai-completions": async () => (await Promise.all(/* import() */[__webpack_require__.e(674), __webpack_require__.e(131)]).then(__webpack_require__.bind(__webpack_require__, 18131))).streamOpenAICompletions,
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

/***/ 66192:
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
var prompt_templates = __webpack_require__(20047);
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
var context_frontmatter = __webpack_require__(43893);
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

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(70298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
// EXTERNAL MODULE: ./src/context/ignore-files.ts
var ignore_files = __webpack_require__(69503);
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

/***/ 26666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ AgentSession)
});

// EXTERNAL MODULE: ./src/ai/stream.ts + 4 modules
var ai_stream = __webpack_require__(59573);
// EXTERNAL MODULE: ./node_modules/@sinclair/typebox/build/esm/errors/errors.mjs + 1 modules
var errors_errors = __webpack_require__(53355);
// EXTERNAL MODULE: ./node_modules/@sinclair/typebox/build/esm/value/convert/convert.mjs + 1 modules
var convert = __webpack_require__(75583);
// EXTERNAL MODULE: ./node_modules/@sinclair/typebox/build/esm/value/check/check.mjs
var check = __webpack_require__(76849);
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
var errors = __webpack_require__(28263);
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
var compaction = __webpack_require__(65460);
// EXTERNAL MODULE: ./src/session/retry.ts
var retry = __webpack_require__(45290);
// EXTERNAL MODULE: ./src/session/session-context.ts
var session_context = __webpack_require__(21778);
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

/***/ 81201:
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

/***/ 65460:
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
var compaction_prompts = __webpack_require__(81201);
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

/***/ 45290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ DEFAULT_RETRY_SETTINGS),
/* harmony export */   tE: () => (/* binding */ decideRetry),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
/* unused harmony export isRetryable */
/* harmony import */ var _ai_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28263);

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

/***/ 21778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uv: () => (/* binding */ buildSessionContext),
/* harmony export */   vs: () => (/* binding */ pathTo)
/* harmony export */ });
/* unused harmony exports bashExecutionToText, toLlmMessage */
/* harmony import */ var _compaction_prompts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81201);

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

/***/ 59333:
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

/***/ 54969:
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
var session_context = __webpack_require__(21778);
// EXTERNAL MODULE: ./src/session/session-paths.ts
var session_paths = __webpack_require__(59333);
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

/***/ 31823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ loadSessionSettings)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _compaction_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65460);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45290);




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


/***/ })

};
