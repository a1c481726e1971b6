import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createEditTool, defaultEditOperations, prepareEditArguments, type EditToolInput } from "../../src/tools/edit.js";
import { generateDiffString } from "../../src/tools/edit-diff.js";
import { applyEdits, buildNormalized, normalizeForFuzzyMatch } from "../../src/tools/edit-match.js";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "edit-tool-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, content: string): string {
  writeFileSync(join(dir, name), content);
  return name;
}

function read(name: string): string {
  return readFileSync(join(dir, name), "utf8");
}

async function edit(path: string, edits: EditToolInput["edits"]) {
  return createEditTool(dir).execute("call-1", { path, edits });
}

/** Runs an edit that must fail, checks the message and that the file was left untouched. */
async function expectFailure(content: string, edits: EditToolInput["edits"], message: string) {
  file("f.txt", content);
  await expect(edit("f.txt", edits)).rejects.toThrow(new Error(message));
  expect(read("f.txt")).toBe(content);
}

describe("edit tool definition", () => {
  it("has pi's name, description, prompt text and schema", () => {
    const tool = createEditTool(dir);
    expect(tool.name).toBe("edit");
    expect(tool.label).toBe("edit");
    expect(tool.description).toBe(
      "Edit a single file using exact text replacement. Every edits[].oldText must match a unique, non-overlapping region of the original file. If two changes affect the same block or nearby lines, merge them into one edit instead of emitting overlapping edits. Do not include large unchanged regions just to connect distant changes.",
    );
    expect(tool.promptSnippet).toBe(
      "Make precise file edits with exact text replacement, including multiple disjoint edits in one call",
    );
    expect(tool.promptGuidelines).toEqual([
      "Use edit for precise changes (edits[].oldText must match exactly)",
      "When changing multiple separate locations in one file, use one edit call with multiple entries in edits[] instead of multiple edit calls",
      "Each edits[].oldText is matched against the original file, not after earlier edits are applied. Do not emit overlapping or nested edits. Merge nearby changes into one edit.",
      "Keep edits[].oldText as small as possible while still being unique in the file. Do not pad with large unchanged regions.",
    ]);
    expect(JSON.parse(JSON.stringify(tool.parameters))).toEqual({
      type: "object",
      additionalProperties: false,
      required: ["path", "edits"],
      properties: {
        path: { type: "string", description: "Path to the file to edit (relative or absolute)" },
        edits: {
          type: "array",
          description:
            "One or more targeted replacements. Each edit is matched against the original file, not incrementally. Do not include overlapping or nested edits. If two changes touch the same block or nearby lines, merge them into one edit instead.",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["oldText", "newText"],
            properties: {
              oldText: {
                type: "string",
                description:
                  "Exact text for one targeted replacement. It must be unique in the original file and must not overlap with any other edits[].oldText in the same call.",
              },
              newText: { type: "string", description: "Replacement text for this targeted edit." },
            },
          },
        },
      },
    });
  });
});

describe("prepareArguments", () => {
  it("parses edits given as a JSON string", () => {
    const edits = [{ oldText: "a", newText: "b" }];
    expect(prepareEditArguments({ path: "f", edits: JSON.stringify(edits) })).toEqual({ path: "f", edits });
  });

  it("leaves a string that is not a JSON array for validation to report", () => {
    expect(prepareEditArguments({ path: "f", edits: "not json" })).toEqual({ path: "f", edits: "not json" });
    expect(prepareEditArguments({ path: "f", edits: '{"oldText":"a"}' })).toEqual({ path: "f", edits: '{"oldText":"a"}' });
  });

  it("folds legacy top-level oldText/newText into edits as one more entry", () => {
    expect(prepareEditArguments({ path: "f", oldText: "a", newText: "b" })).toEqual({
      path: "f",
      edits: [{ oldText: "a", newText: "b" }],
    });
    expect(
      prepareEditArguments({ path: "f", edits: '[{"oldText":"x","newText":"y"}]', oldText: "a", newText: "b" }),
    ).toEqual({
      path: "f",
      edits: [
        { oldText: "x", newText: "y" },
        { oldText: "a", newText: "b" },
      ],
    });
  });

  it("keeps legacy keys when only one of them is a string, and passes non-objects through", () => {
    expect(prepareEditArguments({ path: "f", oldText: "a" })).toEqual({ path: "f", oldText: "a" });
    expect(prepareEditArguments(null)).toBe(null);
    expect(prepareEditArguments("x")).toBe("x");
  });

  it("prepared legacy and JSON-string arguments edit the file", async () => {
    const tool = createEditTool(dir);
    file("f.txt", "one two three\n");
    const legacy = tool.prepareArguments!({ path: "f.txt", oldText: "one", newText: "1" }) as EditToolInput;
    await tool.execute("c1", legacy);
    const asString = tool.prepareArguments!({
      path: "f.txt",
      edits: JSON.stringify([{ oldText: "three", newText: "3" }]),
    }) as EditToolInput;
    await tool.execute("c2", asString);
    expect(read("f.txt")).toBe("1 two 3\n");
  });
});

