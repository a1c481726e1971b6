import { Type } from "@sinclair/typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "../../src/agent/agent.js";
import type { AgentTool, AnyAgentTool } from "../../src/agent/tool.js";
import type { AgentEvent, AgentLoopConfig } from "../../src/agent/types.js";
import { resolveModel } from "../../src/ai/models.js";
import type { ToolResultMessage } from "../../src/ai/types.js";
import { startModelServer, type ModelServer } from "../support/model-server.js";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const waitParams = Type.Object({ ms: Type.Number(), tag: Type.String() });

function waitTool(name: string, log: string[]): AgentTool<typeof waitParams> {
  return {
    name,
    label: name,
    description: `${name} waits`,
    parameters: waitParams,
    async execute(_id, args, signal) {
      log.push(`start ${args.tag}`);
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, args.ms);
        signal?.addEventListener("abort", () => {
          clearTimeout(t);
          reject(new Error("aborted while waiting"));
        });
      });
      log.push(`end ${args.tag}`);
      return { content: [{ type: "text", text: `waited ${args.ms} for ${args.tag}` }], details: { ms: args.ms } };
    },
  };
}

function makeAgent(tools: AnyAgentTool[], extra: Partial<AgentLoopConfig> = {}) {
  const agent = new Agent({
    model: resolveModel("openai-compatible/loop-test"),
    systemPrompt: "sys",
    tools,
    streamOptions: { apiKey: "k", baseUrl: `${server.url}/v1`, sdkMaxRetries: 0 },
    ...extra,
  });
  const events: AgentEvent[] = [];
  agent.subscribe((e) => events.push(e));
  return { agent, events };
}

const toolResults = (events: AgentEvent[]) =>
  events.filter((e): e is Extract<AgentEvent, { type: "message_end" }> => e.type === "message_end" && e.message.role === "toolResult").map((e) => e.message as ToolResultMessage);

