export const id = 820;
export const ids = [820];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   hT: () => (/* binding */ parseCliArgs)
/* harmony export */ });
/* unused harmony export TOOL_NAMES */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);

const TOOL_NAMES = ["read", "bash", "edit", "write", "grep", "find", "ls"];
class UsageError extends Error {
}
const THINKING = ["off", "minimal", "low", "medium", "high"];
// pi's two-letter short flags, which parseArgs would read as two separate letters.
const PI_SHORT = { "-nt": "--no-tools", "-nc": "--no-context-files", "-ns": "--no-skills", "-t": "--tools" };
function positiveNumber(flag, raw, integer = false) {
    if (raw === undefined)
        return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
        throw new UsageError(`${flag} needs a positive ${integer ? "whole " : ""}number (got "${raw}")`);
    }
    return n;
}
function parseCliArgs(argv) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: argv.map((a) => PI_SHORT[a] ?? a),
            allowPositionals: true,
            strict: true,
            options: {
                help: { type: "boolean", short: "h" },
                version: { type: "boolean", short: "v" },
                print: { type: "boolean", short: "p" },
                mode: { type: "string" },
                model: { type: "string" },
                "api-key": { type: "string" },
                "base-url": { type: "string" },
                thinking: { type: "string" },
                tools: { type: "string" },
                "no-tools": { type: "boolean" },
                session: { type: "string" },
                continue: { type: "boolean", short: "c" },
                "session-dir": { type: "string" },
                "no-session": { type: "boolean" },
                "system-prompt": { type: "string" },
                "append-system-prompt": { type: "string", multiple: true },
                "no-context-files": { type: "boolean" },
                skill: { type: "string", multiple: true },
                "no-skills": { type: "boolean" },
                cwd: { type: "string" },
                "max-cost": { type: "string" },
                timeout: { type: "string" },
                "max-turns": { type: "string" },
            },
        });
    }
    catch (error) {
        // Node's messages run to several sentences; the first says what was wrong.
        throw new UsageError(`${error.message.split(". ")[0]}; see repo-agent --help`);
    }
    const v = parsed.values;
    if (v.mode !== undefined && v.mode !== "text" && v.mode !== "json") {
        throw new UsageError(`--mode must be text or json (got "${v.mode}")`);
    }
    if (v.thinking !== undefined && !THINKING.includes(v.thinking)) {
        throw new UsageError(`--thinking must be one of ${THINKING.join(", ")} (got "${v.thinking}")`);
    }
    if (v["no-session"] && (v.session !== undefined || v.continue)) {
        throw new UsageError("--no-session cannot be combined with --session or --continue");
    }
    if (v.session !== undefined && v.continue)
        throw new UsageError("--session and --continue are alternatives; give one");
    if (v["no-tools"] && v.tools !== undefined)
        throw new UsageError("--tools and --no-tools are alternatives; give one");
    let tools = [...TOOL_NAMES];
    if (v["no-tools"])
        tools = [];
    else if (v.tools !== undefined) {
        const names = v.tools.split(",").map((t) => t.trim()).filter(Boolean);
        const unknown = names.filter((n) => !TOOL_NAMES.includes(n));
        if (unknown.length)
            throw new UsageError(`unknown tool ${unknown.join(", ")} in --tools; available: ${TOOL_NAMES.join(", ")}`);
        tools = [...new Set(names)];
    }
    const positionals = parsed.positionals;
    return {
        help: v.help ?? false,
        version: v.version ?? false,
        mode: v.mode ?? "text",
        model: v.model,
        apiKey: v["api-key"],
        baseUrl: v["base-url"],
        thinking: v.thinking,
        tools,
        session: v.session,
        continue: v.continue ?? false,
        sessionDir: v["session-dir"],
        noSession: v["no-session"] ?? false,
        systemPrompt: v["system-prompt"],
        appendSystemPrompts: v["append-system-prompt"] ?? [],
        noContextFiles: v["no-context-files"] ?? false,
        skills: v.skill ?? [],
        noSkills: v["no-skills"] ?? false,
        cwd: v.cwd,
        maxCostUsd: positiveNumber("--max-cost", v["max-cost"]),
        timeoutSeconds: positiveNumber("--timeout", v.timeout),
        maxTurns: positiveNumber("--max-turns", v["max-turns"], true),
        messages: positionals.filter((p) => !p.startsWith("@")),
        files: positionals.filter((p) => p.startsWith("@")).map((p) => p.slice(1)),
    };
}


/***/ }),

/***/ 97820:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __webpack_require__) => {


;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.1.0"};
;// CONCATENATED MODULE: ./src/version.ts

const VERSION = package_namespaceObject.rE;

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
;// CONCATENATED MODULE: ./src/cli/main.ts


const HELP = `repo-agent ${VERSION} - a pi-compatible coding agent

Usage: repo-agent [options] [message...] [@file...]

Modes:
  -p, --print                 Print only the final answer (the default)
  --mode text|json            json: the session header, then one event per line

Model:
  --model <provider>/<id>     anthropic/…, openai/…, google/…, or openai-compatible/… with --base-url
  --api-key <key>             Default: ANTHROPIC_API_KEY, OPENAI_API_KEY or GEMINI_API_KEY
  --base-url <url>            Default: the provider's, or ANTHROPIC_BASE_URL / OPENAI_BASE_URL
  --thinking <level>          off, minimal, low, medium or high (default medium for reasoning models)

Tools:
  --tools <list>              Comma-separated subset of read,bash,edit,write,grep,find,ls (default: all)
  --no-tools                  No tools

Session:
  --session <file.jsonl>      Resume this session file, or create it
  -c, --continue              Resume the newest session of this directory
  --session-dir <dir>         Where sessions are kept (default: $REPO_AGENT_DIR/sessions/…)
  --no-session                Keep nothing on disk

Context:
  --system-prompt <text|file>         Replace the default system prompt
  --append-system-prompt <text|file>  Append to it (repeatable)
  --no-context-files          Ignore AGENTS.md / CLAUDE.md
  --skill <path>              Load a skill file or directory (repeatable)
  --no-skills                 Skip skill discovery
  --cwd <dir>                 Work in this directory

Budgets (off by default):
  --max-cost <usd>            Stop once the model cost reaches this
  --timeout <seconds>         Stop after this much wall-clock time
  --max-turns <n>             Stop after this many model turns

  -h, --help                  Show this help
  -v, --version               Print the version

The message may also come on stdin. Exit codes: 0 done, 1 the run failed, 2 bad usage.
`;
async function main(argv) {
    const args = (0,cli_args/* parseCliArgs */.hT)(argv);
    if (args.help) {
        process.stdout.write(HELP);
        return 0;
    }
    if (args.version) {
        process.stdout.write(`${VERSION}\n`);
        return 0;
    }
    // Loaded only when a prompt runs, so --help and --version stay instant.
    const { run } = await Promise.all(/* import() */[__webpack_require__.e(140), __webpack_require__.e(213), __webpack_require__.e(975), __webpack_require__.e(547), __webpack_require__.e(965)]).then(__webpack_require__.bind(__webpack_require__, 25965));
    return run(args);
}
main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
}, (error) => {
    if (error instanceof cli_args/* UsageError */.eb) {
        process.stderr.write(`repo-agent: ${error.message}\n`);
        process.exitCode = 2;
    }
    else {
        process.stderr.write(`repo-agent: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
        process.exitCode = 1;
    }
});


/***/ })

};
