export const id = 712;
export const ids = [712];
export const modules = {

/***/ 70293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ openAIClient)
/* harmony export */ });
/* harmony import */ var openai__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93674);

/** One OpenAI SDK client per request, for both the Responses and Chat Completions APIs. */
function openAIClient(req) {
    return new openai__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .Ay({
        apiKey: req.apiKey,
        baseURL: req.baseUrl,
        maxRetries: req.options.sdkMaxRetries ?? 2,
        timeout: req.idleTimeoutMs,
        defaultHeaders: req.options.headers,
        // Never pick these up from the environment: they belong to whoever set them, not this run.
        organization: null,
        project: null,
    });
}


/***/ }),

/***/ 13712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildParams: () => (/* binding */ buildParams),
/* harmony export */   convertInput: () => (/* binding */ convertInput),
/* harmony export */   streamOpenAIResponses: () => (/* binding */ streamOpenAIResponses)
/* harmony export */ });
/* harmony import */ var _thinking_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81276);
/* harmony import */ var _openai_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70293);


// Tool-call ids are stored as "<call_id>|<item id>" (pi's convention) so the item id survives replay.
function splitId(id) {
    const [callId, itemId] = id.split("|");
    return { callId, itemId: itemId || undefined };
}
function inputContent(blocks) {
    return blocks.map((b) => b.type === "text"
        ? { type: "input_text", text: b.text }
        : { type: "input_image", image_url: `data:${b.mimeType};base64,${b.data}`, detail: "auto" });
}
function convertInput(messages, model) {
    const out = [];
    for (const m of messages) {
        if (m.role === "user") {
            const content = typeof m.content === "string" ? [{ type: "input_text", text: m.content }] : inputContent(m.content);
            out.push({ role: "user", content });
        }
        else if (m.role === "assistant") {
            const sameModel = m.provider === model.provider && m.model === model.id;
            for (const b of m.content) {
                if (b.type === "thinking") {
                    // The signature is the whole reasoning item (with encrypted content); only this model can read it.
                    if (sameModel && b.thinkingSignature)
                        out.push(JSON.parse(b.thinkingSignature));
                }
                else if (b.type === "text") {
                    if (!b.text)
                        continue;
                    out.push({
                        type: "message",
                        role: "assistant",
                        status: "completed",
                        id: sameModel && b.textSignature ? b.textSignature : `msg_${out.length}`,
                        content: [{ type: "output_text", text: b.text, annotations: [] }],
                    });
                }
                else {
                    const { callId, itemId } = splitId(b.id);
                    out.push({
                        type: "function_call",
                        call_id: callId,
                        name: b.name,
                        arguments: JSON.stringify(b.arguments),
                        ...(sameModel && itemId ? { id: itemId } : {}),
                    });
                }
            }
        }
        else {
            const hasImage = m.content.some((c) => c.type === "image");
            const text = m.content.filter((c) => c.type === "text").map((c) => c.text).join("\n");
            out.push({
                type: "function_call_output",
                call_id: splitId(m.toolCallId).callId,
                output: hasImage ? inputContent(m.content) : text,
            });
        }
    }
    return out;
}
function buildParams(model, context, req) {
    const level = (0,_thinking_js__WEBPACK_IMPORTED_MODULE_0__/* .effectiveThinking */ .QY)(model, req.options.thinking);
    const params = {
        model: model.id,
        input: convertInput(context.messages, model),
        stream: true,
        store: false,
        max_output_tokens: req.options.maxTokens ?? (0,_thinking_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultMaxTokens */ .OD)(model),
    };
    if (context.systemPrompt)
        params.instructions = context.systemPrompt;
    if (context.tools?.length) {
        params.tools = context.tools.map((t) => ({
            type: "function",
            name: t.name,
            description: t.description,
            parameters: t.parameters,
            strict: false,
        }));
    }
    // "off" leaves the model's default effort: the lowest accepted value differs between models.
    if (level !== "off") {
        params.reasoning = { effort: level, summary: "auto" };
        params.include = ["reasoning.encrypted_content"];
    }
    return params;
}
async function streamOpenAIResponses(model, context, req) {
    const { builder, watchdog } = req;
    const { data } = await (0,_openai_client_js__WEBPACK_IMPORTED_MODULE_1__/* .openAIClient */ .Q)(req).responses.create(buildParams(model, context, req), { signal: watchdog.signal }).withResponse();
    watchdog.touch();
    builder.start();
    const items = new Map();
    let finished = false;
    for await (const event of data) {
        watchdog.touch();
        switch (event.type) {
            case "response.output_item.added": {
                const item = event.item;
                if (item.type === "message")
                    items.set(event.output_index, { kind: "text", index: builder.startText() });
                else if (item.type === "reasoning")
                    items.set(event.output_index, { kind: "thinking", index: builder.startThinking() });
                else if (item.type === "function_call") {
                    const index = builder.startToolCall(`${item.call_id}|${item.id}`, item.name);
                    items.set(event.output_index, { kind: "tool", index });
                }
                break;
            }
            case "response.output_text.delta": {
                const it = items.get(event.output_index);
                if (it?.kind === "text")
                    builder.appendText(it.index, event.delta);
                break;
            }
            case "response.reasoning_summary_text.delta": {
                const it = items.get(event.output_index);
                if (it?.kind === "thinking")
                    builder.appendThinking(it.index, event.delta);
                break;
            }
            case "response.reasoning_summary_part.done": {
                // Separate summary parts read as paragraphs.
                const it = items.get(event.output_index);
                if (it?.kind === "thinking")
                    builder.appendThinking(it.index, "\n\n");
                break;
            }
            case "response.function_call_arguments.delta": {
                const it = items.get(event.output_index);
                if (it?.kind === "tool")
                    builder.appendToolArguments(it.index, event.delta);
                break;
            }
            case "response.output_item.done": {
                const it = items.get(event.output_index);
                if (!it)
                    break;
                const item = event.item;
                if (it.kind === "text" && item.type === "message") {
                    const block = builder.message.content[it.index];
                    if (block.type === "text")
                        block.textSignature = item.id;
                    builder.endText(it.index);
                }
                else if (it.kind === "thinking" && item.type === "reasoning") {
                    const block = builder.message.content[it.index];
                    if (block.type === "thinking")
                        block.thinking = block.thinking.trimEnd();
                    builder.setThinkingSignature(it.index, JSON.stringify(item));
                    builder.endThinking(it.index);
                }
                else if (it.kind === "tool" && item.type === "function_call") {
                    builder.endToolCall(it.index, parseObject(item.arguments));
                }
                break;
            }
            case "response.completed":
            case "response.incomplete":
            case "response.failed": {
                const r = event.response;
                builder.message.responseId = r.id;
                const u = r.usage;
                if (u) {
                    const cached = u.input_tokens_details?.cached_tokens ?? 0;
                    builder.setUsage({ input: u.input_tokens - cached, output: u.output_tokens, cacheRead: cached, cacheWrite: 0, totalTokens: u.total_tokens });
                }
                finished = true;
                if (event.type === "response.failed") {
                    const e = r.error;
                    throw Object.assign(new Error(e?.message ?? "the response failed"), { error: { type: e?.code ?? "server_error", message: e?.message } });
                }
                if (event.type === "response.incomplete") {
                    const reason = r.incomplete_details?.reason;
                    if (reason === "max_output_tokens")
                        builder.finish("length");
                    else
                        builder.fail("error", `OpenAI: the response is incomplete (${reason ?? "unknown reason"}).`, "fatal");
                    return;
                }
                const calledTools = builder.message.content.some((c) => c.type === "toolCall");
                builder.finish(calledTools ? "toolUse" : "stop");
                return;
            }
            case "error":
                throw Object.assign(new Error(event.message), { error: { type: event.code ?? "server_error", message: event.message } });
        }
    }
    if (!finished)
        throw new Error("OpenAI: the stream ended without a final response (connection cut); retrying may help.");
}
function parseObject(json) {
    try {
        const v = JSON.parse(json || "{}");
        return v && typeof v === "object" && !Array.isArray(v) ? v : undefined;
    }
    catch {
        return undefined;
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
