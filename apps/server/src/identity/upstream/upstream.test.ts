import { randomUUID } from "node:crypto";
import { IdentitiesResponseSchema } from "@cinelux/contract";
import { createLocalJWKSet, decodeJwt, exportJWK, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { TEST_ORIGIN, useTestApp } from "../../../test/app.ts";
import { exchangeCode, location, startAuthorization, TestBrowser } from "../../../test/browser.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { loadOrCreateKey } from "../../db/keys.ts";
import { codeChallengeOf, UpstreamError, verifyIdToken } from "./client.ts";
import type { UpstreamConnection } from "./connections.ts";
import type { DemoUpstreamKeys } from "./demo.routes.ts";
import { demoLinkToken, hiddenFields, linkThroughDemo } from "./demo-flow.testing.ts";

const t = useTestApp({ seed: false });

const uniqueMail = () => `demo-${randomUUID().slice(0, 8)}@example.com`;

describe("the link popup against a demonstration upstream", () => {
  it("ends on the site's done page with a link token for the typed identity, the page's state echoed", async () => {
    const email = uniqueMail();
    const { done, fragment } = await linkThroughDemo(t.app, {
      provider: "facebook",
      name: "Sam Demo",
      email,
      state: "my-page-state-abcdef",
      lang: "en",
    });
    expect(`${done.origin}${done.pathname}${done.search}`).toBe(`${TEST_ORIGIN}/auth/upstream/done?lang=en`);
    expect(fragment.get("state")).toBe("my-page-state-abcdef");
    expect(fragment.get("provider")).toBe("facebook");
    const claims = decodeJwt(fragment.get("token") ?? "");
    expect(claims).toMatchObject({
      provider: "facebook",
      name: "Sam Demo",
      mail: email,
      aud: `${TEST_ORIGIN}/api/accounts/me/link`,
    });
    // The same typed address is the same demonstration identity.
    const again = decodeJwt(await demoLinkToken(t.app, { provider: "facebook", email: email.toUpperCase() }));
    expect(again.sub).toBe(claims.sub);
  });

  it("reports to the site origin the page named, only when it is one of the site's", async () => {
    const browser = new TestBrowser(t.app);
    const nl = await browser.get(
      "/auth/upstream/apple/link?state=page-state-0123456789&origin=http://nl.localhost:3000",
    );
    expect(location(nl)).toContain("/auth/demo-upstream/apple/authorize?");
    const { done } = await linkThroughDemo(t.app, { provider: "apple", email: uniqueMail() });
    expect(done.origin).toBe(TEST_ORIGIN);
    const evil = await new TestBrowser(t.app).get(
      "/auth/upstream/apple/link?state=page-state-0123456789&origin=https://evil.example",
    );
    expect(location(evil)).toContain("/auth/demo-upstream/apple/authorize?");
  });

  it("sends the authorization request with PKCE S256, state, nonce and the fixed callback", async () => {
    const response = await new TestBrowser(t.app).get(
      "/auth/upstream/google-oauth2/link?state=page-state-0123456789&lang=nl",
    );
    expect(response.statusCode).toBe(303);
    const url = new URL(location(response));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "cinelux-demo",
      redirect_uri: `${TEST_ORIGIN}/auth/upstream/google-oauth2/callback`,
      code_challenge_method: "S256",
      ui_locales: "nl",
    });
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("nonce")).toMatch(/^[\w-]{43}$/);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toContain(`cinelux_upstream_${url.searchParams.get("state")}=`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("labels the demonstration page as such, in the customer's language", async () => {
    for (const [lang, label] of [
      ["fr", "Démonstration — ce n&#39;est pas le vrai Google"],
      ["nl", "Demonstratie — dit is niet het echte Google"],
      ["en", "Demonstration — not the real Google"],
    ] as const) {
      const browser = new TestBrowser(t.app);
      const page = await browser.get(
        location(
          await browser.get(`/auth/upstream/google-oauth2/link?state=page-state-0123456789&lang=${lang}`),
        ),
      );
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(label);
    }
  });

  it("refuses a page state that is missing or malformed", async () => {
    for (const query of ["", "?state=short", "?state=has%20space-0123456789"]) {
      expect((await t.app.inject(`/auth/upstream/google-oauth2/link${query}`)).statusCode).toBe(400);
    }
  });

  it("reports a cancelled upstream sign-in to the page, without a token", async () => {
    const browser = new TestBrowser(t.app);
    const page = await browser.get(
      location(await browser.get("/auth/upstream/apple/link?state=page-state-0123456789")),
    );
    const cancel = /<a href="([^"]+)">Annuler<\/a>/.exec(page.body)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const done = new URL(location(await browser.get(cancel)));
    expect(Object.fromEntries(new URLSearchParams(done.hash.slice(1)))).toEqual({
      state: "page-state-0123456789",
      provider: "apple",
      error: "cancelled",
    });
  });

  it("refuses a callback without its flow's cookie (forged or replayed) and spends the cookie", async () => {
    const browser = new TestBrowser(t.app);
    const page = await browser.get(
      location(await browser.get("/auth/upstream/google-oauth2/link?state=page-state-0123456789")),
    );
    const fields = hiddenFields(page.body);
    const submitted = await browser.post("/auth/demo-upstream/google-oauth2/authorize", {
      ...fields,
      name: "A",
      email: uniqueMail(),
    });
    const callback = location(submitted);
    const stranger = await new TestBrowser(t.app).get(callback);
    expect(stranger.statusCode).toBe(400);
    expect((await browser.get(callback)).statusCode).toBe(303);
    expect((await browser.get(callback)).statusCode).toBe(400);
    // A flow started for one provider cannot finish at another's callback.
    const other = new TestBrowser(t.app);
    const started = new URL(
      location(await other.get("/auth/upstream/apple/link?state=page-state-0123456789")),
    );
    const wrong = await other.get(
      `/auth/upstream/google-oauth2/callback?code=x&state=${started.searchParams.get("state")}`,
    );
    expect(wrong.statusCode).toBe(400);
  });

  it("reports a failure when the upstream refuses the code (tampered code)", async () => {
    const browser = new TestBrowser(t.app);
    const page = await browser.get(
      location(await browser.get("/auth/upstream/google-oauth2/link?state=page-state-0123456789")),
    );
    const submitted = await browser.post("/auth/demo-upstream/google-oauth2/authorize", {
      ...hiddenFields(page.body),
      name: "A",
      email: uniqueMail(),
    });
    const callback = new URL(location(submitted));
    callback.searchParams.set("code", `${callback.searchParams.get("code")}x`);
    const done = new URL(location(await browser.get(callback.toString())));
    expect(new URLSearchParams(done.hash.slice(1)).get("error")).toBe("failed");
  });
});

