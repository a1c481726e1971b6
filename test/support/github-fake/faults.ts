import { STATUS_CODES } from "node:http";
import type { Operation } from "./openapi.js";

/** Makes the next `times` requests that match fail instead of being answered. */
export interface Fault {
  /** HTTP method to match; any when absent. */
  method?: string;
  /** A path template ("/repos/{owner}/{repo}/pulls"), a concrete path, or a RegExp on the concrete path. */
  path?: string | RegExp;
  /** An operationId such as "pulls/create". */
  operation?: string;
  /** Only requests whose raw body contains this text (e.g. a comment's final edit). */
  bodyContains?: string;
  /** How many matching requests fail. Default 1. */
  times?: number;
  /** Default 502. */
  status?: number;
  headers?: Record<string, string>;
  /** Default: a GitHub-style `{message, documentation_url, status}` body for the status. */
  body?: unknown;
  /** Close the connection without any answer, as a dropped TCP connection. */
  drop?: boolean;
  /** Never answer: the request waits until the client goes away (a client killed mid-request). */
  hold?: boolean;
}

const RATE_LIMIT_DOCS = "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api";
const requestId = () => `${hex(4)}:${hex(4)}:${hex(7)}:${hex(7)}:${hex(8)}`.toUpperCase();
const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join("");

/**
 * GitHub's secondary rate limit: 403 (or 429) with `retry-after` and this message, which
 * @octokit/plugin-throttling recognises by the words "secondary rate".
 */
export function secondaryRateLimit(retryAfterSeconds = 1, status: 403 | 429 = 403): Pick<Fault, "status" | "headers" | "body"> {
  return {
    status,
    headers: { "retry-after": String(retryAfterSeconds) },
    body: {
      message: `You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID ${requestId()}.`,
      documentation_url: `${RATE_LIMIT_DOCS}#about-secondary-rate-limits`,
      status: String(status),
    },
  };
}

/** The primary (hourly) rate limit: 403 with `x-ratelimit-remaining: 0` and the reset time. */
export function primaryRateLimit(resetInSeconds = 1): Pick<Fault, "status" | "headers" | "body"> {
  return {
    status: 403,
    headers: {
      "x-ratelimit-limit": "5000",
      "x-ratelimit-remaining": "0",
      "x-ratelimit-used": "5000",
      "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + resetInSeconds),
      "x-ratelimit-resource": "core",
    },
    body: {
      message: `API rate limit exceeded for installation ID 1. If you reach out to GitHub Support for help, please include the request ID ${requestId()}.`,
      documentation_url: `${RATE_LIMIT_DOCS}#about-the-primary-rate-limit`,
      status: "403",
    },
  };
}

export function defaultFaultBody(status: number): unknown {
  const message = status >= 500 ? "Server Error" : (STATUS_CODES[status] ?? "Error");
  return { message, documentation_url: "https://docs.github.com/rest", status: String(status) };
}

export class FaultQueue {
  private readonly faults: (Fault & { left: number })[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault, left: fault.times ?? 1 });
  }

  /** Consumes one use of the first fault that matches this request. */
  take(method: string, path: string, op: Operation | undefined, body: string): Fault | undefined {
    const i = this.faults.findIndex((f) => matches(f, method, path, op) && (f.bodyContains === undefined || body.includes(f.bodyContains)));
    if (i < 0) return undefined;
    const f = this.faults[i];
    if (--f.left <= 0) this.faults.splice(i, 1);
    return f;
  }

  pending(): number {
    return this.faults.reduce((n, f) => n + f.left, 0);
  }
}

function matches(f: Fault, method: string, path: string, op: Operation | undefined): boolean {
  if (f.method && f.method.toUpperCase() !== method) return false;
  if (f.operation && f.operation !== op?.operationId) return false;
  if (f.path instanceof RegExp) return f.path.test(path);
  if (f.path !== undefined) return f.path === path || f.path === op?.path;
  return true;
}
