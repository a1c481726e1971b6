export const id = 860;
export const ids = [860];
export const modules = {

/***/ 860:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildConfig: () => (/* binding */ buildConfig),
/* harmony export */   convertContents: () => (/* binding */ convertContents),
/* harmony export */   streamGoogle: () => (/* binding */ streamGoogle)
/* harmony export */ });
/* harmony import */ var _google_genai__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67964);
/* harmony import */ var _thinking_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81276);


function mediaParts(blocks) {
    return blocks.map((b) => (b.type === "text" ? { text: b.text } : { inlineData: { mimeType: b.mimeType, data: b.data } }));
}
function convertContents(messages, model) {
    const out = [];
    const push = (role, parts) => {
        const last = out[out.length - 1];
        // Gemini wants turns to alternate; consecutive same-role parts (e.g. several tool results) merge.
        if (last?.role === role)
            last.parts.push(...parts);
        else
            out.push({ role, parts });
    };
    for (const m of messages) {
        if (m.role === "user") {
            push("user", typeof m.content === "string" ? [{ text: m.content }] : mediaParts(m.content));
        }
        else if (m.role === "assistant") {
            const sameModel = m.provider === model.provider && m.model === model.id;
            const parts = [];
            for (const b of m.content) {
                if (b.type === "text") {
                    if (b.text)
                        parts.push({ text: b.text, ...(sameModel && b.textSignature ? { thoughtSignature: b.textSignature } : {}) });
                }
                else if (b.type === "thinking") {
                    if (sameModel && b.thinking)
                        parts.push({ text: b.thinking, thought: true, ...(b.thinkingSignature ? { thoughtSignature: b.thinkingSignature } : {}) });
                }
                else {
                    parts.push({
                        functionCall: { id: b.id, name: b.name, args: b.arguments },
                        ...(sameModel && b.thoughtSignature ? { thoughtSignature: b.thoughtSignature } : {}),
                    });
                }
            }
            if (parts.length)
                push("model", parts);
        }
        else {
            const text = m.content.filter((c) => c.type === "text").map((c) => c.text).join("\n");
            const images = m.content.filter((c) => c.type === "image");
            const response = m.isError ? { error: text } : { output: text || (images.length ? "(see attached image)" : "") };
            push("user", [{ functionResponse: { id: m.toolCallId, name: m.toolName, response } }, ...mediaParts(images)]);
        }
    }
    return out;
}
function thinkingConfig(model, level) {
    if (level === "off")
        return undefined;
    // Gemini 3 takes a level; 2.5 takes a token budget.
    if (/gemini-3/.test(model.id)) {
        return { includeThoughts: true, thinkingLevel: level === "minimal" || level === "low" ? _google_genai__WEBPACK_IMPORTED_MODULE_0__/* .ThinkingLevel */ .HL.LOW : _google_genai__WEBPACK_IMPORTED_MODULE_0__/* .ThinkingLevel */ .HL.HIGH };
    }
    return { includeThoughts: true, thinkingBudget: _thinking_js__WEBPACK_IMPORTED_MODULE_1__/* .THINKING_BUDGETS */ .GI[level] };
}
function buildConfig(model, context, req) {
    const config = {
        maxOutputTokens: req.options.maxTokens ?? (0,_thinking_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultMaxTokens */ .OD)(model),
        abortSignal: req.watchdog.signal,
    };
    if (context.systemPrompt)
        config.systemInstruction = context.systemPrompt;
    if (context.tools?.length) {
        config.tools = [{ functionDeclarations: context.tools.map((t) => ({ name: t.name, description: t.description, parametersJsonSchema: t.parameters })) }];
    }
    const thinking = thinkingConfig(model, (0,_thinking_js__WEBPACK_IMPORTED_MODULE_1__/* .effectiveThinking */ .QY)(model, req.options.thinking));
    if (thinking)
        config.thinkingConfig = thinking;
    return config;
}
let callCounter = 0;
async function streamGoogle(model, context, req) {
    const { builder, watchdog, options } = req;
    const ai = new _google_genai__WEBPACK_IMPORTED_MODULE_0__/* .GoogleGenAI */ .M4({
        apiKey: req.apiKey,
        httpOptions: {
            ...(req.baseUrl ? { baseUrl: req.baseUrl } : {}),
            headers: options.headers,
            // No SDK timeout: the SDK's stays armed while the body streams and would cut long answers.
            // The SDK retries only when asked; this matches the other SDKs' count and backoff.
            retryOptions: { attempts: (options.sdkMaxRetries ?? 2) + 1, initialDelay: 0.5, maxDelay: 8 },
        },
    });
    // Its retry waits are capped at 8 s, so the watchdog can also guard the wait for headers.
    watchdog.touch();
    const response = await ai.models.generateContentStream({
        model: model.id,
        contents: convertContents(context.messages, model),
        config: buildConfig(model, context, req),
    });
    watchdog.touch();
    builder.start();
    let finish;
    for await (const chunk of response) {
        watchdog.touch();
        if (chunk.responseId)
            builder.message.responseId = chunk.responseId;
        const candidate = chunk.candidates?.[0];
        for (const part of candidate?.content?.parts ?? []) {
            if (part.functionCall) {
                builder.closeOpenBlocks();
                const fc = part.functionCall;
                const index = builder.startToolCall(fc.id ?? `call_${Date.now().toString(36)}_${++callCounter}`, fc.name ?? "");
                if (part.thoughtSignature)
                    builder.toolCall(index).thoughtSignature = part.thoughtSignature;
                // Gemini sends whole calls; one delta keeps the event sequence the same as other APIs.
                builder.appendToolArguments(index, JSON.stringify(fc.args ?? {}));
                builder.endToolCall(index, (fc.args ?? {}));
            }
            else if (part.text && part.thought) {
                const thinking = builder.streamThinking(part.text);
                if (part.thoughtSignature)
                    builder.setThinkingSignature(thinking, part.thoughtSignature);
            }
            else if (part.text) {
                const text = builder.streamText(part.text);
                if (part.thoughtSignature) {
                    const block = builder.message.content[text];
                    if (block.type === "text")
                        block.textSignature = part.thoughtSignature;
                }
            }
        }
        if (candidate?.finishReason)
            finish = candidate.finishReason;
        const u = chunk.usageMetadata;
        if (u) {
            const cached = u.cachedContentTokenCount ?? 0;
            builder.setUsage({
                input: (u.promptTokenCount ?? 0) - cached,
                output: (u.candidatesTokenCount ?? 0) + (u.thoughtsTokenCount ?? 0),
                cacheRead: cached,
                cacheWrite: 0,
                totalTokens: u.totalTokenCount,
            });
        }
    }
    builder.closeOpenBlocks();
    const calledTools = builder.message.content.some((c) => c.type === "toolCall");
    if (finish === "STOP")
        builder.finish(calledTools ? "toolUse" : "stop");
    else if (finish === "MAX_TOKENS")
        builder.finish("length");
    else if (finish === undefined)
        throw new Error("Gemini: the stream ended without a finish reason (connection cut); retrying may help.");
    else
        builder.fail("error", `Gemini stopped the response (finishReason ${finish}); rephrase the request or check the model's safety settings.`, "fatal");
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