describe("the demonstration upstream", () => {
  async function authorized(email = uniqueMail()) {
    const browser = new TestBrowser(t.app);
    const page = await browser.get(
      location(await browser.get("/auth/upstream/google-oauth2/link?state=page-state-0123456789")),
    );
    const fields = hiddenFields(page.body);
    return { browser, fields, page, email };
  }

  it("re-asks with the field named when the name or e-mail is not valid", async () => {
    const { browser, fields } = await authorized();
    const response = await browser.post("/auth/demo-upstream/google-oauth2/authorize", {
      ...fields,
      name: "",
      email: "nope",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Saisissez un nom");
    expect(response.body).toContain("Saisissez une adresse e-mail valide.");
    expect(response.body).toContain('aria-invalid="true"');
  });

  it("refuses an authorization request for another redirect URI or client", async () => {
    const { browser, fields } = await authorized();
    for (const change of [
      { redirect_uri: "https://evil.example/callback" },
      { client_id: "someone" },
      { code_challenge_method: "plain" },
    ] as Record<string, string>[]) {
      const query = new URLSearchParams({ ...fields, ...change });
      expect((await browser.get(`/auth/demo-upstream/google-oauth2/authorize?${query}`)).statusCode).toBe(
        400,
      );
      expect(
        (
          await browser.post("/auth/demo-upstream/google-oauth2/authorize", {
            ...fields,
            ...change,
            name: "A",
            email: uniqueMail(),
          })
        ).statusCode,
      ).toBe(400);
    }
  });

  it("gives the ID token only to the client with its secret and the PKCE verifier", async () => {
    const { browser, fields } = await authorized();
    const submitted = await browser.post("/auth/demo-upstream/google-oauth2/authorize", {
      ...fields,
      name: "A",
      email: uniqueMail(),
    });
    const code = new URL(location(submitted)).searchParams.get("code") ?? "";
    const token = (form: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/auth/demo-upstream/google-oauth2/token",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: fields.redirect_uri ?? "",
          client_id: "cinelux-demo",
          client_secret: "guess",
          code_verifier: "wrong-verifier-wrong-verifier-wrong-verifier",
          ...form,
        }).toString(),
      });
    expect((await token({})).json()).toEqual({ error: "invalid_client" });
    const { secret } = await loadOrCreateKey<DemoUpstreamKeys>(t.database.db, "demo-upstream", async () => {
      throw new Error("the demo key exists");
    });
    expect(codeChallengeOf("wrong-verifier-wrong-verifier-wrong-verifier")).not.toBe(fields.code_challenge);
    const wrongVerifier = await token({ client_secret: secret });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json()).toEqual({ error: "invalid_grant" });
    expect((await token({ client_secret: secret, grant_type: "refresh_token" })).json()).toEqual({
      error: "unsupported_grant_type",
    });
    const jwks = await t.app.inject("/auth/demo-upstream/google-oauth2/jwks");
    expect(jwks.json().keys[0]).toMatchObject({ kty: "RSA", alg: "RS256" });
    expect(jwks.json().keys[0]).not.toHaveProperty("d");
  });
});

