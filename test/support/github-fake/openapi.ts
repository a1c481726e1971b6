import { readFileSync } from "node:fs";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsPlugin from "ajv-formats";

/** One operation of the committed subset of GitHub's OpenAPI description (scripts/slim-openapi.mjs). */
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  docs: string | null;
  requestBody: { required: boolean; schema: object } | null;
  responses: { status: number; example: string | null; schema: object | null }[];
}

interface Subset {
  source: { package: string; version: string; file: string; openapi: string };
  operations: Operation[];
  examples: Record<string, unknown>;
  schemas: Record<string, object>;
}

const FIXTURE = new URL("../../fixtures/github-openapi/rest-subset.json", import.meta.url);

let cached: Spec | undefined;

/** The parsed subset with compiled validators; loaded once per process. */
export function loadSpec(): Spec {
  cached ??= new Spec(JSON.parse(readFileSync(FIXTURE, "utf8")) as Subset);
  return cached;
}

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = ((addFormatsPlugin as unknown as { default?: unknown }).default ?? addFormatsPlugin) as (ajv: Ajv) => Ajv;

export class Spec {
  readonly source: Subset["source"];
  readonly operations: Operation[];
  private readonly examples: Record<string, unknown>;
  private readonly ajv: Ajv;
  private readonly routes: { op: Operation; regex: RegExp; names: string[]; literals: number }[];
  private readonly bodyValidators = new Map<string, ValidateFunction>();
  private readonly responseValidators = new Map<string, ValidateFunction>();

  constructor(subset: Subset) {
    this.source = subset.source;
    this.operations = subset.operations;
    this.examples = subset.examples;
    // strict off: GitHub's schemas use type unions and keyword mixes that ajv's strict mode flags.
    this.ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(this.ajv);
    this.ajv.addFormat("repo.nwo", /^[\w.-]+\/[\w.-]+$/);
    this.ajv.addSchema({ $id: "github-openapi", schemas: subset.schemas });
    this.routes = subset.operations.map((op) => {
      const names: string[] = [];
      const pattern = op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_m, name: string) => {
        names.push(name);
        return "([^/]+)";
      });
      const literals = op.path.split("/").filter((s) => s && !s.startsWith("{")).length;
      return { op, regex: new RegExp(`^${pattern}/?$`), names, literals };
    });
    // Templates with more fixed segments win, as a router would resolve them.
    this.routes.sort((a, b) => b.literals - a.literals);
  }

  /** The operation for a method and concrete path, with its decoded path parameters. */
  match(method: string, pathname: string): { op: Operation; params: Record<string, string> } | undefined {
    for (const r of this.routes) {
      if (r.op.method !== method) continue;
      const m = r.regex.exec(pathname);
      if (!m) continue;
      const params: Record<string, string> = {};
      r.names.forEach((name, i) => (params[name] = safeDecode(m[i + 1])));
      return { op: r.op, params };
    }
    return undefined;
  }

  /** A deep copy of the operation's example response for a status (the first 2xx by default). */
  example(op: Operation, status?: number): any {
    const response = status === undefined ? op.responses[0] : op.responses.find((r) => r.status === status);
    if (!response?.example) return undefined;
    return structuredClone(this.examples[response.example]);
  }

  /** A deep copy of a named example of the subset (e.g. "pull-request", "issue-comment"). */
  exampleNamed(name: string): any {
    if (!(name in this.examples)) throw new Error(`github fake: the OpenAPI subset has no example "${name}"`);
    return structuredClone(this.examples[name]);
  }

  /** ajv errors for a request body, or undefined when it matches the operation's schema. */
  checkBody(op: Operation, body: unknown): ErrorObject[] | undefined {
    if (!op.requestBody) return undefined;
    let validate = this.bodyValidators.get(op.operationId);
    if (!validate) {
      validate = this.ajv.compile(op.requestBody.schema);
      this.bodyValidators.set(op.operationId, validate);
    }
    return validate(body) ? undefined : [...(validate.errors ?? [])];
  }

  /** ajv errors for a response the fake produced, checked against the spec's response schema. */
  checkResponse(op: Operation, status: number, body: unknown): ErrorObject[] | undefined {
    const response = op.responses.find((r) => r.status === status);
    if (!response?.schema) return undefined;
    const key = `${op.operationId} ${status}`;
    let validate = this.responseValidators.get(key);
    if (!validate) {
      validate = this.ajv.compile(rebaseRefs(response.schema));
      this.responseValidators.set(key, validate);
    }
    return validate(body) ? undefined : [...(validate.errors ?? [])];
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** "#/schemas/x" inside an operation's response schema points into the shared "github-openapi" schema. */
function rebaseRefs(schema: object): object {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\/schemas\//g, '"$ref":"github-openapi#/schemas/'));
}
