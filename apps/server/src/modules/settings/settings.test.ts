import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { ERROR_MESSAGES, FLAG_NAMES } from "@cinelux/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { siteSettings } from "../../db/schema/index.ts";
import { getSettings } from "./settings.service.ts";

const t = useTestApp({ seed: false });

async function settings(host: string, query = "") {
  return t.app.inject({ method: "GET", url: `/api/settings${query}`, headers: { host } });
}

/**
 * After a committed change: waits for its notification to empty the app's settings cache
 * (db/notify-cache.ts), delivered asynchronously on PostgreSQL. Any read after that sees the change.
 */
async function changeSeen() {
  for (let i = 0; t.app.publicReads.size > 0; i += 1) {
    expect(i).toBeLessThan(100);
    await sleep(20);
  }
}

async function setFlags(domain: "fr" | "nl", change: string) {
  await t.database.db
    .update(siteSettings)
    .set({ flags: sql.raw(`flags ${change}`), updatedAt: new Date() })
    .where(eq(siteSettings.domain, domain));
  await changeSeen();
}

describe("GET /api/settings", () => {
  it("answers the French domain's settings on localhost, without a token, cacheable for a minute", async () => {
    const response = await settings("localhost:3000");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = response.json();
    expect(body).toMatchObject({
      domain: "fr",
      languages: ["fr", "en"],
      currency: "EUR",
      environment: "dev",
      urls: { catalogBase: "", logoutReturn: "http://localhost:3000/", errorPath: "/" },
      ageRestriction: 15,
      defaultCity: "idf",
      fileUploadParams: {
        maxFileSize: 512000,
        allowedMimeTypes: ["image/jpeg", "image/png", "image/heif", "image/webp", "image/heic"],
      },
      mobileKey: expect.stringMatching(/^mk_[0-9a-f]{32}$/),
      captcha: { provider: "altcha", challengeUrl: "/api/captcha" },
      injections: [],
    });
    expect(Object.keys(body.flags).sort()).toEqual([...FLAG_NAMES].sort());
    expect(Object.values(body.flags).every((value) => value === true)).toBe(true);
  });

  it("answers the Dutch domain's settings on nl.localhost: nl and en, no Offers menu", async () => {
    const body = (await settings("nl.localhost:3000")).json();
    expect(body).toMatchObject({
      domain: "nl",
      languages: ["nl", "en"],
      urls: { catalogBase: "", logoutReturn: "http://nl.localhost:3000/" },
      flags: { offersMenuDisplayed: false, subscriptionEnabled: true, clubCineluxEnabled: true },
    });
    const french = (await settings("localhost:3000")).json();
    expect(body.mobileKey).not.toBe(french.mobileKey);
  });

  it("points the catalog to another origin when the setting names one, trailing slash trimmed", async () => {
    await t.database.db
      .update(siteSettings)
      .set({ catalogBaseUrl: "https://catalog.example/", updatedAt: new Date() })
      .where(eq(siteSettings.domain, "nl"));
    await changeSeen();
    try {
      expect((await settings("nl.localhost:3000")).json().urls.catalogBase).toBe("https://catalog.example");
      // By default the catalog is this server (an empty base: `/fr/films`).
      expect((await settings("localhost:3000")).json().urls.catalogBase).toBe("");
    } finally {
      await t.database.db
        .update(siteSettings)
        .set({ catalogBaseUrl: "", updatedAt: new Date() })
        .where(eq(siteSettings.domain, "nl"));
      await changeSeen();
    }
  });

  it("keeps the tunnel on the site and the mobile catalog on this server's mobile prefix by default", async () => {
    expect((await settings("localhost:3000")).json().urls).toMatchObject({
      tunnelBase: "",
      mobileCatalogBase: "http://localhost:3000/mobile",
    });
    expect((await settings("nl.localhost:3000")).json().urls).toMatchObject({
      tunnelBase: "",
      mobileCatalogBase: "http://nl.localhost:3000/mobile",
    });
  });

  it("answers the configured tunnel and mobile catalog bases, trailing slashes trimmed", async () => {
    await t.database.db
      .update(siteSettings)
      .set({
        tunnelBaseUrl: "https://tunnel.example/",
        mobileCatalogBaseUrl: "https://apps.example/catalog//",
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.domain, "fr"));
    await changeSeen();
    try {
      expect((await settings("localhost:3000")).json().urls).toMatchObject({
        tunnelBase: "https://tunnel.example",
        mobileCatalogBase: "https://apps.example/catalog",
      });
      // The other domain keeps its own (default) bases.
      expect((await settings("nl.localhost:3000")).json().urls.tunnelBase).toBe("");
    } finally {
      await t.database.db
        .update(siteSettings)
        .set({ tunnelBaseUrl: "", mobileCatalogBaseUrl: "", updatedAt: new Date() })
        .where(eq(siteSettings.domain, "fr"));
      await changeSeen();
    }
  });

  it("falls back to the French domain and the public URL for an unknown host", async () => {
    const body = (await settings("evil.example")).json();
    expect(body).toMatchObject({ domain: "fr", urls: { logoutReturn: "http://localhost:3000/" } });
  });

  it("accepts the language parameter and refuses an unknown language", async () => {
    const french = (await settings("localhost:3000")).json();
    expect((await settings("localhost:3000", "?language=nl")).json()).toEqual(french);
    const refused = await settings("localhost:3000", "?language=de");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: [{ path: "language", code: "invalid_value" }],
    });
  });

  it("shows a flag switched in the table as soon as its notification arrives", async () => {
    await setFlags("nl", `|| '{"offersMenuDisplayed": true, "myFriendsEnabled": false}'::jsonb`);
    const dutch = (await settings("nl.localhost:3000")).json();
    expect(dutch.flags).toMatchObject({ offersMenuDisplayed: true, myFriendsEnabled: false });
    // The other domain is untouched.
    expect((await settings("localhost:3000")).json().flags.myFriendsEnabled).toBe(true);
    await setFlags("nl", `|| '{"offersMenuDisplayed": false, "myFriendsEnabled": true}'::jsonb`);
    expect((await settings("nl.localhost:3000")).json().flags.offersMenuDisplayed).toBe(false);
  });

  it("answers a small answer as it is, with an ETag that a notified change replaces", async () => {
    const first = await t.app.inject({
      method: "GET",
      url: "/api/settings",
      headers: { host: "localhost:3000", "accept-encoding": "br" },
    });
    // Under the compression threshold (lib/compression-levels.ts): never compressed, so it does not vary.
    expect(first.rawPayload.length).toBeLessThan(1024);
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.headers.vary).toBeUndefined();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await t.app.inject({
      method: "GET",
      url: "/api/settings",
      headers: { host: "localhost:3000", "if-none-match": etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    await setFlags("fr", `|| '{"myFriendsEnabled": false}'::jsonb`);
    try {
      const changed = await t.app.inject({
        method: "GET",
        url: "/api/settings",
        headers: { host: "localhost:3000", "if-none-match": etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    } finally {
      await setFlags("fr", `|| '{"myFriendsEnabled": true}'::jsonb`);
    }
  });

  it("reads a missing or non-boolean flag as off", async () => {
    await setFlags("fr", `- 'statisticsEnabled' || '{"goodiesEnabled": "yes", "unknownFlag": true}'::jsonb`);
    const body = (await settings("localhost:3000")).json();
    expect(body.flags).toMatchObject({ statisticsEnabled: false, goodiesEnabled: false });
    expect(body.flags).not.toHaveProperty("unknownFlag");
    await setFlags("fr", `- 'unknownFlag' || '{"statisticsEnabled": true, "goodiesEnabled": true}'::jsonb`);
  });

  it("serves valid injections, leaves out an invalid one, and uses a configured sign-out path", async () => {
    const tag = {
      element: "script",
      value: "",
      attributes: { src: "https://tags.example/t.js" },
      position: "head",
      purpose: "measurement",
    };
    // An item without its consent purpose could never be gated: it is left out like a broken one.
    const { purpose: _purpose, ...unpurposed } = tag;
    await t.database.db
      .update(siteSettings)
      .set({
        injections: [tag, { element: "object", value: "x" }, unpurposed],
        logoutReturnPath: "/au-revoir",
      })
      .where(eq(siteSettings.domain, "fr"));
    await changeSeen();
    try {
      const body = (await settings("localhost:3000")).json();
      expect(body.injections).toEqual([tag]);
      expect(body.urls.logoutReturn).toBe("http://localhost:3000/au-revoir");
    } finally {
      await t.database.db
        .update(siteSettings)
        .set({ injections: [], logoutReturnPath: null })
        .where(eq(siteSettings.domain, "fr"));
      await changeSeen();
    }
  });

  it("files an item stored before purposes existed under advertising, and keeps a declared purpose", async () => {
    // The migration's data update, run again on rows as an operator left them before it.
    const update = readFileSync(
      new URL("../../db/migrations/0021_injection_purpose.sql", import.meta.url),
      "utf8",
    );
    const old = { element: "script", value: "window.old = 1;", attributes: {}, position: "head" };
    const declared = { ...old, value: "window.declared = 1;", purpose: "measurement" };
    await t.database.db
      .update(siteSettings)
      .set({ injections: [old, declared] })
      .where(eq(siteSettings.domain, "fr"));
    try {
      await t.database.db.execute(sql.raw(update));
      await changeSeen();
      expect((await settings("localhost:3000")).json().injections).toEqual([
        { ...old, purpose: "advertising" },
        declared,
      ]);
      expect((await settings("nl.localhost:3000")).json().injections).toEqual([]);
    } finally {
      await t.database.db.update(siteSettings).set({ injections: [] }).where(eq(siteSettings.domain, "fr"));
      await changeSeen();
    }
  });

  it("gives the web's server render the same object in-process", async () => {
    for (const host of ["localhost:3000", "nl.localhost:3000"]) {
      const http = (await settings(host)).json();
      expect(await getSettings({ db: t.database.db, config: t.config, host })).toEqual(http);
    }
  });

  it("answers 500 without internals when a domain has no settings row", async () => {
    const [saved] = await t.database.db.delete(siteSettings).where(eq(siteSettings.domain, "nl")).returning();
    try {
      await changeSeen();
      const response = await settings("nl.localhost:3000");
      expect(response.statusCode).toBe(500);
      // The Dutch domain's language: the request names none (SPEC 8).
      expect(response.json()).toEqual({ code: "INTERNAL", message: ERROR_MESSAGES.nl.INTERNAL });
      expect(response.headers["cache-control"]).toBeUndefined();
    } finally {
      if (saved) {
        await t.database.db.insert(siteSettings).values(saved);
        await changeSeen();
      }
    }
  });

  it("is documented in OpenAPI with its language parameter and every status it answers", async () => {
    const operation = (await t.openApi()).paths["/api/settings"]?.get;
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(["200", "304", "400", "500"]);
    expect(operation?.parameters?.map((parameter) => parameter.name)).toEqual(["language"]);
  });
});
