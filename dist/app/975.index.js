export const id = 975;
export const ids = [975];
export const modules = {

/***/ 39178:
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

/***/ 43893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ stripFrontmatter),
/* harmony export */   y: () => (/* binding */ parseFrontmatter)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

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

/***/ 69503:
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

/***/ 20047:
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
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70298);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ignore__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _frontmatter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43893);
/* harmony import */ var _ignore_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69503);





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

/***/ 65101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rJ: () => (/* binding */ createBashTool),
  y0: () => (/* binding */ createLocalBashOperations),
  g8: () => (/* binding */ killProcessTree)
});

// UNUSED EXPORTS: defaultBashOperations

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@sinclair/typebox/build/esm/type/type/index.mjs + 100 modules
var type = __webpack_require__(82078);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/tools/truncate.ts
var truncate = __webpack_require__(42893);
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
    constructor(sink, keep = 2 * truncate/* DEFAULT_MAX_BYTES */.fS) {
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
        this.maxLines = options.maxLines ?? truncate/* DEFAULT_MAX_LINES */.ZZ;
        this.maxBytes = options.maxBytes ?? truncate/* DEFAULT_MAX_BYTES */.fS;
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
        const tailTruncation = (0,truncate/* truncateTail */.Zo)(this.snapshotText(pending), { maxLines: this.maxLines, maxBytes: this.maxBytes });
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
                const commandEnv = env ?? process.env;
                const run = options.wrap ? options.wrap(shell, command, commandEnv) : { file: shell, args: ["-c", command], env: commandEnv };
                const child = (0,external_node_child_process_.spawn)(run.file, run.args, {
                    cwd,
                    detached: process.platform !== "win32",
                    env: run.env,
                    stdio: ["ignore", "pipe", "pipe"],
                    ...(options.user ? { uid: options.user.uid, gid: options.user.gid } : {}),
                });
                if (child.pid)
                    options.onSpawn?.(child.pid);
                let timedOut = false;
                let timer;
                const kill = () => {
                    if (child.pid)
                        (options.kill ?? killProcessTree)(child.pid);
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
        const lineSize = (0,truncate/* formatSize */.Xq)(output.lastLineBytes());
        text += `\n\n[Showing last ${(0,truncate/* formatSize */.Xq)(truncation.outputBytes)} of line ${endLine} (line is ${lineSize}). Full output: ${fullOutputPath}]`;
    }
    else if (truncation.truncatedBy === "lines") {
        text += `\n\n[Showing lines ${startLine}-${endLine} of ${truncation.totalLines}. Full output: ${fullOutputPath}]`;
    }
    else {
        text += `\n\n[Showing lines ${startLine}-${endLine} of ${truncation.totalLines} (${(0,truncate/* formatSize */.Xq)(truncate/* DEFAULT_MAX_BYTES */.fS)} limit). Full output: ${fullOutputPath}]`;
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
        description: `Execute a bash command in the current working directory. Returns stdout and stderr. Output is truncated to last ${truncate/* DEFAULT_MAX_LINES */.ZZ} lines or ${truncate/* DEFAULT_MAX_BYTES */.fS / 1024}KB (whichever is hit first). If truncated, full output is saved to a temp file. Optionally provide a timeout in seconds.`,
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


/***/ }),

/***/ 59930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hC: () => (/* binding */ CODING_TOOL_NAMES),
  G3: () => (/* binding */ createCodingTools)
});

// UNUSED EXPORTS: createReadOnlyTools

// EXTERNAL MODULE: ./src/tools/bash.ts + 1 modules
var bash = __webpack_require__(65101);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/@sinclair/typebox/build/esm/type/type/index.mjs + 100 modules
var type = __webpack_require__(82078);
// EXTERNAL MODULE: ./node_modules/diff/libesm/diff/line.js + 1 modules
var line = __webpack_require__(37073);
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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
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
var path_utils = __webpack_require__(54692);
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

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(70298);
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
    // O_NONBLOCK: a FIFO without a writer reads as empty instead of blocking the process forever.
    const fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
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

