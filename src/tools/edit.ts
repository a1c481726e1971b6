import { isUtf8 } from "node:buffer";
import { constants } from "node:fs";
import { access as fsAccess, readFile as fsReadFile, writeFile as fsWriteFile } from "node:fs/promises";
import { Type, type Static } from "@sinclair/typebox";
import type { AgentTool } from "../agent/tool.js";
import { generateDiffString } from "./edit-diff.js";
import { applyEdits, type Replacement } from "./edit-match.js";
import { withFileMutationQueue } from "./mutation-queue.js";
import { resolveToCwd } from "./path-utils.js";

const replaceEditSchema = Type.Object(
  {
    oldText: Type.String({
      description:
        "Exact text for one targeted replacement. It must be unique in the original file and must not overlap with any other edits[].oldText in the same call.",
    }),
    newText: Type.String({ description: "Replacement text for this targeted edit." }),
  },
  { additionalProperties: false },
);

const editSchema = Type.Object(
  {
    path: Type.String({ description: "Path to the file to edit (relative or absolute)" }),
    edits: Type.Array(replaceEditSchema, {
      description:
        "One or more targeted replacements. Each edit is matched against the original file, not incrementally. Do not include overlapping or nested edits. If two changes touch the same block or nearby lines, merge them into one edit instead.",
    }),
  },
  { additionalProperties: false },
);

export type EditToolInput = Static<typeof editSchema>;

export interface EditToolDetails {
  /** pi's numbered diff of the change, for people only. */
  diff: string;
  firstChangedLine: number | undefined;
}

/** The file access edit needs; replace it to edit somewhere other than the local disk. */
export interface EditOperations {
  readFile(absolutePath: string): Promise<Buffer>;
  writeFile(absolutePath: string, content: string): Promise<void>;
  /** Rejects (with an error carrying `code`) unless the file is readable and writable. */
  access(absolutePath: string): Promise<void>;
}

export const defaultEditOperations: EditOperations = {
  readFile: (p) => fsReadFile(p),
  writeFile: (p, content) => fsWriteFile(p, content, "utf8"),
  access: (p) => fsAccess(p, constants.R_OK | constants.W_OK),
};

export interface EditToolOptions {
  operations?: EditOperations;
}

/**
 * Repairs the shapes models send before validation: `edits` as a JSON string is parsed, and the
 * legacy top-level `oldText`/`newText` become one more entry of `edits`.
 */
export function prepareEditArguments(input: unknown): unknown {
  if (!input || typeof input !== "object") return input;
  const args = input as Record<string, unknown>;
  if (typeof args.edits === "string") {
    try {
      const parsed: unknown = JSON.parse(args.edits);
      if (Array.isArray(parsed)) args.edits = parsed;
    } catch {
      // Left as is; validation reports it.
    }
  }
  if (typeof args.oldText !== "string" || typeof args.newText !== "string") return args;
  const edits = Array.isArray(args.edits) ? [...args.edits] : [];
  edits.push({ oldText: args.oldText, newText: args.newText });
  const { oldText: _oldText, newText: _newText, ...rest } = args;
  return { ...rest, edits };
}

function stripBom(text: string): { bom: string; text: string } {
  return text.startsWith("\uFEFF") ? { bom: "\uFEFF", text: text.slice(1) } : { bom: "", text };
}

/** CRLF when the first "\n" is preceded by "\r", as pi decides. */
function detectLineEnding(text: string): "\r\n" | "\n" {
  const lf = text.indexOf("\n");
  return lf > 0 && text[lf - 1] === "\r" ? "\r\n" : "\n";
}

function normalizeToLF(text: string): string {
  return text.replace(/\r\n/g, "\n").replace(/\r/g, "\n");
}

/**
 * Puts replacements found in the LF form of `text` into `text` itself, so untouched lines keep
 * their own line endings; only the new text gets `ending`. Each "\r\n" was one "\n" in the LF form.
 */
function spliceReplacements(text: string, replacements: Replacement[], ending: "\r\n" | "\n"): string {
  let crlfs = 0;
  let nextCrlf = text.indexOf("\r\n");
  const toText = (lfOffset: number) => {
    while (nextCrlf !== -1 && nextCrlf - crlfs < lfOffset) {
      crlfs++;
      nextCrlf = text.indexOf("\r\n", nextCrlf + 2);
    }
    return lfOffset + crlfs;
  };
  const parts: string[] = [];
  let from = 0;
  for (const r of replacements) {
    parts.push(text.slice(from, toText(r.start)), ending === "\r\n" ? r.text.replace(/\n/g, "\r\n") : r.text);
    from = toText(r.end);
  }
  parts.push(text.slice(from));
  return parts.join("");
}

function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Error("Operation aborted");
}

function accessErrorText(error: unknown): string {
  return error instanceof Error && "code" in error ? `Error code: ${String(error.code)}` : String(error);
}

export function createEditTool(
  cwd: string,
  options: EditToolOptions = {},
): AgentTool<typeof editSchema, EditToolDetails> {
  const ops = options.operations ?? defaultEditOperations;
  return {
    name: "edit",
    label: "edit",
    description:
      "Edit a single file using exact text replacement. Every edits[].oldText must match a unique, non-overlapping region of the original file. If two changes affect the same block or nearby lines, merge them into one edit instead of emitting overlapping edits. Do not include large unchanged regions just to connect distant changes.",
    promptSnippet:
      "Make precise file edits with exact text replacement, including multiple disjoint edits in one call",
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
      const absolutePath = resolveToCwd(path, cwd);
      // An abort is honoured before the write, never in the middle of it; the queue stays held
      // until the file is settled so another mutation of the same file cannot interleave.
      return withFileMutationQueue(absolutePath, async () => {
        checkAborted(signal);
        try {
          await ops.access(absolutePath);
        } catch (error) {
          throw new Error(`Could not edit file: ${path}. ${accessErrorText(error)}.`);
        }
        checkAborted(signal);
        const bytes = await ops.readFile(absolutePath);
        // Written back as UTF-8, every invalid byte elsewhere in the file would become U+FFFD.
        if (!isUtf8(bytes)) {
          throw new Error(
            `Could not edit file: ${path}. It is not valid UTF-8 text; edit it with bash and a byte-safe tool (e.g. perl -pi -e or python) instead.`,
          );
        }
        const raw = bytes.toString("utf8");
        // The model never includes the invisible BOM in oldText; match without it, then restore it.
        const { bom, text } = stripBom(raw);
        const ending = detectLineEnding(text);
        const original = normalizeToLF(text);
        const lfEdits = edits.map((e) => ({ oldText: normalizeToLF(e.oldText), newText: normalizeToLF(e.newText) }));
        const { content: updated, replacements } = applyEdits(original, lfEdits, path);
        checkAborted(signal);
        // Without any "\r" the LF text is the file's own text.
        const written = original === text ? updated : spliceReplacements(text, replacements, ending);
        await ops.writeFile(absolutePath, bom + written);
        const { diff, firstChangedLine } = generateDiffString(original, updated);
        return {
          content: [{ type: "text", text: `Successfully replaced ${edits.length} block(s) in ${path}.` }],
          details: { diff, firstChangedLine },
        };
      });
    },
  };
}