describe("ID token checks (the same for a real upstream)", () => {
  async function connectionWithKey() {
    const { privateKey, publicKey } = await generateKeyPair("RS256");
    const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256" };
    const connection: UpstreamConnection = {
      provider: "google-oauth2",
      demo: false,
      issuer: "https://accounts.example.com",
      authorizationUrl: "https://accounts.example.com/auth",
      tokenUrl: "https://accounts.example.com/token",
      clientId: "our-client",
      clientSecret: "s",
      scope: "openid email profile",
      responseMode: "query",
      keys: createLocalJWKSet({ keys: [jwk] }),
      redirectUri: `${TEST_ORIGIN}/auth/upstream/google-oauth2/callback`,
    };
    const sign = (
      claims: Record<string, unknown>,
      options: { iss?: string; aud?: string; exp?: number; key?: Parameters<SignJWT["sign"]>[0] } = {},
    ) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ nonce: "n-1", name: "Real Person", email: "real@example.com", ...claims })
        .setProtectedHeader({ alg: "RS256", kid: "k1" })
        .setIssuer(options.iss ?? connection.issuer)
        .setAudience(options.aud ?? connection.clientId)
        .setSubject("upstream-123")
        .setIssuedAt(now)
        .setExpirationTime(options.exp ?? now + 600)
        .sign(options.key ?? privateKey);
    };
    return { connection, sign };
  }

  it("reads who signed in from a valid token", async () => {
    const { connection, sign } = await connectionWithKey();
    expect(await verifyIdToken(connection, await sign({}), { nonce: "n-1" })).toEqual({
      provider: "google-oauth2",
      subject: "upstream-123",
      name: "Real Person",
      mail: "real@example.com",
    });
  });

  it("accepts a token expired by less than the 60 s leeway (SPEC 9)", async () => {
    const { connection, sign } = await connectionWithKey();
    const token = await sign({}, { exp: Math.floor(Date.now() / 1000) - 30 });
    await expect(verifyIdToken(connection, token, { nonce: "n-1" })).resolves.toMatchObject({
      subject: "upstream-123",
    });
  });

  it.each([
    ["another issuer", { iss: "https://evil.example" }, {}],
    ["another audience", { aud: "someone-else" }, {}],
    ["expired beyond the leeway", { exp: Math.floor(Date.now() / 1000) - 120 }, {}],
    ["another nonce", {}, { nonce: "replayed" }],
    ["no nonce", {}, { nonce: undefined }],
  ])("refuses a token with %s", async (_case, options, claims) => {
    const { connection, sign } = await connectionWithKey();
    await expect(verifyIdToken(connection, await sign(claims, options), { nonce: "n-1" })).rejects.toThrow(
      UpstreamError,
    );
  });

  it("refuses a token signed by another key", async () => {
    const { connection, sign } = await connectionWithKey();
    const { privateKey } = await generateKeyPair("RS256");
    await expect(
      verifyIdToken(connection, await sign({}, { key: privateKey }), { nonce: "n-1" }),
    ).rejects.toThrow(UpstreamError);
  });
});

