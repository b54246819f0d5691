import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type {
  CinemaResponse,
  CinemaShowsResponse,
  CinemasResponse,
  ShowResponse,
  ShowsResponse,
  TrailersResponse,
  ZoneResponse,
} from "@cinelux/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { PublicReadCache } from "../../db/notify-cache.ts";
import { shows, showTranslations } from "../../db/schema/index.ts";
import { localDateOf } from "../../lib/local-time.ts";
import { catalogCacheControl, MOBILE_KEY_HEADER } from "./catalog.http.ts";
import { FILTERED_ANSWERS_KEPT, primeProgrammes } from "./catalog.programme.ts";
import { getShows, getZone } from "./catalog.service.ts";
import { addDays, today as catalogToday } from "./catalog-days.ts";

const t = useTestApp();

const FR = "localhost:3000";
const NL = "nl.localhost:3000";
const CACHE_CONTROL = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

async function get<T>(url: string, host = FR, headers: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ method: "GET", url, headers: { host, ...headers } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  expect(response.headers["cache-control"]).toMatch(CACHE_CONTROL);
  expect(response.headers.etag).toMatch(/^".+"$/);
  expect(response.headers["set-cookie"]).toBeUndefined();
  return response.json() as T;
}

async function failure(url: string, host = FR, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: "GET", url, headers: { host, ...headers } });
  return { status: response.statusCode, code: (response.json() as { code: string }).code };
}

/** After a committed change: waits until its NOTIFY emptied the public read cache. */
async function changeSeen() {
  for (let i = 0; t.app.publicReads.size > 0; i += 1) {
    expect(i).toBeLessThan(100);
    await sleep(20);
  }
}

const today = () => localDateOf(new Date());

