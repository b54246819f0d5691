import { describe, expect, it } from "vitest";
import {
  CONCESSION_MAX_PER_ITEM,
  type ConcessionItem,
  concessionOrderDeadline,
  concessionsOrderable,
  priceConcessions,
} from "./concessions.ts";

function item(id: string, overrides: Partial<ConcessionItem> = {}): ConcessionItem {
  return {
    id,
    names: { fr: `Article ${id}`, nl: `Artikel ${id}`, en: `Item ${id}` },
    category: "popcorn",
    priceCents: 650,
    servedAtSeat: true,
    available: true,
    ...overrides,
  };
}

const POPCORN = "00000000-0000-4000-8000-000000000001";
const SODA = "00000000-0000-4000-8000-000000000002";
const ICE_CREAM = "00000000-0000-4000-8000-000000000003";
const SWEETS = "00000000-0000-4000-8000-000000000004";
const GONE = "00000000-0000-4000-8000-000000000005";
const UNKNOWN = "00000000-0000-4000-8000-000000000009";

const MENU = [
  item(POPCORN),
  item(SODA, { category: "drink", priceCents: 450 }),
  item(ICE_CREAM, { category: "iceCream", priceCents: 390, servedAtSeat: false }),
  item(SWEETS, { category: "sweets", priceCents: 350 }),
  item(GONE, { available: false }),
];

describe("concessions", () => {
  it("totals an order with the VAT of each rate, rounded on each rate's total", () => {
    const priced = priceConcessions({
      domain: "fr",
      menu: MENU,
      order: [
        { itemId: POPCORN, quantity: 2, atSeat: true },
        { itemId: SODA, quantity: 2 },
        { itemId: ICE_CREAM, quantity: 1 },
        { itemId: SWEETS, quantity: 1 },
      ],
    });
    if (!priced.ok) {
      throw new Error("refused");
    }
    expect(priced.totalCents).toBe(1300 + 900 + 390 + 350);
    // 22.00 € at 10 %: 2.00 €; 3.90 € at 5.5 %: 0.2033 → 0.20 €; 3.50 € at 20 %: 0.5833 → 0.58 €.
    expect(priced.vat).toEqual([
      { rateBasisPoints: 550, totalCents: 390, vatCents: 20 },
      { rateBasisPoints: 1000, totalCents: 2200, vatCents: 200 },
      { rateBasisPoints: 2000, totalCents: 350, vatCents: 58 },
    ]);
    expect(priced.vatCents).toBe(278);
    expect(priced.lines[0]).toMatchObject({
      itemId: POPCORN,
      unitCents: 650,
      totalCents: 1300,
      atSeat: true,
    });
  });

  it("takes 9 % on everything in the Netherlands", () => {
    const priced = priceConcessions({
      domain: "nl",
      menu: MENU,
      order: [
        { itemId: POPCORN, quantity: 1 },
        { itemId: SWEETS, quantity: 1 },
      ],
    });
    // 10.00 € at 9 %: 0.8257 → 0.83 €.
    expect(priced).toMatchObject({ ok: true, totalCents: 1000, vatCents: 83 });
  });

  it("takes a pass's concessions discount off each item, to the cent", () => {
    const priced = priceConcessions({
      domain: "fr",
      menu: MENU,
      order: [{ itemId: SODA, quantity: 3 }],
      discountPercent: 15,
    });
    // 4.50 € less 15 % is 3.825 → 3.83 €.
    expect(priced).toMatchObject({ ok: true, totalCents: 3 * 383 });
  });

  it("refuses an unknown or unavailable item, too many of one item, and a seat delivery it cannot make", () => {
    const priced = priceConcessions({
      domain: "fr",
      menu: MENU,
      order: [
        { itemId: UNKNOWN, quantity: 1 },
        { itemId: GONE, quantity: 1 },
        { itemId: POPCORN, quantity: CONCESSION_MAX_PER_ITEM },
        { itemId: POPCORN, quantity: 1 },
        { itemId: ICE_CREAM, quantity: 1, atSeat: true },
        { itemId: SODA, quantity: 1 },
      ],
    });
    expect(priced).toEqual({
      ok: false,
      refused: [
        { index: 0, itemId: UNKNOWN, reason: "unknownItem" },
        { index: 1, itemId: GONE, reason: "unavailable" },
        { index: 2, itemId: POPCORN, reason: "tooMany" },
        { index: 3, itemId: POPCORN, reason: "tooMany" },
        { index: 4, itemId: ICE_CREAM, reason: "notServedAtSeat" },
      ],
    });
  });

  it("takes orders until 30 minutes before the start, not after", () => {
    const startsAt = new Date("2026-12-02T19:00:00Z");
    expect(concessionOrderDeadline(startsAt).toISOString()).toBe("2026-12-02T18:30:00.000Z");
    expect(concessionsOrderable(startsAt, new Date("2026-12-02T18:30:00Z"))).toBe(true);
    expect(concessionsOrderable(startsAt, new Date("2026-12-02T18:30:01Z"))).toBe(false);
  });
});
