import { describe, expect, it } from "vitest";
import { ageOn, birthDateProblem, isIsoDate } from "./birth-date.ts";

describe("birth date rule (docs/accounts.md Birth date, Age)", () => {
  it("accepts a real date of someone at least 15", () => {
    expect(birthDateProblem("1990-04-12", "2026-03-20")).toBeNull();
    expect(birthDateProblem("2011-03-20", "2026-03-20")).toBeNull();
  });

  it("names what is wrong", () => {
    expect(birthDateProblem("", "2026-03-20")).toBe("required");
    expect(birthDateProblem("12/04/1990", "2026-03-20")).toBe("invalid_format");
    expect(birthDateProblem("2026-02-30", "2026-03-20")).toBe("invalid_format");
    expect(birthDateProblem("2026-03-21", "2026-03-20")).toBe("invalid_value");
    expect(birthDateProblem("1899-12-31", "2026-03-20")).toBe("invalid_value");
    expect(birthDateProblem("2011-03-21", "2026-03-20")).toBe("too_young");
  });

  it("makes one born on 29 February a year older on 1 March", () => {
    expect(ageOn("2008-02-29", "2023-02-28")).toBe(14);
    expect(ageOn("2008-02-29", "2023-03-01")).toBe(15);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
  });
});
