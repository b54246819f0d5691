import { type RecommendationsResponse, RecommendationsResponseSchema } from "@cinelux/contract";
import { and, asc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCinema, createShow } from "../../../test/catalog.factories.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import {
  accounts,
  cinemas,
  favouriteCinemas,
  friendships,
  ignoredShows,
  showFeelings,
  showSessions,
  shows,
} from "../../db/schema/index.ts";
import { createBooking } from "../etickets/etickets.factories.ts";

const t = useTestApp({ seed: false });

const CINEMA = "cinelux-paris-bastille";

/** The cinema's programme: six films from tomorrow on, of genres that overlap (drama most). */
beforeAll(async () => {
  const db = t.database.db;
  const cinema = await createCinema(db, { slug: CINEMA, name: "Cinélux Bastille" });
  const programme = [
    ["a-drama", ["drama"]],
    ["b-comedy", ["comedy", "drama"]],
    ["c-horror", ["horror"]],
    ["d-romance", ["romance", "drama"]],
    ["e-thriller", ["thriller"]],
    ["f-war", ["war", "drama"]],
  ] as const;
  for (const [index, [slug, genres]] of programme.entries()) {
    const show = await createShow(db, { slug, genres: [...genres] });
    const startsAt = new Date(Date.now() + (24 + index) * 3_600_000);
    await db.insert(showSessions).values({
      showId: show.id,
      cinemaId: cinema.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      version: "VF",
      auditoriumName: "Salle 1",
      specificities: [],
    });
  }
});

