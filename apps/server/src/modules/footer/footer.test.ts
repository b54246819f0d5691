import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { DomainId } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createShow } from "../../../test/catalog.factories.ts";
import { createFaqArticle } from "../../../test/faq.factories.ts";
import { createFooterColumn, createSocialNetwork } from "../../../test/footer.factories.ts";
import { footerColumns, shows, showTranslations } from "../../db/schema/index.ts";
import { localizedTitle } from "./footer.presenter.ts";
import { FOOTER_SHOW_COUNT } from "./footer.service.ts";

const t = useTestApp({ seed: false });

type Titles = { fr: string; nl: string; en: string };
type LinkContent = { titles: Titles; url: string; newTab?: boolean; cookie?: boolean };

/** The file's footer columns, the same on both domains, each titled in the domain's language and English. */
const COLUMNS: { key: string; titles: Titles; links: LinkContent[] }[] = [
  {
    key: "chain",
    titles: { fr: "La chaîne du test", nl: "De keten van de test", en: "The test's chain" },
    links: [
      {
        titles: { fr: "À propos du test", nl: "Over de test", en: "About the test" },
        url: "catalog:Page/test-about",
      },
      {
        titles: { fr: "Emplois du test", nl: "Banen van de test", en: "The test's jobs" },
        url: "catalog:Page/test-jobs",
        newTab: true,
      },
    ],
  },
  {
    key: "help",
    titles: { fr: "Aide du test", nl: "Hulp van de test", en: "The test's help" },
    links: [
      {
        titles: { fr: "Questions du test", nl: "Vragen van de test", en: "The test's questions" },
        url: "catalog:Faq",
      },
      {
        titles: { fr: "Contacter le test", nl: "Contact met de test", en: "Contact the test" },
        url: "catalog:Page/test-contact",
      },
    ],
  },
  {
    key: "legal",
    titles: { fr: "Le droit du test", nl: "Het recht van de test", en: "The test's law" },
    links: [
      {
        titles: { fr: "Conditions du test", nl: "Voorwaarden van de test", en: "The test's terms" },
        url: "catalog:Page/test-terms",
      },
      {
        titles: { fr: "Cookies du test", nl: "Cookies van de test", en: "The test's cookies" },
        url: "#cookies",
        cookie: true,
      },
    ],
  },
];

const NETWORKS = ["facebook", "instagram", "tiktok"];
const networkUrl = (domain: DomainId, label: string) => `https://${label}.example/test-${domain}`;

/** The footer category's articles of each domain, written in the three languages (the FAQ page). */
const ARTICLES: Titles[] = [1, 2, 3].map((n) => ({
  fr: `La question ${n} du test ?`,
  nl: `Vraag ${n} van de test?`,
  en: `The test's question ${n}?`,
}));

/** Bookable films, each released under its own title in fr and nl: "The test's film 01" and so on. */
const FILM_COUNT = FOOTER_SHOW_COUNT + 2;
const FIRST = "a-first-film-of-the-test";
const EVENT = "an-opera-evening-of-the-test";

/** On a domain's page: its language and English only, as the footer stores titles. */
const titlesOn = (domain: DomainId, titles: Titles) => ({ [domain]: titles[domain], en: titles.en });

beforeAll(async () => {
  const db = t.database.db;
  for (const domain of ["fr", "nl"] as const) {
    for (const [index, column] of COLUMNS.entries()) {
      await createFooterColumn(db, {
        domain,
        id: `${domain}-${column.key}`,
        position: index + 1,
        titles: titlesOn(domain, column.titles),
        links: column.links.map((link) => ({ ...link, titles: titlesOn(domain, link.titles) })),
      });
    }
    for (const [index, label] of NETWORKS.entries()) {
      await createSocialNetwork(db, { domain, label, url: networkUrl(domain, label), position: index + 1 });
    }
    for (const [index, titles] of ARTICLES.entries()) {
      await createFaqArticle(db, {
        domain,
        id: `ka-test-${domain}-${index + 1}`,
        position: index + 1,
        titles,
      });
    }
    // Another category's article: the footer leaves it out.
    await createFaqArticle(db, {
      domain,
      categoryId: "kac-test-card",
      position: 0,
      titles: { fr: "Photo de carte du test", nl: "Pasfoto van de test", en: "The test's card photo" },
    });
  }
  for (let n = 1; n <= FILM_COUNT; n += 1) {
    const number = String(n).padStart(2, "0");
    await createShow(
      db,
      { title: `The test's film ${number}`, slug: `test-film-${number}` },
      { titles: { fr: `Le film du test ${number}`, nl: `De film van de test ${number}` } },
    );
  }
  // First in English ("A first..."), last in French and Dutch: each page orders its own titles.
  await createShow(
    db,
    { title: "A first film of the test", slug: FIRST },
    { titles: { fr: "Un premier film du test", nl: "Een eerste film van de test" } },
  );
  await createShow(
    db,
    { title: "An opera evening of the test", slug: EVENT, isMovie: false },
    { titles: { fr: "Une soirée d'opéra du test", nl: "Een operavond van de test" } },
  );
  // Would come first by title if listed: a show no longer bookable.
  await createShow(
    db,
    { title: "A bygone film of the test", slug: "a-bygone-film-of-the-test", bookable: false },
    { titles: { fr: "Un film du test, passé", nl: "Een film van de test, voorbij" } },
  );
});