describe("GET /api/shows", () => {
  it("lists the domain's shows with flags, genres, age rating, artwork and localized titles", async () => {
    const { shows: list, filters } = await get<ShowsResponse>("/api/shows?language=fr");
    expect(list.length).toBeGreaterThan(10);
    const nosferatu = list.find((show) => show.slug === "nosferatu");
    expect(nosferatu).toMatchObject({
      title: "Nosferatu le vampire",
      movie: true,
      genres: ["horror"],
      durationMinutes: 94,
      ageRating: "12",
      posterUrl: "/media/posters/nosferatu.jpg",
      backdropUrl: "/media/backdrops/nosferatu.jpg",
    });
    for (const show of list) {
      expect(show.comingSoon || show.presales || show.dates.length > 0).toBe(true);
    }
    // Bookable first, coming soon (by release date) last.
    const firstComingSoon = list.findIndex((show) => show.comingSoon);
    expect(firstComingSoon).toBeGreaterThan(0);
    expect(list.slice(firstComingSoon).every((show) => show.comingSoon)).toBe(true);
    expect(filters.versions.every((version) => ["VO", "VF", "VOST"].includes(version))).toBe(true);
    // The seed plans from its own start on: late in the evening, today may have no session left.
    expect([today(), addDays(today(), 1)]).toContain(filters.dates[0]);
  });

  it("answers in the request's language, the domain's first by default", async () => {
    const english = await get<ShowsResponse>("/api/shows?language=en");
    const french = await get<ShowsResponse>("/api/shows");
    const dutch = await get<ShowsResponse>("/api/shows", NL);
    // Each title as stored in the show's translation of that language.
    const stored = await t.database.db
      .select({ slug: shows.slug, language: showTranslations.language, title: showTranslations.title })
      .from(showTranslations)
      .innerJoin(shows, eq(shows.id, showTranslations.showId));
    const titleOf = (slug: string, language: string) =>
      stored.find((row) => row.slug === slug && row.language === language)?.title;
    for (const [answer, language] of [
      [english, "en"],
      [french, "fr"],
      [dutch, "nl"],
    ] as const) {
      expect(answer.shows.length).toBeGreaterThan(0);
      for (const show of answer.shows) {
        expect(show.title).toBe(titleOf(show.slug, language));
      }
    }
    // The languages differ somewhere, so a title in the wrong one is seen.
    const frenchTitle = (slug: string) => french.shows.find((show) => show.slug === slug)?.title;
    expect(english.shows.some((show) => show.title !== frenchTitle(show.slug))).toBe(true);
  });

  it("keeps only shows of a genre", async () => {
    const { shows: list } = await get<ShowsResponse>("/api/shows?genre=comedy");
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((show) => show.genres.includes("comedy"))).toBe(true);
  });

  it("keeps only shows with a session in the version, the technology and on the date asked", async () => {
    const vf = await get<ShowsResponse>("/api/shows?version=VF");
    expect(vf.shows.length).toBeGreaterThan(0);
    expect(vf.shows.every((show) => show.versions.includes("VF"))).toBe(true);
    const imax = await get<ShowsResponse>("/api/shows?technology=imax");
    expect(imax.shows.length).toBeGreaterThan(0);
    expect(imax.shows.every((show) => show.technologies.includes("imax"))).toBe(true);
    const tomorrow = addDays(today(), 1);
    const dated = await get<ShowsResponse>(`/api/shows?date=${tomorrow}`);
    expect(dated.shows.length).toBeGreaterThan(0);
    expect(dated.shows.every((show) => show.dates.includes(tomorrow))).toBe(true);
    const nothing = await get<ShowsResponse>(`/api/shows?date=${addDays(today(), 60)}`);
    expect(nothing.shows).toEqual([]);
  });

  it("serves the Dutch domain's versions there", async () => {
    const { shows: list } = await get<ShowsResponse>("/api/shows?version=NL", NL);
    expect(list.length).toBeGreaterThan(0);
    const onFrench = await get<ShowsResponse>("/api/shows?version=NL");
    expect(onFrench.shows).toEqual([]);
  });

  it("finds titles without case or accents, in the language asked and by the catalog title", async () => {
    const cuirasse = await get<ShowsResponse>("/api/shows?q=CUIRASSE&language=fr");
    expect(cuirasse.shows.map((show) => show.slug)).toEqual(["battleship-potemkin"]);
    // "Het kabinet" or "De dief": a Dutch title's words, in capitals, find it on the Dutch domain.
    const { shows: dutch } = await get<ShowsResponse>("/api/shows?language=nl", NL);
    const target = dutch.find((show) => show.title.includes(" ")) ?? dutch[0];
    const words = target?.title.split(" ").slice(-2).join(" ").toUpperCase() ?? "";
    const found = await get<ShowsResponse>(`/api/shows?q=${encodeURIComponent(words)}&language=nl`, NL);
    expect(found.shows.map((show) => show.slug)).toContain(target?.slug);
    const haxan = await get<ShowsResponse>(`/api/shows?q=${encodeURIComponent("Häxan")}&language=en`);
    expect(haxan.shows.map((show) => show.slug)).toEqual(["haxan"]);
    const morts = await get<ShowsResponse>("/api/shows?q=morts%20vivants&language=fr");
    expect(morts.shows.map((show) => show.slug)).toEqual(["night-of-the-living-dead"]);
  });

  it.each([
    ["genre=western"],
    ["version=VX"],
    ["technology=3d"],
    ["date=2026-02-30"],
    ["date=tomorrow"],
    [`q=${"a".repeat(81)}`],
    ["language=de"],
  ])("refuses %s with a coded 400", async (query) => {
    expect(await failure(`/api/shows?${query}`)).toEqual({ status: 400, code: "BAD_REQUEST" });
  });
});

describe("GET /api/shows/trailers", () => {
  it("lists the listed shows that have a trailer, with the key of its self-hosted video", async () => {
    const { trailers } = await get<TrailersResponse>("/api/shows/trailers?language=en");
    expect(trailers.length).toBeGreaterThan(3);
    for (const trailer of trailers) {
      // The seed's key is the slug: the video is /media/v1/trailers/{slug}-{height}.{format}.
      expect(trailer.trailerKey).toBe(trailer.slug);
    }
    expect(trailers.some((trailer) => trailer.slug === "metropolis")).toBe(true);
    expect(trailers.some((trailer) => trailer.slug === "sherlock-jr")).toBe(false);
  });
});

