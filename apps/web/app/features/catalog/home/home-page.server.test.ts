import { DOMAINS, type Domain } from "@cinelux/contract/domains";
import type { Flags } from "@cinelux/contract/flags";
import { describe, expect, it } from "vitest";
import { expectLanguageVersions } from "../shared/catalog-test-kit";
import { loadCatalogHome, pickHero, splitShows } from "./home-page.server";
import { TEST_SHOWS, type TestCatalogOptions, testCatalog, testSummary } from "./test-home";

const NOW = new Date("2026-11-23T12:00:00Z"); // 13:00 in Paris: the 10:00 session has started.

const FLAGS_ON = { subscriptionEnabled: true, clubCineluxEnabled: true } as Partial<Flags>;

async function load(
  path: string,
  {
    domain = DOMAINS.fr,
    flags = FLAGS_ON,
    now = NOW,
    ...catalog
  }: TestCatalogOptions & { domain?: Domain; flags?: Partial<Flags>; now?: Date } = {},
) {
  const url = new URL(path, domain.id === "nl" ? "http://nl.localhost:3000" : "http://localhost:3000");
  const [, language] = url.pathname.replace(/\.data$/, "").split("/");
  return loadCatalogHome({
    params: { language },
    request: new Request(url),
    catalog: testCatalog({ zone: domain.id === "nl" ? "amsterdam" : "idf", ...catalog }),
    domain,
    flags,
    now,
  });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) {
      return error;
    }
    if (error && typeof error === "object" && "init" in error) {
      const init = (error as { init: ResponseInit | null }).init;
      return new Response(null, init ?? undefined);
    }
    throw error;
  }
  throw new Error("expected the loader to throw");
}

