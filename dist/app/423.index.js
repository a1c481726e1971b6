export const id = 423;
export const ids = [423];
export const modules = {

/***/ 23423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   anthropicToolId: () => (/* binding */ anthropicToolId),
/* harmony export */   buildParams: () => (/* binding */ buildParams),
/* harmony export */   convertMessages: () => (/* binding */ convertMessages),
/* harmony export */   streamAnthropic: () => (/* binding */ streamAnthropic)
/* harmony export */ });
/* harmony import */ var _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7766);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28263);
/* harmony import */ var _thinking_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81276);



const CACHE = { type: "ephemeral" };
/** Opus 4.6+ and Sonnet 4.6 think adaptively with an effort level instead of a token budget. */
function adaptive(modelId) {
    return /(opus-4[-.][67]|sonnet-4[-.]6)/.test(modelId);
}
/** Anthropic tool ids must match ^[a-zA-Z0-9_-]{1,64}$; ids from other APIs may not. */
function anthropicToolId(id) {
    return id.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64);
}
function image(block) {
    return { type: "image", source: { type: "base64", media_type: block.mimeType, data: block.data } };
}
function textOrImage(blocks) {
    const out = [];
    for (const b of blocks) {
        if (b.type === "text") {
            if (b.text)
                out.push({ type: "text", text: b.text });
        }
        else
            out.push(image(b));
    }
    return out;
}
function convertMessages(messages, model) {
    const out = [];
    for (const m of messages) {
        if (m.role === "user") {
            const content = typeof m.content === "string" ? textOrImage([{ type: "text", text: m.content }]) : textOrImage(m.content);
            if (content.length)
                out.push({ role: "user", content });
        }
        else if (m.role === "assistant") {
            const sameModel = m.provider === model.provider && m.model === model.id;
            const content = [];
            for (const b of m.content) {
                if (b.type === "text") {
                    if (b.text)
                        content.push({ type: "text", text: b.text });
                }
                else if (b.type === "thinking") {
                    if (sameModel && b.redacted && b.thinkingSignature)
                        content.push({ type: "redacted_thinking", data: b.thinkingSignature });
                    else if (sameModel && b.thinkingSignature)
                        content.push({ type: "thinking", thinking: b.thinking, signature: b.thinkingSignature });
                    // Unsigned or foreign thinking cannot be replayed as thinking; keep its words as text.
                    else if (b.thinking.trim())
                        content.push({ type: "text", text: b.thinking });
                }
                else {
                    content.push({ type: "tool_use", id: anthropicToolId(b.id), name: b.name, input: b.arguments });
                }
            }
            if (content.length)
                out.push({ role: "assistant", content });
        }
        else {
            const block = {
                type: "tool_result",
                tool_use_id: anthropicToolId(m.toolCallId),
                content: textOrImage(m.content),
                is_error: m.isError,
            };
            // Consecutive tool results travel in one user message, as the API requires.
            const last = out[out.length - 1];
            if (last?.role === "user" && Array.isArray(last.content) && last.content.every((c) => c.type === "tool_result")) {
                last.content.push(block);
            }
            else
                out.push({ role: "user", content: [block] });
        }
    }
    // Cache the conversation up to the latest turn, so the next request re-reads it cheaply.
    const last = out[out.length - 1];
    if (last?.role === "user" && Array.isArray(last.content) && last.content.length) {
        const block = last.content[last.content.length - 1];
        block.cache_control = CACHE;
    }
    return out;
}
function buildParams(model, context, req) {
    const level = (0,_thinking_js__WEBPACK_IMPORTED_MODULE_1__/* .effectiveThinking */ .QY)(model, req.options.thinking);
    let maxTokens = req.options.maxTokens ?? (0,_thinking_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultMaxTokens */ .OD)(model);
    const params = {
        model: model.id,
        messages: convertMessages(context.messages, model),
        max_tokens: maxTokens,
        stream: true,
    };
    if (context.systemPrompt)
        params.system = [{ type: "text", text: context.systemPrompt, cache_control: CACHE }];
    if (context.tools?.length) {
        params.tools = context.tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters }));
    }
    if (level !== "off") {
        if (adaptive(model.id)) {
            params.thinking = { type: "adaptive", display: "summarized" };
            params.output_config = { effort: level === "minimal" ? "low" : level };
        }
        else {
            const budget = _thinking_js__WEBPACK_IMPORTED_MODULE_1__/* .THINKING_BUDGETS */ .GI[level];
            if (req.options.maxTokens === undefined)
                maxTokens = Math.min(maxTokens + budget, model.maxTokens);
            params.max_tokens = maxTokens;
            params.thinking = { type: "enabled", budget_tokens: Math.min(budget, maxTokens - 1), display: "summarized" };
        }
    }
    return params;
}
async function streamAnthropic(model, context, req) {
    const { builder, watchdog, options } = req;
    const client = new _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .Anthropic */ .N({
        apiKey: req.apiKey,
        authToken: null,
        baseURL: req.baseUrl,
        maxRetries: options.sdkMaxRetries ?? 2,
        timeout: req.idleTimeoutMs,
        defaultHeaders: options.headers,
    });
    const { data } = await client.messages
        .create(buildParams(model, context, req), { signal: watchdog.signal })
        .withResponse();
    watchdog.touch();
    builder.start();
    const blocks = new Map();
    let stop;
    const usage = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
    for await (const event of data) {
        watchdog.touch();
        switch (event.type) {
            case "message_start": {
                const u = event.message.usage;
                usage.input = u.input_tokens ?? 0;
                usage.cacheRead = u.cache_read_input_tokens ?? 0;
                usage.cacheWrite = u.cache_creation_input_tokens ?? 0;
                usage.output = u.output_tokens ?? 0;
                builder.message.responseId = event.message.id;
                builder.setUsage(usage);
                break;
            }
            case "content_block_start": {
                const cb = event.content_block;
                if (cb.type === "text")
                    blocks.set(event.index, { kind: "text", index: builder.startText() });
                else if (cb.type === "thinking")
                    blocks.set(event.index, { kind: "thinking", index: builder.startThinking() });
                else if (cb.type === "redacted_thinking") {
                    const index = builder.startThinking(true);
                    builder.setThinkingSignature(index, cb.data);
                    blocks.set(event.index, { kind: "thinking", index });
                }
                else if (cb.type === "tool_use")
                    blocks.set(event.index, { kind: "tool", index: builder.startToolCall(cb.id, cb.name) });
                break;
            }
            case "content_block_delta": {
                const block = blocks.get(event.index);
                if (!block)
                    break;
                const d = event.delta;
                if (d.type === "text_delta")
                    builder.appendText(block.index, d.text);
                else if (d.type === "thinking_delta")
                    builder.appendThinking(block.index, d.thinking);
                else if (d.type === "signature_delta")
                    builder.setThinkingSignature(block.index, d.signature);
                else if (d.type === "input_json_delta")
                    builder.appendToolArguments(block.index, d.partial_json);
                break;
            }
            case "content_block_stop": {
                const block = blocks.get(event.index);
                if (!block)
                    break;
                if (block.kind === "text")
                    builder.endText(block.index);
                else if (block.kind === "thinking")
                    builder.endThinking(block.index);
                else
                    builder.endToolCall(block.index);
                break;
            }
            case "message_delta": {
                stop = event.delta.stop_reason;
                const u = event.usage;
                // message_delta carries cumulative counts; input figures appear here on some models only.
                if (u.output_tokens != null)
                    usage.output = u.output_tokens;
                if (u.input_tokens != null)
                    usage.input = u.input_tokens;
                if (u.cache_read_input_tokens != null)
                    usage.cacheRead = u.cache_read_input_tokens;
                if (u.cache_creation_input_tokens != null)
                    usage.cacheWrite = u.cache_creation_input_tokens;
                builder.setUsage(usage);
                break;
            }
        }
    }
    switch (stop) {
        case "tool_use":
            builder.finish("toolUse");
            return;
        case "max_tokens":
            builder.finish("length");
            return;
        case "refusal":
            builder.fail("error", "Anthropic: the model declined to answer (stop_reason refusal); rephrase the request.", "fatal");
            return;
        case "model_context_window_exceeded": {
            const c = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyError */ .fe)({ message: "model_context_window_exceeded" }, "anthropic", model.id);
            builder.fail("error", c.message, c.kind);
            return;
        }
        case undefined:
        case null:
            throw new Error("Anthropic: the stream ended without a stop reason (connection cut); retrying may help.");
        default:
            builder.finish("stop");
    }
}


/***/ }),

/***/ 81276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GI: () => (/* binding */ THINKING_BUDGETS),
/* harmony export */   OD: () => (/* binding */ defaultMaxTokens),
/* harmony export */   QY: () => (/* binding */ effectiveThinking)
/* harmony export */ });
/** Token budgets per level for APIs that take a budget (pi's values). */
const THINKING_BUDGETS = {
    minimal: 1024,
    low: 2048,
    medium: 8192,
    high: 16384,
};
/** pi's default output cap: the model's maximum, but no more than 32000 tokens. */
function defaultMaxTokens(model) {
    return Math.min(model.maxTokens, 32_000);
}
/** The level actually used: "off" for models that do not reason. */
function effectiveThinking(model, level) {
    return model.reasoning ? (level ?? "off") : "off";
}


/***/ })

};
