import { MoviesToNoteResponseSchema, type ShowToRate } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCinema, createShow } from "../../../test/catalog.factories.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { type AccountRow, ignoredShows, shows } from "../../db/schema/index.ts";
import { createBooking } from "../etickets/etickets.factories.ts";

const t = useTestApp({ seed: false });

/** The cinema and the four films the customers' bookings name. */
beforeAll(async () => {
  const db = t.database.db;
  await createCinema(db, { slug: "cinelux-paris-bastille" });
  for (const [slug, title] of [
    ["metropolis", "Metropolis"],
    ["nosferatu", "Nosferatu"],
    ["the-kid", "The Kid"],
    ["sunrise", "Sunrise"],
  ] as const) {
    await createShow(db, { slug, title });
  }
});

const DAY = 24 * 60;
type Customer = Pick<AccountRow, "id">;

async function toRate(customer: Customer): Promise<ShowToRate[]> {
  const response = await injectAs(t, customer, {
    method: "GET",
    url: "/api/accounts/me/movieToNote?language=en",
  });
  expect(response.statusCode).toBe(200);
  return MoviesToNoteResponseSchema.parse(response.json()).shows;
}

async function sfOf(slug: string): Promise<string> {
  const [row] = await t.database.db.select().from(shows).where(eq(shows.slug, slug));
  return row?.salesforceShowId as string;
}

function ignore(customer: Customer, idSpectacle: string) {
  return injectAs(t, customer, {
    method: "PATCH",
    url: "/api/accounts/me/ignoreMovie",
    payload: { idSpectacle },
  });
}

/** A customer who saw sunrise (twice) and the-kid, has metropolis to come and a cancelled nosferatu. */
async function filmGoer() {
  const customer = await createCustomer(t.database.db);
  const accountId = customer.id;
  const db = t.database.db;
  await createBooking(db, { accountId, startsIn: -20 * DAY, showSlug: "sunrise" });
  await createBooking(db, { accountId, startsIn: -2 * DAY, showSlug: "sunrise" });
  await createBooking(db, { accountId, startsIn: -5 * DAY, showSlug: "the-kid" });
  await createBooking(db, { accountId, startsIn: 2 * DAY, showSlug: "metropolis" });
  await createBooking(db, { accountId, startsIn: -3 * DAY, showSlug: "nosferatu", status: "CANCELLED" });
  return customer;
}

describe("GET /api/accounts/me/movieToNote, the films to rate", () => {
  it("lists each film seen in a confirmed past booking once, the last seen first", async () => {
    const customer = await filmGoer();
    const shows = await toRate(customer);
    expect(shows.map((s) => [s.slug, s.name])).toEqual([
      ["sunrise", "Sunrise"],
      ["the-kid", "The Kid"],
    ]);
    expect(shows[0]?.salesforceShowId).toBe(await sfOf("sunrise"));
  });

  it("drops a film once it is rated, and brings it back when the rating is removed", async () => {
    const customer = await filmGoer();
    const rate = (payload: object) =>
      injectAs(t, customer, {
        method: "POST",
        url: `/api/client/${customer.id}/show/sunrise/emotion`,
        payload,
      });
    expect((await rate({ emotion: 3 })).statusCode).toBe(200);
    expect((await toRate(customer)).map((s) => s.slug)).toEqual(["the-kid"]);
    expect((await rate({ isDelete: true })).statusCode).toBe(200);
    expect((await toRate(customer)).map((s) => s.slug)).toEqual(["sunrise", "the-kid"]);
  });

  it("needs a signed-in customer", async () => {
    expect((await t.app.inject({ url: "/api/accounts/me/movieToNote" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/accounts/me/movieToNote/purge" })).statusCode,
    ).toBe(401);
  });
});

describe("PATCH /api/accounts/me/ignoreMovie", () => {
  it("takes the film off the list for good, and ignoring twice changes nothing", async () => {
    const customer = await filmGoer();
    const response = await ignore(customer, await sfOf("the-kid"));
    expect(response.statusCode).toBe(200);
    expect(MoviesToNoteResponseSchema.parse(response.json()).shows.map((s) => s.slug)).toEqual(["sunrise"]);
    expect((await ignore(customer, await sfOf("the-kid"))).statusCode).toBe(200);
    expect((await toRate(customer)).map((s) => s.slug)).toEqual(["sunrise"]);
  });

  it("answers 404 for a film not seen: to come, cancelled, unknown", async () => {
    const customer = await filmGoer();
    for (const id of [await sfOf("metropolis"), await sfOf("nosferatu"), "SF-999999"]) {
      const response = await ignore(customer, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe("MOVIE_TO_NOTE_NOT_FOUND");
    }
  });

  it("refuses a malformed body", async () => {
    const customer = await filmGoer();
    for (const payload of [
      {},
      { idSpectacle: "" },
      { idSpectacle: "a b" },
      { idSpectacle: "SF-1", more: 1 },
    ]) {
      const response = await injectAs(t, customer, {
        method: "PATCH",
        url: "/api/accounts/me/ignoreMovie",
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe("POST /api/accounts/me/movieToNote/purge", () => {
  it("ignores every film to rate and answers the empty list", async () => {
    const customer = await filmGoer();
    const response = await injectAs(t, customer, {
      method: "POST",
      url: "/api/accounts/me/movieToNote/purge",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ shows: [] });
    expect(await toRate(customer)).toEqual([]);
    const ignored = await t.database.db
      .select()
      .from(ignoredShows)
      .where(eq(ignoredShows.accountId, customer.id));
    expect(ignored.length).toBe(2);
  });
});

describe("another customer", () => {
  it("sees none of the first one's films, cannot ignore them, and their purge leaves them", async () => {
    const first = await filmGoer();
    const second = await createCustomer(t.database.db);
    expect(await toRate(second)).toEqual([]);
    const refused = await ignore(second, await sfOf("sunrise"));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe("MOVIE_TO_NOTE_NOT_FOUND");
    await injectAs(t, second, { method: "POST", url: "/api/accounts/me/movieToNote/purge" });
    expect((await toRate(first)).map((s) => s.slug)).toEqual(["sunrise", "the-kid"]);
  });
});
