import { describe, expect, it } from "vitest";
import {
  cheapestPass,
  isPassType,
  PASS_ADD_ON_DEFINITIONS,
  PASS_TYPES,
  PASSES,
  passAddOns,
  passAllowsAge,
  passAnalyticsLabel,
  passCommitmentCostCents,
  passPricing,
} from "./passes.ts";

describe("the pass catalog (SPEC 9)", () => {
  it("holds the eight pass types of SPEC 9, each priced on both domains", () => {
    expect(PASS_TYPES).toEqual([
      "CINEPASS",
      "CINEPASS_26",
      "CINEPASS_DUO",
      "CINEPASS_GOLD",
      "FAMILY",
      "EXPLORER",
      "UNLIMITED",
      "UNLIMITED_GOLD",
    ]);
    for (const type of PASS_TYPES) {
      expect(PASSES[type].type).toBe(type);
      for (const domain of ["fr", "nl"] as const) {
        const { monthlyPriceCents, commitmentMonths, joiningFeeCents } = passPricing(type, domain);
        expect(Number.isInteger(monthlyPriceCents) && monthlyPriceCents > 0).toBe(true);
        expect([0, 12]).toContain(commitmentMonths);
        expect(joiningFeeCents).toBeGreaterThanOrEqual(0);
      }
    }
    expect(passPricing("CINEPASS", "fr").monthlyPriceCents).toBe(2290);
    expect(passPricing("CINEPASS", "nl").monthlyPriceCents).toBe(2350);
  });

  it("keeps the offers consistent: gold above classic, month to month above committed, youth below classic", () => {
    for (const domain of ["fr", "nl"] as const) {
      const price = (type: (typeof PASS_TYPES)[number]) => passPricing(type, domain).monthlyPriceCents;
      expect(price("CINEPASS_GOLD")).toBeGreaterThan(price("CINEPASS"));
      expect(price("UNLIMITED")).toBeGreaterThan(price("CINEPASS"));
      expect(price("UNLIMITED_GOLD")).toBeGreaterThan(price("CINEPASS_GOLD"));
      expect(price("CINEPASS_26")).toBeLessThan(price("CINEPASS"));
      // Two people cost less than two passes.
      expect(price("CINEPASS_DUO")).toBeLessThan(2 * price("CINEPASS"));
    }
  });

  it("tells who may hold a pass: the youth pass is for the under-26s", () => {
    expect(passAllowsAge("CINEPASS_26", 25)).toBe(true);
    expect(passAllowsAge("CINEPASS_26", 26)).toBe(false);
    expect(passAllowsAge("CINEPASS", 70)).toBe(true);
    expect(PASSES.CINEPASS_DUO.people).toBe(2);
    expect(PASSES.FAMILY.people).toBe(4);
  });

  it("costs the commitment with its joining fee, and a month for a month-to-month pass", () => {
    expect(passCommitmentCostCents("CINEPASS", "fr")).toBe(12 * 2290 + 3000);
    expect(passCommitmentCostCents("EXPLORER", "nl")).toBe(1590);
    expect(cheapestPass("fr")).toBe("EXPLORER");
    expect(cheapestPass("nl")).toBe("EXPLORER");
  });

  it("offers the premium add-on only to passes that charge a supplement", () => {
    expect(passAddOns("CINEPASS")).toContain("PREMIUM_FORMATS");
    expect(passAddOns("CINEPASS_GOLD")).not.toContain("PREMIUM_FORMATS");
    expect(passAddOns("FAMILY")).not.toContain("GUEST_TICKETS");
    for (const definition of Object.values(PASS_ADD_ON_DEFINITIONS)) {
      expect(definition.monthlyPriceCents.fr).toBeGreaterThan(0);
      expect(definition.monthlyPriceCents.nl).toBeGreaterThan(0);
    }
  });

  it("recognises pass types and gives SPEC 9's analytics labels", () => {
    expect(isPassType("UNLIMITED_GOLD")).toBe(true);
    expect(isPassType("MOVIECARD_20")).toBe(false);
    expect(passAnalyticsLabel("CINEPASS_DUO")).toBe("Cinépass duo");
    expect(passAnalyticsLabel("CINEPASS_26")).toBe("Cinépass-26");
    expect(passAnalyticsLabel("CINEPASS")).toBe("Cinépass");
    expect(passAnalyticsLabel("FAMILY")).toBe(0);
    expect(passAnalyticsLabel(null)).toBe(0);
  });
});
