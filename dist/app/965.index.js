export const id = 965;
export const ids = [965];
export const modules = {

/***/ 25965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/ai/models.ts
var models = __webpack_require__(39178);
// EXTERNAL MODULE: ./src/ai/stream.ts + 4 modules
var stream = __webpack_require__(59573);
// EXTERNAL MODULE: ./src/context/index.ts + 6 modules
var src_context = __webpack_require__(66192);
// EXTERNAL MODULE: ./src/session/agent-session.ts + 5 modules
var agent_session = __webpack_require__(26666);
// EXTERNAL MODULE: ./src/session/session-paths.ts
var session_paths = __webpack_require__(59333);
// EXTERNAL MODULE: ./src/session/settings.ts
var session_settings = __webpack_require__(31823);
// EXTERNAL MODULE: ./src/session/session-store.ts + 1 modules
var session_store = __webpack_require__(54969);
// EXTERNAL MODULE: ./src/tools/index.ts + 11 modules
var src_tools = __webpack_require__(59930);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
;// CONCATENATED MODULE: ./src/cli/json-output.ts
/**
 * One JSON line per event, as pi's `--mode json` prints them, except that message_update carries
 * only its delta: pi repeats the whole partial message twice per update, so its output grows
 * with the square of the response length.
 */
function eventLine(event) {
    if (event.type !== "message_update")
        return JSON.stringify(event);
    const e = event.assistantMessageEvent;
    const slim = { type: e.type };
    if ("contentIndex" in e)
        slim.contentIndex = e.contentIndex;
    if ("delta" in e)
        slim.delta = e.delta;
    if ("content" in e)
        slim.content = e.content;
    if ("toolCall" in e)
        slim.toolCall = e.toolCall;
    return JSON.stringify({ type: "message_update", assistantMessageEvent: slim });
}

;// CONCATENATED MODULE: ./src/cli/prompt-input.ts



async function readStdin() {
    // Only a pipe, file or socket is read; a terminal is never waited on.
    if (process.stdin.isTTY)
        return "";
    const chunks = [];
    for await (const c of process.stdin)
        chunks.push(c);
    return Buffer.concat(chunks).toString("utf8").trim();
}
/** `@file` arguments as pi includes them: `<file name="/abs">\n…\n</file>\n`, empty files skipped. */
function fileBlocks(files, cwd) {
    let out = "";
    for (const f of files) {
        const abs = (0,external_node_path_.resolve)(cwd, f);
        let text;
        try {
            if (!(0,external_node_fs_.statSync)(abs).isFile())
                throw new Error("not a file");
            text = (0,external_node_fs_.readFileSync)(abs, "utf8");
        }
        catch {
            throw new cli_args/* UsageError */.eb(`file not found: ${abs}`);
        }
        if (text)
            out += `<file name="${abs}">\n${text}\n</file>\n`;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/cli/run.ts














function openStore(args, cwd, agentDir) {
    if (args.noSession)
        return session_store/* SessionStore */.c.inMemory(cwd);
    const dir = args.sessionDir ? (0,external_node_path_.resolve)(args.sessionDir) : (0,session_paths/* sessionDirFor */.j9)(cwd, agentDir);
    try {
        if (args.session)
            return session_store/* SessionStore */.c.open((0,external_node_path_.resolve)(args.session), cwd);
        if (args.continue)
            return session_store/* SessionStore */.c.continueRecent(cwd, dir);
        return session_store/* SessionStore */.c.create(cwd, dir);
    }
    catch (error) {
        throw new cli_args/* UsageError */.eb(error.message);
    }
}
function pickModel(args, store) {
    let spec = args.model;
    if (!spec) {
        // A resumed session keeps its model unless told otherwise.
        const saved = store.buildContext().model;
        if (!saved)
            throw new cli_args/* UsageError */.eb("--model <provider>/<id> is required, e.g. --model anthropic/claude-sonnet-4-5");
        spec = `${saved.provider}/${saved.modelId}`;
    }
    try {
        return (0,models/* resolveModel */.AX)(spec);
    }
    catch (error) {
        throw new cli_args/* UsageError */.eb(error.message);
    }
}
/** A run has a result when its last reply is a final answer, not a pending tool call. */
function hasResult(outcome) {
    return outcome.answer !== undefined && !outcome.answer.content.some((c) => c.type === "toolCall");
}
async function run(args) {
    const cwd = (0,external_node_path_.resolve)(args.cwd ?? process.cwd());
    if (!(0,external_node_fs_.existsSync)(cwd) || !(0,external_node_fs_.statSync)(cwd).isDirectory())
        throw new cli_args/* UsageError */.eb(`--cwd ${cwd} is not a directory`);
    const agentDir = (0,external_node_path_.resolve)(process.env.REPO_AGENT_DIR || (0,external_node_path_.join)((0,external_node_os_.homedir)(), ".repo-agent"));
    const stdin = args.messages.length ? "" : await readStdin();
    const first = stdin + fileBlocks(args.files, cwd) + (args.messages[0] ?? "");
    if (!first.trim())
        throw new cli_args/* UsageError */.eb("no message given; pass one as an argument or on stdin (see repo-agent --help)");
    const store = openStore(args, cwd, agentDir);
    const model = pickModel(args, store);
    if (!(0,stream/* resolveApiKey */.kv)(model, args.apiKey))
        throw new cli_args/* UsageError */.eb(`no API key for ${model.provider}: set ${models/* PROVIDER_KEY_ENV */.W2[model.provider]} or pass --api-key`);
    const thinking = args.thinking ?? (model.reasoning ? "medium" : "off");
    const tools = (0,src_tools/* createCodingTools */.G3)(cwd, { read: { supportsImages: () => model.input.includes("image") } }, args.tools);
    const context = (0,src_context/* loadContext */._I)({
        cwd,
        agentDir,
        homeDir: (0,external_node_os_.homedir)(),
        systemPrompt: args.systemPrompt,
        appendSystemPrompts: args.appendSystemPrompts,
        noContextFiles: args.noContextFiles,
        skillPaths: args.skills,
        noSkills: args.noSkills,
        tools,
    });
    for (const d of context.diagnostics)
        if (d.type === "error")
            process.stderr.write(`repo-agent: ${d.message}${d.path ? ` (${d.path})` : ""}\n`);
    let settings;
    try {
        settings = (0,session_settings/* loadSessionSettings */.u)(agentDir, cwd);
    }
    catch (error) {
        throw new cli_args/* UsageError */.eb(error.message);
    }
    const session = new agent_session/* AgentSession */.m({
        ...settings,
        model,
        thinking,
        tools,
        systemPrompt: context.systemPrompt,
        store,
        streamOptions: { apiKey: args.apiKey, baseUrl: args.baseUrl },
        budgets: {
            maxCostUsd: args.maxCostUsd,
            maxTurns: args.maxTurns,
            timeoutMs: args.timeoutSeconds === undefined ? undefined : args.timeoutSeconds * 1000,
        },
    });
    if (args.mode === "json") {
        process.stdout.write(JSON.stringify(store.header) + "\n");
        session.subscribe((event) => process.stdout.write(eventLine(event) + "\n"));
    }
    let signalled;
    const onSignal = (signal) => {
        signalled = signal;
        session.abort();
    };
    process.once("SIGINT", onSignal);
    process.once("SIGTERM", onSignal);
    const prompts = [first, ...args.messages.slice(1)].map((p) => context.expandPrompt(p));
    const outcome = await session.prompt(prompts);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    if (args.mode === "text" && outcome.answer && (outcome.status === "success" || hasResult(outcome))) {
        for (const block of outcome.answer.content)
            if (block.type === "text")
                process.stdout.write(`${block.text}\n`);
    }
    if (signalled)
        return signalled === "SIGINT" ? 130 : 143;
    if (outcome.status === "success")
        return 0;
    process.stderr.write(`repo-agent: ${outcome.errorMessage ?? `the run ended: ${outcome.status}`}\n`);
    return outcome.status === "budget-exceeded" && hasResult(outcome) ? 0 : 1;
}


/***/ })

};
