import type { AddressInfo } from "node:net";
import { decodeJwt } from "jose";
import * as oidc from "openid-client";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN, useTestApp } from "../../test/app.ts";
import { location, TestBrowser } from "../../test/browser.ts";
import { createSignInCustomer, TEST_PASSWORD } from "../../test/factories.ts";
import type { AccountRow } from "../db/schema/index.ts";
import { issueAccessToken } from "./tokens.ts";

const t = useTestApp({ seed: false });
let customer: AccountRow;
/** Where the listening test app answers; the issuer's origin stays TEST_ORIGIN. */
let listening: string;

beforeAll(async () => {
  customer = await createSignInCustomer(t.database.db, { firstName: "Léa", lastName: "Moreau" });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  listening = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/**
 * The client's HTTP, sent for real to the listening app. The issuer, and the userinfo endpoint
 * discovery names under it, are on TEST_ORIGIN (the configured public URL), which this process does
 * not bind: that origin is swapped for the listening address. (The provider's own endpoints follow
 * the request's host, so they already name the listening address.)
 */
const viaListeningApp: oidc.CustomFetch = (url, options) =>
  fetch(url.replace(TEST_ORIGIN, listening), options as RequestInit);

async function discover(): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(t.config.oidc.issuer), t.config.oidc.clientId, undefined, oidc.None(), {
    // Plain http only here: the test's issuer is http://localhost.
    execute: [oidc.allowInsecureRequests],
    [oidc.customFetch]: viaListeningApp,
  });
}

/** The customer at the sign-in page the client sent them to, up to the redirect to /callback. */
async function signInAt(browser: TestBrowser, authorizationUrl: URL): Promise<URL> {
  const interaction = location(await browser.get(authorizationUrl.href));
  const uid = interaction.split("/").pop() as string;
  let next = location(
    await browser.post(`/auth/interaction/${uid}/login`, { email: customer.mail, password: TEST_PASSWORD }),
  );
  for (let hop = 0; hop < 5 && !next.startsWith(`${TEST_ORIGIN}/callback`); hop += 1) {
    next = location(await browser.get(next));
  }
  return new URL(next);
}

describe("a standard OpenID client (openid-client)", () => {
  it("signs in with code + PKCE, reads userinfo, refreshes, reads it again and signs out", async () => {
    const config = await discover();
    expect(config.serverMetadata().userinfo_endpoint).toBe(`${t.config.oidc.issuer}/me`);

    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${TEST_ORIGIN}/callback`,
      scope: "openid profile email offline_access",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
    });
    const browser = new TestBrowser(t.app);
    const callback = await signInAt(browser, authorizationUrl);

    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    // The granted scopes, answered; the access token is still the API's. `offline_access` without
    // `prompt=consent` is dropped (OpenID Connect Core 11): the refresh token comes from the
    // first-party client's policy (provider.ts `issueRefreshToken`), not from that scope.
    const granted = ["email", "openid", "profile"];
    expect(tokens.scope?.split(" ").sort()).toEqual(granted);
    expect(decodeJwt(tokens.access_token).aud).toBe(t.config.oidc.audience);
    const sub = tokens.claims()?.sub as string;
    expect(sub).toBe(customer.id);

    const profile = {
      sub,
      email: customer.mail,
      email_verified: customer.mailVerifiedAt !== null,
      given_name: "Léa",
      family_name: "Moreau",
      locale: customer.language,
    };
    expect(await oidc.fetchUserInfo(config, tokens.access_token, sub)).toEqual(profile);
    // The same token still opens the API.
    const me = await fetch(`${listening}/api/accounts/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token as string);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.scope?.split(" ").sort()).toEqual(granted);
    expect(await oidc.fetchUserInfo(config, refreshed.access_token, sub)).toEqual(profile);

    const endSession = oidc.buildEndSessionUrl(config, {
      id_token_hint: refreshed.id_token as string,
      post_logout_redirect_uri: `${TEST_ORIGIN}/fr`,
      ui_locales: "fr",
    });
    const page = await browser.get(endSession.href);
    expect(page.statusCode).toBe(200);
    // The hint is the customer's own ID token: the page confirms by itself (what logout.js does).
    expect(page.body).toContain('src="/auth/assets/logout.js"');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] as string;
    const done = await browser.post("/idp/session/end/confirm", { xsrf, logout: "yes" });
    expect(location(done)).toBe(`${TEST_ORIGIN}/fr`);

    // Signed out: the grant has ended, so its tokens read nothing and renew nothing.
    await expect(oidc.fetchUserInfo(config, refreshed.access_token, sub)).rejects.toThrow();
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token as string)).rejects.toThrow();
    // And a new authorization asks for the password again.
    const again = await browser.get(oidc.buildAuthorizationUrl(config, authorizationUrl.searchParams).href);
    expect(location(again)).toContain("/auth/interaction/");
  });
});

describe("which token opens what", () => {
  it("refuses at the API and at userinfo a token signed by the provider's key for another audience", async () => {
    const foreign = await issueAccessToken({
      db: t.database.db,
      config: { ...t.config, oidc: { ...t.config.oidc, audience: "https://partner.example/api" } },
      accountId: customer.id,
    });
    const own = await issueAccessToken({ db: t.database.db, config: t.config, accountId: customer.id });
    for (const url of ["/api/accounts/me", "/idp/me"]) {
      const refused = await t.app.inject({ url, headers: { authorization: `Bearer ${foreign}` } });
      expect(refused.statusCode, url).toBe(401);
      expect(refused.headers["www-authenticate"], url).toContain('error="invalid_token"');
      const accepted = await t.app.inject({ url, headers: { authorization: `Bearer ${own}` } });
      expect(accepted.statusCode, url).toBe(200);
    }
  });

  it("answers userinfo without a token with 401 and never caches an answer", async () => {
    const anonymous = await t.app.inject({ url: "/idp/me" });
    expect(anonymous.statusCode).toBe(401);
    const own = await issueAccessToken({ db: t.database.db, config: t.config, accountId: customer.id });
    const answer = await t.app.inject({
      method: "POST",
      url: "/idp/me",
      headers: { authorization: `Bearer ${own}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ sub: customer.id, email: customer.mail });
    expect(answer.headers["cache-control"]).toBe("private, no-store");
  });
});
