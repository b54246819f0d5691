import {
  CATALOG_HORIZON_DAYS,
  type CinemaResponse,
  type CinemaShowsResponse,
  type CinemasResponse,
  type ShowResponse,
  type ShowsResponse,
  type ZoneResponse,
} from "@cinelux/contract/catalog";
import { addDays, daysFrom } from "@cinelux/contract/catalog-rules";
import { ErrorResponseSchema } from "@cinelux/contract/errors";
import { describe, expect, it } from "vitest";
import { FAKE_CINEMAS } from "../data/catalog";
import { MOBILE_KEY_HEADER } from "./catalog";
import { localDateOf } from "./catalog-programme";
import { FR } from "./fakes-test-kit";

const NL = "http://nl.localhost:5173";

async function get<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function refusal(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const body = ErrorResponseSchema.parse(await response.json());
  return { status: response.status, code: body.code, fields: body.fields };
}

const today = () => localDateOf(new Date());

describe("the fake catalog answers as the server (docs/catalog.md)", () => {
  it("lists the domain's bookable shows by title, then coming soon by release date on a Wednesday", async () => {
    const { shows } = await get<ShowsResponse>(`${FR}/api/shows?language=fr`);
    const bookable = shows.filter((show) => !show.comingSoon);
    const titles = bookable.map((show) => show.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator("fr", { sensitivity: "base" }).compare));
    const comingSoon = shows.slice(bookable.length);
    expect(comingSoon.map((show) => show.slug)).toEqual(["the-thief-of-bagdad", "charade"]);
    for (const show of comingSoon) {
      expect(new Date(`${show.releaseDate}T00:00:00Z`).getUTCDay()).toBe(3);
      expect(show.dates).toEqual([]);
    }
    expect(shows.find((show) => show.slug === "nosferatu")?.title).toBe("Nosferatu le vampire");
  });

  it("answers in the domain's first language when none is asked", async () => {
    const french = await get<ShowsResponse>(`${FR}/api/shows`);
    const dutch = await get<ShowsResponse>(`${NL}/api/shows`);
    expect(french.shows.find((show) => show.slug === "the-general")?.title).toBe(
      "Le Mécano de la « General »",
    );
    expect(dutch.shows.find((show) => show.slug === "the-general")?.title).toBe("The General");
    expect(dutch.filters.versions).toEqual(["NL", "OV"]);
    expect(french.filters.versions).toEqual(["VF", "VO", "VOST"]);
  });

  it("gives every bookable show sessions over the next 14 days, today first", async () => {
    const { shows } = await get<ShowsResponse>(`${NL}/api/shows?language=nl`);
    const bookable = shows.filter((show) => show.bookable);
    expect(bookable.length).toBeGreaterThan(5);
    const horizon = daysFrom(today(), CATALOG_HORIZON_DAYS);
    for (const show of bookable) {
      expect(show.dates.length).toBeGreaterThan(0);
      expect(show.dates.every((date) => horizon.includes(date))).toBe(true);
    }
  });

  it("keeps only shows with one session holding the version, technology and date asked", async () => {
    const tomorrow = addDays(today(), 1);
    const url = `${FR}/api/shows?language=fr&version=VO&technology=imax&date=${tomorrow}`;
    const { shows } = await get<ShowsResponse>(url);
    expect(shows.length).toBeGreaterThan(0);
    for (const { slug } of shows) {
      const page = await get<ShowResponse>(`${FR}/api/show/${slug}`);
      const sessions = page.cinemas.flatMap(({ days }) => days.flatMap((day) => day.sessions));
      expect(
        sessions.some(
          (session) =>
            session.version === "VO" &&
            session.technologies.includes("imax") &&
            localDateOf(new Date(session.startsAt)) === tomorrow,
        ),
      ).toBe(true);
    }
    const horror = await get<ShowsResponse>(`${FR}/api/shows?genre=horror`);
    expect(horror.shows.length).toBeGreaterThan(0);
    expect(horror.shows.every((show) => show.genres.includes("horror"))).toBe(true);
    const later = await get<ShowsResponse>(`${FR}/api/shows?date=${addDays(today(), 60)}`);
    expect(later.shows).toEqual([]);
  });

  it("searches titles in the language and the catalog title, ignoring case, accents and punctuation", async () => {
    const slugs = async (url: string) => (await get<ShowsResponse>(url)).shows.map((show) => show.slug);
    expect(await slugs(`${FR}/api/shows?language=fr&q=cuirasse`)).toEqual(["battleship-potemkin"]);
    expect(await slugs(`${FR}/api/shows?language=fr&q=Battleship`)).toEqual(["battleship-potemkin"]);
    expect(await slugs(`${NL}/api/shows?language=nl&q=HAXAN`)).toEqual(["haxan"]);
    expect(await slugs(`${FR}/api/shows?language=en&q=sherlock%20jr.`)).toEqual(["sherlock-jr"]);
    expect(await slugs(`${FR}/api/shows?q=zzz`)).toEqual([]);
  });

  it("refuses values outside the schemas with 400 BAD_REQUEST naming the field", async () => {
    expect(await refusal(`${FR}/api/shows?technology=3d`)).toMatchObject({
      status: 400,
      code: "BAD_REQUEST",
      fields: [{ path: "technology", code: "invalid_value" }],
    });
    expect(await refusal(`${FR}/api/shows?date=2026-02-30`)).toMatchObject({
      status: 400,
      fields: [{ path: "date" }],
    });
    expect(await refusal(`${FR}/api/shows?q=${"a".repeat(81)}`)).toMatchObject({
      status: 400,
      fields: [{ path: "q", code: "too_long" }],
    });
    expect(await refusal(`${FR}/api/show/Nosferatu`)).toMatchObject({
      status: 400,
      fields: [{ path: "slug" }],
    });
    expect(await refusal(`${FR}/api/zone/idf?date=tomorrow`)).toMatchObject({ status: 400 });
    expect(await refusal(`${FR}/api/cinemas?language=de`)).toMatchObject({
      status: 400,
      fields: [{ path: "language" }],
    });
  });

  it("gives a show page with the domain's sessions of the week by cinema and day, and any show of the catalog", async () => {
    const show = await get<ShowResponse>(`${FR}/api/show/metropolis?language=en`);
    expect(show).toMatchObject({ title: "Metropolis", director: "Fritz Lang", movie: true });
    expect(show.synopsis).toMatch(/futuristic city/);
    const week = daysFrom(today(), 7);
    expect(show.cinemas.length).toBeGreaterThan(0);
    for (const { cinema, days } of show.cinemas) {
      expect(cinema.slug.startsWith("cinelux-")).toBe(true);
      expect(days.every((day) => week.includes(day.date) && day.sessions.length > 0)).toBe(true);
    }
    const soon = await get<ShowResponse>(`${NL}/api/show/charade?language=nl`);
    expect(soon.cinemas).toEqual([]);
    expect(soon.comingSoon).toBe(true);
  });

  it("lists each domain's cinemas by name and refuses the other domain's cinema", async () => {
    const french = await get<CinemasResponse>(`${FR}/api/cinemas`);
    const dutch = await get<CinemasResponse>(`${NL}/api/cinemas`);
    expect(french.cinemas.map((cinema) => cinema.slug).sort()).toEqual(
      FAKE_CINEMAS.filter((cinema) => cinema.domain === "fr")
        .map((cinema) => cinema.slug)
        .sort(),
    );
    expect(dutch.cinemas).toHaveLength(6);
    expect(french.cinemas.find((cinema) => cinema.slug === "cinelux-paris-bastille")).toMatchObject({
      zone: "idf",
      hallCount: 12,
      seatCount: 2140,
      coordinates: { latitude: 48.853, longitude: 2.371 },
    });
    expect(await refusal(`${FR}/api/cinema/cinelux-tilburg-pieter-vreede`)).toMatchObject({
      status: 404,
      code: "CINEMA_NOT_FOUND",
    });
  });

  it("gives a cinema its description and the three nearest cinemas, nearest first", async () => {
    const cinema = await get<CinemaResponse>(`${FR}/api/cinema/cinelux-paris-bastille?language=en`);
    expect(cinema.description).toMatch(/Opéra Bastille/);
    expect(cinema.nearbyCinemas.map((other) => other.slug)).toEqual([
      "cinelux-paris-montparnasse",
      "cinelux-paris-batignolles",
      "cinelux-lyon-confluence",
    ]);
  });

  it("gives a cinema its theaters: the halls its sessions name, their seats the cinema's", async () => {
    for (const [site, slug] of [
      [FR, "cinelux-paris-bastille"],
      [NL, "cinelux-utrecht-catharijne"],
    ] as const) {
      const cinema = await get<CinemaResponse>(`${site}/api/cinema/${slug}`);
      expect(cinema.theaters).toHaveLength(cinema.hallCount);
      expect(cinema.theaters.reduce((sum, theater) => sum + theater.seatCount, 0)).toBe(cinema.seatCount);
      const byName = new Map(cinema.theaters.map((theater) => [theater.name, theater]));
      const week = await get<CinemaShowsResponse>(`${site}/api/cinema/${slug}/shows`);
      for (const session of week.days.flatMap((day) => day.shows.flatMap((show) => show.sessions))) {
        expect(byName.get(session.auditoriumName)?.technologies).toEqual(session.technologies);
      }
    }
    const bastille = await get<CinemaResponse>(`${FR}/api/cinema/cinelux-paris-bastille`);
    expect(bastille.theaters[0]).toMatchObject({ name: "Salle 1", technologies: ["imax"] });
  });

  it("gives a cinema's 7 days from today, each show's sessions on its day", async () => {
    const week = await get<CinemaShowsResponse>(
      `${NL}/api/cinema/cinelux-utrecht-catharijne/shows?language=nl`,
    );
    expect(week.cinema).toEqual({ slug: "cinelux-utrecht-catharijne", name: "Cinélux Catharijne" });
    expect(week.days.map((day) => day.date)).toEqual(daysFrom(today(), 7));
    for (const day of week.days) {
      expect(day.shows.length).toBeGreaterThan(0);
      for (const { sessions } of day.shows) {
        expect(sessions.every((session) => localDateOf(new Date(session.startsAt)) === day.date)).toBe(true);
        expect(sessions.every((session) => session.auditoriumName.startsWith("Zaal "))).toBe(true);
      }
    }
  });

  it("gives a zone's day, reads idf as Amsterdam on the Dutch domain and refuses another domain's zone", async () => {
    const tomorrow = addDays(today(), 1);
    const paris = await get<ZoneResponse>(`${FR}/api/zone/idf?date=${tomorrow}`);
    expect(paris).toMatchObject({ zone: "idf", date: tomorrow, dates: daysFrom(today(), 7) });
    expect(paris.cinemas.map(({ cinema }) => cinema.citySlug)).toEqual(["paris", "paris", "paris"]);
    expect(paris.cinemas.every(({ shows }) => shows.length > 0)).toBe(true);
    const amsterdam = await get<ZoneResponse>(`${NL}/api/zone/idf`);
    expect(amsterdam.zone).toBe("amsterdam");
    expect(amsterdam.date).toBe(today());
    expect(await refusal(`${NL}/api/zone/lyon`)).toMatchObject({ status: 404, code: "ZONE_NOT_FOUND" });
    expect(await refusal(`${FR}/api/zone/nowhere`)).toMatchObject({ status: 404, code: "ZONE_NOT_FOUND" });
  });

  it("accepts the domain's mobile key, refuses another with 401 MOBILE_KEY_INVALID", async () => {
    const key = (value: string) => ({ headers: { [MOBILE_KEY_HEADER]: value } });
    await get<ShowsResponse>(`${FR}/api/shows`, key("mk_fake_fr"));
    await get<ShowsResponse>(`${NL}/api/cinemas`, key("mk_fake_nl"));
    for (const path of ["/api/shows", "/api/show/nosferatu", "/api/cinema/nowhere", "/api/zone/idf"]) {
      expect(await refusal(`${FR}${path}`, key("mk_fake_nl"))).toMatchObject({
        status: 401,
        code: "MOBILE_KEY_INVALID",
      });
    }
  });

  it("requires the key on the mobile catalog (settings mobileCatalogBase), not on the web's", async () => {
    const key = (value: string) => ({ headers: { [MOBILE_KEY_HEADER]: value } });
    expect(await refusal(`${FR}/mobile/api/shows`)).toMatchObject({
      status: 401,
      code: "MOBILE_KEY_REQUIRED",
    });
    expect(await refusal(`${FR}/mobile/api/shows`, key("mk_wrong"))).toMatchObject({
      status: 401,
      code: "MOBILE_KEY_INVALID",
    });
    const mobile = await get<CinemasResponse>(`${FR}/mobile/api/cinemas`, key("mk_fake_fr"));
    expect(mobile).toEqual(await get<CinemasResponse>(`${FR}/api/cinemas`));
  });

  it("serves /api/v4/client/shows as /api/shows to a Bearer token only", async () => {
    expect(await refusal(`${FR}/api/v4/client/shows`)).toMatchObject({ status: 401, code: "UNAUTHORIZED" });
    const signedIn = await get<ShowsResponse>(`${FR}/api/v4/client/shows?genre=comedy`, {
      headers: { authorization: "Bearer fake-access-token" },
    });
    expect(signedIn).toEqual(await get<ShowsResponse>(`${FR}/api/shows?genre=comedy`));
  });
});