// EXTERNAL MODULE: ./src/tools/truncate.ts
var truncate = __webpack_require__(42893);
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
        description: `Search for files by glob pattern. Returns matching file paths relative to the search directory. Respects .gitignore. Output is truncated to ${DEFAULT_LIMIT} results or ${truncate/* DEFAULT_MAX_BYTES */.fS / 1024}KB (whichever is hit first).`,
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
            const truncation = (0,truncate/* truncateHead */.vB)(found.join("\n"), { maxLines: Number.MAX_SAFE_INTEGER });
            let text = truncation.content;
            const details = {};
            const notices = [];
            // Like pi (and fd's --max-results): reaching the limit exactly also counts.
            if (found.length >= effectiveLimit) {
                notices.push(`${effectiveLimit} results limit reached. Use limit=${effectiveLimit * 2} for more, or refine pattern`);
                details.resultLimitReached = effectiveLimit;
            }
            if (truncation.truncated) {
                notices.push(`${(0,truncate/* formatSize */.Xq)(truncate/* DEFAULT_MAX_BYTES */.fS)} limit reached`);
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
    const { text: shown, wasTruncated } = (0,truncate/* truncateLine */.rT)(text.replace(/\r/g, ""));
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
    const truncation = (0,truncate/* truncateHead */.vB)(state.output.join("\n"), { maxLines: Number.MAX_SAFE_INTEGER });
    let text = truncation.content;
    const details = {};
    const notices = [];
    if (state.limitReached) {
        notices.push(`${state.limit} matches limit reached. Use limit=${state.limit * 2} for more, or refine pattern`);
        details.matchLimitReached = state.limit;
    }
    if (truncation.truncated) {
        notices.push(`${(0,truncate/* formatSize */.Xq)(truncate/* DEFAULT_MAX_BYTES */.fS)} limit reached`);
        details.truncation = truncation;
    }
    if (state.linesTruncated) {
        notices.push(`Some lines truncated to ${truncate/* GREP_MAX_LINE_LENGTH */.Ck} chars. Use read tool to see full lines`);
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
        description: `Search file contents for a pattern. Returns matching lines with file paths and line numbers. Respects .gitignore. Output is truncated to ${grep_DEFAULT_LIMIT} matches or ${truncate/* DEFAULT_MAX_BYTES */.fS / 1024}KB (whichever is hit first). Long lines are truncated to ${truncate/* GREP_MAX_LINE_LENGTH */.Ck} chars.`,
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
        description: `List directory contents. Returns entries sorted alphabetically, with '/' suffix for directories. Includes dotfiles. Output is truncated to ${ls_DEFAULT_LIMIT} entries or ${truncate/* DEFAULT_MAX_BYTES */.fS / 1024}KB (whichever is hit first).`,
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
            const truncation = (0,truncate/* truncateHead */.vB)(results.join("\n"), { maxLines: Number.MAX_SAFE_INTEGER });
            const details = {};
            const notices = [];
            if (entryLimitReached) {
                notices.push(`${effectiveLimit} entries limit reached. Use limit=${effectiveLimit * 2} for more`);
                details.entryLimitReached = effectiveLimit;
            }
            if (truncation.truncated) {
                notices.push(`${(0,truncate/* formatSize */.Xq)(truncate/* DEFAULT_MAX_BYTES */.fS)} limit reached`);
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
    photonPromise ??= __webpack_require__.e(/* import() */ 401).then(__webpack_require__.t.bind(__webpack_require__, 33401, 23)).then(
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
    access: async (p) => {
        await (0,promises_.access)(p, external_node_fs_.constants.R_OK);
        // Opening a FIFO (or a device) would block until a writer comes, hanging the run.
        const s = await (0,promises_.stat)(p);
        if (!s.isFile() && !s.isDirectory())
            throw new Error(`${p} is not a regular file (a FIFO, socket or device); read only reads files.`);
    },
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
        description: `Read the contents of a file. Supports text files and images (jpg, png, gif, webp). Images are sent as attachments. For text files, output is truncated to ${truncate/* DEFAULT_MAX_LINES */.ZZ} lines or ${truncate/* DEFAULT_MAX_BYTES */.fS / 1024}KB (whichever is hit first). Use offset/limit for large files. When you need the full file, continue with offset until complete.`,
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
    const truncation = (0,truncate/* truncateHead */.vB)(selected);
    const limitText = (0,truncate/* formatSize */.Xq)(truncate/* DEFAULT_MAX_BYTES */.fS);
    if (truncation.firstLineExceedsLimit) {
        const size = (0,truncate/* formatSize */.Xq)(Buffer.byteLength(allLines[startLine], "utf8"));
        const text = `[Line ${startDisplay} is ${size}, exceeds ${limitText} limit. Use bash: sed -n '${startDisplay}p' ${path} | head -c ${truncate/* DEFAULT_MAX_BYTES */.fS}]`;
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
    bash: (cwd, o) => (0,bash/* createBashTool */.rJ)(cwd, o.bash),
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

/***/ 54692:
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


/***/ }),

/***/ 42893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ GREP_MAX_LINE_LENGTH),
/* harmony export */   Xq: () => (/* binding */ formatSize),
/* harmony export */   ZZ: () => (/* binding */ DEFAULT_MAX_LINES),
/* harmony export */   Zo: () => (/* binding */ truncateTail),
/* harmony export */   fS: () => (/* binding */ DEFAULT_MAX_BYTES),
/* harmony export */   rT: () => (/* binding */ truncateLine),
/* harmony export */   vB: () => (/* binding */ truncateHead)
/* harmony export */ });
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


/***/ })

};
