export const id = 234;
export const ids = [234];
export const modules = {

/***/ 63043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N5: () => (/* binding */ readEventPayload),
  SS: () => (/* binding */ taskFromEvent)
});

// UNUSED EXPORTS: ACTIONS_BOT, AGENT_MARKER, isBot, slug

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/context/frontmatter.ts
var frontmatter = __webpack_require__(43893);
// EXTERNAL MODULE: ./src/context/prompt-templates.ts
var prompt_templates = __webpack_require__(20047);
// EXTERNAL MODULE: ./src/action/sanitize.ts
var sanitize = __webpack_require__(62771);
;// CONCATENATED MODULE: ./src/action/trigger.ts
// Finding the trigger phrase (`/agent`) in a comment or issue body.
const trigger_escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/**
 * The instruction after the trigger, or undefined when the text does not trigger a run.
 * The trigger must be a whole word at the start of a line (spaces before it are allowed),
 * matched case-insensitively, outside fenced code blocks; `/agentx` and `foo /agent` do not
 * trigger. The instruction is the rest of that line plus every following line, trimmed; it may
 * be empty (a bare `/agent`).
 */
function findTrigger(text, trigger = "/agent") {
    const lines = text.replace(/\r\n?/g, "\n").split("\n");
    // Whole word: not followed by a letter, digit, `_`, `-` or `/` (so `/agent-x`, `/agent/x` do not count).
    const re = new RegExp(`^[ \\t]*${trigger_escape(trigger)}(?![\\w/-])`, "i");
    let fence;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        // Quoted examples in code blocks do not start runs.
        const f = /^[ \t]*(`{3,}|~{3,})/.exec(line);
        if (f) {
            if (!fence)
                fence = f[1];
            else if (f[1][0] === fence[0] && f[1].length >= fence.length)
                fence = undefined;
            continue;
        }
        if (fence)
            continue;
        const m = re.exec(line);
        if (!m)
            continue;
        const rest = line.slice(m[0].length).replace(/^[ \t]*[:,]/, "");
        return [rest, ...lines.slice(i + 1)].join("\n").trim();
    }
    return undefined;
}
/** Like findTrigger, but only when the text begins with the trigger (blank lines before it allowed). */
function findLeadingTrigger(text, trigger = "/agent") {
    const trimmed = text.replace(/^\s*\n/, "");
    const firstLine = trimmed.split(/\r?\n/, 1)[0];
    if (findTrigger(firstLine, trigger) === undefined)
        return undefined;
    return findTrigger(trimmed, trigger);
}

// EXTERNAL MODULE: ./src/action/progress-render.ts
var progress_render = __webpack_require__(45336);
;// CONCATENATED MODULE: ./src/action/event.ts
// From the workflow's event payload to a Task, or a Skip that says why nothing runs.
// Nothing here calls GitHub: trust is checked afterwards (trust.ts), with the API.





/** Hidden marker in every comment the action writes, so its own comments never trigger it. */

/** The login the workflow's GITHUB_TOKEN acts as. */
const ACTIONS_BOT = "github-actions[bot]";
const MARKER_RE = /<!--\s*repo-agent\b/i;
const isBot = (user) => user?.type === "Bot" || (user?.login ?? "").toLowerCase().endsWith("[bot]");
const sameLogin = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
const skip = (reason, issueNumber) => (issueNumber === undefined ? { skip: true, reason } : { skip: true, reason, issueNumber });
/**
 * Decides what the event asks for. `defaultBranch` overrides the payload's repository default
 * branch as the base for issue work.
 */
function taskFromEvent(eventName, payload, inputs, defaultBranch, options = {}) {
    const repo = repoOf(payload, options.repository ?? process.env.GITHUB_REPOSITORY);
    if (!repo)
        return skip(`the ${eventName} event names no repository; set GITHUB_REPOSITORY`);
    const base = defaultBranch ?? payload.repository?.default_branch;
    switch (eventName) {
        case "issue_comment":
            return fromComment(payload, inputs, repo, base);
        case "issues":
            return fromIssue(payload, inputs, repo, base);
        case "pull_request_review_comment":
            return fromReviewComment(payload, inputs, repo, base);
        case "pull_request_review":
            return fromReview(payload, inputs, repo, base);
        case "pull_request":
        case "pull_request_target":
            return fromPullRequest(eventName, payload, inputs, repo, base);
        case "workflow_dispatch":
        case "schedule":
            return fromPrompt(eventName, payload, inputs, repo, base, options.promptFileText);
        default:
            return skip(`repo-agent does not act on ${eventName} events; use issue_comment, issues, pull_request, pull_request_review_comment, pull_request_review, workflow_dispatch or schedule`);
    }
}
function repoOf(payload, fallback) {
    const owner = payload.repository?.owner?.login;
    const name = payload.repository?.name;
    if (owner && name)
        return { owner, repo: name };
    const [o, r, ...rest] = (fallback ?? "").split("/");
    return o && r && rest.length === 0 ? { owner: o, repo: r } : undefined;
}
/** The action's own comments and issues: written by the workflow token or carrying the marker. */
function isOwn(user, body) {
    return (user?.login ?? "").toLowerCase() === ACTIONS_BOT || MARKER_RE.test(body ?? "");
}
function fromComment(payload, inputs, repo, base) {
    const { comment, issue } = payload;
    if (payload.action !== "created")
        return skip(`a comment was ${payload.action ?? "changed"}; only new comments start runs`);
    if (!comment || !issue?.number)
        return skip("the issue_comment payload has no comment or issue");
    if (isOwn(comment.user, comment.body))
        return skip("the comment is repo-agent's own; it never triggers a run");
    const instruction = findTrigger((0,sanitize/* sanitize */.a)(comment.body ?? ""), inputs.trigger);
    if (instruction === undefined)
        return skip(`the comment does not start a line with ${inputs.trigger}; nothing to do`);
    const isPullRequest = issue.pull_request != null;
    return build(inputs, repo, base, {
        auto: isPullRequest ? pullRequestKind(instruction) : "fix",
        issue,
        isPullRequest,
        instruction: isPullRequest ? withoutReviewWord(instruction) : instruction,
        actor: comment.user,
        commentId: comment.id,
        triggeredAt: comment.updated_at ?? comment.created_at,
    });
}
// "/agent review ..." on a pull request asks for a review; anything else for a follow-up commit.
const REVIEW_WORD = /^review\b[:,]?\s*/i;
const pullRequestKind = (instruction) => (REVIEW_WORD.test(instruction) ? "review" : "followup");
const withoutReviewWord = (instruction) => instruction.replace(REVIEW_WORD, "");
/** `/agent ...` in a comment on a line of a pull request's diff. */
function fromReviewComment(payload, inputs, repo, base) {
    const { comment, pull_request: pull } = payload;
    if (payload.action !== "created")
        return skip(`a review comment was ${payload.action ?? "changed"}; only new comments start runs`);
    if (!comment || !pull?.number)
        return skip("the pull_request_review_comment payload has no comment or pull request");
    if (isOwn(comment.user, comment.body))
        return skip("the comment is repo-agent's own; it never triggers a run");
    const instruction = findTrigger((0,sanitize/* sanitize */.a)(comment.body ?? ""), inputs.trigger);
    if (instruction === undefined)
        return skip(`the comment does not start a line with ${inputs.trigger}; nothing to do`);
    const task = build(inputs, repo, base, {
        auto: pullRequestKind(instruction),
        issue: pull,
        isPullRequest: true,
        instruction: withoutReviewWord(instruction),
        actor: comment.user,
        triggeredAt: comment.updated_at ?? comment.created_at,
    });
    if (!("skip" in task) && comment.path) {
        const line = comment.line ?? comment.original_line ?? undefined;
        task.reviewComment = { path: comment.path, diffHunk: comment.diff_hunk ?? "", ...(line ? { line } : {}) };
    }
    return task;
}
/** `/agent ...` in the body of a submitted review. */
function fromReview(payload, inputs, repo, base) {
    const { review, pull_request: pull } = payload;
    if (payload.action !== "submitted")
        return skip(`a review was ${payload.action ?? "changed"}; only submitted reviews start runs`);
    if (!review || !pull?.number)
        return skip("the pull_request_review payload has no review or pull request");
    if (isOwn(review.user, review.body))
        return skip("the review is repo-agent's own; it never triggers a run");
    const instruction = findTrigger((0,sanitize/* sanitize */.a)(review.body ?? ""), inputs.trigger);
    if (instruction === undefined)
        return skip(`the review body does not start a line with ${inputs.trigger}; nothing to do`);
    return build(inputs, repo, base, {
        auto: pullRequestKind(instruction),
        issue: pull,
        isPullRequest: true,
        instruction: withoutReviewWord(instruction),
        actor: review.user,
        triggeredAt: review.submitted_at,
    });
}
const REVIEWED_ACTIONS = ["opened", "synchronize", "ready_for_review", "reopened"];
/** A pull request opened or pushed to: a review, when the workflow asks for one. */
function fromPullRequest(eventName, payload, inputs, repo, base) {
    const pull = payload.pull_request;
    if (!pull?.number)
        return skip(`the ${eventName} payload has no pull request`);
    if (!REVIEWED_ACTIONS.includes(payload.action ?? "")) {
        return skip(`${eventName}.${payload.action ?? "unknown"} does not start reviews; use opened, synchronize, ready_for_review or reopened`);
    }
    if (inputs.mode !== "auto" && inputs.mode !== "review")
        return skip(`mode ${inputs.mode} does not act on ${eventName} events; use mode review`);
    if (pull.draft)
        return skip(`#${pull.number} is a draft; it is reviewed once it is marked ready for review`);
    const task = build(inputs, repo, base, {
        auto: "review",
        issue: pull,
        isPullRequest: true,
        instruction: inputs.prompt.trim(),
        actor: payload.sender,
    });
    if (!("skip" in task))
        task.automatic = true;
    return task;
}
function fromIssue(payload, inputs, repo, base) {
    const { issue, action } = payload;
    if (!issue?.number)
        return skip("the issues payload has no issue");
    if (isOwn(payload.sender, issue.body) || isOwn(issue.user, issue.body))
        return skip("the issue is repo-agent's own; it never triggers a run");
    const body = (0,sanitize/* sanitize */.a)(issue.body ?? "");
    let instruction;
    if (action === "opened" || action === "edited") {
        instruction = findLeadingTrigger(body, inputs.trigger);
        if (instruction === undefined)
            return skip(`the issue body does not start with ${inputs.trigger}; nothing to do`);
        // An edit starts a run only when it adds the trigger: fixing a typo in an issue that already
        // asked for a run must not start another one.
        if (action === "edited") {
            const from = payload.changes?.body?.from;
            if (from === undefined)
                return skip("the issue edit did not change its body; only an edit that adds the trigger starts a run");
            if (findLeadingTrigger((0,sanitize/* sanitize */.a)(from ?? ""), inputs.trigger) !== undefined)
                return skip(`the issue body already started with ${inputs.trigger} before this edit; comment ${inputs.trigger} to run again`);
        }
    }
    else if (action === "labeled") {
        const label = inputs.trigger.replace(/^\//, "");
        if ((payload.label?.name ?? "").toLowerCase() !== label.toLowerCase())
            return skip(`the label is not "${label}"; nothing to do`);
        instruction = findLeadingTrigger(body, inputs.trigger) ?? "";
    }
    else {
        return skip(`issues.${action ?? "unknown"} does not start runs; open, edit or label the issue "${inputs.trigger.replace(/^\//, "")}"`);
    }
    return build(inputs, repo, base, {
        auto: "fix",
        issue,
        isPullRequest: false,
        instruction,
        actor: payload.sender ?? issue.user,
        triggeredAt: issue.updated_at ?? issue.created_at,
    });
}
function build(inputs, repo, base, f) {
    const number = f.issue.number;
    // On a pull request, "fix" means a follow-up commit on its branch.
    const chosen = inputs.mode === "auto" ? f.auto : inputs.mode;
    const kind = f.isPullRequest && chosen === "fix" ? "followup" : chosen;
    if (kind === "review" && !f.isPullRequest)
        return skip(`mode review needs a pull request, but #${number} is an issue; comment on the pull request instead`, number);
    const title = (0,sanitize/* sanitize */.a)(f.issue.title ?? "").trim();
    // A bare trigger asks to resolve the issue as written. The title becomes the instruction only
    // when its author is the actor whose permission is checked; someone else's title stays data.
    const ownTitle = sameLogin(f.issue.user?.login, f.actor?.login);
    const prompt = f.instruction ||
        (kind === "review"
            ? `Review pull request #${number}.`
            : title && (ownTitle ? title : `Resolve ${f.isPullRequest ? "pull request" : "issue"} #${number} as described in its title and body below.`));
    if (!prompt)
        return skip(`${inputs.trigger} was given no instruction; write the task after ${inputs.trigger}`, number);
    const task = {
        kind,
        repo,
        prompt,
        issueNumber: number,
        isPullRequest: f.isPullRequest,
        title,
        body: (0,sanitize/* sanitize */.a)(f.issue.body ?? ""),
        actor: f.actor?.login ?? "",
        actorIsBot: isBot(f.actor),
    };
    if (f.commentId !== undefined)
        task.commentId = f.commentId;
    if (f.triggeredAt)
        task.triggeredAt = f.triggeredAt;
    // Pull request work goes to the PR's own head and base, which the payload does not carry.
    if (!f.isPullRequest) {
        if (base)
            task.baseBranch = base;
        task.branch = `${inputs.branchPrefix}issue-${number}`;
    }
    return task;
}
function fromPrompt(eventName, payload, inputs, repo, base, promptFileText) {
    if (inputs.promptFile && promptFileText === undefined)
        return skip(`prompt-file ${inputs.promptFile} was not read; the caller must pass its text`);
    const prompt = maintenancePrompt(inputs.prompt.trim(), promptFileText);
    if (!prompt)
        return skip(`a ${eventName} run needs the prompt or prompt-file input; set one in the workflow`);
    const kind = inputs.mode === "auto" ? "maintain" : inputs.mode;
    if (kind === "review")
        return skip(`mode review needs a pull request; a ${eventName} run has none`);
    const task = {
        kind,
        repo,
        prompt,
        isPullRequest: false,
        actor: payload.sender?.login ?? process.env.GITHUB_ACTOR ?? "",
        actorIsBot: isBot(payload.sender),
    };
    if (base)
        task.baseBranch = base;
    task.branch = `${inputs.branchPrefix}maintain-${slug(inputs.promptFile ? (0,external_node_path_.basename)(inputs.promptFile).replace(/\.[^.]*$/, "") : prompt.split("\n")[0])}`;
    return task;
}
const ARG_PLACEHOLDER = /\$(\d+|@|ARGUMENTS)|\$\{@:\d+/;
/**
 * `prompt` and `prompt-file` together. A prompt file is a pi prompt template (frontmatter is
 * dropped); when it uses `$1`/`$@`/`$ARGUMENTS`, `prompt` supplies the arguments, otherwise both
 * texts are sent. `prompt: /name args` expands a template from .pi/prompts/ later, like pi.
 */
function maintenancePrompt(prompt, promptFileText) {
    const template = (0,frontmatter/* stripFrontmatter */.B)(promptFileText ?? "").trim();
    if (template && ARG_PLACEHOLDER.test(template))
        return (0,prompt_templates/* substituteArgs */.CU)(template, (0,prompt_templates/* parseCommandArgs */.Qx)(prompt)).trim();
    return [prompt, template].filter(Boolean).join("\n\n");
}
/** A branch-name piece from free text: lowercase words joined by "-", at most 40 characters. */
function slug(text) {
    const words = text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
    return words.slice(0, 40).replace(/-+$/, "") || "task";
}
/**
 * The event payload at GITHUB_EVENT_PATH, checked before anything parses it (the GitHub client
 * reads it when loaded and would crash with a stack trace). Throws one clear line on a bad file.
 */
function readEventPayload(path, read) {
    if (!path)
        return {};
    let text;
    try {
        text = read(path);
    }
    catch (error) {
        const code = error.code;
        throw new Error(`the event payload ${path} could not be read (${code ?? error.message}); run the action from a workflow event, which writes it`);
    }
    if (!text.trim())
        throw new Error(`the event payload ${path} is empty; run the action from a workflow event, which writes it`);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`the event payload ${path} is not valid JSON (${error.message.split("\n")[0]}); it may be truncated`);
    }
    if (!value || typeof value !== "object" || Array.isArray(value))
        throw new Error(`the event payload ${path} is not a JSON object`);
    return value;
}


/***/ }),

