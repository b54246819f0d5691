import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { cpuShares, parseStat } from "./cpu-shares.ts";

describe("cpu shares", () => {
  it("reads utime and stime past a command name with spaces and parentheses", () => {
    const line = "4242 (postgres: a (b) c) S 1 4242 4242 0 -1 4194560 500 0 0 0 120 30 0 0 20 0 1 0 99 0 0";
    expect(parseStat(line)).toEqual({ comm: "postgres: a (b) c", ticks: 150 });
    expect(parseStat("garbage")).toBeUndefined();
  });

  it("counts each group's ticks against every core of the period, new processes from zero", () => {
    const before = new Map([
      [1, { comm: "node", ticks: 100 }],
      [2, { comm: "postgres", ticks: 50 }],
    ]);
    const after = new Map([
      [1, { comm: "node", ticks: 300 }],
      [2, { comm: "postgres", ticks: 150 }],
      [3, { comm: "postgres", ticks: 100 }],
      [4, { comm: "sleep", ticks: 0 }],
    ]);
    const shares = cpuShares(before, after, 2, (pid, comm) =>
      pid === 1 ? "servers" : comm === "postgres" ? "PostgreSQL" : undefined,
    );
    // getconf CLK_TCK is 100 on Linux: 2 s is 200 ticks a core.
    const capacity = 200 * availableParallelism();
    expect(shares.get("servers")).toBeCloseTo((200 / capacity) * 100);
    expect(shares.get("PostgreSQL")).toBeCloseTo((200 / capacity) * 100);
    expect(shares.has("everything else")).toBe(false);
  });
});