/**
 * After a committed change: waits for its notification to empty the app's footer cache
 * (db/notify-cache.ts), delivered asynchronously on PostgreSQL. Any read after that sees the change.
 */
async function changeSeen() {
  for (let i = 0; t.app.publicReads.size > 0; i += 1) {
    expect(i).toBeLessThan(100);
    await sleep(20);
  }
}

type Footer = {
  shows: { title: string; slug: string; movie: boolean }[];
  columns: { title: string; elements: { title: string; url: string; newTab: boolean; cookie: boolean }[] }[];
  socialNetworks: { label: string; url: string }[];
  faq: { id: string; title: string }[];
};

async function footer(host: string, query = ""): Promise<Footer> {
  const response = await t.app.inject({ method: "GET", url: `/api/footer${query}`, headers: { host } });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("public, max-age=300");
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  return response.json();
}

describe("GET /api/footer", () => {
  it("answers the French domain in French by default, without a token", async () => {
    const body = await footer("localhost:3000");
    expect(body.columns.map((column) => column.title)).toEqual([
      "La chaîne du test",
      "Aide du test",
      "Le droit du test",
    ]);
    expect(body.columns[0]?.elements).toEqual([
      // Pages of this catalog, named; the web builds their path in the page's language.
      { title: "À propos du test", url: "catalog:Page/test-about", newTab: false, cookie: false },
      { title: "Emplois du test", url: "catalog:Page/test-jobs", newTab: true, cookie: false },
    ]);
    expect(body.columns[2]?.elements[1]).toEqual({
      title: "Cookies du test",
      url: "#cookies",
      newTab: false,
      cookie: true,
    });
    expect(body.socialNetworks.map((network) => network.label)).toEqual(NETWORKS);
    expect(body.socialNetworks[0]?.url).toBe(networkUrl("fr", "facebook"));
    // Only the footer category: the card-photo article stays out.
    expect(body.faq.map((article) => article.title)).toEqual(ARTICLES.map((titles) => titles.fr));
  });

  it("answers in English on the French domain when asked", async () => {
    const body = await footer("localhost:3000", "?language=en");
    expect(body.columns.map((column) => column.title)).toEqual([
      "The test's chain",
      "The test's help",
      "The test's law",
    ]);
    expect(body.faq[0]?.title).toBe("The test's question 1?");
  });

  it("answers the Dutch domain in Dutch, with its own links and networks", async () => {
    const body = await footer("nl.localhost:3000");
    expect(body.columns.map((column) => column.title)).toEqual([
      "De keten van de test",
      "Hulp van de test",
      "Het recht van de test",
    ]);
    expect(body.columns[1]?.elements.map((element) => element.title)).toEqual([
      "Vragen van de test",
      "Contact met de test",
    ]);
    expect(body.columns[1]?.elements.map((element) => element.url)).toEqual([
      "catalog:Faq",
      "catalog:Page/test-contact",
    ]);
    expect(body.socialNetworks[0]?.url).toBe(networkUrl("nl", "facebook"));
    expect(body.faq).toHaveLength(ARTICLES.length);
    expect(body.faq[0]?.title).toBe("Vraag 1 van de test?");
    expect(body.faq.map((article) => article.id)).toEqual(["ka-test-nl-1", "ka-test-nl-2", "ka-test-nl-3"]);
    expect(JSON.stringify(body)).not.toContain("test-fr");
  });

  it("falls back to English for a language the domain's titles lack", async () => {
    const body = await footer("nl.localhost:3000", "?language=fr");
    expect(body.columns.map((column) => column.title)).toEqual([
      "The test's chain",
      "The test's help",
      "The test's law",
    ]);
    // The FAQ articles are written in all three languages (the FAQ page).
    expect(body.faq[0]?.title).toBe("La question 1 du test ?");
    await t.database.db
      .insert(footerColumns)
      .values({ id: "fr-extra", domain: "fr", position: 9, titles: { en: "Partners" } });
    await changeSeen();
    try {
      expect((await footer("localhost:3000")).columns.at(-1)).toEqual({ title: "Partners", elements: [] });
    } finally {
      await t.database.db.delete(footerColumns).where(eq(footerColumns.id, "fr-extra"));
      await changeSeen();
    }
  });

  it(`lists at most ${FOOTER_SHOW_COUNT} bookable shows by their title in the page's language`, async () => {
    const body = await footer("localhost:3000", "?language=en");
    expect(body.shows).toHaveLength(FOOTER_SHOW_COUNT);
    expect(body.shows[0]).toEqual({ title: "A first film of the test", slug: FIRST, movie: true });
    const unbookable = await t.database.db.select().from(shows).where(eq(shows.bookable, false));
    expect(unbookable.length).toBeGreaterThan(0);
    for (const show of unbookable) {
      expect(body.shows.map((item) => item.slug)).not.toContain(show.slug);
    }
    expect((await footer("nl.localhost:3000", "?language=en")).shows).toEqual(body.shows);
    // No English title on a French or a Dutch page: each lists the titles as released there.
    for (const [host, language] of [
      ["localhost:3000", "fr"],
      ["nl.localhost:3000", "nl"],
    ] as const) {
      const listed = (await footer(host)).shows;
      const released = await t.database.db
        .select({ slug: shows.slug, title: showTranslations.title })
        .from(showTranslations)
        .innerJoin(shows, eq(shows.id, showTranslations.showId))
        .where(eq(showTranslations.language, language));
      const titleOf = new Map(released.map((row) => [row.slug, row.title]));
      expect(listed).toHaveLength(FOOTER_SHOW_COUNT);
      for (const show of listed) {
        expect(show.title).toBe(titleOf.get(show.slug));
      }
      expect(listed.map((show) => show.title)).not.toEqual(body.shows.map((show) => show.title));
    }
  });

  it("drops a show once it is no longer bookable, and marks an event as not a movie", async () => {
    await t.database.db.update(shows).set({ bookable: false }).where(eq(shows.slug, FIRST));
    await changeSeen();
    try {
      const body = await footer("localhost:3000", "?language=en");
      expect(body.shows.map((show) => show.slug)).not.toContain(FIRST);
      expect(body.shows).toContainEqual(expect.objectContaining({ slug: EVENT, movie: false }));
    } finally {
      await t.database.db.update(shows).set({ bookable: true }).where(eq(shows.slug, FIRST));
      await changeSeen();
    }
  });

  it("refuses an unknown language", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/footer?language=de" });
    expect(response.statusCode).toBe(400);
  });
});