describe("the catalog home's loader", () => {
  it("splits now showing (bookable, released) from coming soon (presales included)", () => {
    const { nowShowing, comingSoon } = splitShows(TEST_SHOWS);
    expect(nowShowing.map((show) => show.slug)).toEqual(["metropolis", "nosferatu", "swan-lake"]);
    expect(comingSoon.map((show) => show.slug)).toEqual(["the-kid"]);
  });

  it("features the first now-showing movie with a trailer, else the first movie", () => {
    expect(pickHero(TEST_SHOWS)?.slug).toBe("metropolis");
    const noTrailer = [testSummary({ slug: "swan-lake", movie: false }), testSummary({ slug: "nosferatu" })];
    expect(pickHero(noTrailer)?.slug).toBe("nosferatu");
    expect(pickHero([])).toBeUndefined();
  });

  it("gives rows of posters linking each show's page in the page language", async () => {
    const home = await load("/fr");
    expect(home.hero).toMatchObject({ slug: "metropolis", href: "/fr/films/metropolis", ageShort: "-12" });
    expect(home.nowShowing.map((show) => show.href)).toEqual([
      "/fr/films/metropolis",
      "/fr/films/nosferatu",
      "/fr/evenements/swan-lake",
    ]);
    expect(home.nowShowing[1]?.genres).toEqual(["Épouvante-horreur"]);
    expect(home.comingSoon).toEqual([
      expect.objectContaining({ slug: "the-kid", presales: true, releaseDate: "16 décembre" }),
    ]);
    const english = await load("/en");
    expect(english.nowShowing.map((show) => show.href)).toContain("/en/events/swan-lake");
    expect(english.moviesHref).toBe("/en/movies");
  });

  it("lists trailers other than the featured show's, each with its show page", async () => {
    const home = await load("/fr");
    expect(home.trailers).toEqual([
      {
        slug: "nosferatu",
        title: "Nosferatu",
        href: "/fr/films/nosferatu",
        trailerKey: "nosferatu01",
      },
    ]);
  });

  it("shows the domain's default zone today, marking started sessions, with the week's day links", async () => {
    const home = await load("/fr");
    expect(home.schedule).toMatchObject({ zone: "idf", date: "2026-11-23", longDate: "lundi 23 novembre" });
    expect(home.schedule?.days.map((day) => [day.date, day.today])).toEqual([
      ["2026-11-23", true],
      ["2026-11-24", false],
      ["2026-11-25", false],
    ]);
    const [cinema] = home.schedule?.cinemas ?? [];
    expect(cinema).toMatchObject({ name: "Cinélux Montparnasse", href: "/fr/cinema/cinelux-montparnasse" });
    expect(
      cinema?.shows[0]?.sessions.map((session) => [session.time, session.started, session.versionLabel]),
    ).toEqual([
      ["10:00", true, "Version originale sous-titrée"],
      ["20:30", false, "Version française"],
    ]);
  });

  it("shows Amsterdam's schedule on the Dutch domain, in Dutch", async () => {
    const home = await load("/nl", { domain: DOMAINS.nl });
    expect(home.schedule?.zone).toBe("amsterdam");
    expect(home.schedule?.cinemas[0]?.name).toBe("Cinélux Amsterdam Centrum");
    expect(home.schedule?.cinemas[0]?.href).toBe("/nl/bioscoop/cinelux-amsterdam-centrum");
    expect(home.schedule?.longDate).toBe("maandag 23 november");
  });

  it("reads ?day= when it is one of the zone's days, and ignores any other", async () => {
    const calls: (string | undefined)[] = [];
    const home = await load("/fr?day=2026-11-24", { zoneCalls: calls });
    expect(home.schedule?.date).toBe("2026-11-24");
    expect(calls).toEqual([undefined, "2026-11-24"]);
    for (const day of ["2026-12-30", "tomorrow", "2026-11-23"]) {
      const other: (string | undefined)[] = [];
      const fallback = await load(`/fr?day=${day}`, { zoneCalls: other });
      expect(fallback.schedule?.date).toBe("2026-11-23");
      expect(other).toEqual([undefined]);
    }
  });

  it("opens on tomorrow's schedule once today's last session has started, today's tab kept", async () => {
    // 21:00 in Paris: today's 10:00 and 20:30 sessions have both started.
    const late = new Date("2026-11-23T20:00:00Z");
    const calls: (string | undefined)[] = [];
    const night = await load("/fr", { now: late, zoneCalls: calls });
    expect(night.schedule?.date).toBe("2026-11-24");
    expect(night.schedule?.cinemas[0]?.shows[0]?.sessions.map((session) => session.started)).toEqual([
      false,
      false,
    ]);
    expect(night.schedule?.days[0]).toMatchObject({ date: "2026-11-23", today: true });
    expect(calls).toEqual([undefined, "2026-11-24"]);
    // Picked, today shows its sessions, greyed out.
    const today = await load("/fr?day=2026-11-23", { now: late });
    expect(today.schedule?.date).toBe("2026-11-23");
    expect(today.schedule?.cinemas[0]?.shows[0]?.sessions.every((session) => session.started)).toBe(true);
    // A day without any session (a programme seeded in the evening) opens on tomorrow too.
    expect((await load("/fr", { emptyDays: ["2026-11-23"] })).schedule?.date).toBe("2026-11-24");
  });

  it("keeps an empty day's schedule (the page says so) and drops cinemas without sessions", async () => {
    const home = await load("/fr", { zoneCinemas: [] });
    expect(home.schedule?.cinemas).toEqual([]);
    const nothing = await load("/fr", { shows: [] });
    expect(nothing.hero).toBeNull();
    expect(nothing.nowShowing).toEqual([]);
    expect(nothing.seo.jsonLd).toContain('"itemListElement":[]');
  });

  it("shows each promotion only with its flag on", async () => {
    expect((await load("/fr")).promotions).toEqual({
      subscription: "/fr/abonnement",
      club: "/fr/club-cinelux",
    });
    expect((await load("/en")).promotions.subscription).toBe("/en/cinepass");
    expect((await load("/fr", { flags: {} })).promotions).toEqual({ subscription: null, club: null });
    expect((await load("/fr", { flags: { clubCineluxEnabled: true } })).promotions).toEqual({
      subscription: null,
      club: "/fr/club-cinelux",
    });
  });

  it("describes itself: canonical, hreflang on both domains, description, image, ItemList of the movies", async () => {
    const home = await load("/fr");
    expectLanguageVersions(home, { fr: "/fr", nl: "/nl", en: "/en" }, { domain: "fr", language: "fr" });
    expect(home.seo.description).toMatch(/^Les films à l'affiche/);
    expect(home.seo.image).toBe("http://localhost:3000/media/backdrops/metropolis.jpg");
    const jsonLd = JSON.parse(home.seo.jsonLd ?? "null");
    expect(jsonLd["@type"]).toBe("ItemList");
    // Movies only: the ballet is an event, not a Movie.
    expect(
      jsonLd.itemListElement.map((entry: { item: { name: string; url: string } }) => entry.item),
    ).toEqual([
      expect.objectContaining({
        "@type": "Movie",
        name: "Metropolis",
        url: "http://localhost:3000/fr/films/metropolis",
      }),
      expect.objectContaining({ "@type": "Movie", name: "Nosferatu" }),
    ]);
    const dutch = await load("/nl", { domain: DOMAINS.nl });
    expect(dutch.seo.alternates.find((link) => link.hrefLang === "x-default")?.href).toBe(
      "http://nl.localhost:3000/nl",
    );
  });

  it("answers 404 for an unknown language or without a catalog; a client navigation's .data is the page", async () => {
    expect((await thrown(load("/de"))).status).toBe(404);
    const noCatalog = loadCatalogHome({
      params: { language: "fr" },
      request: new Request("http://localhost:3000/fr"),
      catalog: undefined,
      domain: DOMAINS.fr,
      flags: {},
    });
    expect((await thrown(noCatalog)).status).toBe(404);
    const data = await load("/fr.data?day=2026-11-24");
    expect(data.schedule?.date).toBe("2026-11-24");
    expect(data.seo.canonical).toBe("http://localhost:3000/fr");
  });
});