describe("errors (nothing is written)", () => {
  it("rejects empty edits", async () => {
    await expectFailure("abc", [], "Edit tool input is invalid. edits must contain at least one replacement.");
    await expect(
      createEditTool(dir).execute("c", { path: "f.txt" } as unknown as EditToolInput),
    ).rejects.toThrow("Edit tool input is invalid. edits must contain at least one replacement.");
  });

  it("reports a file it cannot access with the path as given", async () => {
    await expect(edit("missing/nope.txt", [{ oldText: "a", newText: "b" }])).rejects.toThrow(
      new Error("Could not edit file: missing/nope.txt. Error code: ENOENT."),
    );
  });

  it("rejects an empty oldText", async () => {
    await expectFailure("abc", [{ oldText: "", newText: "x" }], "oldText must not be empty in f.txt.");
    await expectFailure(
      "abc",
      [
        { oldText: "a", newText: "x" },
        { oldText: "", newText: "y" },
      ],
      "edits[1].oldText must not be empty in f.txt.",
    );
  });

  it("reports text that is not found", async () => {
    await expectFailure(
      "abc\n",
      [{ oldText: "zzz", newText: "x" }],
      "Could not find the exact text in f.txt. The old text must match exactly including all whitespace and newlines.",
    );
    await expectFailure(
      "abc\n",
      [
        { oldText: "a", newText: "x" },
        { oldText: "zzz", newText: "y" },
      ],
      "Could not find edits[1] in f.txt. The oldText must match exactly including all whitespace and newlines.",
    );
  });

  it("reports duplicates", async () => {
    await expectFailure(
      "x\nx\n",
      [{ oldText: "x", newText: "y" }],
      "Found 2 occurrences of the text in f.txt. The text must be unique. Please provide more context to make it unique.",
    );
    await expectFailure(
      "x\nx\nx\nz\n",
      [
        { oldText: "z", newText: "y" },
        { oldText: "x", newText: "y" },
      ],
      "Found 3 occurrences of edits[1] in f.txt. Each oldText must be unique. Please provide more context to make it unique.",
    );
  });

  it("counts overlapping occurrences as duplicates (pi counts 'aa' in 'aaa' once)", async () => {
    await expectFailure(
      "aaa\n",
      [{ oldText: "aa", newText: "b" }],
      "Found 2 occurrences of the text in f.txt. The text must be unique. Please provide more context to make it unique.",
    );
  });

  it("counts duplicates after fuzzy normalisation, as pi does", async () => {
    // Exact "a \n" occurs once, but "a \n" and "a\n" are one text once trailing spaces are ignored.
    await expectFailure(
      "a \na\n",
      [{ oldText: "a \n", newText: "b\n" }],
      "Found 2 occurrences of the text in f.txt. The text must be unique. Please provide more context to make it unique.",
    );
    await expectFailure(
      "it\u2019s\nit's\n",
      [{ oldText: "it's", newText: "it is" }],
      "Found 2 occurrences of the text in f.txt. The text must be unique. Please provide more context to make it unique.",
    );
  });

  it("reports overlapping edits, earlier-in-file first", async () => {
    await expectFailure(
      "abcdef",
      [
        { oldText: "cde", newText: "1" },
        { oldText: "abcd", newText: "2" },
      ],
      "edits[1] and edits[0] overlap in f.txt. Merge them into one edit or target disjoint regions.",
    );
  });

  it("reports a replacement that changes nothing", async () => {
    await expectFailure(
      "abc",
      [{ oldText: "b", newText: "b" }],
      "No changes made to f.txt. The replacement produced identical content. This might indicate an issue with special characters or the text not existing as expected.",
    );
    await expectFailure(
      "abc",
      [
        { oldText: "b", newText: "b" },
        { oldText: "c", newText: "c" },
      ],
      "No changes made to f.txt. The replacements produced identical content.",
    );
  });

  it("refuses a file that is not valid UTF-8 instead of corrupting its other bytes", async () => {
    const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a, 0x78, 0x0a]); // "café\nx\n" in Latin-1
    writeFileSync(join(dir, "f.txt"), latin1);
    await expect(edit("f.txt", [{ oldText: "x", newText: "y" }])).rejects.toThrow(
      new Error("Could not edit file: f.txt. It is not valid UTF-8 text; edit it with bash and a byte-safe tool (e.g. perl -pi -e or python) instead."),
    );
    expect(readFileSync(join(dir, "f.txt"))).toEqual(latin1);
  });

  it("writes nothing when a later edit fails", async () => {
    await expectFailure(
      "one\ntwo\nthree\n",
      [
        { oldText: "one", newText: "1" },
        { oldText: "two", newText: "2" },
        { oldText: "four", newText: "4" },
      ],
      "Could not find edits[2] in f.txt. The oldText must match exactly including all whitespace and newlines.",
    );
  });

  it("honours an abort before touching the file", async () => {
    file("f.txt", "abc");
    const controller = new AbortController();
    controller.abort();
    await expect(
      createEditTool(dir).execute("c", { path: "f.txt", edits: [{ oldText: "b", newText: "x" }] }, controller.signal),
    ).rejects.toThrow("Operation aborted");
    expect(read("f.txt")).toBe("abc");
  });
});

