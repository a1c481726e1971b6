import { expect, it } from "vitest";
import { startModelServer } from "../support/model-server.js";
import { bareSession } from "./bare-session.js";

// prompt()'s `next` (the verify step's feedback) continues the same run: one budget for all of it.
it("gives the budgets of one run to the messages `next` adds, and stops there when one runs out", async () => {
  const server = await startModelServer({ apiKeys: ["k"] });
  try {
    server.script({ text: "one" }, { text: "two" }, { text: "three" }, { text: "four" });
    const session = bareSession(server.url, { maxTurns: 2 });
    let asked = 0;
    const outcome = await session.prompt("start", async () => `again ${++asked}`);
    expect(outcome.status).toBe("budget-exceeded");
    expect(outcome.budget?.budget).toBe("max-turns");
    expect(server.requests).toHaveLength(2);
    expect(JSON.stringify(server.requests[1].body)).toContain("again 1");
    expect(asked).toBe(1); // the second round used up the turns: no verification is asked for after it
  } finally {
    await server.close();
  }
});
