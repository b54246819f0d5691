import { describe, expect, it } from "vitest";
import { inCatalogueOrder, interestOrNull, sameInterests } from "./interest-selection.ts";

describe("interest selection (SPEC 5 Interests)", () => {
  it("sends null when both lists are empty", () => {
    expect(interestOrNull({ genres: [], events: [] })).toBeNull();
    expect(interestOrNull(null)).toBeNull();
    expect(interestOrNull(undefined)).toBeNull();
  });

  it("keeps a selection with at least one genre or event, empty other list included", () => {
    expect(interestOrNull({ genres: ["horror"], events: [] })).toEqual({ genres: ["horror"], events: [] });
    expect(interestOrNull({ genres: [], events: ["concert"] })).toEqual({ genres: [], events: ["concert"] });
  });

  it("compares selections whatever the order, null as no interest", () => {
    expect(sameInterests({ genres: ["a", "b"], events: [] }, { genres: ["b", "a"], events: [] })).toBe(true);
    expect(sameInterests(null, { genres: [], events: [] })).toBe(true);
    expect(sameInterests(null, { genres: ["a"], events: [] })).toBe(false);
    expect(sameInterests({ genres: ["a"], events: ["x"] }, { genres: ["a"], events: [] })).toBe(false);
    expect(sameInterests({ genres: ["a", "a"], events: [] }, { genres: ["a", "b"], events: [] })).toBe(false);
  });

  it("orders the chosen ids as the catalogue does and drops unknown ones", () => {
    const catalogue = [{ id: "action" }, { id: "comedy" }, { id: "horror" }];
    expect(inCatalogueOrder(catalogue, ["horror", "gone", "action"])).toEqual(["action", "horror"]);
  });
});