/***/ 64234:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __webpack_require__) => {


// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/action/event.ts + 1 modules
var action_event = __webpack_require__(63043);
// EXTERNAL MODULE: ./src/ai/models.ts
var models = __webpack_require__(39178);
// EXTERNAL MODULE: ./src/tools/index.ts + 11 modules
var src_tools = __webpack_require__(59930);
;// CONCATENATED MODULE: ./src/action/inputs.ts



const THINKING = ["off", "minimal", "low", "medium", "high"];
const MODES = ["auto", "fix", "review", "maintain"];
function list(raw) {
    return raw
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean);
}
function bool(name, raw, fallback, problems) {
    if (!raw)
        return fallback;
    if (/^(true|yes|1)$/i.test(raw))
        return true;
    if (/^(false|no|0)$/i.test(raw))
        return false;
    problems.push(`input ${name} must be true or false (got "${raw}")`);
    return fallback;
}
function positive(name, raw, problems, integer = false) {
    if (!raw)
        return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
        problems.push(`input ${name} must be a positive ${integer ? "whole " : ""}number (got "${raw}")`);
        return undefined;
    }
    return n;
}
/**
 * Reads and checks every input of action.yml. All problems are collected so a misconfigured
 * workflow is fixed in one edit, not one run per mistake.
 */
