import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { runCli } from "../cli/harness.js";
import { thirtyTurnSession } from "./fixture.js";

// The acceptance test of the export: a 30-turn session exported by dist/cli.js and rendered by
// Debian's headless Chromium (CI installs it; it is never skipped). The DOM Chromium serialises
// after rendering must hold every message; its net log must hold no request made by the page.

interface Chromium {
  code: number | null;
  stdout: string;
  stderr: string;
  missing: boolean;
}

function chromium(args: string[]): Promise<Chromium> {
  return new Promise((resolve) => {
    execFile("chromium", args, { timeout: 50_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: unknown }).code === "ENOENT" ? null : 1) : 0, stdout, stderr, missing: (error as { code?: unknown } | null)?.code === "ENOENT" }),
    );
  });
}

/** URLs the page itself asked for: requests whose network isolation key is the file:// page's. */
function pageRequests(netLogFile: string): string[] {
  const log = JSON.parse(readFileSync(netLogFile, "utf8")) as { constants: { logEventTypes: Record<string, number> }; events: { type: number; params?: Record<string, unknown> }[] };
  const start = log.constants.logEventTypes.URL_REQUEST_START_JOB;
  expect(start, "the net log names URL_REQUEST_START_JOB").toBeTypeOf("number");
  return log.events.filter((e) => e.type === start && String(e.params?.network_isolation_key ?? "").includes("file://")).map((e) => String(e.params?.url));
}

it("renders a 30-turn export in headless Chromium with every message, no request and a screenshot", { timeout: 60_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), "export-browser-"));
  const { file, prompts, replies } = thirtyTurnSession(dir);
  const exported = await runCli(["--export", file]);
  expect(exported.code, exported.stderr).toBe(0);
  const page = exported.stdout.trim();
  const screenshot = join(dir, "page.png");
  const netLog = join(dir, "net-log.json");

  const started = Date.now();
  const r = await chromium([
    "--headless",
    "--no-sandbox", // the tests run as root
    "--disable-gpu",
    `--user-data-dir=${join(dir, "profile")}`,
    `--log-net-log=${netLog}`,
    `--screenshot=${screenshot}`,
    "--window-size=1280,4000",
    "--dump-dom",
    pathToFileURL(page).href,
  ]);
  if (r.missing) throw new Error("install chromium: apt-get install chromium");
  expect(r.code, r.stderr.slice(-2000)).toBe(0);
  console.log(`chromium rendered ${statSync(page).size} bytes of HTML in ${Date.now() - started} ms`);

  const dom = r.stdout;
  expect(dom).toContain("</main>");
  for (const text of [...prompts, ...replies]) expect(dom).toContain(text);
  // The hostile markup in turn 20 is text in the rendered document, not elements.
  expect(dom).toContain("&lt;script&gt;alert(\"xss\")&lt;/script&gt;&lt;img src=\"http://127.0.0.1:9/leak.png\" onerror=\"alert(1)\"&gt;");
  expect(dom).not.toMatch(/<link|<script|<iframe/i);
  const images = [...dom.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
  expect(images).toHaveLength(1);
  expect(images[0]).toMatch(/ src="data:image\/png;base64,/);
  // Every URL an element carries (text such as the link in turn 20 is not an element).
  const urls = [...dom.matchAll(/<[a-z][^>]*>/gi)].flatMap((tag) => [...tag[0].matchAll(/\s(?:src|href|srcset|poster|action|data)="([^"]*)"/g)].map((a) => a[1].slice(0, 30)));
  expect(urls).toEqual(["data:image/png;base64,iVBORw0K"]);
  expect(pageRequests(netLog)).toEqual([]);

  const png = readFileSync(screenshot);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 4000]);
  expect(png.length).toBeGreaterThan(10_000);
});
