import {
  type BookingHistoryResponse,
  type Eticket,
  EticketsResponseSchema,
  shareSegmentOf,
} from "@cinelux/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCinema, createShow } from "../../../test/catalog.factories.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { refunds, shows, showTranslations } from "../../db/schema/index.ts";
import { createBooking } from "./etickets.factories.ts";

const t = useTestApp({ seed: false });

/** The two Paris cinemas and the film the tickets are for (the booking factory's defaults). */
beforeAll(async () => {
  const db = t.database.db;
  await createCinema(db, { slug: "cinelux-paris-bastille", name: "Cinélux Bastille", latitude: "48.8530" });
  await createCinema(db, { slug: "cinelux-paris-montparnasse", name: "Cinélux Montparnasse" });
  await createShow(
    db,
    { slug: "metropolis", title: "Metropolis", durationMinutes: 153 },
    {
      titles: { nl: "Metropolis (NL)" },
    },
  );
});

const HOUR = 60;
const DAY = 24 * HOUR;

async function tickets(customer: { id: string }, query = ""): Promise<Eticket[]> {
  const response = await injectAs(t, customer, { method: "GET", url: `/api/ec/ebillet${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return EticketsResponseSchema.parse(response.json());
}

describe("GET /api/ec/ebillet", () => {
  it("lists the CONFIRMED tickets whose session has not ended, soonest first (SPEC 4)", async () => {
    const customer = await createCustomer(t.database.db);
    const db = t.database.db;
    const accountId = customer.id;
    const later = await createBooking(db, { accountId, startsIn: 3 * DAY });
    const soon = await createBooking(db, { accountId, startsIn: DAY });
    // Started 20 minutes ago, still running: the ticket still opens the door for a latecomer.
    const running = await createBooking(db, { accountId, startsIn: -20 });
    await createBooking(db, { accountId, startsIn: -3 * HOUR }); // ended
    await createBooking(db, { accountId, startsIn: 2 * DAY, status: "CANCELLED" });
    await createBooking(db, { accountId, startsIn: 2 * DAY, status: "REFUNDED" });
    await createBooking(db, { accountId, startsIn: 2 * DAY, status: "PENDING" });

    const listed = await tickets(customer);
    expect(listed.map((ticket) => ticket.id)).toEqual([running.id, soon.id, later.id]);
  });

  it("gives every field of SPEC 3, amounts in cents, GPS from the cinema, the media pipeline's backdrop", async () => {
    const customer = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, {
      accountId: customer.id,
      startsIn: 2 * DAY,
      refundable: true,
      totalAmount: 31.6,
      means: "VISA",
      options: [{ label: "Boisson 50 cl", quantity: 2 }],
    });
    const [ticket] = await tickets(customer);
    expect(ticket).toMatchObject({
      id: booking.id,
      bookingId: booking.bookingRef,
      code: booking.code,
      website: "cinelux.fr",
      language: "fr",
      payment: { means: "VISA", totalAmount: 3160, currency: "EUR" },
      seats: ["F6", "F7"],
      seatType: "standard",
      options: [{ label: "Boisson 50 cl", quantity: 2 }],
      clickAndServe: { concessions: true, activated: true, eligible: true, limitDurationOrder: 30 },
      show: { slug: "metropolis", duration: 153, backdropUrl: "/media/backdrops/metropolis.jpg" },
      cinema: { id: booking.cinemaId, gpsPosition: { latitude: 48.853, longitude: expect.any(Number) } },
      session: {
        id: booking.sessionId,
        version: "VOST",
        auditoriumName: "Salle 4",
        specificities: ["dolby"],
      },
      refundable: true,
    });
    expect(ticket?.code).toMatch(/^[0-9A-F]{20}$/);
  });

  it("is not refundable once the session has started, even when sold as refundable", async () => {
    const customer = await createCustomer(t.database.db);
    await createBooking(t.database.db, { accountId: customer.id, startsIn: -5, refundable: true });
    const [ticket] = await tickets(customer);
    expect(ticket?.refundable).toBe(false);
    expect(ticket?.clickAndServe.eligible).toBe(false);
  });

  it("speaks the request's language (SPEC 7), and refuses an unknown one", async () => {
    const customer = await createCustomer(t.database.db);
    await createBooking(t.database.db, { accountId: customer.id, startsIn: DAY });
    const [nl] = await t.database.db
      .select({ title: showTranslations.title })
      .from(showTranslations)
      .innerJoin(shows, eq(shows.id, showTranslations.showId))
      .where(and(eq(shows.slug, "metropolis"), eq(showTranslations.language, "nl")));
    const [ticket] = await tickets(customer, "?language=nl");
    expect(ticket?.language).toBe("nl");
    expect(ticket?.show.title).toBe(nl?.title ?? "Metropolis");
    const refused = await injectAs(t, customer, { method: "GET", url: "/api/ec/ebillet?language=de" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("BAD_REQUEST");
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/ec/ebillet" })).statusCode).toBe(401);
  });

  it("never shows a customer another customer's tickets", async () => {
    const first = await createCustomer(t.database.db);
    const second = await createCustomer(t.database.db);
    await createBooking(t.database.db, { accountId: first.id, startsIn: DAY });
    expect(await tickets(second)).toEqual([]);
    expect(await tickets(first)).toHaveLength(1);
  });
});

async function history(customer: { id: string }, query = ""): Promise<BookingHistoryResponse> {
  const response = await injectAs(t, customer, { method: "GET", url: `/api/accounts/me/bookings${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as BookingHistoryResponse;
}

describe("GET /api/accounts/me/bookings (booking history)", () => {
  it("lists past, cancelled and refunded bookings newest first, paginated, with a total per year", async () => {
    const db = t.database.db;
    const customer = await createCustomer(db);
    const accountId = customer.id;
    const seen = await createBooking(db, { accountId, startsIn: -10 * DAY, totalAmount: 12.9 });
    const older = await createBooking(db, { accountId, startsIn: -400 * DAY, totalAmount: 25.8 });
    const cancelled = await createBooking(db, { accountId, startsIn: 5 * DAY, status: "CANCELLED" });
    const refunded = await createBooking(db, { accountId, startsIn: -30 * DAY, status: "REFUNDED" });
    await db.insert(refunds).values({ bookingId: refunded.id, amount: 2580, means: "CB" });
    await createBooking(db, { accountId, startsIn: DAY }); // to come: a ticket, not history
    await createBooking(db, { accountId, startsIn: -DAY, status: "PENDING" });

    const first = await history(customer, "?page=1&pageSize=2");
    expect(first.total).toBe(4);
    expect(first.bookings.map((booking) => booking.id)).toEqual([cancelled.id, seen.id]);
    expect(first.bookings[0]?.status).toBe("CANCELLED");
    const second = await history(customer, "?page=2&pageSize=2");
    expect(second.bookings.map((booking) => booking.id)).toEqual([refunded.id, older.id]);
    expect(second.bookings[0]?.refund).toMatchObject({ amount: 2580, means: "CB" });
    expect(second.bookings[1]).toMatchObject({ amount: 2580, status: "CONFIRMED", refund: null });

    // The years of the whole history are on every page; only kept bookings count as spent.
    expect(second.years).toEqual(first.years);
    const years = first.years;
    expect(years.reduce((sum, year) => sum + year.bookings, 0)).toBe(4);
    expect(years.reduce((sum, year) => sum + year.amount, 0)).toBe(1290 + 2580);
    expect(years.reduce((sum, year) => sum + year.refunded, 0)).toBe(2580);
    expect(years.map((year) => year.year)).toEqual([...years.map((year) => year.year)].sort((a, b) => b - a));
  });

  it("refuses a page size over 50 or an unknown parameter", async () => {
    const customer = await createCustomer(t.database.db);
    for (const query of ["?pageSize=51", "?page=0", "?sort=asc", "?page=x"]) {
      const response = await injectAs(t, customer, {
        method: "GET",
        url: `/api/accounts/me/bookings${query}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("shows a second customer none of the first one's bookings", async () => {
    const first = await createCustomer(t.database.db);
    const second = await createCustomer(t.database.db);
    await createBooking(t.database.db, { accountId: first.id, startsIn: -DAY });
    expect((await history(first)).total).toBe(1);
    expect(await history(second)).toEqual({ bookings: [], page: 1, pageSize: 10, total: 0, years: [] });
  });
});

describe("GET /api/ec/shared/V{cinema}S{session} (SPEC 7 share link)", () => {
  it("shows the session to anyone, without a token and without any customer data", async () => {
    const customer = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, { accountId: customer.id, startsIn: DAY });
    const share = shareSegmentOf({ cinemaId: booking.cinemaId, sessionId: booking.sessionId });
    const response = await t.app.inject({ method: "GET", url: `/api/ec/shared/${share}?language=en` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["cinema", "session", "show"]);
    expect(body.session).toMatchObject({ id: booking.sessionId, version: "VOST" });
    expect(body.cinema.id).toBe(booking.cinemaId);
    expect(response.body).not.toContain(booking.bookingRef);
    expect(response.body).not.toContain(booking.code);
    expect(response.body).not.toContain(customer.mail);
  });

  it("answers 400 to a malformed link and 404 to a session that is not that cinema's", async () => {
    const customer = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, { accountId: customer.id, startsIn: DAY });
    const malformed = await t.app.inject({ method: "GET", url: "/api/ec/shared/V1S2" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "SHARE_LINK_INVALID" });
    const other = await createBooking(t.database.db, {
      accountId: customer.id,
      startsIn: DAY,
      cinemaSlug: "cinelux-paris-montparnasse",
    });
    const wrongCinema = shareSegmentOf({ cinemaId: other.cinemaId, sessionId: booking.sessionId });
    const missing = await t.app.inject({ method: "GET", url: `/api/ec/shared/${wrongCinema}?language=nl` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: "SHARED_SESSION_NOT_FOUND",
      message: "Deze voorstelling bestaat niet (meer).",
    });
  });
});