function readInputs(get = (n) => core/* getInput */.V4(n)) {
    const problems = [];
    const mode = get("mode") || "auto";
    if (!MODES.includes(mode))
        problems.push(`input mode must be one of ${MODES.join(", ")} (got "${mode}")`);
    const thinking = get("thinking") || "medium";
    if (!THINKING.includes(thinking))
        problems.push(`input thinking must be one of ${THINKING.join(", ")} (got "${thinking}")`);
    const tools = list(get("tools"));
    const unknown = tools.filter((t) => !src_tools/* CODING_TOOL_NAMES */.hC.includes(t));
    if (unknown.length)
        problems.push(`input tools has unknown tool ${unknown.join(", ")}; available: ${src_tools/* CODING_TOOL_NAMES */.hC.join(", ")}`);
    const model = get("model");
    if (!model)
        problems.push("input model is required, e.g. anthropic/claude-sonnet-4-5 (a token in the environment never picks one)");
    else {
        // An unknown provider is a configuration mistake: say so before anyone is asked for permission.
        try {
            (0,models/* resolveModel */.AX)(model);
        }
        catch (error) {
            problems.push(`input model: ${error.message}`);
        }
    }
    const githubToken = get("github-token");
    if (!githubToken)
        problems.push("input github-token is empty; pass ${{ github.token }} or a token with contents, issues and pull-requests write");
    const trigger = get("trigger") || "/agent";
    if (/\s/.test(trigger))
        problems.push(`input trigger must be one word (got "${trigger}")`);
    const branchPrefix = get("branch-prefix") || "agent/";
    if (!/^[A-Za-z0-9._/-]+$/.test(branchPrefix) || branchPrefix.includes(".."))
        problems.push(`input branch-prefix "${branchPrefix}" is not a safe branch name prefix`);
    const inputs = {
        githubToken,
        model,
        anthropicApiKey: get("anthropic-api-key"),
        openaiApiKey: get("openai-api-key"),
        geminiApiKey: get("gemini-api-key"),
        baseUrl: get("base-url"),
        trigger,
        prompt: get("prompt"),
        promptFile: get("prompt-file"),
        mode: mode,
        tools,
        thinking: thinking,
        allowedUsers: list(get("allowed-users")),
        allowedBots: list(get("allowed-bots")),
        branchPrefix,
        draft: bool("draft", get("draft"), false, problems),
        maxCostUsd: positive("max-cost-usd", get("max-cost-usd"), problems),
        timeoutMinutes: positive("timeout-minutes", get("timeout-minutes"), problems),
        maxTurns: positive("max-turns", get("max-turns"), problems, true),
        protectedPaths: list(get("protected-paths") || ".github/workflows/**"),
        appendSystemPrompt: get("append-system-prompt"),
        uploadSession: bool("upload-session", get("upload-session"), true, problems),
        isolateCommands: bool("isolate-commands", get("isolate-commands"), true, problems),
    };
    if (problems.length)
        throw new InputError(problems);
    return inputs;
}
class InputError extends Error {
    problems;
    constructor(problems) {
        super(problems.length === 1 ? problems[0] : `${problems.length} inputs need fixing: ${problems.join("; ")}`);
        this.problems = problems;
    }
}

