import { describe, expect, it } from "vitest";
import {
  ASSETS_CACHE,
  cacheOfRoute,
  isKeepable,
  isServedFromCacheMessage,
  keepableUrls,
  lastRefreshedOf,
  MAX_KEEP_URLS,
  offlineRouteOf,
  PRIVATE_CACHE,
  SHELL_CACHE,
  STORED_AT_HEADER,
  storedAtOf,
  withStoredAt,
} from "./offline-rules";

const ORIGIN = "https://www.cinelux.fr";
const get = { method: "GET", mode: "cors" };
const navigate = { method: "GET", mode: "navigate" };

function route(path: string, request = get, origin = ORIGIN) {
  return offlineRouteOf(new URL(path, ORIGIN), request, origin);
}

describe("what the offline worker keeps (decision 008)", () => {
  it("keeps the wallet's private answers: e-tickets, pass card and photo, prepaids, the account", () => {
    for (const path of [
      "/api/ec/ebillet?language=fr",
      "/api/accounts/me/cards?language=nl",
      "/api/accounts/me/cards/picture/card-1.jpg",
      "/api/accounts/me/prepaids?language=en",
      "/api/accounts/me?language=fr",
      "/api/accounts/me/tickets/count?language=fr",
    ]) {
      expect(route(path), path).toBe("private-api");
    }
    expect(cacheOfRoute("private-api")).toBe(PRIVATE_CACHE);
  });

  it("keeps no other customer call, no write, nothing of another origin nor of the identity provider", () => {
    expect(route("/api/accounts/me/bookings?page=2")).toBeNull();
    expect(route("/api/accounts/me/subscription")).toBeNull();
    expect(route("/api/ec/sendmail/a/b")).toBeNull();
    expect(route("/api/ec/ebillet", { method: "POST", mode: "cors" })).toBeNull();
    expect(route("/api/accounts/me/prepaids", { method: "PATCH", mode: "cors" })).toBeNull();
    expect(offlineRouteOf(new URL("https://cdn.example/api/ec/ebillet"), get, ORIGIN)).toBeNull();
    expect(route("/idp/token")).toBeNull();
    expect(route("/auth/login")).toBeNull();
  });

  it("keeps the Wallet page and its embedded twin, and no other page", () => {
    expect(route("/fr/tickets", navigate)).toBe("wallet-page");
    expect(route("/m/nl/tickets", navigate)).toBe("wallet-page");
    expect(route("/en/tickets/", navigate)).toBe("wallet-page");
    expect(route("/fr/history", navigate)).toBeNull();
    expect(route("/fr/films/metropolis", navigate)).toBeNull();
    expect(route("/de/tickets", navigate)).toBeNull();
    expect(cacheOfRoute("wallet-page")).toBe(SHELL_CACHE);
  });

  it("keeps the public shell calls and the assets in their own caches", () => {
    expect(route("/api/settings?language=fr")).toBe("shell-api");
    expect(route("/api/footer?language=fr")).toBe("shell-api");
    expect(cacheOfRoute("shell-api")).toBe(SHELL_CACHE);
    expect(route("/assets/app-shell-B6DyPAuK.js")).toBe("asset");
    expect(route("/assets/i18n/fr.json?v=1")).toBe("asset");
    expect(cacheOfRoute("asset")).toBe(ASSETS_CACHE);
    expect(route("/media/v1/posters/metropolis-342.avif")).toBeNull();
  });

  it("stamps a kept answer with when it was fetched, body and status intact", async () => {
    const original = new Response(JSON.stringify([{ id: 1 }]), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
    const now = new Date("2026-11-26T18:00:00.000Z");
    const kept = await withStoredAt(original, now);
    expect(kept.headers.get(STORED_AT_HEADER)).toBe("2026-11-26T18:00:00.000Z");
    expect(kept.headers.get("content-type")).toBe("application/json");
    expect(await kept.json()).toEqual([{ id: 1 }]);
    expect(storedAtOf(kept)?.toISOString()).toBe(now.toISOString());
    expect(storedAtOf(new Response("x"))).toBeNull();
    expect(storedAtOf(new Response("x", { headers: { [STORED_AT_HEADER]: "yesterday" } }))).toBeNull();
  });

  it("keeps complete successful answers only", () => {
    expect(isKeepable(new Response("ok"))).toBe(true);
    expect(isKeepable(new Response("gone", { status: 404 }))).toBe(false);
    expect(isKeepable(new Response("down", { status: 503 }))).toBe(false);
    expect(isKeepable(new Response(null, { status: 204 }))).toBe(false);
  });

  it("tells the data's age by its oldest kept answer", () => {
    const older = new Date("2026-11-20T10:00:00Z");
    const newer = new Date("2026-11-25T10:00:00Z");
    expect(lastRefreshedOf([newer, older])).toEqual(older);
    expect(lastRefreshedOf([])).toBeNull();
  });

  it("lets a page ask for public URLs only, and a bounded number of them", () => {
    const urls = keepableUrls(
      [
        `${ORIGIN}/fr/tickets`,
        "/assets/app-shell-x.js",
        "/api/settings?language=fr",
        "/api/ec/ebillet?language=fr",
        "https://evil.example/assets/x.js",
        "::not a url::",
      ],
      ORIGIN,
    );
    expect(urls).toEqual([
      `${ORIGIN}/fr/tickets`,
      `${ORIGIN}/assets/app-shell-x.js`,
      `${ORIGIN}/api/settings?language=fr`,
    ]);
    const many = Array.from({ length: MAX_KEEP_URLS + 20 }, (_, index) => `/assets/chunk-${index}.js`);
    expect(keepableUrls(many, ORIGIN)).toHaveLength(MAX_KEEP_URLS);
  });

  it("recognises the worker's message to its pages", () => {
    expect(isServedFromCacheMessage({ type: "cinelux-offline-served", url: "/x", storedAt: "2026" })).toBe(
      true,
    );
    expect(isServedFromCacheMessage({ type: "cinelux-offline-served", url: "/x" })).toBe(false);
    expect(isServedFromCacheMessage(null)).toBe(false);
  });
});
