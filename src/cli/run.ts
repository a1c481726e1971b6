import type { UserMessage } from "../ai/types.js";
import type { RunOutcome } from "../session/agent-session.js";
import { UsageError, type CliArgs } from "./args.js";
import { eventLine } from "./json-output.js";
import { fileInputs, readStdin } from "./prompt-input.js";
import { resolveCwd, setupCli } from "./setup.js";

/** A run has a result when its last reply is a final answer, not a pending tool call. */
function hasResult(outcome: RunOutcome): boolean {
  return outcome.answer !== undefined && !outcome.answer.content.some((c) => c.type === "toolCall");
}

/** What a successful run's answer lacks that a reader of stdout would not notice. */
function answerProblem(outcome: RunOutcome): string | undefined {
  const answer = outcome.answer;
  if (!answer) return undefined;
  if (answer.stopReason === "length") return "the answer was cut off at the model's output limit; ask it to go on, or for a shorter answer";
  if (!answer.content.some((c) => c.type === "text" && c.text.trim())) return "the model ended its turn without an answer (no text); ask again or try another model";
  return undefined;
}

/** How long a run given a message waits for the first bytes on a stdin that is not a terminal. */
const STDIN_PATIENCE_MS = 3000;

export async function run(args: CliArgs): Promise<number> {
  // As pi builds it: piped stdin, then the @files, then the first message (`git diff | repo-agent
  // "review this diff"`); a blank line after stdin, which pi leaves out, keeps a diff's last line
  // apart from what follows.
  const stdin = await readStdin(args.messages.length > 0 || args.files.length > 0 ? STDIN_PATIENCE_MS : Infinity);
  const files = await fileInputs(args.files, resolveCwd(args));
  const asked = files.text + (args.messages[0] ?? "");
  const first = stdin && asked ? `${stdin}\n\n${asked}` : stdin + asked;
  if (!first.trim() && !files.images.length) throw new UsageError("no message given; pass one as an argument or on stdin (see repo-agent --help)");

  const { session, context } = setupCli(args);
  const store = session.store;
  // A reader that went away (`| head`) ends the run quietly, as in RPC mode: nobody reads the
  // rest, and Node would otherwise die of the EPIPE with a stack trace.
  let readerGone = false;
  process.stdout.on("error", () => {
    readerGone = true;
    session.abort();
  });
  const out = (text: string) => {
    if (!readerGone) process.stdout.write(text);
  };
  if (args.mode === "json") {
    out(JSON.stringify(store.header) + "\n");
    session.subscribe((event) => out(eventLine(event) + "\n"));
  }

  let signalled: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    signalled = signal;
    session.abort();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const [head, ...rest] = [first, ...args.messages.slice(1)].map((p) => context.expandPrompt(p));
  // Images from @files ride with the first message, after its text (as pi sends them).
  const opening: string | UserMessage = files.images.length ? { role: "user", content: [{ type: "text", text: head }, ...files.images], timestamp: Date.now() } : head;
  const prompts = [opening, ...rest];
  const outcome = await session.prompt(prompts);
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);

  if (args.mode === "text" && outcome.answer && (outcome.status === "success" || hasResult(outcome))) {
    for (const block of outcome.answer.content) if (block.type === "text") out(`${block.text}\n`);
  }
  if (signalled) return signalled === "SIGINT" ? 130 : 143;
  if (readerGone) return 0;
  if (outcome.status === "success") {
    const problem = answerProblem(outcome);
    if (problem) process.stderr.write(`repo-agent: warning: ${problem}\n`);
    return 0;
  }
  process.stderr.write(`repo-agent: ${outcome.errorMessage ?? `the run ended: ${outcome.status}`}\n`);
  return outcome.status === "budget-exceeded" && hasResult(outcome) ? 0 : 1;
}
