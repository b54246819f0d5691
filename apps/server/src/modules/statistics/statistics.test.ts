import { type StatisticsResponse, StatisticsResponseSchema } from "@cinelux/contract";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { addBookingHistory } from "../../../test/booking-history.ts";
import { createCinema, createShow } from "../../../test/catalog.factories.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { invoices, passCards, showSessions, siteSettings, subscriptions } from "../../db/schema/index.ts";
import { localDateOf } from "../../lib/local-time.ts";
import { createBooking } from "../etickets/etickets.factories.ts";

const t = useTestApp({ seed: false });

/** The catalog the sessions are seen in: two Paris cinemas and four films, as the tests name them. */
beforeAll(async () => {
  const db = t.database.db;
  await createCinema(db, { slug: "cinelux-paris-bastille", name: "Cinélux Bastille" });
  await createCinema(db, { slug: "cinelux-paris-montparnasse", name: "Cinélux Montparnasse" });
  for (const [slug, durationMinutes, genres] of [
    ["metropolis", 153, ["science-fiction", "drama"]],
    ["nosferatu", 94, ["horror"]],
    ["the-kid", 68, ["comedy", "drama"]],
    ["sunrise", 94, ["romance", "drama"]],
  ] as const) {
    await createShow(db, { slug, durationMinutes, genres: [...genres] });
  }
});

const DAY = 24 * 60;
const thisYear = Number(localDateOf(new Date()).slice(0, 4));

