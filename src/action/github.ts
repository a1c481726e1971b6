import * as core from "@actions/core";
import { getOctokit } from "@actions/github";
import { getProxyUrl } from "@actions/http-client/lib/proxy";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";

export type Octokit = ReturnType<typeof getOctokit>;

/**
 * The harness's GitHub client: retries 5xx and network failures, and waits out primary and
 * secondary rate limits (GitHub's `retry-after`) a few times before giving up.
 */
export function createOctokit(token: string, baseUrl = process.env.GITHUB_API_URL || "https://api.github.com"): Octokit {
  return getOctokit(
    token,
    {
      baseUrl,
      // Node's own fetch, which the model SDK loads anyway, unless a proxy is configured: only
      // @actions/github's undici fetch honours HTTPS_PROXY. Without one, dist/ never loads undici
      // (src/bundle/undici-lazy.mjs).
      ...(getProxyUrl(new URL(baseUrl)) ? {} : { request: { fetch: globalThis.fetch } }),
      throttle: {
        onRateLimit: (retryAfter: number, options: { method: string; url: string }, _o: unknown, retryCount: number) => {
          core.warning(`GitHub rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`);
          return retryCount < 2;
        },
        onSecondaryRateLimit: (retryAfter: number, options: { method: string; url: string }, _o: unknown, retryCount: number) => {
          core.warning(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`);
          return retryCount < 2;
        },
      },
    },
    retry,
    throttling,
  );
}
