import { decodeJwt, decodeProtectedHeader } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN, useTestApp } from "../../test/app.ts";
import { exchangeCode, location, startAuthorization, TestBrowser } from "../../test/browser.ts";
import { createSignInCustomer, TEST_PASSWORD } from "../../test/factories.ts";
import { buildApp } from "../app.ts";

const t = useTestApp({ seed: false });
/** The customers who sign in here, with TEST_PASSWORD. */
const mails = { camille: "", noah: "", emma: "" };
beforeAll(async () => {
  const names = {
    camille: ["Camille", "Martin"],
    noah: ["Noah", "Jansen"],
    emma: ["Emma", "Petit"],
  } as const;
  for (const [key, [firstName, lastName]] of Object.entries(names)) {
    mails[key as keyof typeof mails] = (
      await createSignInCustomer(t.database.db, { firstName, lastName })
    ).mail;
  }
});

async function signIn(browser: TestBrowser, mail: string, password: string, language = "fr") {
  const start = await startAuthorization(browser, { clientId: t.config.oidc.clientId, language });
  const page = await browser.get(start.interaction);
  const uid = start.interaction.split("/").pop() as string;
  const login = await browser.post(`/auth/interaction/${uid}/login`, { email: mail, password });
  return { start, page, login, uid };
}

/** Follows the provider's redirects after a good password until the /callback URL. */
async function completeToCallback(browser: TestBrowser, firstRedirect: string): Promise<URL> {
  let next = firstRedirect;
  for (let hop = 0; hop < 5; hop += 1) {
    if (next.startsWith(`${TEST_ORIGIN}/callback`)) {
      return new URL(next);
    }
    next = location(await browser.get(next));
  }
  throw new Error(`no callback after 5 redirects (last: ${next})`);
}

