import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN, useTestApp } from "../../test/app.ts";
import { pkcePair, startAuthorization, TestBrowser } from "../../test/browser.ts";
import { buildApp } from "../app.ts";
import { PROVIDER_PAGE_RATE_LIMIT } from "./provider-routes.ts";

const t = useTestApp({ seed: false });

function form(url: string, body: string, remoteAddress = "127.0.0.1") {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: body,
  });
}

function authorizeQuery(extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    client_id: t.config.oidc.clientId,
    response_type: "code",
    scope: "openid",
    redirect_uri: `${TEST_ORIGIN}/callback`,
    code_challenge: pkcePair().challenge,
    code_challenge_method: "S256",
    ...extra,
  }).toString();
}

describe("control characters at the identity edge", () => {
  it("answers a NUL in a token or revocation parameter with the OAuth invalid_request, not a 500", async () => {
    const client = `client_id=${t.config.oidc.clientId}`;
    for (const [url, body] of [
      ["/idp/token", `grant_type=refresh_token&refresh_token=abc%00def&${client}`],
      ["/idp/token", `grant_type=authorization_code&code=%00&redirect_uri=x&code_verifier=y&${client}`],
      ["/idp/token/revocation", `token=abc%00&${client}`],
      ["/idp/token/revocation", `token=abc&token_type_hint=%01&${client}`],
    ] as const) {
      const response = await form(url, body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toMatchObject({ error: "invalid_request" });
    }
    // A NUL in the query string too, and a clean request still reaches the provider.
    const query = await t.app.inject({ method: "POST", url: "/idp/token?x=%00" });
    expect(query.statusCode).toBe(400);
    const clean = await form("/idp/token/revocation", `token=unknown-token&${client}`);
    expect(clean.statusCode).toBe(200);
  });

  it("shows the translated error page to a browser sent to /idp/auth with a NUL", async () => {
    const response = await t.app.inject({
      url: `/idp/auth?${authorizeQuery({ state: "a\u0000b", ui_locales: "nl" })}`,
      headers: { accept: "text/html" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="nl">');
    expect(response.body).toContain("Ongeldige invoer");
  });

  it("refuses a NUL in any sign-in, sign-up or password form field with a 400 page in the page's language", async () => {
    const browser = new TestBrowser(t.app);
    const start = await startAuthorization(browser, { clientId: t.config.oidc.clientId, language: "en" });
    const uid = start.interaction.split("/").pop() as string;
    const signIn = await browser.post(`/auth/interaction/${uid}/login`, {
      email: "someone@example.com\u0000",
      password: "whatever",
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.body).toContain("Invalid input");
    const signUp = await browser.post(`/auth/interaction/${uid}/signup`, {
      email: "new\u0000@example.com",
      password: "Popcorn-2026",
      confirm: "Popcorn-2026",
    });
    expect(signUp.statusCode).toBe(400);
    const forgot = await browser.post("/auth/forgot", { email: "x\u0000@example.com", lang: "fr" });
    expect(forgot.statusCode).toBe(400);
    expect(forgot.body).toContain("Saisie non valide");
  });
});

describe("rate limit on the provider's anonymous pages", () => {
  it("answers 429 with Retry-After past the limit, per address", async () => {
    const url = `/idp/auth?${authorizeQuery()}`;
    for (let i = 0; i < PROVIDER_PAGE_RATE_LIMIT.max; i += 1) {
      const response = await t.app.inject({ url, remoteAddress: "198.51.100.77" });
      expect(response.statusCode, `request ${i + 1}`).toBe(303);
    }
    const limited = await t.app.inject({ url, remoteAddress: "198.51.100.77" });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const endSession = await t.app.inject({ url: "/idp/session/end", remoteAddress: "198.51.100.77" });
    expect(endSession.statusCode).toBe(200);
    // Another address is not affected.
    expect((await t.app.inject({ url, remoteAddress: "198.51.100.78" })).statusCode).toBe(303);
  });
});

describe("the provider's own failures", () => {
  let logged: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    logged = await buildApp({
      config: { ...t.config, logLevel: "info" },
      database: t.database,
      logStream: { write: (line) => lines.push(line) },
    });
    await logged.ready();
  });
  afterAll(async () => {
    await logged?.close();
  });

  it("are logged as errors with their stack", async () => {
    // The provider cannot read its tokens: its own 500, answered inside Koa.
    await t.database.db.execute(sql`alter table oidc_payloads rename to oidc_payloads_away`);
    try {
      const response = await logged.inject({
        method: "POST",
        url: "/idp/token",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `grant_type=refresh_token&refresh_token=some-token&client_id=${t.config.oidc.clientId}`,
      });
      expect(response.statusCode, response.body.slice(0, 500)).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table oidc_payloads_away rename to oidc_payloads`);
    }
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: "identity provider failed", path: "/token" });
    expect(errors[0].err.stack).toContain("oidc_payloads");
  });
});
