import { setTimeout as sleep } from "node:timers/promises";
import { generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { createCustomer } from "../../test/factories.ts";
import { buildApp } from "../app.ts";
import { loadIdentityKeys } from "../db/keys.ts";
import { revokeGrants } from "../modules/revocation/revocation.service.ts";

type SigningKey = Parameters<SignJWT["sign"]>[0];

const t = useTestApp({ seed: false });
let jwk: JWK;
let subject: string;
beforeAll(async () => {
  jwk = (await loadIdentityKeys(t.database.db)).signing[0] as JWK;
  subject = (await createCustomer(t.database.db)).id;
});

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** A token like the provider's, with any part overridden. */
async function token(options: {
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
  key?: SigningKey;
}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: t.config.oidc.issuer,
    aud: t.config.oidc.audience,
    sub: subject,
    iat: now,
    exp: now + 300,
    client_id: t.config.oidc.clientId,
    gid: "grant-accepted",
    ...options.claims,
  };
  const header = { alg: "RS256", kid: jwk.kid, typ: "at+jwt", ...options.header };
  return new SignJWT(claims)
    .setProtectedHeader(header as { alg: string })
    .sign(options.key ?? ((await importJWK(jwk, "RS256")) as SigningKey));
}

async function me(authorization: string | undefined, app = t.app) {
  return app.inject({
    method: "GET",
    url: "/api/accounts/me",
    headers: authorization ? { authorization } : {},
  });
}

