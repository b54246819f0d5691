import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { footerColumns, shows, showTranslations } from "../../db/schema/index.ts";
import { localizedTitle } from "./footer.presenter.ts";
import { FOOTER_SHOW_COUNT } from "./footer.service.ts";

const t = useTestApp();

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
    expect(body.columns.map((column) => column.title)).toEqual(["Cinélux", "Aide", "Informations légales"]);
    expect(body.columns[0]?.elements).toEqual([
      // Pages of this catalog, named; the web builds their path in the page's language.
      { title: "À propos", url: "catalog:Page/about", newTab: false, cookie: false },
      { title: "Carrières", url: "catalog:Page/careers", newTab: true, cookie: false },
      { title: "Presse", url: "catalog:Page/press", newTab: false, cookie: false },
    ]);
    expect(body.columns[2]?.elements[2]).toEqual({
      title: "Gestion des cookies",
      url: "#cookies",
      newTab: false,
      cookie: true,
    });
    expect(body.socialNetworks.map((network) => network.label)).toEqual([
      "facebook",
      "instagram",
      "tiktok",
      "youtube",
    ]);
    expect(body.socialNetworks[0]?.url).toBe("https://www.facebook.com/cinelux.fr");
    // Only the footer category: the card-photo article stays out.
    expect(body.faq.map((article) => article.title)).toEqual([
      "Comment fonctionne le CINEPASS ?",
      "Comment réserver une séance en ligne ?",
      "Puis-je annuler ou échanger mes billets ?",
      "Comment mettre mon abonnement en pause ?",
    ]);
  });

  it("answers in English on the French domain when asked", async () => {
    const body = await footer("localhost:3000", "?language=en");
    expect(body.columns.map((column) => column.title)).toEqual(["Cinélux", "Help", "Legal"]);
    expect(body.faq[0]?.title).toBe("How does the CINEPASS work?");
  });

  it("answers the Dutch domain in Dutch, with its own links and networks", async () => {
    const body = await footer("nl.localhost:3000");
    expect(body.columns.map((column) => column.title)).toEqual(["Cinélux", "Hulp", "Juridisch"]);
    expect(body.columns[1]?.elements.map((element) => element.title)).toEqual([
      "Veelgestelde vragen",
      "Contact",
      "Toegankelijkheid",
    ]);
    expect(body.columns[1]?.elements.map((element) => element.url)).toEqual([
      "catalog:Faq",
      "catalog:Page/contact",
      "catalog:Page/accessibility",
    ]);
    expect(body.socialNetworks[0]?.url).toBe("https://www.facebook.com/cinelux.nl");
    expect(body.faq).toHaveLength(4);
    expect(body.faq[0]?.title).toBe("Hoe werkt de CINEPASS?");
    expect(JSON.stringify(body)).not.toContain("cinelux.fr");
  });

  it("falls back to English for a language the domain's titles lack", async () => {
    const body = await footer("nl.localhost:3000", "?language=fr");
    expect(body.columns.map((column) => column.title)).toEqual(["Cinélux", "Help", "Legal"]);
    // The FAQ articles are written in all three languages (the FAQ page).
    expect(body.faq[0]?.title).toBe("Comment fonctionne le CINEPASS ?");
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
    expect(body.shows[0]).toEqual({ title: "A Trip to the Moon", slug: "a-trip-to-the-moon", movie: true });
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
    await t.database.db.update(shows).set({ bookable: false }).where(eq(shows.slug, "a-trip-to-the-moon"));
    await changeSeen();
    try {
      const body = await footer("localhost:3000", "?language=en");
      expect(body.shows.map((show) => show.slug)).not.toContain("a-trip-to-the-moon");
      expect(body.shows).toContainEqual(
        expect.objectContaining({ slug: "la-traviata-soiree-lyrique-cinelux", movie: false }),
      );
    } finally {
      await t.database.db.update(shows).set({ bookable: true }).where(eq(shows.slug, "a-trip-to-the-moon"));
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