describe("successful edits", () => {
  it("replaces one block and reports it with the path as given", async () => {
    file("f.txt", "line1\nline2\nline3\n");
    const result = await edit("./f.txt", [{ oldText: "line2", newText: "LINE2" }]);
    expect(result.content).toEqual([{ type: "text", text: "Successfully replaced 1 block(s) in ./f.txt." }]);
    expect(result.details).toEqual({ diff: " 1 line1\n-2 line2\n+2 LINE2\n 3 line3", firstChangedLine: 2 });
    expect(read("f.txt")).toBe("line1\nLINE2\nline3\n");
  });

  it("matches every edit against the original, not incrementally", async () => {
    // After the first edit "b" would occur twice; against the original it is unique.
    file("f.txt", "x a y b\n");
    const result = await edit("f.txt", [
      { oldText: "a", newText: "b" },
      { oldText: "b", newText: "c" },
    ]);
    expect(result.content[0]).toEqual({ type: "text", text: "Successfully replaced 2 block(s) in f.txt." });
    expect(read("f.txt")).toBe("x b y c\n");
  });

  it("applies edits given in any order", async () => {
    file("f.txt", "a\nb\nc\nd\n");
    await edit("f.txt", [
      { oldText: "d", newText: "D" },
      { oldText: "a", newText: "A" },
    ]);
    expect(read("f.txt")).toBe("A\nb\nc\nD\n");
  });

  it("allows adjacent edits", async () => {
    file("f.txt", "abcdef");
    await edit("f.txt", [
      { oldText: "def", newText: "2" },
      { oldText: "abc", newText: "1" },
    ]);
    expect(read("f.txt")).toBe("12");
  });

  it("matches LF oldText against a CRLF file and keeps CRLF", async () => {
    file("f.txt", "a\r\nb\r\nc\r\n");
    await edit("f.txt", [{ oldText: "a\nb", newText: "A\nB\nX" }]);
    expect(read("f.txt")).toBe("A\r\nB\r\nX\r\nc\r\n");
  });

  it("accepts CRLF oldText and newText for a CRLF file", async () => {
    file("f.txt", "a\r\nb\r\nc\r\n");
    await edit("f.txt", [{ oldText: "b\r\nc", newText: "B\r\nC" }]);
    expect(read("f.txt")).toBe("a\r\nB\r\nC\r\n");
  });

  it("keeps an LF file LF even when newText has CRLF", async () => {
    file("f.txt", "a\nb\n");
    await edit("f.txt", [{ oldText: "a\nb", newText: "x\r\ny" }]);
    expect(read("f.txt")).toBe("x\ny\n");
  });

  it("gives new text the ending of the first line break, as pi does, and keeps every other line's own", async () => {
    // pi rewrites the whole file with one ending ("b\r\n", and a lone "\r" as a line break).
    file("f.txt", "a\r\nb\nc\rd\n");
    await edit("f.txt", [{ oldText: "d", newText: "D\nE" }]);
    expect(read("f.txt")).toBe("a\r\nb\nc\rD\r\nE\n");
    file("g.txt", "a\nb\r\nc\n");
    await edit("g.txt", [
      { oldText: "a", newText: "A" },
      { oldText: "c\n", newText: "C\r\n" },
    ]);
    expect(read("g.txt")).toBe("A\nb\r\nC\n");
    // Replaced line breaks go, with the text around them.
    file("h.txt", "a\r\nb\nc\r\nd\n");
    await edit("h.txt", [{ oldText: "b\nc", newText: "X" }]);
    expect(read("h.txt")).toBe("a\r\nX\r\nd\n");
  });

  it("matches without the BOM and restores it", async () => {
    file("f.txt", "\uFEFFhello\r\nworld\r\n");
    await edit("f.txt", [{ oldText: "hello\nworld", newText: "bye\nall" }]);
    expect(readFileSync(join(dir, "f.txt"))).toEqual(Buffer.from("\uFEFFbye\r\nall\r\n", "utf8"));
  });

  it("prefers an exact match over a fuzzy one", async () => {
    // Fuzzily "a  " is "a" and would leave the two spaces; the exact match takes them.
    file("f.txt", "a  \nb\n");
    await edit("f.txt", [{ oldText: "a  ", newText: "x" }]);
    expect(read("f.txt")).toBe("x\nb\n");
  });

  it("serialises concurrent edits to one file through two paths (a symlink)", async () => {
    file("real.txt", "first\nsecond\n");
    symlinkSync(join(dir, "real.txt"), join(dir, "link.txt"));
    // A slow read widens the read-modify-write window, so without the queue one edit is lost.
    const slowOps = {
      ...defaultEditOperations,
      readFile: async (p: string) => {
        const content = await defaultEditOperations.readFile(p);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return content;
      },
    };
    const tool = createEditTool(dir, { operations: slowOps });
    await Promise.all([
      tool.execute("c1", { path: "real.txt", edits: [{ oldText: "first", newText: "FIRST" }] }),
      tool.execute("c2", { path: "link.txt", edits: [{ oldText: "second", newText: "SECOND" }] }),
    ]);
    expect(read("real.txt")).toBe("FIRST\nSECOND\n");
  });
});