describe("access token verification", () => {
  it("accepts a token exactly as the provider signs it", async () => {
    const response = await me(`Bearer ${await token({})}`);
    expect(response.statusCode).toBe(200);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const badTokens: [string, () => Promise<string>][] = [
    [
      "alg none (unsigned)",
      async () =>
        `${b64({ alg: "none", typ: "at+jwt" })}.${b64({ iss: t.config.oidc.issuer, aud: t.config.oidc.audience, sub: subject, exp: now() + 300, iat: now() })}.`,
    ],
    [
      "HS256 signed with the public key",
      async () => {
        const publicKey = JSON.stringify({ kty: jwk.kty, n: jwk.n, e: jwk.e });
        return token({ header: { alg: "HS256" }, key: new TextEncoder().encode(publicKey) });
      },
    ],
    [
      "unknown kid",
      async () =>
        token({ header: { kid: "not-a-known-key" }, key: (await generateKeyPair("RS256")).privateKey }),
    ],
    [
      "a known kid but another key's signature",
      async () => token({ key: (await generateKeyPair("RS256")).privateKey }),
    ],
    ["wrong issuer", async () => token({ claims: { iss: "https://evil.example/idp" } })],
    ["wrong audience", async () => token({ claims: { aud: "https://other.example/api" } })],
    ["expired", async () => token({ claims: { iat: now() - 7200, exp: now() - 3600 } })],
    ["nbf in the future", async () => token({ claims: { nbf: now() + 3600 } })],
    [
      "an ID token (typ JWT, audience = client)",
      async () => token({ header: { typ: "JWT" }, claims: { aud: t.config.oidc.clientId } }),
    ],
    ["no typ", async () => token({ header: { typ: undefined } })],
    [
      "a tampered payload",
      async () => {
        const [header, , signature] = (await token({})).split(".");
        const other = (await createCustomer(t.database.db)).id;
        return `${header}.${b64({ iss: t.config.oidc.issuer, aud: t.config.oidc.audience, sub: other, exp: now() + 300, iat: now() })}.${signature}`;
      },
    ],
    ["garbage", async () => "not.a.token"],
    ["no subject", async () => token({ claims: { sub: undefined } })],
    ["a grant id that is not a string", async () => token({ claims: { gid: 42 } })],
  ];

  it.each(badTokens)("refuses %s with 401", async (_name, make) => {
    const response = await me(`Bearer ${await make()}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses a missing or non-bearer authorization", async () => {
    expect((await me(undefined)).statusCode).toBe(401);
    expect((await me(`Basic ${Buffer.from("a:b").toString("base64")}`)).statusCode).toBe(401);
  });

  it("refuses a valid token whose account no longer exists", async () => {
    const response = await me(
      `Bearer ${await token({ claims: { sub: "00000000-0000-4000-8000-000000000000" } })}`,
    );
    expect(response.statusCode).toBe(401);
  });
});

describe("access tokens and their grant (docs/sessions.md)", () => {
  it("refuses a token already verified and cached once its grant is revoked", async () => {
    const cached = await token({ claims: { gid: "grant-to-revoke" } });
    expect((await me(`Bearer ${cached}`)).statusCode).toBe(200);
    await revokeGrants(t.database.db, ["grant-to-revoke"]);
    let response = await me(`Bearer ${cached}`);
    for (let i = 0; i < 100 && response.statusCode === 200; i += 1) {
      await sleep(10);
      response = await me(`Bearer ${cached}`);
    }
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
    // Another grant of the same customer stands.
    expect((await me(`Bearer ${await token({ claims: { gid: "grant-kept" } })}`)).statusCode).toBe(200);
  });

  it("requires the grant in every environment: a token naming none could not end at sign-out", async () => {
    const production = await buildApp({
      config: { ...t.config, env: "prod" },
      database: t.database,
      logger: false,
    });
    await production.ready();
    try {
      const withoutGrant = await token({ claims: { gid: undefined } });
      for (const app of [production, t.app]) {
        const refused = await me(`Bearer ${withoutGrant}`, app);
        expect(refused.statusCode).toBe(401);
        expect(refused.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
        expect((await me(`Bearer ${await token({})}`, app)).statusCode).toBe(200);
      }
    } finally {
      await production.close();
    }
  });
});

describe("every API route requires a token", () => {
  // Named one by one: a new public route must be added here on purpose.
  const PUBLIC_ROUTES = new Set([
    "/api/*",
    "/api/settings",
    "/api/footer",
    "/api/captcha",
    // The signed unsubscribe token is the authority (docs/newsletter.md).
    "/api/newsletter",
    "/api/newsletter/unsubscribe",
    "/api/newsletter/unsubscribe/all",
    "/api/newsletter/one-click",
    // The public catalog (SPEC 7, docs/catalog.md); /api/v4/client/shows is not among them.
    "/api/shows",
    "/api/shows/trailers",
    "/api/show/:slug",
    "/api/cinemas",
    "/api/cinema/:slug",
    "/api/cinema/:slug/shows",
    "/api/zone/:zone",
    // The share link's session view, for a friend without an account (SPEC 7, docs/domain/etickets.md).
    "/api/ec/shared/:share",
    // The FAQ and help centre (SPEC 7, docs/domain/support.md): read before signing in.
    "/api/faq/data",
    "/api/faq/topic/:id",
    "/api/faq/search",
    "/api/cms/1.7.0/help-center/faq",
    // Payments (docs/domain/payments.md): the provider's webhook, and what a guest may buy and follow
    // (a token, when sent, is checked: optionalAuth).
    "/api/payments/webhook",
    "/api/giftcards",
    "/api/prepaids",
    "/api/orders/:id",
    // The booking tunnel (docs/domain/booking.md): a session and its seats for anyone; holds for a
    // guest or a customer (a token, when sent, is checked: optionalAuth), a guest's reached by its token.
    "/api/sessions/:id",
    "/api/sessions/:id/seats",
    "/api/bookings",
    "/api/bookings/:id",
    "/api/bookings/:id/checkout",
    // A guest reaches a confirmed booking by its manage key, never by a token of an account.
    "/api/guest-bookings/:id",
    "/api/guest-bookings/:id/cancel",
    // The tunnel's prices and concessions of a session, read before choosing seats (docs/domain/prices.md).
    "/api/sessions/:id/prices",
    "/api/sessions/:id/concessions",
  ]);

  it("answers 401 without a token on every registered /api route but the public ones", async () => {
    const apiRoutes = t.app.registeredRoutes.filter(
      (route) => route.url.startsWith("/api/") && route.method !== "HEAD",
    );
    expect(apiRoutes.length).toBeGreaterThan(0);
    const checked: string[] = [];
    for (const route of apiRoutes) {
      if (PUBLIC_ROUTES.has(route.url) || route.url.startsWith("/api/docs")) {
        continue;
      }
      // A parameter ends at "/" or at a fixed suffix (":id.pdf" is "x.pdf").
      const url = route.url.replace(/:[^/.]+/g, "x").replace("*", "x");
      const response = await t.app.inject({ method: route.method as "GET", url });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      checked.push(`${route.method} ${route.url}`);
    }
    expect(checked).toContain("GET /api/accounts/me");
    expect(checked).toContain("PATCH /api/accounts/me");
    expect(checked).toContain("GET /api/accounts/me/tickets/count");
    expect(checked).toContain("POST /api/accounts/me/verification-mail");
    // The routes that skip authentication are exactly the listed ones.
    const publicOnes = apiRoutes.filter((r) => r.public).map((r) => r.url);
    expect(publicOnes.every((url) => PUBLIC_ROUTES.has(url))).toBe(true);
  });
});
