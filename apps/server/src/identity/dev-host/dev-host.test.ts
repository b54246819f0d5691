import { WEBVIEW_AUTH_COOKIE } from "@cinelux/contract/constants";
import { readWebviewAuthValue, type WebviewAuthReading } from "@cinelux/contract/embedded";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, useTestApp } from "../../../test/app.ts";
import { createCustomer } from "../../../test/factories.ts";
import { ConfigError, loadConfig } from "../../config.ts";
import type { AccountRow } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });
let customer: AccountRow;
let newcomer: AccountRow;
beforeAll(async () => {
  customer = await createCustomer(t.database.db);
  newcomer = await createCustomer(t.database.db, { registered: false, mailVerifiedAt: null });
});

function setCookie(response: LightMyRequestResponse): string {
  const header = response.headers["set-cookie"];
  const value = Array.isArray(header) ? header.join("\n") : String(header ?? "");
  expect(value.startsWith(`${WEBVIEW_AUTH_COOKIE}=`)).toBe(true);
  return value;
}

/** What the web reads from the cookie the host set (the value before the attributes). */
function reading(response: LightMyRequestResponse): WebviewAuthReading {
  const value =
    setCookie(response)
      .slice(WEBVIEW_AUTH_COOKIE.length + 1)
      .split(";")[0] ?? "";
  return readWebviewAuthValue(value, Date.now());
}

function open(query: string, remoteAddress = "127.0.0.1") {
  return t.app.inject({ url: `/dev/embedded?${query}`, remoteAddress });
}

describe("the dev host page that plays the mobile app", () => {
  it("frames the chosen m/ page with a webview cookie whose token the API accepts", async () => {
    const page = await open(`mail=${encodeURIComponent(customer.mail)}&page=history&language=nl`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain(
      '<iframe id="app-frame" title="Embedded app: /m/nl/history" src="/m/nl/history">',
    );
    expect(setCookie(page)).toMatch(/; Max-Age=600; Path=\/; SameSite=Lax$/);
    const cookie = reading(page);
    expect(cookie).toMatchObject({
      status: "valid",
      auth: { account_id: customer.id, account_icu: customer.id, first_login: false, email_verified: true },
    });
    const jwt = cookie.status === "valid" ? cookie.auth.jwt : "";
    const me = await t.app.inject({ url: "/api/accounts/me", headers: { authorization: `Bearer ${jwt}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ mail: customer.mail });
  });

  it("says what the app knows of a customer who has not registered nor verified the address", async () => {
    const cookie = reading(await open(`mail=${encodeURIComponent(newcomer.mail)}&page=home`));
    expect(cookie).toMatchObject({ status: "valid", auth: { first_login: true, email_verified: false } });
  });

  it("sets an expiring, a malformed or no cookie on demand", async () => {
    const mail = encodeURIComponent(customer.mail);
    expect(reading(await open(`mail=${mail}&cookie=expiring`)).status).toBe("expired");
    expect(reading(await open(`mail=${mail}&cookie=malformed`)).status).toBe("malformed");
    const none = await open(`mail=${mail}&cookie=none&page=friends`);
    expect(setCookie(none)).toContain("Max-Age=0");
    expect(none.body).toContain('src="/m/fr/friends"');
  });

  it("runs its signal log under the page's script nonce, in a page the site may frame", async () => {
    const page = await open(`mail=${encodeURIComponent(customer.mail)}`);
    const csp = String(page.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.body).toContain(`data-mail="${customer.mail}"`);
  });

  it("shows no frame for an unknown customer, and refuses a page the apps do not embed", async () => {
    const unknown = await open("mail=nobody%40example.test");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("No account for nobody@example.test");
    expect(unknown.body).not.toContain("<iframe");
    expect(unknown.headers["set-cookie"]).toBeUndefined();
    expect((await open("page=wallet")).statusCode).toBe(400);
    expect((await open("cookie=forged")).statusCode).toBe(400);
  });

  it("renews the cookie when the frame asks refresh-login", async () => {
    const renewed = await t.app.inject({
      method: "POST",
      url: "/dev/embedded/cookie",
      payload: { mail: customer.mail },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toEqual({ renewed: true });
    expect(reading(renewed)).toMatchObject({ status: "valid", auth: { account_id: customer.id } });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/dev/embedded/cookie",
      payload: { mail: "nobody@example.test" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers this machine only", async () => {
    const remote = await open(`mail=${encodeURIComponent(customer.mail)}`, "203.0.113.9");
    expect(remote.statusCode).toBe(404);
    expect(remote.headers["set-cookie"]).toBeUndefined();
    const renew = await t.app.inject({
      method: "POST",
      url: "/dev/embedded/cookie",
      remoteAddress: "203.0.113.9",
      payload: { mail: customer.mail },
    });
    expect(renew.statusCode).toBe(404);
  });

  it("does not exist outside the dev environment", async () => {
    const prod = await createTestApp({
      seed: false,
      env: { APP_ENV: "prod", PUBLIC_URL: "https://www.cinelux.fr" },
    });
    try {
      const prodCustomer = await createCustomer(prod.database.db);
      const page = await prod.app.inject({
        url: `/dev/embedded?mail=${encodeURIComponent(prodCustomer.mail)}`,
      });
      expect(page.statusCode).toBe(404);
      expect(page.headers["set-cookie"]).toBeUndefined();
      const renew = await prod.app.inject({
        method: "POST",
        url: "/dev/embedded/cookie",
        payload: { mail: prodCustomer.mail },
      });
      expect(renew.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe("EMBEDDED_HOST_ORIGIN (the parent frame the signals go to)", () => {
  it("is the site's own origin in dev, for the dev host page, and none elsewhere", () => {
    expect(loadConfig({}).embeddedHostOrigin).toBe("http://localhost:3000");
    expect(loadConfig({ PUBLIC_URL: "https://www.cinelux.fr" }).embeddedHostOrigin).toBeNull();
  });

  it("is an explicit origin, which may then frame the site", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://www.cinelux.fr",
      EMBEDDED_HOST_ORIGIN: "https://app.cinelux.fr",
      FRAME_ANCESTORS: "https://partner.example.com, https://app.cinelux.fr/",
    });
    expect(config.embeddedHostOrigin).toBe("https://app.cinelux.fr");
    expect(config.frameAncestors).toEqual(["https://partner.example.com", "https://app.cinelux.fr"]);
  });

  it.each(["*", "https://app.cinelux.fr/embed", "app.cinelux.fr"])(
    "refuses %s, naming the variable",
    (value) => {
      expect(() => loadConfig({ EMBEDDED_HOST_ORIGIN: value })).toThrow(ConfigError);
      expect(() => loadConfig({ EMBEDDED_HOST_ORIGIN: value })).toThrow("EMBEDDED_HOST_ORIGIN");
    },
  );
});