describe("signing in with a linked identity", () => {
  async function signInWithDemo(email: string, lang = "fr") {
    const browser = new TestBrowser(t.app);
    const start = await startAuthorization(browser, { clientId: t.config.oidc.clientId, language: lang });
    const signInPage = await browser.get(start.interaction);
    const button = /<a class="social-button" href="([^"]+google-oauth2)">/.exec(signInPage.body)?.[1] ?? "";
    expect(button).toMatch(/^\/auth\/interaction\/[^/]+\/upstream\/google-oauth2$/);
    const demo = await browser.get(location(await browser.get(button)));
    const submitted = await browser.post("/auth/demo-upstream/google-oauth2/authorize", {
      ...hiddenFields(demo.body),
      name: "Alex Demo",
      email,
    });
    const finish = await browser.get(location(await browser.get(location(submitted))));
    return { browser, start, finish };
  }

  it("offers every provider on the sign-in page, each with its icon", async () => {
    const browser = new TestBrowser(t.app);
    const start = await startAuthorization(browser, { clientId: t.config.oidc.clientId, language: "nl" });
    const page = await browser.get(start.interaction);
    for (const label of ["Doorgaan met Google", "Doorgaan met Facebook", "Doorgaan met Apple"]) {
      expect(page.body).toContain(label);
    }
    expect(page.body.match(/<svg class="social-icon"/g)).toHaveLength(3);
  });

  it("finishes the sign-in as the account the identity is linked to: tokens, grant and auth_time as with a password", async () => {
    const customer = await createCustomer(t.database.db, { passwordHash: "$argon2id$stored" });
    const email = uniqueMail();
    const token = await demoLinkToken(t.app, { provider: "google-oauth2", email });
    expect(
      (
        await injectAs(t, customer, {
          method: "POST",
          url: "/api/accounts/me/link",
          payload: { provider: "google-oauth2", token },
        })
      ).statusCode,
    ).toBe(200);

    const before = Math.floor(Date.now() / 1000);
    const { browser, start, finish } = await signInWithDemo(email);
    expect(finish.statusCode).toBe(303);
    let next = location(finish);
    for (let hop = 0; hop < 5 && !next.startsWith(`${TEST_ORIGIN}/callback`); hop += 1) {
      next = location(await browser.get(next));
    }
    const exchanged = await exchangeCode(t.app, {
      clientId: t.config.oidc.clientId,
      code: new URL(next).searchParams.get("code") ?? "",
      redirectUri: start.redirectUri,
      verifier: start.verifier,
    });
    expect(exchanged.statusCode).toBe(200);
    const access = exchanged.json().access_token as string;
    expect(decodeJwt(access)).toMatchObject({ sub: customer.id, gid: expect.any(String) });
    expect(decodeJwt(access).auth_time).toBeGreaterThanOrEqual(before);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me/identities",
      headers: { authorization: `Bearer ${access}` },
    });
    expect(IdentitiesResponseSchema.parse(me.json()).map((entry) => entry.provider)).toEqual([
      "password",
      "google-oauth2",
    ]);
  });

  it("goes back to the sign-in page with a message when no account is linked (no account is created)", async () => {
    const { finish } = await signInWithDemo(uniqueMail(), "en");
    expect(finish.statusCode).toBe(401);
    expect(finish.body).toContain("No Cinélux account is linked to this Google account.");
    expect(finish.body).toContain('action="/auth/interaction/');
  });

  it("refuses a sign-in result that is forged or made for another interaction", async () => {
    const browser = new TestBrowser(t.app);
    const start = await startAuthorization(browser, { clientId: t.config.oidc.clientId });
    const forged = await browser.get(`${start.interaction}/upstream/google-oauth2/finish?result=forged`);
    expect(forged.statusCode).toBe(400);
  });
});