describe("GET /api/show/{slug}", () => {
  it("gives the show page: synopsis, cast, director and the week's sessions by cinema and day", async () => {
    const show = await get<ShowResponse>("/api/show/metropolis?language=nl", NL);
    expect(show).toMatchObject({ slug: "metropolis", director: "Fritz Lang", title: "Metropolis" });
    expect(show.cast).toContain("Brigitte Helm");
    expect(show.synopsis).toMatch(/arbeiders/);
    const week = [0, 1, 2, 3, 4, 5, 6].map((days) => addDays(today(), days));
    for (const { cinema, days } of show.cinemas) {
      expect(cinema.slug).toMatch(/amsterdam|rotterdam|den-haag|utrecht|tilburg/);
      for (const day of days) {
        expect(week).toContain(day.date);
        for (const session of day.sessions) {
          expect(localDateOf(new Date(session.startsAt))).toBe(day.date);
          expect(session.time).toMatch(/^\d{2}:\d{2}$/);
          expect(["OV", "NL"]).toContain(session.version);
        }
      }
    }
  });

  it("serves a coming-soon show with its release date and no session", async () => {
    const show = await get<ShowResponse>("/api/show/charade?language=en");
    expect(show).toMatchObject({ comingSoon: true, bookable: false, cinemas: [] });
    expect(show.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers 404 SHOW_NOT_FOUND for an unknown slug, 400 for a malformed one", async () => {
    expect(await failure("/api/show/no-such-film")).toEqual({ status: 404, code: "SHOW_NOT_FOUND" });
    expect(await failure("/api/show/Not%20A%20Slug")).toEqual({ status: 400, code: "BAD_REQUEST" });
  });
});

describe("GET /api/cinemas and /api/cinema/{slug}", () => {
  it("lists only the domain's cinemas with halls, seats, accessibility and coordinates", async () => {
    const french = await get<CinemasResponse>("/api/cinemas");
    expect(french.cinemas).toHaveLength(7);
    expect(french.cinemas.find((cinema) => cinema.slug === "cinelux-paris-bastille")).toMatchObject({
      citySlug: "paris",
      zone: "idf",
      hallCount: 12,
      seatCount: 2140,
      hasPmrService: true,
      tags: ["imax", "dolby"],
      coordinates: { latitude: 48.853, longitude: 2.371 },
    });
    const dutch = await get<CinemasResponse>("/api/cinemas", NL);
    expect(dutch.cinemas).toHaveLength(6);
    expect(dutch.cinemas.every((cinema) => cinema.zone === cinema.citySlug)).toBe(true);
  });

  it("gives one cinema, its description and the three nearest cinemas of the domain", async () => {
    const cinema = await get<CinemaResponse>("/api/cinema/cinelux-paris-bastille?language=en");
    expect(cinema.description).toMatch(/Opéra Bastille/);
    expect(cinema.nearbyCinemas.map((other) => other.slug)).toEqual([
      "cinelux-paris-montparnasse",
      "cinelux-paris-batignolles",
      "cinelux-lyon-confluence",
    ]);
    const distances = cinema.nearbyCinemas.map((other) => other.distanceKm);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it("answers 404 CINEMA_NOT_FOUND for an unknown slug and for the other domain's cinema", async () => {
    expect(await failure("/api/cinema/nowhere")).toEqual({ status: 404, code: "CINEMA_NOT_FOUND" });
    expect(await failure("/api/cinema/cinelux-tilburg-pieter-vreede")).toEqual({
      status: 404,
      code: "CINEMA_NOT_FOUND",
    });
    expect(await failure("/api/cinema/nowhere/shows")).toEqual({ status: 404, code: "CINEMA_NOT_FOUND" });
  });

  it("gives a cinema's 7 days, each with its shows' sessions at that cinema", async () => {
    const week = await get<CinemaShowsResponse>("/api/cinema/cinelux-lyon-confluence/shows?language=fr");
    expect(week.cinema).toEqual({ slug: "cinelux-lyon-confluence", name: "Cinélux Confluence" });
    expect(week.days.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((d) => addDays(today(), d)));
    expect(week.days[1]?.shows.length).toBeGreaterThan(0);
    for (const day of week.days) {
      for (const { sessions } of day.shows) {
        expect(sessions.length).toBeGreaterThan(0);
        expect(sessions.every((session) => localDateOf(new Date(session.startsAt)) === day.date)).toBe(true);
      }
    }
  });
});

describe("GET /api/zone/{zone}", () => {
  it("gives the Paris area's cinemas with the day's sessions by show", async () => {
    const tomorrow = addDays(today(), 1);
    const zone = await get<ZoneResponse>(`/api/zone/idf?date=${tomorrow}`);
    expect(zone.zone).toBe("idf");
    expect(zone.date).toBe(tomorrow);
    expect(zone.dates).toHaveLength(7);
    expect(zone.cinemas.map(({ cinema }) => cinema.citySlug)).toEqual(["paris", "paris", "paris"]);
    const sessions = zone.cinemas.flatMap(({ shows: list }) => list.flatMap((entry) => entry.sessions));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((session) => localDateOf(new Date(session.startsAt)) === tomorrow)).toBe(true);
  });

  it("has a zone per other city on each domain, and today by default", async () => {
    const lyon = await get<ZoneResponse>("/api/zone/lyon");
    expect(lyon.date).toBe(today());
    expect(lyon.cinemas.map(({ cinema }) => cinema.slug)).toEqual(["cinelux-lyon-confluence"]);
    const amsterdam = await get<ZoneResponse>("/api/zone/amsterdam", NL);
    expect(amsterdam.cinemas).toHaveLength(2);
  });

  it("answers 404 ZONE_NOT_FOUND for a zone the domain does not have", async () => {
    expect(await failure("/api/zone/atlantis")).toEqual({ status: 404, code: "ZONE_NOT_FOUND" });
    expect(await failure("/api/zone/amsterdam")).toEqual({ status: 404, code: "ZONE_NOT_FOUND" });
    expect(await failure("/api/zone/lyon", NL)).toEqual({ status: 404, code: "ZONE_NOT_FOUND" });
  });

  it("reads the settings' default city idf on the Dutch domain as its default zone, Amsterdam", async () => {
    const zone = await get<ZoneResponse>("/api/zone/idf", NL);
    expect(zone.zone).toBe("amsterdam");
    expect(zone.cinemas.map(({ cinema }) => cinema.citySlug)).toEqual(["amsterdam", "amsterdam"]);
    expect(await failure("/api/zone/idf?date=2026-13-01")).toEqual({ status: 400, code: "BAD_REQUEST" });
  });
});

describe("GET /api/v4/client/shows", () => {
  it("refuses a request without a token", async () => {
    expect(await failure("/api/v4/client/shows")).toEqual({ status: 401, code: "UNAUTHORIZED" });
  });

  it("serves the same shows to a signed-in customer, kept by no shared cache", async () => {
    const customer = await createCustomer(t.database.db);
    const response = await injectAs(t, customer, {
      method: "GET",
      url: "/api/v4/client/shows?genre=drama",
      headers: { host: FR },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const publicAnswer = await get<ShowsResponse>("/api/shows?genre=drama");
    expect(response.json()).toEqual(publicAnswer);
  });
});

describe("mobile apps (SPEC 7 x-lcpg-mobile-key)", () => {
  async function mobileKey(host: string): Promise<string> {
    const response = await t.app.inject({ method: "GET", url: "/api/settings", headers: { host } });
    return (response.json() as { mobileKey: string }).mobileKey;
  }

  it("accepts the domain's key", async () => {
    const key = await mobileKey(FR);
    const { cinemas } = await get<CinemasResponse>("/api/cinemas", FR, { [MOBILE_KEY_HEADER]: key });
    expect(cinemas.length).toBe(7);
  });

  it("refuses a wrong key, and the other domain's, with a coded 401", async () => {
    expect(await failure("/api/shows", FR, { [MOBILE_KEY_HEADER]: "mk_wrong" })).toEqual({
      status: 401,
      code: "MOBILE_KEY_INVALID",
    });
    const dutchKey = await mobileKey(NL);
    expect(await failure("/api/cinemas", FR, { [MOBILE_KEY_HEADER]: dutchKey })).toEqual({
      status: 401,
      code: "MOBILE_KEY_INVALID",
    });
  });
});

describe("caching", () => {
  it("answers 304 without a body when If-None-Match names the ETag", async () => {
    // Tomorrow's schedule: late in the evening today's has no session left, and an empty schedule
    // reads the same in every language (same ETag), which is not what the last request checks.
    const url = `/api/zone/idf?date=${addDays(today(), 1)}`;
    const first = await t.app.inject({ method: "GET", url, headers: { host: FR } });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      method: "GET",
      url,
      headers: { host: FR, "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({
      method: "GET",
      url: `${url}&language=en`,
      headers: { host: FR, "if-none-match": etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it("sends the same answer compressed per encoding, each representation with its own ETag", async () => {
    // Tomorrow's schedule, which has sessions at any hour (a late-evening empty one is too small to compress).
    const url = `/api/zone/idf?date=${addDays(today(), 1)}`;
    const plain = await t.app.inject({ url, headers: { host: FR } });
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        url,
        headers: { host: FR, "accept-encoding": encoding },
      });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.headers.etag).toBe(
        (plain.headers.etag as string).replace(/"$/, encoding === "br" ? '-br"' : '-gz"'),
      );
      expect(decode(response.rawPayload).toString("utf8")).toBe(plain.body);
    }
  });

  it("keeps one programme per domain and day in the public read cache, whatever pages are asked", async () => {
    await get<ShowsResponse>("/api/shows");
    expect(t.app.publicReads.has(`catalog programme fr ${today()}`)).toBe(true);
    const size = t.app.publicReads.size;
    for (const url of [
      "/api/show/nosferatu?language=en",
      "/api/show/metropolis",
      "/api/cinema/cinelux-nice-promenade",
      "/api/cinema/cinelux-nice-promenade/shows?language=en",
      "/api/zone/nice",
      "/api/shows?q=kid",
    ]) {
      await get(url);
    }
    expect(t.app.publicReads.size).toBe(size);
  });

  it("reads each domain's programme ahead (primeProgrammes), so a first visitor finds it cached", async () => {
    const cache = new PublicReadCache({ listen: async () => ({ close: async () => undefined }) });
    await cache.start(t.database);
    await primeProgrammes(t.database.db, cache);
    expect(cache.has(`catalog programme fr ${today()}`)).toBe(true);
    expect(cache.has(`catalog programme nl ${today()}`)).toBe(true);
    await cache.stop();
  });

  it("keeps the recent filtered lists, at most FILTERED_ANSWERS_KEPT, and never a search", async () => {
    const options = { db: t.database.db, host: FR, cache: t.app.publicReads, language: "fr" as const };
    const comedy = await getShows({ ...options, filters: { genre: "comedy" } });
    expect(await getShows({ ...options, filters: { genre: "comedy" } })).toBe(comedy);
    const search = await getShows({ ...options, filters: { q: "kid" } });
    expect(await getShows({ ...options, filters: { q: "kid" } })).not.toBe(search);
    for (let days = 0; days < FILTERED_ANSWERS_KEPT; days++) {
      await getShows({ ...options, filters: { date: addDays(today(), days) } });
    }
    const rebuilt = await getShows({ ...options, filters: { genre: "comedy" } });
    expect(rebuilt).not.toBe(comedy);
    expect(rebuilt).toEqual(comedy);
  });

  it("drops cached answers when a catalog table changes (NOTIFY public_read_changed)", async () => {
    const before = await get<ShowResponse>("/api/show/sunrise?language=en");
    expect(before.title).toBe("Sunrise");
    const [row] = await t.database.db.select({ id: shows.id }).from(shows).where(eq(shows.slug, "sunrise"));
    const showId = row?.id as string;
    await t.database.db
      .update(showTranslations)
      .set({ title: "Sunrise: A Song of Two Humans" })
      .where(and(eq(showTranslations.showId, showId), eq(showTranslations.language, "en")));
    try {
      await changeSeen();
      const after = await get<ShowResponse>("/api/show/sunrise?language=en");
      expect(after.title).toBe("Sunrise: A Song of Two Humans");
    } finally {
      await t.database.db
        .update(showTranslations)
        .set({ title: "Sunrise" })
        .where(and(eq(showTranslations.showId, showId), eq(showTranslations.language, "en")));
      await changeSeen();
    }
  });
});

describe("the day boundary", () => {
  it("lets shared caches keep an answer only until local midnight", () => {
    // 20 March 2026, Paris on UTC+1: 12:00 and 23:59:30 local.
    expect(catalogCacheControl(new Date("2026-03-20T11:00:00Z"))).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    expect(catalogCacheControl(new Date("2026-03-20T22:59:30Z"))).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=0",
    );
    // 23:57 local: a minute kept, then two stale at most.
    expect(catalogCacheControl(new Date("2026-03-20T22:57:00Z"))).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=120",
    );
  });

  it("answers each second for itself, though the last second's answer is kept", () => {
    // 23:59:59.999 local, then 00:00:00.000 the next day: one millisecond, two days.
    const lastMoment = new Date("2026-03-20T22:59:59.999Z");
    const midnight = new Date("2026-03-20T23:00:00.000Z");
    expect(catalogToday(lastMoment)).toBe("2026-03-20");
    expect(catalogToday(new Date("2026-03-20T22:59:59.000Z"))).toBe("2026-03-20");
    expect(catalogToday(midnight)).toBe("2026-03-21");
    expect(catalogToday(lastMoment)).toBe("2026-03-20");
    expect(catalogCacheControl(lastMoment)).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=0");
    expect(catalogCacheControl(midnight)).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  });

  it("serves the next day's schedule once the local date changes, though the cache is warm", async () => {
    const now = new Date();
    const options = { db: t.database.db, host: FR, cache: t.app.publicReads, zone: "idf" };
    const first = await getZone({ ...options, now });
    const next = await getZone({ ...options, now: new Date(now.getTime() + 86_400_000) });
    expect(first?.date).toBe(today());
    expect(next?.date).toBe(addDays(today(), 1));
    expect(next?.dates[0]).toBe(addDays(today(), 1));
  });
});
