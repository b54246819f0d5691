import { describe, expect, it } from "vitest";
import {
  giftCardSale,
  isGiftCardAmount,
  monthlyPriceCents,
  PREPAID_CARD_OFFERS,
  prepaidCardSale,
  SOLD_PREPAID_TYPES,
  subscriptionFirstPayment,
  upgradeProRataCents,
  vatIncludedCents,
} from "./sales.ts";

describe("sales", () => {
  it("takes the VAT out of a VAT-included price, to the cent", () => {
    // 22.90 € at 5.5 %: 22.90 - 22.90 / 1.055 = 1.1938 → 1.19 €.
    expect(vatIncludedCents(2290, 550)).toBe(119);
    // 23.50 € at 9 %: 1.9404 → 1.94 €.
    expect(vatIncludedCents(2350, 900)).toBe(194);
    expect(vatIncludedCents(5000, 0)).toBe(0);
  });

  it("sells a gift card of any whole euro from 20 to 200 €, without VAT at the sale", () => {
    expect([2000, 2100, 20000].every(isGiftCardAmount)).toBe(true);
    expect([1999, 1900, 20100, 2050, 25.5].some(isGiftCardAmount)).toBe(false);
    expect(giftCardSale(5000, "fr")).toMatchObject({ totalCents: 5000, vatRateBasisPoints: 0, vatCents: 0 });
  });

  it("prices each movie card below the standard ticket, at the ticket's VAT", () => {
    const standard = { fr: 1390, nl: 1350 };
    for (const type of SOLD_PREPAID_TYPES) {
      const offer = PREPAID_CARD_OFFERS[type];
      for (const domain of ["fr", "nl"] as const) {
        expect(offer.priceCents[domain] / offer.places).toBeLessThan(standard[domain]);
      }
    }
    expect(prepaidCardSale("MOVIECARD_20", "nl")).toMatchObject({
      totalCents: 19_400,
      vatRateBasisPoints: 900,
    });
    expect(prepaidCardSale("MOVIECARD_50", "fr", 2).totalCents).toBe(89_000);
  });

  it("charges a new pass its first month, its add-ons and its joining fee", () => {
    const first = subscriptionFirstPayment("CINEPASS", ["GUEST_TICKETS"], "fr");
    expect(first.lines.map((line) => [line.item, line.totalCents])).toEqual([
      ["CINEPASS", 2290],
      ["GUEST_TICKETS", 990],
      ["JOINING_FEE", 3000],
    ]);
    expect(first).toMatchObject({
      totalCents: 6280,
      vatRateBasisPoints: 550,
      vatCents: vatIncludedCents(6280, 550),
    });
    // No joining fee line when the pass has none.
    expect(subscriptionFirstPayment("CINEPASS_26", [], "nl").lines).toHaveLength(1);
    expect(monthlyPriceCents("CINEPASS", ["PREMIUM_FORMATS"], "nl")).toBe(2350 + 650);
  });

  it("charges an upgrade the difference for the days left, never a downgrade", () => {
    expect(upgradeProRataCents(2290, 2990, 15, 30)).toBe(350);
    expect(upgradeProRataCents(2290, 2990, 0, 30)).toBe(0);
    expect(upgradeProRataCents(2990, 2290, 15, 30)).toBe(0);
    expect(upgradeProRataCents(2290, 2990, 40, 30)).toBe(700);
  });
});
