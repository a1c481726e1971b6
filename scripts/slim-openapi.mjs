#!/usr/bin/env node
// Writes test/fixtures/github-openapi/rest-subset.json: the few GitHub REST operations the action
// uses, cut out of GitHub's official OpenAPI description (@octokit/openapi), so the GitHub fake in
// test/support/github-fake/ validates request bodies and shapes responses from the real spec
// without the 385 MB package being a dependency.
//
//   node scripts/slim-openapi.mjs [path/to/node_modules/@octokit/openapi] [--out file.json]
//
// Without a path, @octokit/openapi@23 is installed into a temporary directory first (about 28 MB
// download, 385 MB unpacked, removed afterwards).
//
// Per operation the subset keeps: method, path template, documentation URL, the request body's
// JSON schema (fully dereferenced, self-contained), and each 2xx status with the name of its
// example and of its response schema. Examples and response schemas are stored once by name;
// response schemas keep their references as "#/schemas/<name>". OpenAPI 3.0 schemas are turned
// into JSON Schema (nullable -> type null) and stripped of prose, so ajv reads them as they are.

import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const OPERATIONS = [
  ["GET", "/repos/{owner}/{repo}"],
  ["GET", "/repos/{owner}/{repo}/collaborators/{username}/permission"],
  ["GET", "/repos/{owner}/{repo}/issues"],
  ["POST", "/repos/{owner}/{repo}/issues"],
  ["GET", "/repos/{owner}/{repo}/issues/{issue_number}"],
  ["PATCH", "/repos/{owner}/{repo}/issues/{issue_number}"],
  ["GET", "/repos/{owner}/{repo}/issues/{issue_number}/comments"],
  ["POST", "/repos/{owner}/{repo}/issues/{issue_number}/comments"],
  ["GET", "/repos/{owner}/{repo}/issues/comments/{comment_id}"],
  ["PATCH", "/repos/{owner}/{repo}/issues/comments/{comment_id}"],
  ["GET", "/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"],
  ["POST", "/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"],
  ["DELETE", "/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"],
  ["POST", "/repos/{owner}/{repo}/issues/{issue_number}/reactions"],
  ["POST", "/repos/{owner}/{repo}/issues/{issue_number}/labels"],
  ["GET", "/repos/{owner}/{repo}/pulls"],
  ["POST", "/repos/{owner}/{repo}/pulls"],
  ["GET", "/repos/{owner}/{repo}/pulls/{pull_number}"],
  ["PATCH", "/repos/{owner}/{repo}/pulls/{pull_number}"],
  ["GET", "/repos/{owner}/{repo}/pulls/{pull_number}/files"],
  ["GET", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
  ["POST", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
  ["GET", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"],
  ["GET", "/repos/{owner}/{repo}/pulls/{pull_number}/comments"],
  ["POST", "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"],
  ["GET", "/repos/{owner}/{repo}/actions/artifacts"],
  ["GET", "/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"],
  ["GET", "/repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
  ["GET", "/repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"],
  ["GET", "/repos/{owner}/{repo}/compare/{basehead}"],
  ["GET", "/repos/{owner}/{repo}/actions/runs"],
  ["GET", "/repos/{owner}/{repo}/actions/runs/{run_id}"],
  ["GET", "/repos/{owner}/{repo}/actions/runs/{run_id}/jobs"],
  ["GET", "/repos/{owner}/{repo}/actions/jobs/{job_id}/logs"],
];

const SPEC_FILE = "generated/api.github.com.json";
const args = process.argv.slice(2);
const outFlag = args.indexOf("--out");
const OUT = outFlag >= 0 ? resolve(args.splice(outFlag, 2)[1]) : resolve(dirname(fileURLToPath(import.meta.url)), "../test/fixtures/github-openapi/rest-subset.json");

function packageDir() {
  const given = args[0];
  if (given) return { dir: resolve(given), cleanup() {} };
  const tmp = mkdtempSync(join(tmpdir(), "octokit-openapi-"));
  console.error(`installing @octokit/openapi@23 into ${tmp} ...`);
  execFileSync("npm", ["install", "--prefix", tmp, "--no-save", "--ignore-scripts", "--no-audit", "--no-fund", "@octokit/openapi@23"], {
    stdio: "inherit",
  });
  return { dir: join(tmp, "node_modules/@octokit/openapi"), cleanup: () => rmSync(tmp, { recursive: true, force: true }) };
}

const { dir, cleanup } = packageDir();
const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
const spec = JSON.parse(readFileSync(join(dir, SPEC_FILE), "utf8"));

function lookup(ref) {
  if (!ref.startsWith("#/")) throw new Error(`external $ref not supported: ${ref}`);
  let node = spec;
  for (const part of ref.slice(2).split("/")) node = node?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  if (node === undefined) throw new Error(`dangling $ref ${ref}`);
  return node;
}

const refName = (ref) => ref.slice(ref.lastIndexOf("/") + 1);

// Annotations that are prose or OpenAPI-only; dropping them keeps the file small and ajv strict-clean.
const DROP = new Set(["description", "example", "examples", "title", "deprecated", "discriminator", "externalDocs", "xml", "readOnly", "writeOnly"]);
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "definitions"]);
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf"]);

/**
 * OpenAPI 3.0 schema -> JSON Schema. `onRef(name)` decides what a component reference becomes:
 * inlined (request bodies) or kept as "#/schemas/<name>" (response schemas).
 */
function convert(schema, onRef, seen = []) {
  if (typeof schema !== "object" || schema === null) return schema;
  if (schema.$ref) {
    if (seen.includes(schema.$ref)) throw new Error(`circular $ref ${schema.$ref} cannot be inlined`);
    return onRef(schema.$ref, seen);
  }
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROP.has(key) || key.startsWith("x-") || key === "nullable") continue;
    if (SCHEMA_MAPS.has(key)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v, onRef, seen)]));
    else if (SCHEMA_LISTS.has(key)) out[key] = value.map((v) => convert(v, onRef, seen));
    else if (key === "items" || key === "not" || (key === "additionalProperties" && typeof value === "object")) out[key] = convert(value, onRef, seen);
    else out[key] = value;
  }
  if (schema.nullable !== true) return out;
  if (typeof out.type === "string") {
    out.type = [out.type, "null"];
    if (out.enum && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [out, { type: "null" }] };
}