async function statisticsOf(customer: { id: string }, query = ""): Promise<StatisticsResponse> {
  const response = await injectAs(t, customer, { method: "GET", url: `/api/accounts/me/statistics${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return StatisticsResponseSchema.parse(response.json());
}

/** A session seen `daysAgo` days ago (ended), in `version`. */
async function seen(
  accountId: string,
  options: { daysAgo: number; showSlug: string; cinemaSlug?: string; version?: string; means?: string },
) {
  const booking = await createBooking(t.database.db, {
    accountId,
    startsIn: -options.daysAgo * DAY,
    lengthMinutes: 120,
    showSlug: options.showSlug,
    cinemaSlug: options.cinemaSlug ?? "cinelux-paris-bastille",
    means: options.means ?? "CB",
    totalAmount: options.means === "CINEPASS" ? 0 : 25.8,
  });
  await t.database.db
    .update(showSessions)
    .set({ version: options.version ?? "VF" })
    .where(eq(showSessions.id, booking.sessionId));
  return booking;
}

describe("GET /api/accounts/me/statistics", () => {
  it("computes SPEC 3's five figures from the sessions seen only", async () => {
    const customer = await createCustomer(t.database.db);
    const id = customer.id;
    // metropolis (153 min, science-fiction + drama), nosferatu (94, horror), the-kid (68, comedy + drama)
    await seen(id, { daysAgo: 3, showSlug: "metropolis", version: "VOST" });
    await seen(id, {
      daysAgo: 10,
      showSlug: "nosferatu",
      version: "VF",
      cinemaSlug: "cinelux-paris-montparnasse",
    });
    await seen(id, { daysAgo: 20, showSlug: "the-kid", version: "VO" });
    // Not seen: cancelled, refunded, to come.
    await createBooking(t.database.db, { accountId: id, startsIn: -5 * DAY, status: "CANCELLED" });
    await createBooking(t.database.db, { accountId: id, startsIn: -5 * DAY, status: "REFUNDED" });
    await createBooking(t.database.db, { accountId: id, startsIn: 2 * DAY });

    const statistics = await statisticsOf(customer, "?language=en");
    expect(statistics).toMatchObject({
      timeSpent: 153 + 94 + 68,
      showsSeen: 3,
      favoriteGenre: { id: "drama", label: "Drama", count: 2 },
      mostVisitedCinema: { slug: "cinelux-paris-bastille", count: 2 },
      voPercent: 67,
    });
    expect(statistics.cinemas.map((cinema) => [cinema.slug, cinema.count])).toEqual([
      ["cinelux-paris-bastille", 2],
      ["cinelux-paris-montparnasse", 1],
    ]);
    expect(statistics.genres[0]).toEqual({ id: "drama", label: "Drama", count: 2 });
    expect(statistics.genres).toHaveLength(4);
    expect(statistics.months).toHaveLength(12);
    expect(statistics.months.reduce((sum, month) => sum + month.count, 0)).toBe(3);
  });

  it("labels genres in the asked language", async () => {
    const customer = await createCustomer(t.database.db);
    await seen(customer.id, { daysAgo: 2, showSlug: "nosferatu" });
    expect((await statisticsOf(customer, "?language=nl")).favoriteGenre?.label).toBe("Horror");
    expect((await statisticsOf(customer, "?language=fr")).favoriteGenre?.label).toBe("Épouvante-horreur");
  });

  it("answers zeros and nulls before the first session", async () => {
    const customer = await createCustomer(t.database.db);
    const statistics = await statisticsOf(customer);
    expect(statistics).toMatchObject({
      timeSpent: 0,
      showsSeen: 0,
      favoriteGenre: null,
      mostVisitedCinema: null,
      voPercent: 0,
      genres: [],
      cinemas: [],
      recap: {
        year: thisYear,
        showsSeen: 0,
        minutes: 0,
        passSeats: 0,
        ticketsValue: 0,
        passCost: 0,
        saved: 0,
      },
    });
    expect(statistics.months.every((month) => month.count === 0)).toBe(true);
  });

  it("recaps the year: pass seats at the ticket price less the pass's invoices of the year", async () => {
    const customer = await createCustomer(t.database.db);
    const id = customer.id;
    const day = localDateOf(new Date());
    const daysIntoYear = Math.floor((Date.parse(day) - Date.parse(`${thisYear}-01-01`)) / 86_400_000);
    // Two pass sessions (two seats each, createBooking's F6 and F7) this year, a paid one, and one last year.
    await seen(id, { daysAgo: 0.125, showSlug: "metropolis", means: "CINEPASS" });
    await seen(id, { daysAgo: 0.125, showSlug: "sunrise", means: "CINEPASS" });
    await seen(id, { daysAgo: 0.125, showSlug: "nosferatu" });
    await seen(id, { daysAgo: daysIntoYear + 30, showSlug: "the-kid", means: "CINEPASS" });
    const [card] = await t.database.db
      .insert(passCards)
      .values({
        accountId: id,
        type: "CINEPASS",
        label: "Cinépass",
        number: `62800${String(Date.now()).slice(-11)}`,
        code: `STAT-${id}`,
        holderLastName: "Client",
      })
      .returning();
    const [subscription] = await t.database.db
      .insert(subscriptions)
      .values({
        accountId: id,
        cardId: card?.id ?? "",
        subscriptionNumber: `AB-STAT-${id.slice(0, 8)}`,
        plan: "CINEPASS",
        domain: "fr",
        startDate: `${thisYear - 1}-01-05`,
        commitmentEndDate: `${thisYear + 1}-01-05`,
        billingDay: 5,
      })
      .returning();
    const invoice = (year: number, month: string, amountCents: number) => ({
      accountId: id,
      subscriptionId: subscription?.id ?? "",
      number: `STAT-${id.slice(0, 8)}-${year}-${month}`,
      periodStart: `${year}-${month}-05`,
      periodEnd: `${year}-${month}-28`,
      amountCents,
      status: "paid" as const,
      issuedOn: `${year}-${month}-05`,
    });
    await t.database.db
      .insert(invoices)
      .values([
        invoice(thisYear, "01", 2290),
        invoice(thisYear, "02", 2290),
        invoice(thisYear - 1, "12", 9999),
      ]);

    const { recap } = await statisticsOf(customer);
    expect(recap).toEqual({
      year: thisYear,
      showsSeen: 3,
      minutes: 153 + 94 + 94,
      passSeats: 4,
      ticketsValue: 4 * 1290,
      passCost: 4580,
      saved: 4 * 1290 - 4580,
    });
    const last = (await statisticsOf(customer, `?year=${thisYear - 1}`)).recap;
    expect(last).toMatchObject({ year: thisYear - 1, showsSeen: 1, passSeats: 2, passCost: 9999 });
  });

  it("stays a few aggregate queries for a customer with thousands of bookings", async () => {
    const customer = await createCustomer(t.database.db);
    await addBookingHistory(t.database.db, {
      accountId: customer.id,
      prefix: `STAT-${customer.id.slice(0, 8)}`,
      past: 3000,
      cancelled: 200,
      upcoming: 5,
    });
    const started = performance.now();
    const statistics = await statisticsOf(customer);
    expect(statistics.showsSeen).toBe(3000);
    expect(statistics.mostVisitedCinema?.count).toBe(3000);
    // Generous for a shared 2-core machine: a row loop over 3,000 bookings would take seconds.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("shows a second customer nothing of the first one's sessions", async () => {
    const first = await createCustomer(t.database.db);
    const second = await createCustomer(t.database.db);
    await seen(first.id, { daysAgo: 4, showSlug: "metropolis" });
    expect((await statisticsOf(first)).showsSeen).toBe(1);
    expect(await statisticsOf(second)).toMatchObject({ showsSeen: 0, timeSpent: 0, mostVisitedCinema: null });
  });

  it("refuses a year out of bounds and a call without a token", async () => {
    const customer = await createCustomer(t.database.db);
    const bad = await injectAs(t, customer, { method: "GET", url: "/api/accounts/me/statistics?year=1789" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeTypeOf("string");
    const anonymous = await t.app.inject({ method: "GET", url: "/api/accounts/me/statistics" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 FEATURE_DISABLED where statisticsEnabled is off (SPEC 2)", async () => {
    const customer = await createCustomer(t.database.db);
    const setFlag = (on: boolean) =>
      t.database.db
        .update(siteSettings)
        .set({ flags: sql`flags || ${JSON.stringify({ statisticsEnabled: on })}::jsonb` })
        .where(eq(siteSettings.domain, "fr"));
    await setFlag(false);
    try {
      const off = await injectAs(t, customer, { method: "GET", url: "/api/accounts/me/statistics" });
      expect(off.statusCode).toBe(404);
      expect(off.json().code).toBe("FEATURE_DISABLED");
    } finally {
      await setFlag(true);
    }
  });
});