describe("GET /api/footer, cached bytes", () => {
  const get = (headers: Record<string, string>) =>
    t.app.inject({
      method: "GET",
      url: "/api/footer?language=fr",
      headers: { host: "localhost:3000", ...headers },
    });

  it("compresses the cached answer once per encoding and sends the same bytes every time", async () => {
    const identity = await get({});
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers.vary).toBe("Accept-Encoding");
    const first = await get({ "accept-encoding": "gzip, deflate, br" });
    const second = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toBe("Accept-Encoding");
    expect(first.headers["cache-control"]).toBe("public, max-age=300");
    expect(Number(first.headers["content-length"])).toBe(first.rawPayload.length);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).toString("utf8")).toBe(identity.body);
    const gzip = await get({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(identity.body);
    // One strong validator per representation.
    const tags = [identity, first, gzip].map((response) => response.headers.etag);
    expect(new Set(tags).size).toBe(3);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^"[\w-]+-br"$/);
  });

  it("answers 304 without a body when If-None-Match names the representation sent", async () => {
    const first = await get({ "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await get({ "accept-encoding": "br", "if-none-match": `"other", W/${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.headers.vary).toBe("Accept-Encoding");
    // The brotli representation's tag does not validate the gzip one.
    const gzip = await get({ "accept-encoding": "gzip", "if-none-match": etag });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("drops the compressed bytes and their ETag when a change is notified", async () => {
    const before = await get({ "accept-encoding": "br" });
    await t.database.db
      .insert(footerColumns)
      .values({ id: "fr-cached", domain: "fr", position: 9, titles: { fr: "Partenaires", en: "Partners" } });
    await changeSeen();
    try {
      const after = await get({ "accept-encoding": "br", "if-none-match": String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const body = JSON.parse(brotliDecompressSync(after.rawPayload).toString("utf8")) as Footer;
      expect(body.columns.at(-1)).toEqual({ title: "Partenaires", elements: [] });
    } finally {
      await t.database.db.delete(footerColumns).where(eq(footerColumns.id, "fr-cached"));
      await changeSeen();
    }
  });
});

describe("the footer's OpenAPI", () => {
  it("declares the language parameter and every status", async () => {
    const operation = (await t.openApi()).paths["/api/footer"]?.get;
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(["200", "304", "400"]);
    expect(operation?.parameters?.map((parameter) => parameter.name)).toEqual(["language"]);
  });
});

describe("localizedTitle", () => {
  it("takes the language, else English, else any stored title", () => {
    expect(localizedTitle({ fr: "Aide", en: "Help" }, "fr")).toBe("Aide");
    expect(localizedTitle({ nl: "Hulp", en: "Help" }, "fr")).toBe("Help");
    expect(localizedTitle({ nl: "Hulp" } as never, "fr")).toBe("Hulp");
    expect(localizedTitle(null, "fr")).toBe("");
  });
});