describe("sign-in through the embedded provider", () => {
  it("signs a customer in with code + PKCE and the access token opens /api/accounts/me", async () => {
    const browser = new TestBrowser(t.app);
    const { start, page, login } = await signIn(browser, mails.camille, TEST_PASSWORD);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain("Connexion");
    expect(login.statusCode).toBe(303);

    const callback = await completeToCallback(browser, location(login));
    expect(callback.searchParams.get("state")).toBe("s-123");
    const code = callback.searchParams.get("code");
    expect(code).toBeTruthy();

    const tokenResponse = await exchangeCode(t.app, {
      clientId: t.config.oidc.clientId,
      code: code as string,
      redirectUri: start.redirectUri,
      verifier: start.verifier,
    });
    expect(tokenResponse.statusCode).toBe(200);
    const tokens = tokenResponse.json() as { access_token: string; id_token: string; refresh_token?: string };
    expect(tokens.refresh_token).toBeTruthy();
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe("at+jwt");
    expect(decodeJwt(tokens.access_token).aud).toBe(t.config.oidc.audience);

    const me = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      firstName: "Camille",
      mail: mails.camille,
      registered: true,
    });

    // The ID token is not an access token: same key and issuer, but refused by the API.
    const withIdToken = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me",
      headers: { authorization: `Bearer ${tokens.id_token}` },
    });
    expect(withIdToken.statusCode).toBe(401);

    // Silent renewal: the refresh token gives a new JWT access token for the API.
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/idp/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token as string,
        client_id: t.config.oidc.clientId,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt((refreshed.json() as { access_token: string }).access_token).sub).toBe(
      await t.accountId(mails.camille),
    );
  });

  it("keeps no sign-in state in one process: every step may land on another server", async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const browser = new TestBrowser(t.app);
      const start = await startAuthorization(browser, { clientId: t.config.oidc.clientId });
      browser.app = other;
      const uid = start.interaction.split("/").pop() as string;
      const login = await browser.post(`/auth/interaction/${uid}/login`, {
        email: mails.noah,
        password: TEST_PASSWORD,
      });
      browser.app = t.app;
      const resumed = location(await browser.get(location(login)));
      browser.app = other;
      const callback = await completeToCallback(browser, resumed);
      const tokens = await exchangeCode(other, {
        clientId: t.config.oidc.clientId,
        code: callback.searchParams.get("code") as string,
        redirectUri: start.redirectUri,
        verifier: start.verifier,
      });
      expect(tokens.statusCode).toBe(200);
      const me = await t.app.inject({
        method: "GET",
        url: "/api/accounts/me",
        headers: { authorization: `Bearer ${(tokens.json() as { access_token: string }).access_token}` },
      });
      expect(me.json()).toMatchObject({ firstName: "Noah" });
    } finally {
      await other.close();
    }
  });

  it("shows the sign-in page in the language of ui_locales", async () => {
    for (const [language, title] of [
      ["nl", "Inloggen"],
      ["en", "Sign in"],
      ["fr", "Connexion"],
    ] as const) {
      const browser = new TestBrowser(t.app);
      const start = await startAuthorization(browser, { clientId: t.config.oidc.clientId, language });
      const page = await browser.get(start.interaction);
      expect(page.body).toContain(`<html lang="${language}">`);
      expect(page.body).toContain(`<h1>${title}</h1>`);
    }
  });

  it("asks before signing out when the link carries no ID token, in the language of ui_locales", async () => {
    for (const [language, title] of [
      ["nl", "Uitloggen"],
      ["en", "Sign out"],
      ["fr", "Déconnexion"],
    ] as const) {
      const browser = new TestBrowser(t.app);
      const { login } = await signIn(browser, mails.noah, TEST_PASSWORD, language);
      await completeToCallback(browser, location(login));
      const page = await browser.get(`/idp/session/end?ui_locales=${language}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${language}">`);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      // A question and a button: nothing submits itself, so a link alone signs nobody out.
      expect(page.body).toContain('name="logout" value="yes"');
      expect(page.body).not.toContain("logout.js");
      expect(page.body).not.toMatch(/<script(?![^>]*src=)/);
    }
  });

  it("signs out at once when the app sends the customer's own ID token as id_token_hint", async () => {
    const browser = new TestBrowser(t.app);
    const { start, login } = await signIn(browser, mails.emma, TEST_PASSWORD);
    const callback = await completeToCallback(browser, location(login));
    const tokens = await exchangeCode(t.app, {
      clientId: t.config.oidc.clientId,
      code: callback.searchParams.get("code") as string,
      redirectUri: start.redirectUri,
      verifier: start.verifier,
    });
    const idToken = (tokens.json() as { id_token: string }).id_token;
    const query = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${TEST_ORIGIN}/fr`,
      ui_locales: "fr",
    });
    const page = await browser.get(`/idp/session/end?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/auth/assets/logout.js"');
    const script = await t.app.inject("/auth/assets/logout.js");
    expect(script.headers["content-type"]).toContain("javascript");

    // What logout.js does: submit the provider's form with the button's value.
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] as string;
    const done = await browser.post("/idp/session/end/confirm", { xsrf, logout: "yes" });
    expect(location(done)).toBe(`${TEST_ORIGIN}/fr`);
    // The session is over: a new authorization asks for the password again.
    const again = await startAuthorization(browser, { clientId: t.config.oidc.clientId });
    expect(again.interaction).toContain("/auth/interaction/");

    // Someone else's valid ID token does not sign this customer out without asking.
    const other = new TestBrowser(t.app);
    const { login: otherLogin } = await signIn(other, mails.noah, TEST_PASSWORD);
    await completeToCallback(other, location(otherLogin));
    const foreign = await other.get(`/idp/session/end?${query}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).not.toContain("logout.js");
  });

  it("lets the provider's own auto-submitting sign-out form run when there is no session", async () => {
    const page = await t.app.inject("/idp/session/end?ui_locales=fr");
    expect(page.statusCode).toBe(200);
    // oidc-provider adds its inline script's hash to the CSP the server set.
    expect(String(page.headers["content-security-policy"])).toMatch(/script-src [^;]*'sha256-/);
  });

  it("answers a wrong password with an announced, translated error and no redirect", async () => {
    const browser = new TestBrowser(t.app);
    const { login } = await signIn(browser, mails.noah, "not-the-password", "nl");
    expect(login.statusCode).toBe(401);
    expect(login.body).toContain('role="alert"');
    expect(login.body).toContain("E-mailadres of wachtwoord onjuist.");
    expect(login.headers.location).toBeUndefined();
  });

  it("refuses redirect URIs that are not registered exactly", async () => {
    const browser = new TestBrowser(t.app);
    const response = await browser.get(
      `/idp/auth?client_id=${t.config.oidc.clientId}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent("https://evil.example/callback")}&code_challenge=abcdefghijabcdefghijabcdefghijabcdefghij123&code_challenge_method=S256`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});
