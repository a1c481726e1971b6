import { afterEach, expect, it, vi } from "vitest";
import { startModelServer } from "../support/model-server.js";
import { bareSession } from "./bare-session.js";

afterEach(() => vi.restoreAllMocks());

// Node's timers run on the monotonic clock and may fire a millisecond before Date.now() reaches
// the deadline; a slewed wall clock lags further. Here it runs at 80% speed, so when the budget's
// timer fires the wall clock says the time is not yet up: the run must still end as a budget stop.
it("ends the run as a time-budget stop when the budget's timer fires before the wall clock reaches the deadline", async () => {
  const server = await startModelServer({ apiKeys: ["k"] });
  try {
    server.script({ fault: { kind: "stall" } });
    const session = bareSession(server.url, { timeoutMs: 1000 });
    const realNow = Date.now.bind(Date);
    const base = realNow();
    vi.spyOn(Date, "now").mockImplementation(() => base + Math.floor((realNow() - base) * 0.8));
    const outcome = await session.prompt("hi");
    expect(outcome.status).toBe("budget-exceeded");
    expect(outcome.budget).toEqual({ budget: "timeout", message: "time budget reached: 1s of 1s" });
  } finally {
    await server.close();
  }
});
