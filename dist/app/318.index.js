export const id = 318;
export const ids = [318];
export const modules = {

/***/ 36339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61351);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(86856);




/**
 * The harness's GitHub client: retries 5xx and network failures, and waits out primary and
 * secondary rate limits (GitHub's `retry-after`) a few times before giving up.
 */
function createOctokit(token, baseUrl = process.env.GITHUB_API_URL || "https://api.github.com") {
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_1__/* .getOctokit */ .Q)(token, {
        baseUrl,
        throttle: {
            onRateLimit: (retryAfter, options, _o, retryCount) => {
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`GitHub rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`);
                return retryCount < 2;
            },
            onSecondaryRateLimit: (retryAfter, options, _o, retryCount) => {
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`);
                return retryCount < 2;
            },
        },
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__/* .throttling */ .A);
}


/***/ }),

/***/ 70318:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __webpack_require__) => {


// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/action/progress-render.ts
var progress_render = __webpack_require__(45336);
;// CONCATENATED MODULE: ./src/action/finalize.ts
// The post step's job: a progress comment must never say "working" forever. When the main step
// crashed or was cancelled, the comment still carries the working marker; rewrite it once.


/** The checklist lines of a working comment, kept so people see how far the run got. */
function stepsOf(body) {
    return body
        .split("\n")
        .filter((l) => /^- \[[ x]\] /.test(l))
        .map((l) => l.replace(/^- \[ \] /, "- [x] ").concat(l.startsWith("- [ ] ") ? " — interrupted" : ""))
        .join("\n");
}
function renderStopped(runUrl, previousBody) {
    const steps = stepsOf(previousBody);
    return [
        `${progress_render/* COMMENT_MARKER */.JO}\n${progress_render/* FINISHED_MARKER */.OJ}`,
        `⚠️ The run stopped before finishing (cancelled or crashed); see [the run log](${runUrl}). Comment again to start a new run.`,
        ...(steps ? [`<details><summary>Steps before it stopped</summary>\n\n${steps}\n\n</details>`] : []),
    ].join("\n\n");
}
/**
 * Rewrites the progress comment to a final "stopped" state if it still shows the working state.
 * Idempotent (a finished comment is left alone); never throws.
 */
async function finalizeAfterCrash(octokit, repo, commentId, runUrl, warn = (m) => core/* warning */.$e(m)) {
    try {
        const { data } = await octokit.rest.issues.getComment({ ...repo, comment_id: commentId });
        const body = data.body ?? "";
        if (!body.includes(progress_render/* WORKING_MARKER */.D0))
            return "already-final";
        // The body was already redacted when main wrote it; only our own text is added here.
        await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body: renderStopped(runUrl, body) });
        return "finalized";
    }
    catch (e) {
        warn(`repo-agent: could not finalise the progress comment ${commentId} (${e instanceof Error ? e.message : String(e)}).`);
        return "failed";
    }
}

// EXTERNAL MODULE: ./src/action/github.ts
var github = __webpack_require__(36339);
;// CONCATENATED MODULE: ./src/action/post.ts



// The post step runs even when the main step crashed or was cancelled; a comment left saying
// "working" would be a lie, so it is finalised here.
async function post() {
    if (core/* getState */.Gu("finished") === "true")
        return;
    const commentId = Number(core/* getState */.Gu("comment-id"));
    const [owner, repo] = core/* getState */.Gu("repo").split("/");
    if (!commentId || !owner || !repo)
        return;
    const token = core/* getInput */.V4("github-token");
    if (!token)
        return;
    await finalizeAfterCrash((0,github/* createOctokit */.Q)(token), { owner, repo }, commentId, core/* getState */.Gu("run-url"));
}
post().catch((error) => core/* warning */.$e(`repo-agent post step: ${error instanceof Error ? error.message : String(error)}`));


/***/ }),

/***/ 45336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ formatCost),
/* harmony export */   D0: () => (/* binding */ WORKING_MARKER),
/* harmony export */   EB: () => (/* binding */ renderWorking),
/* harmony export */   JN: () => (/* binding */ StepLog),
/* harmony export */   JO: () => (/* binding */ COMMENT_MARKER),
/* harmony export */   OF: () => (/* binding */ fenced),
/* harmony export */   OJ: () => (/* binding */ FINISHED_MARKER),
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   RR: () => (/* binding */ renderFinal),
/* harmony export */   _y: () => (/* binding */ formatTokens),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   aY: () => (/* binding */ code)
/* harmony export */ });
/** Every comment the action writes carries this, so the action can recognise (and ignore) its own comments. */
const COMMENT_MARKER = "<!-- repo-agent -->";
/** Present only while a run is in progress; the post step finalises comments that still carry it. */
const WORKING_MARKER = "<!-- repo-agent:working -->";
const FINISHED_MARKER = "<!-- repo-agent:finished -->";
/** GitHub refuses comment bodies over 65536 characters. */
const MAX_BODY = 60_000;
const MAX_ERROR = 4_000;
const MAX_STEPS = 15;
const COMPACTION_REASON = { overflow: "the context overflowed", threshold: "the context is nearly full", manual: "requested" };
const str = (v) => (typeof v === "string" && v.trim() !== "" ? v : undefined);
function oneLine(s, max = 80) {
    const lines = s.trim().split(/\r?\n/);
    let line = lines[0].trim();
    if (line.length > max)
        line = `${line.slice(0, max - 1)}…`;
    else if (lines.length > 1)
        line += " …";
    return line;
}
/** Inline code that survives backticks in the text and never pings @mentions. */
function code(s) {
    const t = s.replace(/\r?\n/g, " ");
    const longest = Math.max(0, ...(t.match(/`+/g) ?? []).map((m) => m.length));
    const fence = "`".repeat(longest + 1);
    return longest > 0 || t.startsWith(" ") || t.endsWith(" ") ? `${fence} ${t} ${fence}` : `${fence}${t}${fence}`;
}
/** A fenced block whose fence is longer than any backtick run inside. */
function fenced(s, max = MAX_ERROR) {
    const t = s.length > max ? `${s.slice(0, max)}\n… (${s.length - max} more characters)` : s;
    const longest = Math.max(2, ...(t.match(/`+/g) ?? []).map((m) => m.length));
    const fence = "`".repeat(longest + 1);
    return `${fence}text\n${t}\n${fence}`;
}
/** The condensed steps of a run, fed with session events. */
class StepLog {
    steps = [];
    byCall = new Map();
    dropped = 0;
    turns = 0;
    onEvent(event) {
        switch (event.type) {
            case "turn_start":
                this.turns++;
                return;
            case "tool_execution_start":
                return this.toolStart(event.toolCallId, event.toolName, event.args);
            case "tool_execution_end": {
                const step = this.byCall.get(event.toolCallId);
                if (!step)
                    return;
                step.running.delete(event.toolCallId);
                if (event.isError)
                    step.failed++;
                this.byCall.delete(event.toolCallId);
                return;
            }
            case "auto_retry_start":
                return this.push({
                    verb: `Model request failed (${code(oneLine(event.errorMessage, 120))}); retrying, attempt ${event.attempt} of ${event.maxAttempts}`,
                    status: "done",
                });
            case "auto_retry_end":
                if (!event.success)
                    this.push({ verb: `Model request still failing after ${event.attempt} attempts`, status: "failed" });
                return;
            case "compaction_start":
                return this.push({ group: "compaction", verb: `Compacting the conversation (${COMPACTION_REASON[event.reason]})`, status: "running" });
            case "compaction_end": {
                const step = [...this.steps].reverse().find((s) => s.group === "compaction" && s.status === "running");
                if (!step)
                    return;
                step.status = event.aborted || event.errorMessage ? "failed" : "done";
                if (step.status === "failed")
                    step.note = "— failed";
                return;
            }
            case "budget_stop":
                return this.push({ verb: `Stopped: ${event.message}`, status: "failed" });
            default:
                return;
        }
    }
    toolStart(id, tool, args) {
        const a = (args && typeof args === "object" ? args : {});
        const path = str(a.path);
        let group;
        let verb;
        let item;
        switch (tool) {
            case "read":
                [group, verb, item] = ["read", "Reading", path];
                break;
            case "edit":
            case "write":
                // Repeated edits of one file read as one step.
                [group, verb, item] = [`${tool}:${path ?? ""}`, tool === "edit" ? "Editing" : "Writing", path];
                break;
            case "bash":
                [verb, item] = ["Running", str(a.command)];
                break;
            case "grep":
                [group, verb, item] = ["grep", "Searching for", str(a.pattern)];
                break;
            case "find":
                [group, verb, item] = ["find", "Finding files matching", str(a.pattern)];
                break;
            case "ls":
                [group, verb, item] = ["ls", "Listing", path ?? "."];
                break;
            default:
                verb = `Using ${code(oneLine(tool, 40))}`;
        }
        const last = this.steps[this.steps.length - 1];
        let step;
        if (group && last?.group === group) {
            step = last;
            if (item && !step.items.includes(item))
                step.items.push(item);
        }
        else {
            step = { group, verb, items: item ? [item] : [], running: new Set(), failed: 0 };
            this.push(step);
        }
        step.running.add(id);
        this.byCall.set(id, step);
    }
    /** Appends a step (the object itself: tool calls keep a reference to update it). */
    push(s) {
        s.items ??= [];
        s.running ??= new Set();
        s.failed ??= 0;
        this.steps.push(s);
        if (this.steps.length > MAX_STEPS) {
            this.steps.shift();
            this.dropped++;
        }
    }
    /** The steps as plain markdown lines, oldest first (at most MAX_STEPS, plus a line for older ones). */
    lines() {
        const out = [];
        if (this.dropped > 0)
            out.push({ text: `… ${this.dropped} earlier step${this.dropped === 1 ? "" : "s"}`, status: "done" });
        for (const s of this.steps) {
            const shown = s.items.slice(0, 3).map((i) => code(oneLine(i)));
            const more = s.items.length > 3 ? ` and ${s.items.length - 3} more` : "";
            let text = shown.length > 0 ? `${s.verb} ${shown.join(", ")}${more}` : s.verb;
            if (s.note)
                text += ` ${s.note}`;
            const status = s.status ?? (s.running.size > 0 ? "running" : s.failed > 0 ? "failed" : "done");
            if (!s.status && s.failed > 0)
                text += s.failed === 1 && s.items.length <= 1 ? " — failed" : ` — ${s.failed} failed`;
            out.push({ text, status });
        }
        return out;
    }
    /** The steps as a markdown checklist. */
    markdown() {
        return this.lines()
            .map((l) => `- [${l.status === "running" ? " " : "x"}] ${l.text}`)
            .join("\n");
    }
    /** The steps as plain strings, for the job summary. */
    summaryLines() {
        return this.lines().map((l) => l.text);
    }
}
function formatDuration(ms) {
    const s = Math.max(0, Math.round(ms / 1000));
    if (s < 60)
        return `${s}s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m}m ${String(s % 60).padStart(2, "0")}s`;
    return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, "0")}m`;
}
const formatCost = (usd) => `$${usd.toFixed(usd > 0 && usd < 1 ? 4 : 2)}`;
const n = (v) => v.toLocaleString("en-US");
function formatTokens(t) {
    const cache = t.cacheRead + t.cacheWrite > 0 ? ` · ${n(t.cacheRead)} cache read · ${n(t.cacheWrite)} cache write` : "";
    return `${n(t.input)} in · ${n(t.output)} out${cache}`;
}
const prRef = (f) => (f.prUrl ? `[${f.prNumber ? `#${f.prNumber}` : "pull request"}](${f.prUrl})` : undefined);
/** One line saying how the run ended and what to do next. */
function headline(f) {
    const pr = prRef(f);
    switch (f.conclusion) {
        case "success":
            return pr ? `✅ Done: ${f.prVerb ?? "opened"} ${pr}.` : "✅ Done.";
        case "no-changes":
            return `ℹ️ Finished without changing any files${pr ? `; ${pr} is unchanged` : ", so there is no pull request"}.`;
        case "budget-exceeded":
            return `⏸️ Stopped at a budget (${f.budget ?? "budget reached"})${pr ? `; the work so far is in ${pr}, marked incomplete.` : "."} Raise the budget or narrow the task and run again.`;
        case "skipped":
            return `⏭️ Skipped: ${f.skipReason ?? "this event does not start a run"}`;
        case "failed":
            return "❌ The run failed; the error is below and the full log is in the workflow run.";
    }
}
function list(paths, max = 10) {
    const shown = paths.slice(0, max).map((p) => code(p)).join(", ");
    return paths.length > max ? `${shown} and ${paths.length - max} more` : shown;
}
function clip(body) {
    return body.length > MAX_BODY ? `${body.slice(0, MAX_BODY)}\n\n… (cut to fit GitHub's comment limit)` : body;
}
function renderWorking(runUrl, steps, startedAt, now) {
    const checklist = steps.markdown();
    return clip([
        `${COMMENT_MARKER}\n${WORKING_MARKER}`,
        `🤖 **repo-agent** is working on this ([view the run](${runUrl})).`,
        checklist || "- [ ] Starting",
        `<sub>Running for ${formatDuration(now - startedAt)}${steps.turns > 0 ? ` · ${steps.turns} turn${steps.turns === 1 ? "" : "s"}` : ""}</sub>`,
    ].join("\n\n"));
}
function renderFinal(runUrl, steps, final, durationMs) {
    const facts = [];
    if (final.prUrl)
        facts.push(`**Pull request:** ${prRef(final)}`);
    if (final.filesChanged && final.filesChanged.length > 0)
        facts.push(`**Files changed (${final.filesChanged.length}):** ${list(final.filesChanged)}`);
    if (final.conclusion !== "skipped")
        facts.push(`**Duration:** ${formatDuration(durationMs)}`);
    if (final.totals) {
        facts.push(`**Tokens:** ${formatTokens(final.totals)}${final.totals.turns > 0 ? ` · ${final.totals.turns} turns` : ""}`);
        facts.push(`**Cost:** ${formatCost(final.totals.costUsd)}`);
    }
    if (final.artifactUrl)
        facts.push(`**Session:** [session artifact](${final.artifactUrl})`);
    facts.push(`**Run:** [workflow run](${runUrl})`);
    const parts = [`${COMMENT_MARKER}\n${FINISHED_MARKER}`, headline(final)];
    for (const note of final.notes ?? [])
        parts.push(`> [!NOTE]\n> ${note.replace(/\r?\n/g, " ")}`);
    parts.push(facts.map((f) => `- ${f}`).join("\n"));
    if (final.error)
        parts.push(`**Error**\n\n${fenced(final.error)}`);
    const checklist = steps?.markdown();
    if (checklist)
        parts.push(`<details><summary>Steps</summary>\n\n${checklist}\n\n</details>`);
    return clip(parts.join("\n\n"));
}


/***/ })

};
