import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages.ts";
import { PREMIUM_SUPPLEMENT_CENTS } from "./passes.ts";
import { vatIncludedCents } from "./sales.ts";
import {
  type PricedSession,
  type PriceList,
  PriceListSchema,
  priceDayOf,
  priceTickets,
  TICKET_TYPE_PROOF,
  TICKET_TYPE_TEXTS,
  TICKET_TYPES,
} from "./ticket-prices.ts";

const PRICE_LIST: PriceList = {
  weekday: { full: 1290, student: 990, senior: 1090, under14: 650 },
  weekend: { full: 1390, student: 1090, senior: 1190, under14: 690 },
  tuesday: { full: 990, student: 890, senior: 890, under14: 650 },
  formatSupplements: { imax: 400, "4dx": 600, screenx: 300, dolby: 250 },
  seatSupplements: { premium: 200, loveSeat: 150 },
};

/** A Wednesday evening in Paris (19:00 UTC, 20:00 local). */
const WEDNESDAY = new Date("2026-12-02T19:00:00Z");

function session(overrides: Partial<PricedSession> = {}): PricedSession {
  return { domain: "fr", startsAt: WEDNESDAY, technologies: [], priceList: PRICE_LIST, ...overrides };
}

describe("ticket prices", () => {
  it("accepts a price list with and without Tuesday prices and refuses an unknown field", () => {
    expect(PriceListSchema.safeParse(PRICE_LIST).success).toBe(true);
    const { tuesday: _, ...withoutTuesday } = PRICE_LIST;
    expect(PriceListSchema.safeParse(withoutTuesday).success).toBe(true);
    expect(PriceListSchema.safeParse({ ...PRICE_LIST, monday: PRICE_LIST.weekday }).success).toBe(false);
    expect(
      PriceListSchema.safeParse({ ...PRICE_LIST, weekday: { ...PRICE_LIST.weekday, full: 12.9 } }).success,
    ).toBe(false);
  });

  it("takes the day of week in Europe/Paris, across both daylight-saving changes", () => {
    // Friday 23:30 UTC in winter time is Saturday 00:30 in Paris: the weekend.
    expect(priceDayOf(new Date("2026-03-27T23:30:00Z"), PRICE_LIST)).toBe("weekend");
    // Sunday 22:30 UTC after the spring change (UTC+2) is Monday 00:30 in Paris: a weekday.
    expect(priceDayOf(new Date("2026-03-29T22:30:00Z"), PRICE_LIST)).toBe("weekday");
    // Sunday 22:30 UTC after the autumn change (UTC+1) is still Sunday 23:30 in Paris.
    expect(priceDayOf(new Date("2026-10-25T22:30:00Z"), PRICE_LIST)).toBe("weekend");
    expect(priceDayOf(new Date("2026-10-25T23:30:00Z"), PRICE_LIST)).toBe("weekday");
    expect(priceDayOf(WEDNESDAY, PRICE_LIST)).toBe("weekday");
  });

  it("charges Tuesday's prices only where the cinema has them", () => {
    const tuesday = new Date("2026-12-01T19:00:00Z");
    expect(priceDayOf(tuesday, PRICE_LIST)).toBe("tuesday");
    expect(
      priceTickets(session({ startsAt: tuesday }), [{ seatType: "standard", ticketType: "full" }]).totalCents,
    ).toBe(990);
    const { tuesday: _, ...withoutTuesday } = PRICE_LIST;
    expect(priceDayOf(tuesday, withoutTuesday)).toBe("weekday");
    expect(
      priceTickets(session({ startsAt: tuesday, priceList: withoutTuesday }), [
        { seatType: "standard", ticketType: "full" },
      ]).totalCents,
    ).toBe(1290);
  });

  it("prices each ticket type from the day's list, dearer at the weekend", () => {
    const types = ["full", "student", "senior", "under14"] as const;
    const asked = types.map((ticketType) => ({ seatType: "standard" as const, ticketType }));
    expect(priceTickets(session(), asked).lines.map((line) => line.totalCents)).toEqual([
      1290, 990, 1090, 650,
    ]);
    const saturday = session({ startsAt: new Date("2026-12-05T19:00:00Z") });
    expect(priceTickets(saturday, asked).lines.map((line) => line.totalCents)).toEqual([
      1390, 1090, 1190, 690,
    ]);
  });

  it("adds the dearest premium format's supplement to a priced ticket", () => {
    const imaxDolby = session({ technologies: ["dolby", "imax", "vf"] });
    const [line] = priceTickets(imaxDolby, [{ seatType: "standard", ticketType: "student" }]).lines;
    expect(line).toMatchObject({ baseCents: 990, formatSupplementCents: 400, totalCents: 1390 });
    expect(
      priceTickets(session({ technologies: ["4dx"] }), [{ seatType: "standard", ticketType: "full" }])
        .totalCents,
    ).toBe(1890);
  });

  it("charges a pass nothing but the SPEC's premium supplement, unless the pass includes premium formats", () => {
    const plain = priceTickets(session(), [{ seatType: "standard", ticketType: "pass" }]);
    expect(plain.totalCents).toBe(0);
    const imax = session({ technologies: ["imax"], domain: "nl" });
    const without = priceTickets(imax, [{ seatType: "standard", ticketType: "pass" }]);
    expect(without.lines[0]).toMatchObject({
      baseCents: 0,
      formatSupplementCents: PREMIUM_SUPPLEMENT_CENTS.nl,
    });
    const included = priceTickets(imax, [
      { seatType: "standard", ticketType: "pass", passIncludesPremium: true },
    ]);
    expect(included.totalCents).toBe(0);
  });

  it("takes one prepaid place per seat, at 0 € whatever the format", () => {
    const priced = priceTickets(session({ technologies: ["4dx"] }), [
      { seatType: "standard", ticketType: "prepaid" },
      { seatType: "standard", ticketType: "prepaid" },
    ]);
    expect(priced.totalCents).toBe(0);
    expect(priced.lines.map((line) => line.prepaidPlaces)).toEqual([1, 1]);
  });

  it("adds the seat's supplement to every ticket, and prices a love seat per person", () => {
    const priced = priceTickets(session(), [
      { seatType: "premium", ticketType: "full" },
      { seatType: "premium", ticketType: "pass" },
      { seatType: "loveSeat", ticketType: "full" },
      { seatType: "loveSeat", ticketType: "under14" },
      { seatType: "wheelchair", ticketType: "senior" },
      { seatType: "companion", ticketType: "full" },
    ]);
    expect(priced.lines.map((line) => line.totalCents)).toEqual([1490, 200, 1440, 800, 1090, 1290]);
  });

  it("totals the VAT of cinema tickets on the total, as every sale does", () => {
    const asked = [
      { seatType: "standard" as const, ticketType: "full" as const },
      { seatType: "standard" as const, ticketType: "student" as const },
    ];
    const fr = priceTickets(session(), asked);
    // 22.80 € at 5.5 %: 1.1886 → 1.19 €.
    expect(fr).toMatchObject({ totalCents: 2280, vatRateBasisPoints: 550, vatCents: 119 });
    const nl = priceTickets(session({ domain: "nl" }), asked);
    // 22.80 € at 9 %: 1.8826 → 1.88 €.
    expect(nl).toMatchObject({
      totalCents: 2280,
      vatRateBasisPoints: 900,
      vatCents: vatIncludedCents(2280, 900),
    });
    expect(nl.vatCents).toBe(188);
  });

  it("names every ticket type in every language and says what the reduced ones need at the door", () => {
    for (const type of TICKET_TYPES) {
      for (const language of LANGUAGES) {
        expect(TICKET_TYPE_TEXTS[type][language].label.length).toBeGreaterThan(0);
      }
      expect(TICKET_TYPE_TEXTS[type].fr.label).not.toBe(TICKET_TYPE_TEXTS[type].en.label);
      const needsSomething = TICKET_TYPE_PROOF[type] !== null;
      for (const language of LANGUAGES) {
        expect(TICKET_TYPE_TEXTS[type][language].condition !== null).toBe(needsSomething);
      }
    }
    expect(TICKET_TYPE_PROOF.student).toBe("door");
    expect(TICKET_TYPE_PROOF.pass).toBe("pass");
    expect(TICKET_TYPE_PROOF.prepaid).toBe("prepaid");
  });
});