describe("fuzzy matching", () => {
  async function fuzzy(content: string, oldText: string, newText: string): Promise<string> {
    file("f.txt", content);
    await edit("f.txt", [{ oldText, newText }]);
    return read("f.txt");
  }

  it("ignores trailing whitespace", async () => {
    expect(await fuzzy("foo   \nbar\t\nbaz\n", "foo\nbar\nbaz", "X")).toBe("X\n");
  });

  it("treats smart single and double quotes as ASCII", async () => {
    expect(await fuzzy("say \u201Chi\u201D\n", 'say "hi"', "say bye")).toBe("say bye\n");
    expect(await fuzzy("it\u2018s \u201Bit\u201A\n", "it's 'it'", "ok")).toBe("ok\n");
  });

  it("treats dashes and the minus sign as a hyphen", async () => {
    expect(await fuzzy("a \u2014 b \u2013 c \u2212 1\n", "a - b - c - 1", "x")).toBe("x\n");
  });

  it("treats special spaces as a space", async () => {
    expect(await fuzzy("a\u00A0b\u202Fc\u3000d\n", "a b c d", "x")).toBe("x\n");
  });

  it("applies NFKC (fullwidth letters)", async () => {
    expect(await fuzzy("const \uFF41\uFF42\uFF43 = 1;\n", "const abc = 1;", "const abc = 2;")).toBe("const abc = 2;\n");
  });

  it("rewrites only the matched region (pi defect #1 fixed)", async () => {
    const unrelated = "  const s = \u201Cquoted\u201D \u2014 it\u2019s;   ";
    const content = `${unrelated}\nfunction f() {\u00A0\n  return \u2018a\u2019;  \n}\n${unrelated}\n`;
    file("f.txt", content);
    const result = await edit("f.txt", [{ oldText: "return 'a';", newText: "return 'b';" }]);
    expect(read("f.txt")).toBe(`${unrelated}\nfunction f() {\u00A0\n  return 'b';  \n}\n${unrelated}\n`);
    expect(result.details?.diff).toBe(
      ` 1 ${unrelated}\n 2 function f() {\u00A0\n-3   return \u2018a\u2019;  \n+3   return 'b';  \n 4 }\n 5 ${unrelated}`,
    );
  });

  it("keeps bytes between multiple fuzzy regions", async () => {
    const content = "x\u00A0= \u201C1\u201D;  \nmiddle \u2014 kept   \ny\u00A0= \u201C2\u201D;\n";
    file("f.txt", content);
    await edit("f.txt", [
      { oldText: 'y = "2";', newText: "y = 20;" },
      { oldText: 'x = "1";', newText: "x = 10;" },
    ]);
    expect(read("f.txt")).toBe("x = 10;  \nmiddle \u2014 kept   \ny = 20;\n");
  });

  it("mixes exact and fuzzy edits and still detects their overlap", async () => {
    await expectFailure(
      "it\u2019s here\n",
      [
        { oldText: "here", newText: "there" },
        { oldText: "it's here", newText: "x" },
      ],
      "edits[1] and edits[0] overlap in f.txt. Merge them into one edit or target disjoint regions.",
    );
  });

  it("keeps a space that ends oldText but not the line, as pi does", async () => {
    expect(await fuzzy("say \u2018hi\u2019 there\n", "say 'hi' ", "")).toBe("there\n");
  });

  it("takes a line's trailing whitespace with a match that starts at its line break", async () => {
    expect(await fuzzy("end  \n\u201Cnext\u201D\nlast\n", '\n"next"', "!")).toBe("end!\nlast\n");
    // A match that ends before the line break leaves the trailing whitespace alone.
    expect(await fuzzy("\u201Cword\u201D  \nlast\n", '"word"', "w")).toBe("w  \nlast\n");
  });

  it("lets an edit ending in that trailing whitespace sit next to such a match", async () => {
    file("f.txt", "foo  \n\u2018x\u2019\n");
    await edit("f.txt", [
      { oldText: "foo ", newText: "bar" },
      { oldText: "\n'x'", newText: "!" },
    ]);
    expect(read("f.txt")).toBe("bar!\n");
  });

  it("keeps the unmatched part of a chunk that normalises to several characters", async () => {
    // U+FB01 is the "fi" ligature: the match starts on its "i", so only "f" of it survives.
    expect(await fuzzy("pro\uFB01le\n", "ile", "ILE")).toBe("profILE\n");
  });

  it("preserves CRLF and BOM around a fuzzy edit", async () => {
    file("f.txt", "\uFEFFa \u201Cq\u201D  \r\nkeep\u00A0 \r\n");
    await edit("f.txt", [{ oldText: 'a "q"', newText: "b" }]);
    expect(read("f.txt")).toBe("\uFEFFb  \r\nkeep\u00A0 \r\n");
  });

  it("writes the change when only the fuzzy-matched characters differ", async () => {
    // pi compares in normalised space and reports "No changes"; here the file really changes.
    expect(await fuzzy("it\u2019s\n", "it's", "it's")).toBe("it's\n");
  });
});

