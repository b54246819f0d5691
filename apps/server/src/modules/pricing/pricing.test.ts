import { randomUUID } from "node:crypto";
import { PREMIUM_SUPPLEMENT_CENTS, type SessionConcessions, type SessionPrices } from "@cinelux/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCinema, createShow } from "../../../test/catalog.factories.ts";
import {
  createConcessionItem,
  createPriceList,
  createSession,
  TEST_PRICE_LIST,
} from "../../../test/pricing.factories.ts";
import { pricesForSession } from "./pricing.service.ts";

const t = useTestApp({ seed: false });

/** Wednesday 2 January 2030, 20:00 in Paris. */
const WEDNESDAY_EVENING = new Date("2030-01-02T19:00:00Z");
/** Friday 4 January 2030, 23:30 UTC: already Saturday in Paris. */
const SATURDAY_JUST_AFTER_MIDNIGHT = new Date("2030-01-04T23:30:00Z");
const MINUTE = 60_000;

function priceOf(prices: SessionPrices, type: string): number | undefined {
  return prices.ticketTypes.find((ticket) => ticket.type === type)?.priceCents;
}

describe("GET /api/sessions/{id}/prices", () => {
  let showId: string;
  let frenchCinemaId: string;

  beforeAll(async () => {
    const db = t.database.db;
    showId = (await createShow(db)).id;
    frenchCinemaId = (await createCinema(db)).id;
    await createPriceList(db, frenchCinemaId);
  });

  async function prices(sessionId: string, query = ""): Promise<SessionPrices> {
    const response = await t.app.inject({ method: "GET", url: `/api/sessions/${sessionId}/prices${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SessionPrices>();
  }

  it("prices every ticket type on a weekday IMAX session, the pass paying only the premium supplement", async () => {
    const sessionId = await createSession(t.database.db, {
      cinemaId: frenchCinemaId,
      showId,
      startsAt: WEDNESDAY_EVENING,
      specificities: ["imax", "VO"],
    });
    const answer = await prices(sessionId);
    expect(answer).toMatchObject({
      sessionId,
      currency: "EUR",
      priceDay: "weekday",
      technologies: ["imax"],
      vatRateBasisPoints: 550,
      seatSupplements: TEST_PRICE_LIST.seatSupplements,
    });
    expect(answer.ticketTypes.map((ticket) => [ticket.type, ticket.priceCents])).toEqual([
      ["full", 1300 + 400],
      ["student", 1000 + 400],
      ["senior", 1100 + 400],
      ["under14", 600 + 400],
      ["pass", PREMIUM_SUPPLEMENT_CENTS.fr],
      ["prepaid", 0],
    ]);
    // Without `language`, the cinema's domain's first language.
    expect(answer.ticketTypes[0]?.label).toBe("Plein tarif");
    const student = answer.ticketTypes.find((ticket) => ticket.type === "student");
    expect(student).toMatchObject({ proof: "door", condition: expect.stringContaining("carte d'étudiant") });
  });

  it("takes the weekend's prices by the day in Paris, not in UTC, and words them in `language`", async () => {
    const sessionId = await createSession(t.database.db, {
      cinemaId: frenchCinemaId,
      showId,
      startsAt: SATURDAY_JUST_AFTER_MIDNIGHT,
    });
    const answer = await prices(sessionId, "?language=en");
    expect(answer.priceDay).toBe("weekend");
    expect(priceOf(answer, "full")).toBe(1400);
    expect(priceOf(answer, "pass")).toBe(0);
    expect(answer.ticketTypes.map((ticket) => ticket.label)).toContain("Full price");
  });

  it("answers a Dutch cinema's session in Dutch with the Dutch ticket VAT", async () => {
    const db = t.database.db;
    const cinemaId = (await createCinema(db, { domain: "nl", citySlug: "utrecht", zone: "utrecht" })).id;
    await createPriceList(db, cinemaId, {
      ...TEST_PRICE_LIST,
      weekday: { ...TEST_PRICE_LIST.weekday, full: 1450 },
    });
    const sessionId = await createSession(db, {
      cinemaId,
      showId,
      startsAt: WEDNESDAY_EVENING,
      specificities: ["4dx"],
    });
    const answer = await prices(sessionId);
    expect(answer.vatRateBasisPoints).toBe(900);
    expect(priceOf(answer, "full")).toBe(1450 + 600);
    expect(priceOf(answer, "pass")).toBe(PREMIUM_SUPPLEMENT_CENTS.nl);
    expect(answer.ticketTypes[0]?.label).toBe("Normaal tarief");
  });

  it("sells no ticket type at a cinema without a price list", async () => {
    const db = t.database.db;
    const cinemaId = (await createCinema(db)).id;
    const sessionId = await createSession(db, { cinemaId, showId, startsAt: WEDNESDAY_EVENING });
    expect((await prices(sessionId)).ticketTypes).toEqual([]);
    expect(await pricesForSession({ db, sessionId })).toMatchObject({ priceList: null, ticketTypes: [] });
  });

  it("answers 404 NOT_FOUND for an unknown session and 400 for an id that is no UUID", async () => {
    const unknown = await t.app.inject({ method: "GET", url: `/api/sessions/${randomUUID()}/prices` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(await pricesForSession({ db: t.database.db, sessionId: randomUUID() })).toBeNull();
    const malformed = await t.app.inject({ method: "GET", url: "/api/sessions/tomorrow/prices" });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("GET /api/sessions/{id}/concessions", () => {
  let showId: string;
  let cinemaId: string;
  let popcorn: string;
  let soda: string;
  let iceCream: string;

  beforeAll(async () => {
    const db = t.database.db;
    showId = (await createShow(db)).id;
    cinemaId = (await createCinema(db)).id;
    // Inserted out of order: the menu is listed by position.
    soda = await createConcessionItem(db, cinemaId, {
      name: "Soda",
      position: 2,
      category: "drink",
      priceCents: 450,
    });
    popcorn = await createConcessionItem(db, cinemaId, { name: "Popcorn", position: 1 });
    iceCream = await createConcessionItem(db, cinemaId, {
      name: "Ice cream",
      position: 3,
      category: "iceCream",
      priceCents: 450,
      servedAtSeat: false,
    });
    await createConcessionItem(db, cinemaId, { name: "Sold out", position: 4, available: false });
    // Another cinema's menu is not this one's.
    await createConcessionItem(db, (await createCinema(db)).id, { name: "Elsewhere", position: 1 });
  });

  async function concessions(sessionId: string, query = ""): Promise<SessionConcessions> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/sessions/${sessionId}/concessions${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SessionConcessions>();
  }

  it("lists the cinema's available items in the menu's order, named in `language`", async () => {
    const startsAt = new Date(Date.now() + 120 * MINUTE);
    const sessionId = await createSession(t.database.db, { cinemaId, showId, startsAt });
    const answer = await concessions(sessionId, "?language=nl");
    expect(answer).toMatchObject({
      sessionId,
      currency: "EUR",
      orderable: true,
      orderUntil: new Date(startsAt.getTime() - 30 * MINUTE).toISOString(),
      limitDurationOrder: 30,
      maxPerItem: 10,
    });
    expect(answer.items).toEqual([
      { id: popcorn, name: "Popcorn (nl)", category: "popcorn", priceCents: 650, servedAtSeat: true },
      { id: soda, name: "Soda (nl)", category: "drink", priceCents: 450, servedAtSeat: true },
      { id: iceCream, name: "Ice cream (nl)", category: "iceCream", priceCents: 450, servedAtSeat: false },
    ]);
  });

  it("stops taking orders once the session starts in less than 30 minutes", async () => {
    const soon = await createSession(t.database.db, {
      cinemaId,
      showId,
      startsAt: new Date(Date.now() + 20 * MINUTE),
    });
    const answer = await concessions(soon);
    expect(answer.orderable).toBe(false);
    expect(answer.items).toHaveLength(3);
    expect(answer.items[0]?.name).toBe("Popcorn (fr)");
  });

  it("answers 404 NOT_FOUND for an unknown session", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/sessions/${randomUUID()}/concessions` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
