import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp, useTestApp } from "../../test/app.ts";
import { startAuthorization, TestBrowser } from "../../test/browser.ts";
import { createCustomer, tokenOf } from "../../test/factories.ts";
import { isPublicRoute } from "./auth.ts";
import { findControlCharacter, findUnstorableText } from "./control-characters.ts";

const t = useTestApp();
/** Production once trusted any X-Forwarded-For: the address tests run there too. */
const prod = useTestApp({ seed: false, env: { APP_ENV: "prod" } });

/** A client address nobody has used yet, as a rotating X-Forwarded-For would claim. */
const spoofed = (i: number) => ({ "x-forwarded-for": `198.51.100.${i % 250}, 203.0.113.${i % 200}` });

async function forgot(app: TestApp["app"], headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/auth/forgot",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: "email=nobody%40example.com&lang=fr",
  });
}

/** A valid access token of a customer made for the test. */
async function tokenOfNewCustomer(): Promise<string> {
  const customer = await createCustomer(t.database.db);
  return tokenOf(t, customer);
}

describe("the client address and X-Forwarded-For", () => {
  it("ignores X-Forwarded-For by default: 40 sign-ins with a rotating header still reach 429", async () => {
    const browser = new TestBrowser(prod.app);
    const start = await startAuthorization(browser, { clientId: prod.config.oidc.clientId });
    const uid = start.interaction.split("/").pop() as string;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await browser.post(
        `/auth/interaction/${uid}/login`,
        { email: `guess${i}@example.com`, password: "wrong-password-1" },
        spoofed(i),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  it("ignores it on the forgotten-password form too, in every environment unless TRUST_PROXY says so", async () => {
    for (const app of [t.app, prod.app]) {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push((await forgot(app, spoofed(i))).statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual([429, 429]);
    }
  });

  it("believes the configured proxy hops: TRUST_PROXY=1 counts each forwarded client on its own", async () => {
    const proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: "1" } });
    try {
      for (let i = 0; i < 12; i += 1) {
        // One hop trusted: the client is the address the proxy appended last.
        const response = await forgot(proxied.app, { "x-forwarded-for": `203.0.113.7, 198.51.100.${i}` });
        expect(response.statusCode).toBe(200);
      }
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push(
          (await forgot(proxied.app, { "x-forwarded-for": `198.51.100.${i}, 192.0.2.1` })).statusCode,
        );
      }
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe("control characters at the edge", () => {
  it("finds the first control character and names its path; tab and new lines are text", () => {
    expect(findControlCharacter({ a: "ok", b: { c: ["x", "y\u0000"] } })).toBe("b.c.1");
    expect(findControlCharacter({ "k\u0001": "v" })).toBe("k\u0001");
    expect(findControlCharacter({ a: "line\none\ttab\r" })).toBeUndefined();
    expect(findControlCharacter("\u007f")).toBe("(value)");
    // A lone surrogate cannot be stored as UTF-8; a pair (an emoji) is one code point and is fine.
    expect(findUnstorableText({ a: { b: "A\ud800B" } })).toEqual({ path: "a.b", code: "invalid_value" });
    expect(findUnstorableText({ a: "film 🎬" })).toBeUndefined();
    expect(findUnstorableText({ a: "x\u0000" })).toEqual({ path: "a", code: "control_character" });
  });

  it("answers a NUL in the query of an API route with a coded 400, public routes included", async () => {
    const publicRoute = await t.app.inject("/api/settings?domain=fr%00");
    expect(publicRoute.statusCode).toBe(400);
    expect(publicRoute.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: [{ path: "domain", code: "control_character" }],
    });
    const personal = await t.app.inject({
      url: "/api/accounts/me?x=%00",
      headers: { authorization: `Bearer ${await tokenOfNewCustomer()}` },
    });
    expect(personal.statusCode).toBe(400);
  });
});

describe("personal answers", () => {
  it("marks every answer of every authenticated API read private, no-store", async () => {
    const token = await tokenOfNewCustomer();
    const reads = t.app.registeredRoutes.filter(
      (route) =>
        route.method === "GET" &&
        !isPublicRoute(route.url, { public: route.public }) &&
        !route.url.includes(":"),
    );
    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const route of reads) {
      const response = await t.app.inject({ url: route.url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, route.url).toBeLessThan(500);
      expect(response.headers["cache-control"], route.url).toBe("private, no-store");
      // Even the refusal of a bad token.
      const refused = await t.app.inject({ url: route.url, headers: { authorization: "Bearer nope" } });
      expect(refused.headers["cache-control"], route.url).toBe("private, no-store");
    }
  });
});

describe("the dev pages", () => {
  it("answer this machine only: another client, or one a trusted proxy names, gets a 404", async () => {
    expect((await t.app.inject({ url: "/dev/mailbox", remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/dev/mailbox", remoteAddress: "::1" })).statusCode).toBe(200);
    const remote = await t.app.inject({ url: "/dev/mailbox", remoteAddress: "203.0.113.9" });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain("@example.com");
    const token = await t.app.inject({
      method: "POST",
      url: "/dev/token",
      remoteAddress: "203.0.113.9",
      payload: { mail: (await createCustomer(t.database.db)).mail },
    });
    expect(token.statusCode).toBe(404);

    const proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: "loopback" } });
    try {
      const viaProxy = await proxied.app.inject({
        url: "/dev/mailbox",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      expect(viaProxy.statusCode).toBe(404);
      const local = await proxied.app.inject({ url: "/dev/mailbox", remoteAddress: "127.0.0.1" });
      expect(local.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
