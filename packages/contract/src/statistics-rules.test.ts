import { describe, expect, it } from "vitest";
import { StatisticsQuerySchema } from "./statistics.ts";
import {
  fillMonths,
  hoursAndMinutes,
  isOriginalVersion,
  isPassMeans,
  mostSeen,
  passSavings,
  statisticsMonths,
  topBuckets,
  voPercentOf,
} from "./statistics-rules.ts";

describe("mostSeen", () => {
  it("picks the most seen key, ties to the latest seen, then to the smaller key", () => {
    expect(
      mostSeen([
        { key: "drama", count: 3, lastSeen: "2026-01-01" },
        { key: "comedy", count: 5, lastSeen: "2025-01-01" },
      ])?.key,
    ).toBe("comedy");
    expect(
      mostSeen([
        { key: "drama", count: 5, lastSeen: "2026-01-01" },
        { key: "comedy", count: 5, lastSeen: "2026-03-01" },
      ])?.key,
    ).toBe("comedy");
    expect(
      mostSeen([
        { key: "war", count: 2, lastSeen: "2026-01-01" },
        { key: "horror", count: 2, lastSeen: "2026-01-01" },
      ])?.key,
    ).toBe("horror");
  });

  it("is null when nothing was seen", () => {
    expect(mostSeen([])).toBeNull();
    expect(mostSeen([{ key: "drama", count: 0, lastSeen: "2026-01-01" }])).toBeNull();
  });
});

describe("topBuckets", () => {
  it("sorts most seen first and keeps at most the limit", () => {
    const buckets = ["a", "b", "c", "d"].map((key, i) => ({ key, count: i, lastSeen: "2026-01-01" }));
    expect(topBuckets(buckets, 2).map((bucket) => bucket.key)).toEqual(["d", "c"]);
    expect(topBuckets(buckets).map((bucket) => bucket.key)).toEqual(["d", "c", "b"]);
  });
});

describe("voPercentOf", () => {
  it("rounds to a whole percent and is 0 before the first session", () => {
    expect(voPercentOf(1, 3)).toBe(33);
    expect(voPercentOf(2, 3)).toBe(67);
    expect(voPercentOf(0, 0)).toBe(0);
    expect(voPercentOf(5, 4)).toBe(100);
  });

  it("counts VO, VOST and OV as original versions, not VF or NL", () => {
    expect(["VO", "VOST", "OV", "VF", "NL"].map(isOriginalVersion)).toEqual([true, true, true, false, false]);
  });
});

describe("statisticsMonths", () => {
  it("lists the twelve months ending with today's, across a new year", () => {
    const months = statisticsMonths("2026-02-14");
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-03");
    expect(months.at(-1)).toBe("2026-02");
    expect(months).toContain("2025-12");
  });

  it("fills the months without a session with 0", () => {
    expect(fillMonths(["2026-01", "2026-02"], [{ month: "2026-02", count: 4 }])).toEqual([
      { month: "2026-01", count: 0 },
      { month: "2026-02", count: 4 },
    ]);
  });
});

describe("passSavings", () => {
  it("prices the pass seats at the domain's ticket and takes off the pass's invoices", () => {
    expect(passSavings({ passSeats: { fr: 30, nl: 2 }, passCostCents: 27_480 })).toEqual({
      ticketsValueCents: 30 * 1290 + 2 * 1350,
      passCostCents: 27_480,
      savedCents: 30 * 1290 + 2 * 1350 - 27_480,
    });
  });

  it("is negative while the pass has not paid for itself", () => {
    expect(passSavings({ passSeats: { fr: 1, nl: 0 }, passCostCents: 2290 }).savedCents).toBe(-1000);
  });

  it("recognises the pass types as payment means, not a bank card", () => {
    expect(isPassMeans("CINEPASS")).toBe(true);
    expect(isPassMeans("CINEPASS_DUO")).toBe(true);
    expect(isPassMeans("CB")).toBe(false);
    expect(isPassMeans("MOVIECARD_20")).toBe(false);
  });
});

describe("hoursAndMinutes", () => {
  it("splits minutes into hours and minutes", () => {
    expect(hoursAndMinutes(754)).toEqual({ hours: 12, minutes: 34 });
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe("StatisticsQuerySchema", () => {
  it("takes a year within bounds and refuses others", () => {
    expect(StatisticsQuerySchema.parse({ year: "2026" }).year).toBe(2026);
    expect(StatisticsQuerySchema.safeParse({ year: "1800" }).success).toBe(false);
    expect(StatisticsQuerySchema.safeParse({ year: "abc" }).success).toBe(false);
  });
});