// EXTERNAL MODULE: ./src/action/redact.ts
var action_redact = __webpack_require__(30065);
;// CONCATENATED MODULE: ./src/action/main.ts





async function main() {
    // Before anything is logged: the runner then masks these values in the job log.
    const secrets = (0,action_redact/* actionSecrets */.sJ)();
    for (const secret of secrets)
        maskInLog(secret);
    const redact = (0,action_redact/* createRedactor */.lY)(secrets);
    let inputs;
    try {
        inputs = readInputs();
        // Before run.js loads: the GitHub client parses the payload on load and crashes on a bad one.
        (0,action_event/* readEventPayload */.N5)(process.env.GITHUB_EVENT_PATH, (p) => (0,external_node_fs_.readFileSync)(p, "utf8"));
        if (!process.env.GITHUB_EVENT_NAME)
            throw new Error("GITHUB_EVENT_NAME is not set; run the action from a workflow, which sets it");
    }
    catch (error) {
        core/* setOutput */.uH("conclusion", "failed");
        core/* setFailed */.C1(redact(`repo-agent: ${error.message}`));
        return;
    }
    try {
        const { runAction } = await Promise.all(/* import() */[__webpack_require__.e(392), __webpack_require__.e(213), __webpack_require__.e(547), __webpack_require__.e(77)]).then(__webpack_require__.bind(__webpack_require__, 79077));
        const result = await runAction(inputs);
        if (result.failed)
            core/* setFailed */.C1(`repo-agent: the run failed (${result.conclusion}); see the comment and job summary.`);
    }
    catch (error) {
        core/* setOutput */.uH("conclusion", "failed");
        core/* setFailed */.C1(redact(`repo-agent: ${error instanceof Error ? error.message : String(error)}`));
    }
}
/** The runner masks log lines one at a time, so a multi-line secret is also masked line by line. */
function maskInLog(secret) {
    core/* setSecret */.Pq(secret);
    for (const line of secret.split(/\r?\n/))
        if (line.trim().length >= 6 && line !== secret)
            core/* setSecret */.Pq(line.trim());
}
void main();


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


