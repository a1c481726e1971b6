export const id = 131;
export const ids = [131];
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

/***/ 18131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildParams: () => (/* binding */ buildParams),
/* harmony export */   convertMessages: () => (/* binding */ convertMessages),
/* harmony export */   streamOpenAICompletions: () => (/* binding */ streamOpenAICompletions)
/* harmony export */ });
/* harmony import */ var _thinking_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81276);
/* harmony import */ var _openai_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70293);


function parts(blocks) {
    return blocks.map((b) => b.type === "text" ? { type: "text", text: b.text } : { type: "image_url", image_url: { url: `data:${b.mimeType};base64,${b.data}` } });
}
function convertMessages(context) {
    const out = [];
    if (context.systemPrompt)
        out.push({ role: "system", content: context.systemPrompt });
    const pendingImages = [];
    const flushImages = () => {
        if (!pendingImages.length)
            return;
        // Tool messages carry text only; images follow in a user message (pi's convention).
        out.push({ role: "user", content: [{ type: "text", text: "Attached image(s) from tool result:" }, ...parts(pendingImages.splice(0))] });
    };
    for (const m of context.messages) {
        if (m.role !== "toolResult")
            flushImages();
        if (m.role === "user") {
            out.push({ role: "user", content: typeof m.content === "string" ? m.content : parts(m.content) });
        }
        else if (m.role === "assistant") {
            // Reasoning is not replayed: compatible servers reject or ignore it.
            const text = m.content.filter((c) => c.type === "text").map((c) => c.text).join("");
            const calls = m.content.flatMap((c) => c.type === "toolCall" ? [{ id: c.id, type: "function", function: { name: c.name, arguments: JSON.stringify(c.arguments) } }] : []);
            if (!text && !calls.length)
                continue;
            out.push({ role: "assistant", content: text || null, ...(calls.length ? { tool_calls: calls } : {}) });
        }
        else {
            const text = m.content.filter((c) => c.type === "text").map((c) => c.text).join("\n");
            const images = m.content.filter((c) => c.type === "image");
            pendingImages.push(...images);
            out.push({ role: "tool", tool_call_id: m.toolCallId, content: text || (images.length ? "(see attached image)" : "") });
        }
    }
    flushImages();
    return out;
}
function buildParams(model, context, req) {
    const params = {
        model: model.id,
        messages: convertMessages(context),
        stream: true,
        stream_options: { include_usage: true },
        // max_tokens, not max_completion_tokens: the older name is the one every compatible server reads.
        max_tokens: req.options.maxTokens ?? (0,_thinking_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultMaxTokens */ .OD)(model),
    };
    if (context.tools?.length) {
        params.tools = context.tools.map((t) => ({
            type: "function",
            function: { name: t.name, description: t.description, parameters: t.parameters },
        }));
    }
    const level = (0,_thinking_js__WEBPACK_IMPORTED_MODULE_0__/* .effectiveThinking */ .QY)(model, req.options.thinking);
    if (level !== "off")
        params.reasoning_effort = level === "minimal" ? "low" : level;
    return params;
}
async function streamOpenAICompletions(model, context, req) {
    const { builder, watchdog } = req;
    const { data } = await (0,_openai_client_js__WEBPACK_IMPORTED_MODULE_1__/* .openAIClient */ .Q)(req).chat.completions.create(buildParams(model, context, req), { signal: watchdog.signal }).withResponse();
    watchdog.touch();
    builder.start();
    const calls = new Map();
    let finish = null;
    for await (const chunk of data) {
        watchdog.touch();
        if (chunk.id)
            builder.message.responseId = chunk.id;
        const u = chunk.usage;
        if (u) {
            const cached = u.prompt_tokens_details?.cached_tokens ?? 0;
            builder.setUsage({ input: u.prompt_tokens - cached, output: u.completion_tokens, cacheRead: cached, cacheWrite: 0, totalTokens: u.total_tokens });
        }
        const choice = chunk.choices?.[0];
        if (!choice)
            continue;
        const delta = (choice.delta ?? {});
        const reasoning = delta.reasoning_content ?? delta.reasoning;
        if (reasoning)
            builder.streamThinking(reasoning);
        if (delta.content)
            builder.streamText(delta.content);
        for (const tc of delta.tool_calls ?? []) {
            builder.closeOpenBlocks();
            let index = calls.get(tc.index);
            if (index === undefined) {
                index = builder.startToolCall(tc.id ?? `call_${tc.index}`, tc.function?.name ?? "");
                calls.set(tc.index, index);
            }
            else if (tc.function?.name)
                builder.toolCall(index).name += tc.function.name;
            builder.appendToolArguments(index, tc.function?.arguments ?? "");
        }
        if (choice.finish_reason)
            finish = choice.finish_reason;
    }
    builder.closeOpenBlocks();
    for (const index of calls.values())
        builder.endToolCall(index);
    switch (finish) {
        case "tool_calls":
        case "function_call":
            builder.finish("toolUse");
            return;
        case "length":
            builder.finish("length");
            return;
        case "stop":
        case "end":
            builder.finish(calls.size ? "toolUse" : "stop");
            return;
        case null:
            throw new Error("OpenAI-compatible endpoint: the stream ended without a finish_reason (connection cut); retrying may help.");
        default:
            builder.fail("error", `OpenAI-compatible endpoint: Provider finish_reason: ${finish}`, "fatal");
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