function inlineRef(ref, seen) {
  return convert(lookup(ref), inlineRef, [...seen, ref]);
}

const schemas = {};
function keepRef(ref) {
  const name = refName(ref);
  if (!ref.startsWith("#/components/schemas/")) return convert(lookup(ref), keepRef);
  if (!(name in schemas)) {
    schemas[name] = null; // placeholder first: schemas that refer to themselves end here
    schemas[name] = convert(lookup(ref), keepRef);
  }
  return { $ref: `#/schemas/${name}` };
}

const deref = (node) => (node && node.$ref ? deref(lookup(node.$ref)) : node);

const examples = {};
const operations = [];
for (const [method, path] of OPERATIONS) {
  const op = spec.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${path} is not in ${pkg.name}@${pkg.version}`);
  const body = deref(op.requestBody);
  const bodySchema = body?.content?.["application/json"]?.schema;
  const responses = [];
  for (const [status, raw] of Object.entries(op.responses)) {
    if (!/^2\d\d$/.test(status)) continue;
    const json = deref(raw).content?.["application/json"];
    let example = null;
    const [key, exampleRef] = Object.entries(json?.examples ?? {})[0] ?? [];
    if (exampleRef) {
      // Some inline examples are only a reference in disguise: {value: {$ref: "#/components/examples/x"}}.
      const ref = exampleRef.$ref ?? exampleRef.value?.$ref;
      example = ref ? refName(ref) : `${op.operationId}--${key}`;
      examples[example] ??= deref(ref ? lookup(ref) : exampleRef).value;
    }
    responses.push({ status: Number(status), example, schema: json?.schema ? convert(json.schema, keepRef) : null });
  }
  operations.push({
    operationId: op.operationId,
    method,
    path,
    docs: op.externalDocs?.url ?? null,
    requestBody: bodySchema ? { required: body.required === true, schema: convert(bodySchema, inlineRef) } : null,
    responses,
  });
}

const subset = {
  source: {
    package: pkg.name,
    version: pkg.version,
    file: SPEC_FILE,
    openapi: spec.openapi,
    note: "Generated by scripts/slim-openapi.mjs; do not edit by hand. Schemas are JSON Schema (draft-07) converted from OpenAPI 3.0.",
  },
  operations,
  examples,
  schemas,
};
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, JSON.stringify(subset, null, 1) + "\n");
console.error(
  `wrote ${OUT}: ${operations.length} operations, ${Object.keys(examples).length} examples, ${Object.keys(schemas).length} schemas, ` +
    `${(JSON.stringify(subset).length / 1024).toFixed(0)} KB (from ${pkg.name}@${pkg.version})`,
);
cleanup();