describe("normalisation map", () => {
  const sample = "ｆｕｌｌ \u201Cq\u201D \u2014 \uFB01\u00A0 \ne\u0301 \uAC00\u11A8  \n\u00A8x\t\n\n  ";

  it("builds pi's normalised text at both granularities", () => {
    for (const granularity of ["grapheme", "line"] as const) {
      expect(buildNormalized(sample, granularity).text).toBe(normalizeForFuzzyMatch(sample));
    }
  });

  it("maps each normalised unit to an original chunk that produces it", () => {
    const map = buildNormalized(sample, "grapheme");
    for (let k = 0; k < map.text.length; k++) {
      const chunk = sample.slice(map.chunkStart[k], map.chunkEnd[k]);
      const produced = map.text.slice(map.outStart[k], map.outEnd[k]);
      // Trailing whitespace is trimmed per line, so compare without it.
      expect(normalizeForFuzzyMatch(chunk).trimEnd()).toBe(produced.trimEnd());
      if (k > 0) expect(map.chunkStart[k]).toBeGreaterThanOrEqual(map.chunkStart[k - 1]);
    }
  });

  it("agrees with pi's whole-file normalisation on random text (seeded)", () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const alphabet = ["a", "b", "e", " ", "\t", "\n", "\u0301", "\uFB01", "\uFF21", "\u2019", "\u201C", "\u2014",
      "\u00A0", "\u3000", "\u1100", "\u1161", "\uAC00", "\u11A8", "\u00A8", "\u33A1", "\u{1F600}", "x"];
    let checked = 0;
    for (let t = 0; t < 3000; t++) {
      let original = "";
      const length = 1 + Math.floor(random() * 20);
      for (let i = 0; i < length; i++) original += alphabet[Math.floor(random() * alphabet.length)];
      const normalized = normalizeForFuzzyMatch(original);
      if (normalized.length === 0) continue;
      const a = Math.floor(random() * normalized.length);
      const oldText = normalized.slice(a, a + 1 + Math.floor(random() * (normalized.length - a)));
      const fuzzyOld = normalizeForFuzzyMatch(oldText);
      if (fuzzyOld.length === 0 || original.includes(oldText)) continue;
      if (normalized.indexOf(fuzzyOld) !== normalized.lastIndexOf(fuzzyOld)) continue;
      const ours = applyEdits(original, [{ oldText, newText: "Z" }], "f").content;
      // pi rewrites the whole file in normalised form, where oldText (a slice of it) is found as
      // given; ours must equal that once normalised.
      const index = normalized.indexOf(oldText);
      const pi = normalized.slice(0, index) + "Z" + normalized.slice(index + oldText.length);
      expect(normalizeForFuzzyMatch(ours)).toBe(normalizeForFuzzyMatch(pi));
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe("diff format", () => {
  it("numbers lines, pads to the longer file and elides distant context", () => {
    const before = Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\n");
    const after = before.replace("line 3\n", "L3\n").replace("line 25", "L25");
    expect(generateDiffString(before, after)).toEqual({
      diff: [
        "  1 line 0",
        "  2 line 1",
        "  3 line 2",
        "- 4 line 3",
        "+ 4 L3",
        "  5 line 4",
        "  6 line 5",
        "  7 line 6",
        "  8 line 7",
        "    ...",
        " 22 line 21",
        " 23 line 22",
        " 24 line 23",
        " 25 line 24",
        "-26 line 25",
        "+26 L25",
        " 27 line 26",
        " 28 line 27",
        " 29 line 28",
        " 30 line 29",
      ].join("\n"),
      firstChangedLine: 4,
    });
  });

  it("numbers added lines in the new file, removed and context lines in the old", () => {
    expect(generateDiffString("a\nb\nc\n", "a\nx\ny\nc\n")).toEqual({
      diff: " 1 a\n-2 b\n+2 x\n+3 y\n 3 c",
      firstChangedLine: 2,
    });
    expect(generateDiffString("a\nb\nc\nd\n", "a\nd\n")).toEqual({ diff: " 1 a\n-2 b\n-3 c\n 4 d", firstChangedLine: 2 });
  });

  it("has no lines and no first changed line for identical texts", () => {
    expect(generateDiffString("same\n", "same\n")).toEqual({ diff: "", firstChangedLine: undefined });
  });

  it("is what the edit tool puts in details", async () => {
    file("f.txt", Array.from({ length: 12 }, (_, i) => `l${i + 1}`).join("\n") + "\n");
    const result = await edit("f.txt", [{ oldText: "l11", newText: "eleven" }]);
    expect(result.details).toEqual({
      diff: "    ...\n  7 l7\n  8 l8\n  9 l9\n 10 l10\n-11 l11\n+11 eleven\n 12 l12",
      firstChangedLine: 11,
    });
  });
});