async function recommendationsOf(customer: { id: string }, query = ""): Promise<RecommendationsResponse> {
  const response = await injectAs(t, customer, {
    method: "GET",
    url: `/api/accounts/me/recommendations${query}`,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return RecommendationsResponseSchema.parse(response.json());
}

/** The shows on at the cinema from now on, by slug. */
async function showsOn(cinemaSlug: string) {
  const rows = await t.database.db
    .selectDistinct({ id: shows.id, slug: shows.slug, genres: shows.genres })
    .from(showSessions)
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .where(and(eq(cinemas.slug, cinemaSlug), gt(showSessions.startsAt, new Date())))
    .orderBy(asc(shows.slug));
  return rows;
}

async function showId(slug: string): Promise<string> {
  const [row] = await t.database.db.select({ id: shows.id }).from(shows).where(eq(shows.slug, slug));
  return row?.id ?? "";
}

async function favour(accountId: string, cinemaSlug = CINEMA) {
  const [cinema] = await t.database.db
    .select({ id: cinemas.id })
    .from(cinemas)
    .where(eq(cinemas.slug, cinemaSlug));
  await t.database.db.insert(favouriteCinemas).values({ accountId, cinemaId: cinema?.id ?? "" });
}

async function feel(accountId: string, slug: string, feeling: { intention?: number; emotion?: number }) {
  await t.database.db.insert(showFeelings).values({
    accountId,
    showId: await showId(slug),
    intention: feeling.intention ?? null,
    emotion: feeling.emotion ?? null,
  });
}

describe("GET /api/accounts/me/recommendations", () => {
  it("suggests nothing, and says there is no favourite cinema, before the customer picks one", async () => {
    const customer = await createCustomer(t.database.db, {
      interest: { genres: ["comedy", "drama", "horror"], events: [] },
    });
    expect(await recommendationsOf(customer)).toEqual({ recommendations: [], favouriteCinemas: 0 });
  });

  it("suggests shows on at the favourite cinemas from the genres of interest, each with its reason", async () => {
    const on = await showsOn(CINEMA);
    const genre = on[0]?.genres[0] ?? "drama";
    const customer = await createCustomer(t.database.db, { interest: { genres: [genre], events: [] } });
    await favour(customer.id);
    const { recommendations, favouriteCinemas } = await recommendationsOf(customer, "?language=en");
    expect(favouriteCinemas).toBe(1);
    const expected = on.filter((show) => show.genres.includes(genre)).map((show) => show.slug);
    expect(recommendations.map((entry) => entry.show.slug).sort()).toEqual(expected.slice(0, 12).sort());
    for (const entry of recommendations) {
      expect(entry.reasons[0]).toMatchObject({ kind: "interest" });
      expect(entry.nextSession.cinemaName).toMatch(/Bastille/);
      expect(Date.parse(entry.nextSession.startDate)).toBeGreaterThan(Date.now());
    }
  });

  it("says 'because you liked' a rated film, puts a wish first, and never a show seen, rated or ignored", async () => {
    const on = await showsOn(CINEMA);
    const [wished, seen, ignored, ...others] = on;
    const customer = await createCustomer(t.database.db, {
      // Every genre of the programme: everything on speaks to this customer.
      interest: { genres: [...new Set(on.flatMap((show) => show.genres))].slice(0, 15), events: [] },
    });
    await favour(customer.id);
    const liked = others.find((show) => show.slug !== "nosferatu") ?? others[0];
    await feel(customer.id, wished?.slug ?? "", { intention: 2 });
    await feel(customer.id, liked?.slug ?? "", { emotion: 5 });
    await createBooking(t.database.db, {
      accountId: customer.id,
      startsIn: -3 * 24 * 60,
      showSlug: seen?.slug ?? "",
    });
    await t.database.db.insert(ignoredShows).values({ accountId: customer.id, showId: ignored?.id ?? "" });

    const { recommendations } = await recommendationsOf(customer, "?language=en");
    const slugs = recommendations.map((entry) => entry.show.slug);
    expect(slugs[0]).toBe(wished?.slug);
    expect(recommendations[0]?.reasons[0]).toEqual({ kind: "wished" });
    for (const excluded of [seen?.slug, ignored?.slug, liked?.slug]) {
      expect(slugs).not.toContain(excluded);
    }
    const becauseLiked = recommendations.filter((entry) =>
      entry.reasons.some((reason) => reason.kind === "liked"),
    );
    expect(becauseLiked.length).toBeGreaterThan(0);
    expect(becauseLiked[0]?.reasons).toContainEqual({ kind: "liked", showTitle: expect.any(String) });
  });

  it("tells what an accepted friend liked, never a pending invitee's taste", async () => {
    const on = await showsOn(CINEMA);
    const [target, other] = on;
    const customer = await createCustomer(t.database.db);
    const friend = await createCustomer(t.database.db, { firstName: "Lucie" });
    const stranger = await createCustomer(t.database.db, { firstName: "Marc" });
    await favour(customer.id);
    await feel(friend.id, target?.slug ?? "", { emotion: 5 });
    await feel(stranger.id, other?.slug ?? "", { emotion: 5 });
    const [friendRow] = await t.database.db.select().from(accounts).where(eq(accounts.id, friend.id));
    await t.database.db.insert(friendships).values([
      {
        requesterId: friend.id,
        inviteeMail: customer.mail,
        addresseeId: customer.id,
        acceptedAt: new Date(),
      },
      { requesterId: customer.id, inviteeMail: stranger.mail, addresseeId: stranger.id },
    ]);
    const { recommendations } = await recommendationsOf(customer);
    expect(recommendations.map((entry) => entry.show.slug)).toEqual([target?.slug]);
    expect(recommendations[0]?.reasons).toEqual([
      { kind: "friends", firstName: friendRow?.firstName, others: 0 },
    ]);
  });

  it("shows a second customer nothing of the first one's tastes", async () => {
    const on = await showsOn(CINEMA);
    const first = await createCustomer(t.database.db);
    const second = await createCustomer(t.database.db);
    await favour(first.id);
    await favour(second.id);
    await feel(first.id, on[0]?.slug ?? "", { intention: 2 });
    expect((await recommendationsOf(first)).recommendations).toHaveLength(1);
    expect(await recommendationsOf(second)).toEqual({ recommendations: [], favouriteCinemas: 1 });
  });

  it("refuses an unknown language and a call without a token", async () => {
    const customer = await createCustomer(t.database.db);
    const bad = await injectAs(t, customer, {
      method: "GET",
      url: "/api/accounts/me/recommendations?language=de",
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/accounts/me/recommendations" });
    expect(anonymous.statusCode).toBe(401);
  });
});
