import { describe, expect, it } from "vitest";
import { inert, inertPlain } from "../../../src/action/report/model-text.js";
import { renderFinal, StepLog, WORKING_MARKER } from "../../../src/action/report/progress-render.js";
import { cpuMs } from "../../support/cpu-time.js";

const RUN_URL = "https://github.com/Codertocat/Hello-World/actions/runs/4242";
const PR = { prUrl: "https://github.com/Codertocat/Hello-World/pull/12", prNumber: 12 };
const ZWSP = "\u200B";

describe("the agent's answer in the final comment", () => {
  it("is the result of a run that changed nothing: shown open, as a quote, right under the headline", () => {
    const body = renderFinal(RUN_URL, undefined, { conclusion: "no-changes", answer: "'smal' is a typo for 'small'.\n\nNothing else refers to it." }, 5_000);
    expect(body).toContain("ℹ️ Finished without changing any files, so there is no pull request.\n\n**The agent's answer**\n\n> 'smal' is a typo for 'small'.\n>\n> Nothing else refers to it.\n\n- **Duration:**");
  });

  it("is folded when there is a pull request, before the steps", () => {
    const steps = new StepLog();
    steps.onEvent({ type: "tool_execution_start", toolCallId: "c1", toolName: "read", args: { path: "README.md" } });
    steps.onEvent({ type: "tool_execution_end", toolCallId: "c1", toolName: "read", result: { content: [] }, isError: false });
    const body = renderFinal(RUN_URL, steps, { conclusion: "success", ...PR, answer: "Fixed the typo." }, 5_000);
    expect(body).toMatch(/\*\*Run:\*\*[^\n]*\n\n<details><summary>The agent's answer<\/summary>\n\n> Fixed the typo\.\n\n<\/details>\n\n<details><summary>Steps<\/summary>/);
  });

  it("is called the agent's last message when the run did not end well", () => {
    expect(renderFinal(RUN_URL, undefined, { conclusion: "failed", error: "boom", answer: "I could not find the file." }, 1)).toContain("**The agent's last message**\n\n> I could not find the file.");
    expect(renderFinal(RUN_URL, undefined, { conclusion: "budget-exceeded", budget: "turn budget reached", ...PR, answer: "Halfway." }, 1)).toContain(
      "<summary>The agent's last message</summary>",
    );
    expect(renderFinal(RUN_URL, undefined, { conclusion: "no-changes", answer: "  \n" }, 1)).not.toContain("answer");
  });

  it("cannot ping people, link other issues, forge the action's markers or swallow the rest of the comment", () => {
    const answer = [
      "Thanks @octocat and @github/security; see #12, octo/repo#7 and GH-3.",
      `${WORKING_MARKER} <!-- unclosed`,
      "</details><details open>",
      "```ts",
      "const who = '@octocat #12';",
      "```",
      "Run `npm i @types/node` to fix #4.",
    ].join("\n");
    const body = renderFinal(RUN_URL, new StepLog(), { conclusion: "success", ...PR, answer }, 1);
    expect(body).toContain(`Thanks @${ZWSP}octocat and @${ZWSP}github/security; see #${ZWSP}12, octo/repo#${ZWSP}7 and GH-${ZWSP}3.`);
    expect(body).not.toContain(WORKING_MARKER);
    expect(body).toContain("&lt;!-- repo-agent:working --> &lt;!-- unclosed");
    expect(body).toContain("&lt;/details>&lt;details open>");
    // Code is left as written: nothing links there, and a zero-width space would break a copy.
    expect(body).toContain("> const who = '@octocat #12';");
    expect(body).toContain(`> Run \`npm i @types/node\` to fix #${ZWSP}4.`);
    expect(body.match(/<details>/g)).toHaveLength(1);
  });

  it("is cut to fit GitHub's comment limit, saying where the whole text is", () => {
    const answer = `${"A long line of the answer. ".repeat(40)}\n`.repeat(100) + "THE END";
    const body = renderFinal(RUN_URL, undefined, { conclusion: "no-changes", error: "x".repeat(3_000), answer }, 1);
    expect(body.length).toBeLessThan(65_536);
    expect(body).not.toContain("THE END");
    expect(body).toContain(`> … (cut to fit GitHub's comment limit; the whole text is in [the job summary](${RUN_URL}))\n\n- **Duration:**`);
    expect(body).not.toContain("cut to fit GitHub's comment limit)"); // the whole-body clip was not needed
  });

  it("is cut without opening a code span's mention", () => {
    // Wherever the cut falls in "`@mona` ", a span it opens must not leave "@mon…" live.
    for (let shift = 0; shift < 8; shift++) {
      const body = renderFinal(RUN_URL, undefined, { conclusion: "no-changes", answer: "x".repeat(shift) + "`@mona` ".repeat(9_000) }, 1);
      const cut = body.slice(0, body.indexOf("\n>\n> … (cut to fit"));
      expect(cut.replace(/`[^`]*`/g, "").match(/@[a-z]/g), `shift ${shift}`).toBeNull();
    }
  });
});

describe("a last reply cut at the model's output limit", () => {
  it("is never a plain ✅ Done: the headline and the answer's title say it was cut", () => {
    const body = renderFinal(RUN_URL, undefined, { conclusion: "success", ...PR, answerCut: true, answer: "I fixed the typo and I am now going to also upd" }, 1);
    expect(body).not.toContain("✅");
    expect(body).toContain(
      "⚠️ Done (opened [#12](https://github.com/Codertocat/Hello-World/pull/12)), but the agent's last reply was cut off at the model's output limit, so the work may be unfinished; check it before merging, or ask the agent to go on.",
    );
    expect(body).toContain("<summary>The agent's answer (cut off at the output limit)</summary>");
    const none = renderFinal(RUN_URL, undefined, { conclusion: "no-changes", answerCut: true, answer: "The reason is" }, 1);
    expect(none).toContain("⚠️ Finished without changing any files, so there is no pull request. Note that the agent's last reply was cut off at the model's output limit, so it may not have finished.");
  });
});

describe("the cost in the final comment", () => {
  it("is unknown, not $0.00, for a model without prices", () => {
    const totals = { input: 1_000, output: 100, cacheRead: 0, cacheWrite: 0, costUsd: 0, turns: 2 };
    expect(renderFinal(RUN_URL, undefined, { conclusion: "success", totals, unpricedModel: "anthropic/claude-sonet-4-5" }, 1)).toContain(
      "- **Cost:** unknown (no prices for `anthropic/claude-sonet-4-5`)\n",
    );
    expect(renderFinal(RUN_URL, undefined, { conclusion: "success", totals }, 1)).toContain("- **Cost:** $0.00\n");
  });
});

describe("inert", () => {
  it("leaves emails, URLs, headings and code alone", () => {
    const text = "Mail a@b.com, see https://github.com/o/r/issues/1#issuecomment-2 and https://x.dev/@me\n# Heading\n~~~\n@x #1\n~~~\n``a ` @b``";
    expect(inert(text)).toBe(text);
  });

  // GitHub's filters link "@login" and "#12" after any non-word character, "owner#12" (a fork's issue,
  // or this repository's when it is its owner's) too, and they read the text as rendered: a character
  // reference, a backslash escape, a link or a table cell leaves "@mona" or "#12" at its start.
  it("gives a mention or an issue reference no way GitHub would still link it", () => {
    expect(inert("x.@mona a/@mona a+@mona a-@mona @@mona")).toBe(`x.@${ZWSP}mona a/@${ZWSP}mona a+@${ZWSP}mona a-@${ZWSP}mona @@${ZWSP}mona`);
    expect(inert("| a |\n| - |\n|#12|\n\n[a](u)#12, see \\#12 and acme#12 (x=#12)")).toBe(
      `| a |\n| - |\n|#${ZWSP}12|\n\n[a](u)#${ZWSP}12, see \\#${ZWSP}12 and acme#${ZWSP}12 (x=#${ZWSP}12)`,
    );
    expect(inert("&#64;mona &#x40;mona &commat;mona &#35;12 &num;12 #&#49;2 @&#x6d;ona &#x47;H-12 @&fjlig;x")).toBe(
      `&amp;#${ZWSP}64;mona &amp;#x40;mona &amp;commat;mona &amp;#${ZWSP}35;12 &amp;num;12 #&amp;#${ZWSP}49;2 @&amp;#x6d;ona &amp;#x47;H-12 @&amp;fjlig;x`,
    );
    // A web address GitHub links is left whole; one it does not link is text like any other.
    expect(inert("https://x.dev/page#3 and www.x.dev/@me")).toBe("https://x.dev/page#3 and www.x.dev/@me");
    expect(inert("Xwww.x.dev/@mona")).toBe(`Xwww.x.dev/@${ZWSP}mona`);
  });

  // cmark-gfm links no address while a "[" before it in the paragraph is still open: it is text there.
  it("leaves an address whole only where GitHub links it", () => {
    expect(inert("[ https://x.dev/@mona")).toBe(`[ https://x.dev/@${ZWSP}mona`);
    expect(inert("[a\nhttps://x.dev/#1 and https://x.dev/GH-2")).toBe(`[a\nhttps://x.dev/#${ZWSP}1 and https://x.dev/GH-${ZWSP}2`);
    expect(inert("See https://x.dev/@me [a]\n\nand https://x.dev/#1")).toBe("See https://x.dev/@me [a]\n\nand https://x.dev/#1");
  });

  // Looking behind each "#" or "@" for a web address it might be in took seconds on such a line.
  it("takes linear time on a long line of references and mentions", () => {
    const line = "#1/@a".repeat(12_000);
    expect(cpuMs(() => inert(line))).toBeLessThan(1000);
  });

  it("reads a lone carriage return as the line ending GitHub reads it as", () => {
    // Two of them are a blank line: no code span reaches across it, so the @mona after it would ping.
    expect(inert("`a\r\r@mona`")).toBe(`\`a\n\n@${ZWSP}mona\``);
  });

  // Each of these backtick pairs is a code span line by line, but not on GitHub: the @mona between them pings.
  it("takes no backticks for code that GitHub pairs otherwise", () => {
    const live = [
      "A `lone backtick\nthen ` @mona ` closes it on the next line", // the paragraph's first run pairs with the next line's
      "\\`@mona\\`", // an escaped backtick opens nothing
      "| a | b |\n| - | - |\n| `x | @mona` |", // a table splits its cells first
      "[a](x`y) @mona `z`", // a link's destination takes the backtick
      "[a](\nx`y) @mona `z`", // on the next line too
      "<http://a/`>@mona`", // so does an autolink
    ];
    for (const text of live) expect(inert(text), text).toContain(`@${ZWSP}mona`);
  });

  // On its own line an HTML tag starts a block GitHub passes on as it is, up to a blank line or for good:
  // the browser then hides what follows inside <rp>, inside a bogus comment up to the next ">" (from
  // "<?" or "<!X"), or in 0.75^n-sized text inside nested <sub>; and in that block nothing is code.
  it("leaves the model no HTML tag to hide the rest of the comment with, nor a block where code is not code", () => {
    for (const tag of ["<rp>", "<?", "<!X", "<![CDATA[", "<div><sub><sub><sub><sub><sub><sub><sub><sub>", "</p><rt>"]) {
      const text = `Looks good.\n\n${tag}`;
      expect(inert(text), tag).toBe(`Looks good.\n\n&lt;${tag.slice(1).replace(/</g, "&lt;")}`);
    }
    expect(inert("<div>\n`@mona` and\n```\n@octo\n```")).toBe("&lt;div>\n`@mona` and\n```\n@octo\n```");
    // Autolinks are no tags, and a < that opens nothing stays.
    expect(inert("See <https://x.dev/a> if a < b and a<3.")).toBe("See <https://x.dev/a> if a < b and a<3.");
  });

  it("trusts code spans again after the paragraph with the lone backtick", () => {
    expect(inert("A `lone backtick\n\nRun `npm i @types/node`")).toBe("A `lone backtick\n\nRun `npm i @types/node`");
    // A line of no-break spaces is no blank line to GitHub.
    expect(inert("A `lone backtick\n\u00A0\n` @mona `")).toContain(`@${ZWSP}mona`);
  });
});

describe("inertPlain", () => {
  // A commit message or a title is no markdown: backticks and fences do not keep "Fixes #3" from
  // closing #3 when the commit (or the merge commit that carries the title) reaches the default branch.
  it("quiets mentions and issue references inside backticks and fences too", () => {
    expect(inertPlain("Crash, `fixes #3`\n```\nFixes acme/app#4, cc @mona\n```")).toBe(`Crash, \`fixes #${ZWSP}3\`\n\`\`\`\nFixes acme/app#${ZWSP}4, cc @${ZWSP}mona\n\`\`\``);
  });

  it("leaves no closing keyword before an issue's address", () => {
    expect(inertPlain("Done.\n\nFixes: https://github.com/acme/app/issues/3")).toBe(`Done.\n\nF${ZWSP}ixes: https://github.com/acme/app/issues/3`);
  });

  it("leaves HTML and character references as written: nothing renders them there", () => {
    expect(inertPlain("a <b> &amp; GH-2")).toBe(`a <b> &amp; GH-${ZWSP}2`);
  });
});