/***/ }),

/***/ 30065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ redactJsonLines),
/* harmony export */   lY: () => (/* binding */ createRedactor),
/* harmony export */   sJ: () => (/* binding */ actionSecrets)
/* harmony export */ });
/* unused harmony export REDACTED */
// Secret redaction for everything the action posts or uploads (comments, summaries, errors).
// Known secret values are replaced wherever they appear, including the encoded forms a runner or
// actions/checkout produces; well-known token shapes are replaced even when nobody declared them.
const REDACTED = "***";
/** Shorter values would replace ordinary words and numbers all over the text. */
const MIN_SECRET_LENGTH = 6;
// Where a token may start: not inside a longer word, except after a JSON escape such as `\n`.
const START = String.raw `(?:(?<=\\[nrt])|(?<![A-Za-z0-9_]))`;
/** Token shapes redacted whether or not their value was given. `$1` (when present) is kept. */
const PATTERNS = [
    // GitHub personal, OAuth, user-to-server, installation and refresh tokens; fine-grained PATs.
    { re: new RegExp(String.raw `${START}(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9_]{16,}`, "g") },
    { re: new RegExp(String.raw `${START}github_pat_[A-Za-z0-9_]{20,}`, "g") },
    // Anthropic before OpenAI: both start with "sk-".
    { re: new RegExp(String.raw `${START}sk-ant-[A-Za-z0-9_-]{10,}`, "g") },
    { re: new RegExp(String.raw `${START}sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}`, "g") },
    // Google API keys.
    { re: new RegExp(String.raw `${START}AIza[0-9A-Za-z_-]{30,}`, "g") },
    // AWS access key ids, and secret keys named as such in config files or environments.
    { re: new RegExp(String.raw `${START}(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])`, "g") },
    { re: /(aws_secret_access_key["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{20,}/gi, keep: true },
    // JWTs: header.payload.signature, the header always JSON, so base64url "eyJ".
    { re: new RegExp(String.raw `${START}eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*`, "g") },
    // Credentials in HTTP headers: the whole value after "Authorization:", and bearer tokens.
    { re: new RegExp(String.raw `(${START}authorization["']?\s*[:=]\s*["']?)(?:(?:bearer|basic|token)\s+)?[^\s"',;]+`, "gi"), keep: true },
    { re: new RegExp(String.raw `(${START}bearer\s+)[A-Za-z0-9\-._~+/]{8,}=*`, "gi"), keep: true },
    // PEM private keys (RSA, EC, OpenSSH, PKCS#8, encrypted): the whole block, or to the end of
    // the base64 when the END line was cut off. `\\n` covers a block inside a JSON string.
    {
        re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----(?:[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY-----|(?:[A-Za-z0-9+/=:,\s-]|\\[nr])*)/g,
    },
];
/** Runs of base64 (or base64url) long enough to hide a token when decoded. */
const BASE64_RUN = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{24,}={0,2}/g;
/**
 * Environment variables holding the action's own secrets: every input that names a token, key,
 * secret or password (as the runner passes inputs, `INPUT_<NAME>`), the runner's internal tokens,
 * and model keys given through the environment.
 */
function actionSecrets(env = process.env) {
    const named = ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_ID_TOKEN_REQUEST_TOKEN", "ANTHROPIC_API_KEY", "OPENAI_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY"];
    const out = [];
    for (const [name, value] of Object.entries(env)) {
        if (!value)
            continue;
        if (named.includes(name) || (/^INPUT_/i.test(name) && /TOKEN|KEY|SECRET|PASSWORD/i.test(name)))
            out.push(value);
    }
    return out;
}
/** The forms a secret value takes in text: as is, line by line, base64, URL-encoded, as checkout's basic auth. */
function forms(secret) {
    const out = new Set();
    const add = (s) => {
        if (s.length >= MIN_SECRET_LENGTH)
            out.add(s);
    };
    const base64 = (s) => Buffer.from(s, "utf8").toString("base64");
    add(secret);
    for (const line of secret.split(/\r?\n/))
        add(line.trim());
    add(encodeURIComponent(secret));
    add(JSON.stringify(secret).slice(1, -1));
    for (const plain of [secret, `x-access-token:${secret}`]) {
        const b64 = base64(plain);
        add(b64);
        add(b64.replace(/=+$/, ""));
        add(b64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""));
    }
    return [...out];
}
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Returns a function that replaces the given secrets (and well-known token shapes) with `***`. */
function createRedactor(secrets) {
    const values = new Set();
    for (const s of secrets) {
        if (typeof s !== "string" || s.trim().length < MIN_SECRET_LENGTH)
            continue;
        for (const f of forms(s))
            values.add(f);
    }
    // Longest first, so a secret that contains another is replaced whole.
    const sorted = [...values].sort((a, b) => b.length - a.length);
    const known = sorted.length > 0 ? new RegExp(sorted.map(escapeRegExp).join("|"), "g") : undefined;
    const plain = (text) => {
        let out = known ? text.replace(known, REDACTED) : text;
        for (const { re, keep } of PATTERNS)
            out = out.replace(re, keep ? `$1${REDACTED}` : REDACTED);
        return out;
    };
    // A secret inside a longer encoded text (`user:token` basic auth, `echo $T | base64`) is not at
    // a fixed offset, so its base64 forms cannot be listed: decode each run and look inside.
    // The run may start mid-group (`Basic%20dXNl...`), so each of the four alignments is tried.
    const hidesSecret = (run) => [0, 1, 2, 3].some((skip) => {
        const decoded = Buffer.from(run.slice(skip), "base64").toString("latin1");
        return decoded.length >= MIN_SECRET_LENGTH && plain(decoded) !== decoded;
    });
    return (text) => {
        if (!text)
            return text;
        // Encoded runs first: replacing a secret's aligned form first would leave the rest behind.
        return plain(text.replace(BASE64_RUN, (run) => (hidesSecret(run) ? REDACTED : run)));
    };
}
/**
 * Redacts a JSON Lines text (the session file) so that every line that parsed still parses:
 * string values (and keys) are redacted one by one. A line that is not JSON (a torn last line)
 * is redacted as text.
 */
function redactJsonLines(text, redact) {
    return text
        .split("\n")
        .map((line) => {
        if (!line.trim())
            return line;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            return redact(line);
        }
        return JSON.stringify(redactValue(value, redact));
    })
        .join("\n");
}
function redactValue(value, redact) {
    if (typeof value === "string")
        return redact(value);
    if (Array.isArray(value))
        return value.map((v) => redactValue(v, redact));
    if (value && typeof value === "object") {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[redact(k)] = redactValue(v, redact);
        return out;
    }
    return value;
}


/***/ }),

