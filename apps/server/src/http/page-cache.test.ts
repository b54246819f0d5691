// The anonymous page micro-cache (docs/decisions/005-page-cache.md): the cache on its own
// with a stand-in for the public reads' generation, then the whole SSR route (http/web.ts) on a
// real app and database with a small React Router build whose page shows the domain's injected
// items, as the web's root does.
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { WebServerContext } from "@cinelux/contract";
import { AUTH_FLAG_PAIR, hasAuthFlag } from "@cinelux/contract/auth-flag";
import { AUTH_FLAG_COOKIE } from "@cinelux/contract/constants";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createContext, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/database.ts";
import { FIXTURE_BUILD_SETTINGS, FIXTURE_MANIFEST } from "../../test/server-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { siteSettings } from "../db/schema/index.ts";
import {
  ANONYMOUS_PAGE_CACHE_CONTROL,
  describePage,
  ifNoneMatchHits,
  inlineScriptHashes,
  isCacheablePage,
  PageCache,
  PERSONAL_PAGE_CACHE_CONTROL,
  type RenderedPage,
} from "./page-cache.ts";

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** A render's script marker (web.ts draws a random one per render). */
const MARKER = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";

function html(body: string, status = 200): RenderedPage {
  return describePage(status, [["content-type", "text/html; charset=utf-8"]], Buffer.from(body), MARKER);
}

/** A stand-in for the public read cache's generation and LISTEN state. */
function source() {
  return { generation: 0, listening: true };
}

