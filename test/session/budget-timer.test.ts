import { afterEach, expect, it, vi } from "vitest";
import { startModelServer } from "../support/model-server.js";
import { bareSession } from "./bare-session.js";

afterEach(() => vi.restoreAllMocks());

// Node's timers may fire a millisecond before the budget's clock reaches the deadline. Here that
// clock runs at 80% speed, so when the budget's timer fires the clock says the time is not yet up:
// the run must still end as a budget stop.
it("ends the run as a time-budget stop when the budget's timer fires before its clock reaches the deadline", async () => {
  const server = await startModelServer({ apiKeys: ["k"] });
  try {
    server.script({ fault: { kind: "stall" } });
    const session = bareSession(server.url, { timeoutMs: 1000 });
    const realNow = performance.now.bind(performance);
    const base = realNow();
    vi.spyOn(performance, "now").mockImplementation(() => base + (realNow() - base) * 0.8);
    const outcome = await session.prompt("hi");
    expect(outcome.status).toBe("budget-exceeded");
    expect(outcome.budget).toEqual({ budget: "timeout", message: "time budget reached: 1s of 1s" });
  } finally {
    await server.close();
  }
});

// A runner's wall clock can be stepped (NTP): an hour forward while the model answers must not
// end a one-minute budget.
it("times the budget on a monotonic clock: the wall clock jumping an hour ahead mid-run does not stop the run", async () => {
  const realNow = Date.now.bind(Date);
  let step = 0;
  vi.spyOn(Date, "now").mockImplementation(() => realNow() + step);
  const server = await startModelServer({ apiKeys: ["k"], sideReply: () => ((step = 3_600_000), { text: "done" }) });
  try {
    const session = bareSession(server.url, { timeoutMs: 60_000 });
    const outcome = await session.prompt("hi");
    expect(step).toBe(3_600_000);
    expect(outcome.status).toBe("success");
    expect(outcome.budget).toBeUndefined();
  } finally {
    await server.close();
  }
});