/***/ 62771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ sanitize)
/* harmony export */ });
// Untrusted issue/PR/comment text is cleaned before the model sees it, so that what the model
// reads is what a maintainer sees on github.com: nothing hidden from people may reach the model.
//
// What sanitize() does, in this order:
// 1. Numeric HTML entities (`&#60;`, `&#x200B;`) are decoded to their character; an entity
//    naming no valid character (0, a surrogate, above U+10FFFF) is removed. Decoding first means
//    an encoded invisible character or an encoded `<!--` meets the same rules as a literal one.
//    Named entities (`&amp;`, `&lt;`) are left as written, and `&#38;` becomes `&amp;` so that
//    sanitising twice gives the same text.
// 2. Invisible characters are removed: zero-width and direction marks U+200B–U+200F, bidi
//    embeddings/overrides U+202A–U+202E, word joiner and invisible operators U+2060–U+2064,
//    bidi isolates U+2066–U+2069, the Arabic letter mark U+061C, the BOM U+FEFF, the soft hyphen
//    U+00AD, fillers that render as nothing (U+034F, U+115F, U+1160, U+17B4, U+17B5, U+180E,
//    U+3164, U+FFA0), variation selectors and Unicode tag characters (U+FE00–U+FE0F,
//    U+E0000–U+E007F, U+E0100–U+E01EF: invisible, yet enough to spell out a whole hidden
//    instruction one character each), and control characters other than tab, line feed and
//    carriage return.
// 3. HTML comments are removed (`<!-->` and `<!--->` count as empty ones, as in HTML), and an
//    unterminated `<!--` removes the rest of the text (GitHub hides it too). Repeated until none
//    is left, so nesting tricks do not leave a comment behind.
// 4. Elements GitHub does not show are removed with their content: any tag carrying a `hidden`
//    attribute, and <script>, <style>, <template>; an element never closed hides the rest of the
//    text. `<details>` stays: people can open it.
// 5. `alt` and `title` attributes are removed from HTML tags, markdown image alt text is
//    emptied (`![alt](url)` -> `![](url)`), and link/image/reference-definition titles are
//    removed (`[t](url "title")` -> `[t](url)`). URLs and visible link text are kept.
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
// C0 controls except \t \n \r, DEL and the C1 range.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const NUMERIC_ENTITY = /&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));/g;
const HIDDEN_ELEMENTS = ["script", "style", "template"];
function sanitize(text) {
    let out = decodeNumericEntities(text);
    out = out.replace(INVISIBLE, "").replace(CONTROL, "");
    out = removeHtmlComments(out);
    out = removeHiddenElements(out);
    out = stripHtmlAltAndTitle(out);
    out = stripMarkdownAltAndTitles(out);
    return out;
}
function decodeNumericEntities(text) {
    return text.replace(NUMERIC_ENTITY, (_, hex, dec) => {
        const digits = hex ?? dec ?? "";
        // Longer than any code point: refuse before parseInt loses precision.
        if (digits.replace(/^0+/, "").length > 7)
            return "";
        const cp = parseInt(digits, hex ? 16 : 10);
        if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return "";
        // An encoded `&` stays an entity, so sanitising twice never decodes `&#38;#60;` into `<`.
        return cp === 0x26 ? "&amp;" : String.fromCodePoint(cp);
    });
}
function removeHtmlComments(text) {
    let prev;
    let out = text;
    do {
        prev = out;
        out = removeCommentsOnce(out);
    } while (out !== prev);
    return out;
}
/** One linear pass (a regex would rescan to the end from every unclosed `<!--`). */
function removeCommentsOnce(text) {
    let out = "";
    let at = 0;
    for (;;) {
        const open = text.indexOf("<!--", at);
        if (open < 0)
            return out + text.slice(at);
        out += text.slice(at, open);
        // `<!-->` and `<!--->` are complete (empty) comments in HTML.
        const rest = text.startsWith(">", open + 4) ? 0 : text.startsWith("->", open + 4) ? 1 : -1;
        if (rest >= 0) {
            at = open + 5 + rest;
            continue;
        }
        const close = text.indexOf("-->", open + 4);
        if (close < 0)
            return out; // Unterminated: GitHub hides the rest.
        at = close + 3;
    }
}
// Bounded, and stopping at the next `<`, so a body full of unclosed tags stays linear.
const TAG = /<\/?([A-Za-z][A-Za-z0-9-]*)\b((?:[^<>"']|"[^"]{0,2000}"|'[^']{0,2000}'){0,1000})>/g;
const HIDDEN_ATTR = /(?:^|\s)hidden(?=\s|=|\/|$)/i;
/**
 * Removes each hidden element with its content, counting nested tags of the same name. Each
 * pass is one left-to-right scan; passes repeat while removals join fragments into new tags.
 */
function removeHiddenElements(text) {
    let prev;
    let out = text;
    do {
        prev = out;
        out = removeHiddenOnce(out);
    } while (out !== prev);
    return out;
}
function removeHiddenOnce(text) {
    let out = "";
    let at = 0;
    for (;;) {
        const start = findHiddenOpen(text, at);
        if (!start)
            return out + text.slice(at);
        out += text.slice(at, start.index);
        at = findClose(text, start.name, start.index + start.length);
    }
}
function findHiddenOpen(text, from) {
    TAG.lastIndex = from;
    for (let m = TAG.exec(text); m; m = TAG.exec(text)) {
        if (m[0].startsWith("</"))
            continue;
        const name = m[1].toLowerCase();
        const attrs = m[2].replace(/"[^"]*"|'[^']*'/g, '""');
        if (HIDDEN_ELEMENTS.includes(name) || HIDDEN_ATTR.test(attrs))
            return { index: m.index, length: m[0].length, name };
    }
    return undefined;
}
/** Index just past the tag that closes `name` opened before `from`; the text's end if none. */
function findClose(text, name, from) {
    // A void element has no content. `<div hidden/>` is not closed: HTML ignores the slash there.
    if (VOID.has(name))
        return from;
    let depth = 1;
    TAG.lastIndex = from;
    for (let m = TAG.exec(text); m; m = TAG.exec(text)) {
        if (m[1].toLowerCase() !== name)
            continue;
        if (m[0].startsWith("</"))
            depth--;
        else
            depth++;
        if (depth === 0)
            return m.index + m[0].length;
    }
    return text.length;
}
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
function stripHtmlAltAndTitle(text) {
    return text.replace(TAG, (tag, _name, attrs) => {
        if (tag.startsWith("</"))
            return tag;
        const cleaned = attrs.replace(/\s(?:alt|title)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi, "").replace(/\s(?:alt|title)(?=[\s/]|$)/gi, "");
        return cleaned === attrs ? tag : tag.slice(0, tag.length - 1 - attrs.length) + cleaned + ">";
    });
}
// A link destination: <...> or a run without spaces that may hold balanced parentheses.
const DEST = String.raw `(<[^<>\n]*>|(?:[^\s()<>]|\([^\s()]*\))+)`;
// A title may hold backslash-escaped quotes.
const QUOTED = String.raw `(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\))`;
const TITLE = String.raw `(?:\s+${QUOTED})?`;
// Link text may hold one level of brackets, e.g. an image inside a link.
const LABEL = String.raw `((?:[^\[\]\\]|\\.|\[(?:[^\[\]\\]|\\.)*\])*)`;
const IMAGE = new RegExp(String.raw `!\[${LABEL}\]\(\s*${DEST}${TITLE}\s*\)`, "g");
const IMAGE_REF = new RegExp(String.raw `!\[${LABEL}\](\[[^\[\]\n]*\])`, "g");
const LINK = new RegExp(String.raw `\[${LABEL}\]\(\s*${DEST}${TITLE}\s*\)`, "g");
const DEFINITION = new RegExp(String.raw `^( {0,3}\[[^\[\]\n]+\]:[ \t]*\n?[ \t]*${DEST})[ \t]*\n?[ \t]*${QUOTED}[ \t]*$`, "gm");
function stripMarkdownAltAndTitles(text) {
    return text
        .replace(IMAGE, (_m, _alt, dest) => `![](${dest})`)
        .replace(IMAGE_REF, (_m, _alt, ref) => `![]${ref}`)
        .replace(LINK, (_m, label, dest) => `[${label}](${dest})`)
        .replace(DEFINITION, (_m, head) => head);
}


/***/ })

};
