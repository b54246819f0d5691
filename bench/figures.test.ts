import { describe, expect, it } from "vitest";
import {
  type Figure,
  formatRow,
  formatSpread,
  formatValue,
  mark,
  median,
  parseOptions,
  spread,
} from "./figures.ts";

const figure = (values: number[], extra: Partial<Figure> = {}): Figure => ({
  section: "API on PGlite",
  name: "GET /api/settings vs bare route",
  unit: "%",
  values,
  ...extra,
});

describe("median and spread", () => {
  it("takes the middle value of an odd count and the mean of the two middle ones of an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("reports the median with the range over the runs", () => {
    expect(spread([41, 39, 44])).toEqual({ median: 41, min: 39, max: 44 });
  });
});

describe("marks", () => {
  it("judges a budget on the median", () => {
    expect(mark(figure([30, 45, 50], { budget: { op: ">=", limit: 40 } }))).toBe("pass");
    expect(mark(figure([30, 35, 50], { budget: { op: ">=", limit: 40 } }))).toBe("FAIL");
    expect(mark(figure([0.05, 0.2, 0.08], { unit: "", budget: { op: "<=", limit: 0.1 } }))).toBe("pass");
  });

  it("judges an exact count on every run, however far above or below a run is", () => {
    const exactly100 = {
      unit: "count" as const,
      budget: { op: "=" as const, limit: 100, on: "every run" as const },
    };
    expect(mark(figure([100, 100, 100], exactly100))).toBe("pass");
    expect(mark(figure([100, 99, 100], exactly100))).toBe("FAIL");
    expect(mark(figure([100, 101, 100], exactly100))).toBe("FAIL");
    expect(formatRow(figure([100, 100, 100], exactly100))).toContain("= 100 each run");
  });

  it("judges an every-run budget on the worst run", () => {
    expect(mark(figure([0, 0, 3], { unit: "count", budget: { op: "<=", limit: 0, on: "every run" } }))).toBe(
      "FAIL",
    );
    expect(mark(figure([0, 0, 0], { unit: "count", budget: { op: "<=", limit: 0, on: "every run" } }))).toBe(
      "pass",
    );
  });

  it("prints a figure judged apart without failing it, and says when no run gave a value", () => {
    expect(
      mark(figure([54, 54, 54], { unit: "score", budget: { op: ">=", limit: 100 }, judged: false })),
    ).toBe("apart");
    expect(mark(figure([], { budget: { op: ">=", limit: 40 } }))).toBe("no data");
    expect(mark(figure([12]))).toBe("info");
  });
});

describe("formatting", () => {
  it("writes each unit with the precision a reader needs", () => {
    expect(formatValue(41.234, "%")).toBe("41.2 %");
    expect(formatValue(840, "ms")).toBe("840 ms");
    expect(formatValue(1830, "ms")).toBe("1.83 s");
    expect(formatValue(7664.4, "req/s")).toBe("7,664 req/s");
    expect(formatValue(0.0134, "")).toBe("0.013");
    expect(formatValue(Number.NaN, "%")).toBe("-");
  });

  it("shows the range only when there is more than one run", () => {
    expect(formatSpread([41, 39, 44], "%")).toBe("41.0 %  (39.0 % - 44.0 %)");
    expect(formatSpread([41], "%")).toBe("41.0 %");
    expect(formatSpread([], "%")).toBe("-");
  });

  it("puts the budget and the mark on the row", () => {
    const row = formatRow(figure([30, 35, 50], { budget: { op: ">=", limit: 40 } }));
    expect(row).toContain("GET /api/settings vs bare route");
    expect(row).toContain(">= 40.0 %");
    expect(row).toMatch(/FAIL$/);
  });
});

describe("options", () => {
  it("defaults to three runs of every section with a DESIGN.md budget, the limiter left out", () => {
    expect(parseOptions([])).toEqual({
      runs: 3,
      seconds: 5,
      only: ["api", "ssr", "start", "memory", "js", "lighthouse", "payments", "booking"],
    });
  });

  it("reads --runs, --seconds and --only, keeping the bench's own section order", () => {
    expect(parseOptions(["--runs=5", "--only=payments,lighthouse,api", "--seconds=8"])).toEqual({
      runs: 5,
      seconds: 8,
      only: ["api", "lighthouse", "payments"],
    });
    expect(parseOptions([], { BENCH_SECONDS: "3", BENCH_ROUNDS: "4" })).toMatchObject({
      runs: 4,
      seconds: 3,
    });
  });

  it("refuses what it does not know instead of running something else", () => {
    expect(() => parseOptions(["--runs=0"])).toThrow(/--runs/);
    expect(() => parseOptions(["--only=api,cpu"])).toThrow(/cpu/);
    expect(() => parseOptions(["--fast"])).toThrow(/unknown option/);
  });
});