describe("PageCache", () => {
  it("renders a key once and serves it from memory; another key renders apart", async () => {
    const cache = new PageCache({ source: source() });
    let renders = 0;
    const render = async () => html(`<p>${++renders}</p>`);
    const first = await cache.get("a /fr", render);
    const second = await cache.get("a /fr", render);
    expect(first.hit).toBe(false);
    expect(second.hit).toBe(true);
    expect(second.entry.page.body.toString()).toBe("<p>1</p>");
    expect((await cache.get("a /nl", render)).entry.page.body.toString()).toBe("<p>2</p>");
    expect(cache.size).toBe(2);
  });

  it("drops every page when the public reads' generation changes, and keeps no render that raced it", async () => {
    const reads = source();
    const cache = new PageCache({ source: reads });
    let renders = 0;
    await cache.get("k", async () => html(`<p>${++renders}</p>`));
    reads.generation += 1;
    expect(cache.size).toBe(1);
    const after = await cache.get("k", async () => html(`<p>${++renders}</p>`));
    expect(after.hit).toBe(false);
    expect(after.entry.page.body.toString()).toBe("<p>2</p>");
    // A notification arriving during the render: the page is served, not kept.
    const raced = await cache.get("other", async () => {
      reads.generation += 1;
      return html("<p>old settings</p>");
    });
    expect(raced.entry.page.body.toString()).toBe("<p>old settings</p>");
    expect((await cache.get("other", async () => html("<p>new</p>"))).hit).toBe(false);
  });

  it("keeps nothing and serves nothing kept while the public reads are not listening", async () => {
    const reads = source();
    const cache = new PageCache({ source: reads });
    let renders = 0;
    const render = async () => html(`<p>${++renders}</p>`);
    await cache.get("k", render);
    reads.listening = false;
    expect((await cache.get("k", render)).hit).toBe(false);
    expect((await cache.get("k", render)).hit).toBe(false);
    expect(renders).toBe(3);
    expect(cache.size).toBe(0);
  });

  it("serves a page for its TTL only", async () => {
    let now = 1_000;
    const cache = new PageCache({ source: source(), ttlMs: 10_000, now: () => now });
    let renders = 0;
    const render = async () => html(`<p>${++renders}</p>`);
    await cache.get("k", render);
    now += 9_999;
    expect((await cache.get("k", render)).hit).toBe(true);
    now += 1;
    expect((await cache.get("k", render)).hit).toBe(false);
  });

  it("is bounded in entries and in bytes, the least recently used going first", async () => {
    const byCount = new PageCache({ source: source(), maxEntries: 2 });
    for (const key of ["a", "b"]) {
      await byCount.get(key, async () => html(key));
    }
    await byCount.get("a", async () => html("a")); // a is now the most recently used
    await byCount.get("c", async () => html("c"));
    expect(byCount.size).toBe(2);
    expect((await byCount.get("a", async () => html("a"))).hit).toBe(true);
    expect((await byCount.get("b", async () => html("b"))).hit).toBe(false);

    const byBytes = new PageCache({ source: source(), maxBytes: 10_000 });
    for (let index = 0; index < 10; index += 1) {
      await byBytes.get(`page ${index}`, async () => html("x".repeat(3_000)));
    }
    expect(byBytes.bytes).toBeLessThanOrEqual(10_000);
    expect(byBytes.size).toBe(3);
  });

  it("counts compressed variants in its bytes", async () => {
    const cache = new PageCache({ source: source() });
    const { entry } = await cache.get("k", async () => html(`<p>${"cinéma ".repeat(500)}</p>`));
    const before = cache.bytes;
    const br = await cache.variant(entry, "br");
    expect(br && brotliDecompressSync(br).equals(entry.page.body)).toBe(true);
    expect(cache.bytes).toBe(before + (br?.length ?? 0));
    // Compressed once: the same buffer every time.
    expect(await cache.variant(entry, "br")).toBe(br);
    // Below the compression threshold, or for identity, there is no variant.
    const small = await cache.get("small", async () => html("<p>tiny</p>"));
    expect(await cache.variant(small.entry, "br")).toBeUndefined();
    expect(await cache.variant(entry, undefined)).toBeUndefined();
  });

  it("shares one render among concurrent misses of a key", async () => {
    const cache = new PageCache({ source: source() });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await sleep(20);
      return html("<p>once</p>");
    };
    const results = await Promise.all([1, 2, 3, 4].map(() => cache.get("k", render)));
    expect(renders).toBe(1);
    expect(new Set(results.map((result) => result.entry)).size).toBe(1);
  });

  it("does not hand a render begun before a change to a request that came after it", async () => {
    const reads = source();
    const cache = new PageCache({ source: reads });
    const before = cache.get("k", async () => {
      await sleep(20);
      return html("<p>old</p>");
    });
    reads.generation += 1;
    const after = await cache.get("k", async () => html("<p>new</p>"));
    expect(after.entry.page.body.toString()).toBe("<p>new</p>");
    expect((await before).entry.page.body.toString()).toBe("<p>old</p>");
    expect((await cache.get("k", async () => html("<p>again</p>"))).entry.page.body.toString()).toBe(
      "<p>new</p>",
    );
  });

  it("renders every request when disabled (SSR_PAGE_CACHE=off)", async () => {
    const cache = new PageCache({ source: source(), enabled: false });
    let renders = 0;
    const render = async () => html(`<p>${++renders}</p>`);
    await cache.get("k", render);
    await cache.get("k", render);
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("keeps only whole shareable HTML: 200 or 404, no cookie, no private answer", () => {
    expect(isCacheablePage(html("<p>ok</p>"))).toBe(true);
    expect(isCacheablePage(html("<p>missing</p>", 404))).toBe(true);
    expect(isCacheablePage(html("<p>broken</p>", 500))).toBe(false);
    expect(isCacheablePage(describePage(302, [["location", "/fr"]], Buffer.alloc(0), MARKER))).toBe(false);
    const cookie = describePage(
      200,
      [
        ["content-type", "text/html"],
        ["set-cookie", "a=b"],
      ],
      Buffer.from("<p>x</p>"),
      MARKER,
    );
    expect(isCacheablePage(cookie)).toBe(false);
    const personal = describePage(
      200,
      [
        ["content-type", "text/html"],
        ["cache-control", "private, no-store"],
      ],
      Buffer.from("<p>x</p>"),
      MARKER,
    );
    expect(isCacheablePage(personal)).toBe(false);
    expect(
      isCacheablePage(describePage(200, [["content-type", "text/x-script"]], Buffer.from("[]"), MARKER)),
    ).toBe(false);
  });

  it("hashes the inline scripts the render marked, takes the marker out, and leaves any other script blocked", () => {
    const page = `<head><script nonce="${MARKER}">window.ctx = {"cspNonce":"${MARKER}"};</script><script nonce="${MARKER}" type="module" async="">import("/x.js");</script><script nonce="${MARKER}" src="/y.js"></script><script async src="https://tags.example.com/t.js"></script></head><body><p><script>window.stolen = document.cookie;</script></p></body>`;
    expect(inlineScriptHashes(Buffer.from(page), MARKER)).toEqual([
      sha256('window.ctx = {"cspNonce":""};'),
      sha256('import("/x.js");'),
    ]);
    const described = html(page);
    expect(described.body.toString()).not.toContain(MARKER);
    expect(described.body.toString()).toContain('<script nonce="">window.ctx = {"cspNonce":""};</script>');
    expect(described.scriptHashes).not.toContain(sha256("window.stolen = document.cookie;"));
    // Two renders with two markers are the same bytes, the same validator.
    const other = "aaaabbbbccccddddeeeeffff00001111";
    const again = describePage(
      200,
      [["content-type", "text/html"]],
      Buffer.from(page.replaceAll(MARKER, other)),
      other,
    );
    expect(again.body.equals(described.body)).toBe(true);
    expect(again.etag).toBe(described.etag);
  });

  it("hashes only scripts whose start tag carries the marker, and their text as UTF-8", () => {
    const page = [
      `<style nonce="${MARKER}">p{}</style>`,
      `<link nonce="${MARKER}" rel="preload"><script>window.a = "<p nonce=\\"${MARKER}\\">";</script>`,
      `<scripts nonce="${MARKER}">not a script</scripts>`,
      `<script type="module" nonce="${MARKER}">window.title = "Séance à 20 h 30";</script>`,
      `<script nonce="${MARKER}">window.unclosed = true;`,
    ].join("");
    expect(inlineScriptHashes(Buffer.from(page), MARKER)).toEqual([
      sha256('window.title = "Séance à 20 h 30";'),
    ]);
    expect(html(page).body.toString()).toBe(page.replaceAll(MARKER, ""));
  });

  it("answers If-None-Match with weak comparison, * and lists", () => {
    expect(ifNoneMatchHits('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"x", "abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits("*", '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"abc-br"', '"abc"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"abc"')).toBe(false);
  });
});

/**
 * A React Router build whose one route answers every URL with a page like the web's: the domain's
 * injected head scripts and React Router's inline scripts carry the context's nonce, the page names
 * its path and query; a path outside /fr and /nl is a 404 (no route matches it). The `unescaped`
 * query parameter reaches the HTML as is: a rendering bug, to show the CSP still blocks it.
 */
function fixtureBuild(): {
  build: ServerBuild;
  renders: () => number;
  lastAgent: () => string | null | undefined;
  lastCookie: () => string | null | undefined;
} {
  const serverContext = createContext<WebServerContext>();
  let renders = 0;
  const seenAgents: (string | null)[] = [];
  const seenCookies: (string | null)[] = [];
  const handleRequest = (
    request: Request,
    status: number,
    headers: Headers,
    _context: unknown,
    loadContext: { get(key: typeof serverContext): WebServerContext },
  ) => {
    renders += 1;
    const { settings, cspNonce } = loadContext.get(serverContext);
    const url = new URL(request.url);
    const injected = settings.injections
      .filter((item) => item.position === "head" && item.element === "script" && item.value)
      .map((item) => `<script nonce="${cspNonce}">${item.value}</script>`)
      .join("");
    seenAgents.push(request.headers.get("user-agent"));
    seenCookies.push(request.headers.get("cookie"));
    const face = hasAuthFlag(request.headers.get("cookie")) ? "signed-in" : "anonymous";
    const page = `<!DOCTYPE html><html lang="${url.pathname.split("/")[1]}"><head>${injected}<script nonce="${cspNonce}">window.__page = ${JSON.stringify({ path: url.pathname, search: url.search, domain: settings.domain, face })};</script></head><body><h1>${url.pathname}${url.search.replace(/</g, "&lt;")}</h1>${url.searchParams.get("unescaped") ?? ""}<p>${"Bienvenue au cinéma. ".repeat(80)}</p><script nonce="${cspNonce}" type="module">import("/assets/entry.js");</script></body></html>`;
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(page, { status, headers });
  };
  const build = {
    entry: { module: { default: handleRequest, serverContext } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      fr: { id: "fr", parentId: "root", path: "fr/*", module: { default: () => null } },
      nl: { id: "nl", parentId: "root", path: "nl/*", module: { default: () => null } },
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {
        root: { id: "root", path: "", module: "/assets/root.js", hasLoader: false, hasAction: false },
        fr: { id: "fr", parentId: "root", path: "fr/*", module: "/assets/page.js" },
        nl: { id: "nl", parentId: "root", path: "nl/*", module: "/assets/page.js" },
      },
      ...FIXTURE_MANIFEST,
    },
    ...FIXTURE_BUILD_SETTINGS,
  } as unknown as ServerBuild;
  return {
    build,
    renders: () => renders,
    lastAgent: () => seenAgents.at(-1),
    lastCookie: () => seenCookies.at(-1),
  };
}

describe("server-rendered pages through the page cache", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let uncached: FastifyInstance;
  const cached = fixtureBuild();
  const cold = fixtureBuild();

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ PORT: "3000", APP_ENV: "dev", LOG_LEVEL: "silent" });
    app = await buildApp({ config, database, webBuild: cached.build, logger: false });
    const off = loadConfig({ PORT: "3000", APP_ENV: "dev", LOG_LEVEL: "silent", SSR_PAGE_CACHE: "off" });
    uncached = await buildApp({ config: off, database, webBuild: cold.build, logger: false });
    await app.ready();
    await uncached.ready();
  });
  afterAll(async () => {
    await app?.close();
    await uncached?.close();
    await database?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, target = () => app) =>
    target().inject({ method: "GET", url, headers: { host: "localhost:3000", ...headers } });

  it("serves the second request from memory: the same bytes, a CSP allowing its inline scripts by hash", async () => {
    const before = cached.renders();
    const first = await get("/fr/cache-first");
    const second = await get("/fr/cache-first");
    expect(cached.renders() - before).toBe(1);
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const csp = String(second.headers["content-security-policy"]);
    expect(csp).toBe(first.headers["content-security-policy"]);
    expect(csp).not.toContain("'nonce-");
    for (const [, script] of second.body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(csp).toContain(sha256(script ?? ""));
    }
    expect(second.headers["cache-control"]).toBe(ANONYMOUS_PAGE_CACHE_CONTROL);
    expect(second.headers["set-cookie"]).toBeUndefined();
    expect(second.headers.vary).toMatch(/accept-encoding/i);
  });

  it("allows no script that a rendering bug let into the page", async () => {
    const attack = "window.stolen = 1;";
    const page = await get(`/fr/bug?unescaped=${encodeURIComponent(`<script>${attack}</script>`)}`);
    expect(page.body).toContain(`<script>${attack}</script>`);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("'sha256-");
    expect(csp).not.toContain(sha256(attack));
  });

  it("keeps apart hosts, languages and queries", async () => {
    const before = cached.renders();
    const pages = [
      await get("/fr/apart"),
      await get("/nl/apart"),
      await get("/fr/apart?city=paris"),
      await get("/nl/apart", { host: "nl.localhost:3000" }),
    ];
    expect(cached.renders() - before).toBe(4);
    expect(pages[1]?.body).toContain('"path":"/nl/apart"');
    expect(pages[2]?.body).toContain('"search":"?city=paris"');
    expect(pages[3]?.body).toContain('"domain":"nl"');
    expect(pages[1]?.body).toContain('"domain":"fr"');
    // Each one again: all from memory.
    await get("/fr/apart");
    await get("/nl/apart", { host: "nl.localhost:3000" });
    expect(cached.renders() - before).toBe(4);
  });

  it("renders again after a settings change is notified, and its injected script runs under the CSP", async () => {
    const before = cached.renders();
    await get("/fr/settings-change");
    const generation = app.publicReads.generation;
    const value = "window.__cineluxInjected = 'yes';";
    const [row] = await database.db
      .select({ injections: siteSettings.injections })
      .from(siteSettings)
      .where(eq(siteSettings.domain, "fr"));
    await database.db
      .update(siteSettings)
      .set({
        injections: [{ element: "script", value, attributes: {}, position: "head", purpose: "measurement" }],
      })
      .where(eq(siteSettings.domain, "fr"));
    try {
      for (let i = 0; app.publicReads.generation === generation; i += 1) {
        expect(i).toBeLessThan(100);
        await sleep(20);
      }
      const after = await get("/fr/settings-change");
      expect(cached.renders() - before).toBe(2);
      expect(after.body).toContain(value);
      expect(String(after.headers["content-security-policy"])).toContain(sha256(value));
    } finally {
      const changed = app.publicReads.generation;
      await database.db
        .update(siteSettings)
        .set({ injections: row?.injections ?? [] })
        .where(eq(siteSettings.domain, "fr"));
      // The next tests must not render with the changed settings: wait for the restore's NOTIFY
      // (on a PostgreSQL server it may arrive after the next test's first request).
      for (let i = 0; app.publicReads.generation === changed; i += 1) {
        expect(i).toBeLessThan(100);
        await sleep(20);
      }
    }
  });

  it("renders a shared page from its host and URL alone, none of the visitor's headers", async () => {
    await get("/fr/headers", { "user-agent": "Googlebot/2.1", "accept-language": "nl" });
    expect(cached.lastAgent()).toBeNull();
    await get("/fr/headers-cookies", { "user-agent": "Firefox", cookie: `a=b; ${AUTH_FLAG_PAIR}; c=d` });
    expect(cached.lastAgent()).toBeNull();
    expect(cached.lastCookie()).toBe(AUTH_FLAG_PAIR);
    await get("/fr/headers-personal", { "user-agent": "Firefox", authorization: "Bearer x" });
    expect(cached.lastAgent()).toBe("Firefox");
  });

  it("renders every request that carries an Authorization header, kept by no shared cache", async () => {
    await get("/fr/personal");
    const before = cached.renders();
    const withToken = await get("/fr/personal", { authorization: "Bearer x" });
    const again = await get("/fr/personal", { authorization: "Bearer x" });
    expect(cached.renders() - before).toBe(2);
    expect(withToken.headers["cache-control"]).toBe(PERSONAL_PAGE_CACHE_CONTROL);
    expect(again.headers["content-security-policy"]).not.toContain("'nonce-");
  });

  it("serves cookie-carrying requests from memory, one page per face, never to a shared cache", async () => {
    const before = cached.renders();
    const anonymous = await get("/fr/faces");
    const otherCookies = await get("/fr/faces", { cookie: "consent=yes; theme=dark" });
    const signedIn = await get("/fr/faces", { cookie: `consent=yes; ${AUTH_FLAG_PAIR}` });
    const signedInAgain = await get("/fr/faces", { cookie: AUTH_FLAG_PAIR });
    // A stale copy of the flag (emptied at sign-out) is the anonymous face.
    const stale = await get("/fr/faces", { cookie: `${AUTH_FLAG_COOKIE.name}=` });
    expect(cached.renders() - before).toBe(2);
    expect(otherCookies.rawPayload.equals(anonymous.rawPayload)).toBe(true);
    expect(stale.rawPayload.equals(anonymous.rawPayload)).toBe(true);
    expect(signedInAgain.rawPayload.equals(signedIn.rawPayload)).toBe(true);
    expect(signedIn.body).toContain('"face":"signed-in"');
    expect(anonymous.body).toContain('"face":"anonymous"');
    expect(anonymous.headers["cache-control"]).toBe(ANONYMOUS_PAGE_CACHE_CONTROL);
    for (const page of [otherCookies, signedIn, signedInAgain, stale]) {
      expect(page.headers["cache-control"]).toBe(PERSONAL_PAGE_CACHE_CONTROL);
    }
  });

  it("answers HEAD with the page's headers and no body, from the same entry", async () => {
    const page = await get("/fr/head");
    const before = cached.renders();
    const head = await app.inject({ method: "HEAD", url: "/fr/head", headers: { host: "localhost:3000" } });
    expect(cached.renders()).toBe(before);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(Number(head.headers["content-length"])).toBe(page.rawPayload.length);
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("answers 304 to a matching If-None-Match, a strong ETag per encoding", async () => {
    const page = await get("/fr/etag");
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get("/fr/etag", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers.etag).toBe(etag);
    expect((await get("/fr/etag", { "if-none-match": '"other"' })).statusCode).toBe(200);
    const br = await get("/fr/etag", { "accept-encoding": "br" });
    expect(br.headers.etag).not.toBe(etag);
    expect((await get("/fr/etag", { "accept-encoding": "br", "if-none-match": etag })).statusCode).toBe(200);
    expect(
      (await get("/fr/etag", { "accept-encoding": "br", "if-none-match": String(br.headers.etag) }))
        .statusCode,
    ).toBe(304);
  });

  it("serves br, gzip and identity variants of the same bytes, each compressed once", async () => {
    const identity = await get("/fr/variants");
    const br = await get("/fr/variants", { "accept-encoding": "gzip, br" });
    const gzip = await get("/fr/variants", { "accept-encoding": "gzip" });
    const brAgain = await get("/fr/variants", { "accept-encoding": "br" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    for (const answer of [identity, br, gzip]) {
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it("keeps a not-found page with its 404 status", async () => {
    const before = cached.renders();
    const first = await get("/missing");
    const second = await get("/missing");
    expect(first.statusCode).toBe(404);
    expect(second.statusCode).toBe(404);
    expect(cached.renders() - before).toBe(1);
    // 304 stands for a 200 only.
    expect((await get("/missing", { "if-none-match": String(first.headers.etag) })).statusCode).toBe(404);
  });

  it("renders every request with SSR_PAGE_CACHE=off, still one CSP by hash and the same bytes", async () => {
    const before = cold.renders();
    const first = await get("/fr/cold", { "accept-encoding": "br" }, () => uncached);
    const second = await get("/fr/cold", { "accept-encoding": "br" }, () => uncached);
    expect(cold.renders() - before).toBe(2);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(String(second.headers["content-security-policy"])).toContain("'sha256-");
  });
});