describe("agent loop", () => {
  it("runs tools in parallel and returns results in call order, with pi's event order", async () => {
    const log: string[] = [];
    const { agent, events } = makeAgent([waitTool("wait", log)]);
    server.script(
      { toolCalls: [{ name: "wait", args: { ms: 300, tag: "slow" } }, { name: "wait", args: { ms: 10, tag: "fast" } }] },
      { text: "both done" },
    );
    const added = await agent.prompt("wait twice");
    expect(log).toEqual(["start slow", "start fast", "end fast", "end slow"]);
    const ends = events.filter((e) => e.type === "tool_execution_end").map((e) => (e as { result: { details: { ms: number } } }).result.details.ms);
    expect(ends).toEqual([10, 300]); // completion order
    expect(toolResults(events).map((r) => r.content[0])).toEqual([
      { type: "text", text: "waited 300 for slow" },
      { type: "text", text: "waited 10 for fast" },
    ]); // call order
    expect(added.map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "toolResult", "assistant"]);
    const order = events.map((e) => e.type).filter((t) => t !== "message_update" && t !== "tool_execution_update");
    expect(order).toEqual([
      "agent_start",
      "turn_start",
      "message_start",
      "message_end",
      "message_start",
      "message_end",
      "tool_execution_start",
      "tool_execution_start",
      "tool_execution_end",
      "tool_execution_end",
      "message_start",
      "message_end",
      "message_start",
      "message_end",
      "turn_end",
      "turn_start",
      "message_start",
      "message_end",
      "turn_end",
      "agent_end",
    ]);
    // The second request carries the results in call order.
    const second = server.requests.at(-1)!.body.messages;
    expect(second.filter((m: { role: string }) => m.role === "tool").map((m: { content: string }) => m.content)).toEqual(["waited 300 for slow", "waited 10 for fast"]);
  });

  it("coerces arguments, reports validation failures and unknown tools as error results", async () => {
    const log: string[] = [];
    const { agent, events } = makeAgent([waitTool("wait", log)]);
    server.script(
      { toolCalls: [{ name: "wait", args: { ms: "5", tag: "coerced" } }, { name: "wait", args: { tag: "no-ms" } }, { name: "fly", args: {} }] },
      { text: "ok" },
    );
    await agent.prompt("go");
    const results = toolResults(events);
    expect(results[0]).toMatchObject({ isError: false, content: [{ text: "waited 5 for coerced" }] });
    expect(results[1].isError).toBe(true);
    expect((results[1].content[0] as { text: string }).text).toBe(
      'Validation failed for tool "wait":\n  - ms: must have required properties ms\n\nReceived arguments:\n{\n  "tag": "no-ms"\n}',
    );
    expect(results[2]).toMatchObject({ isError: true, content: [{ type: "text", text: "Tool fly not found" }] });
  });

  it("applies prepareArguments, beforeToolCall blocks and afterToolCall rewrites", async () => {
    const log: string[] = [];
    const tool = { ...waitTool("wait", log), prepareArguments: (a: unknown) => ({ ms: 1, ...(a as object) }) };
    const { agent, events } = makeAgent([tool], {
      beforeToolCall: ({ args }) => ((args as { tag: string }).tag === "forbidden" ? { block: true, reason: "not allowed here" } : undefined),
      afterToolCall: ({ result }) => ({ content: [{ type: "text", text: `${(result.content[0] as { text: string }).text} (checked)` }] }),
    });
    server.script({ toolCalls: [{ name: "wait", args: { tag: "fine" } }, { name: "wait", args: { tag: "forbidden" } }] }, { text: "ok" });
    await agent.prompt("go");
    const results = toolResults(events);
    expect(results[0].content).toEqual([{ type: "text", text: "waited 1 for fine (checked)" }]);
    expect(results[1]).toMatchObject({ isError: true, content: [{ text: "not allowed here" }] });
    expect(log).toEqual(["start fine", "end fine"]);
  });

  it("delivers a steering message before the next model call and a follow-up after the last", async () => {
    const log: string[] = [];
    const { agent } = makeAgent([waitTool("wait", log)]);
    server.script({ toolCalls: [{ name: "wait", args: { ms: 100, tag: "t" } }] }, { text: "steered" }, { text: "followed" });
    const before = server.requests.length;
    const run = agent.prompt("start");
    await sleep(50);
    agent.steer("also check the docs");
    agent.followUp("now summarise");
    const added = await run;
    const second = server.requests[before + 1].body.messages;
    expect(second.at(-1)).toEqual({ role: "user", content: [{ type: "text", text: "also check the docs" }] });
    expect(second.at(-2).role).toBe("tool");
    const third = server.requests[before + 2].body.messages;
    expect(third.at(-1)).toEqual({ role: "user", content: [{ type: "text", text: "now summarise" }] });
    expect(added.filter((m) => m.role === "assistant").length).toBe(3);
  });

  it("aborts running tools and stops the run", async () => {
    const log: string[] = [];
    const { agent, events } = makeAgent([waitTool("wait", log)]);
    server.script({ toolCalls: [{ name: "wait", args: { ms: 10_000, tag: "long" } }] });
    const started = Date.now();
    const run = agent.prompt("go");
    await sleep(200);
    agent.abort();
    const added = await run;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(toolResults(events)[0]).toMatchObject({ isError: true, content: [{ text: "aborted while waiting" }] });
    expect(added.at(-1)).toMatchObject({ role: "assistant", stopReason: "aborted" });
    expect(events.at(-1)?.type).toBe("agent_end");
  });

  it("ends the run on a model error without calling tools", async () => {
    const { agent, events } = makeAgent([]);
    server.script({ fault: { kind: "status", status: 400, message: "bad tools" } });
    const added = await agent.prompt("go");
    expect(added.at(-1)).toMatchObject({ stopReason: "error", errorKind: "fatal" });
    expect(events.filter((e) => e.type === "turn_end")).toHaveLength(1);
  });

  it("refuses a second run while one is going", async () => {
    const { agent } = makeAgent([waitTool("wait", [])]);
    server.script({ toolCalls: [{ name: "wait", args: { ms: 100, tag: "x" } }] }, { text: "done" });
    const run = agent.prompt("one");
    await expect(agent.prompt("two")).rejects.toThrow(/already processing/);
    await run;
  });

  it("warms tools up once a run's first model reply begins, once per run", async () => {
    const calls: number[] = [];
    const tool = { ...waitTool("wait", []), warmUp: () => calls.push(server.requests.length) };
    const { agent } = makeAgent([tool]);
    const before = server.requests.length;
    server.script({ toolCalls: [{ name: "wait", args: { ms: 1, tag: "x" } }] }, { text: "done" });
    await agent.prompt("one");
    // After the first request went out, not again on the second.
    expect(calls).toEqual([before + 1]);
    server.script({ text: "again" });
    await agent.prompt("two");
    expect(calls).toEqual([before + 1, before + 3]);
  });
});
