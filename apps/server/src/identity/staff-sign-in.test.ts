import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { TEST_ORIGIN, useTestApp } from "../../test/app.ts";
import { exchangeCode, location, startAuthorization, TestBrowser } from "../../test/browser.ts";
import { createSignInCustomer, TEST_PASSWORD } from "../../test/factories.ts";
import { createStaff, type TestStaff } from "../../test/staff.factories.ts";
import { totpCodeAt } from "../modules/staff/totp.ts";

const t = useTestApp({ seed: false });
const STAFF_CALLBACK = `${TEST_ORIGIN}/staff/callback`;

function formValue(body: string, name: string): string {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(body)?.[1];
  if (value === undefined) {
    throw new Error(`no ${name} in the page: ${body.slice(0, 400)}`);
  }
  return value;
}

async function startStaffSignIn(browser: TestBrowser, language = "en") {
  const start = await startAuthorization(browser, {
    clientId: t.config.oidc.staffClientId,
    redirectUri: STAFF_CALLBACK,
    language,
  });
  const uid = start.interaction.split("/").pop() as string;
  return { start, uid };
}

async function passwordStep(
  browser: TestBrowser,
  uid: string,
  member: TestStaff,
  password = member.password,
) {
  return browser.post(`/auth/interaction/${uid}/staff/password`, { email: member.mail, password });
}

/** Follows the provider's redirects to the staff callback and exchanges the code. */
async function finish(browser: TestBrowser, first: string, start: { verifier: string; redirectUri: string }) {
  let next = first;
  for (let hop = 0; hop < 5 && !next.startsWith(STAFF_CALLBACK); hop += 1) {
    next = location(await browser.get(next));
  }
  const response = await exchangeCode(t.app, {
    clientId: t.config.oidc.staffClientId,
    code: new URL(next).searchParams.get("code") as string,
    redirectUri: start.redirectUri,
    verifier: start.verifier,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { access_token: string; refresh_token: string; id_token: string };
}

/** Enrols a new staff member through a first sign-in; returns its tokens and recovery codes. */
async function enrol(member: TestStaff, at = Date.now()) {
  const browser = new TestBrowser(t.app);
  const { start, uid } = await startStaffSignIn(browser);
  const codePage = await passwordStep(browser, uid, member);
  const step = formValue(codePage.body, "step");
  const done = await browser.post(`/auth/interaction/${uid}/staff/code`, {
    step,
    code: await totpCodeAt(member.totpSecret, at),
  });
  expect(done.statusCode).toBe(200);
  const codes = [...done.body.matchAll(/<li>([a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4})<\/li>/g)].map(
    (m) => m[1] as string,
  );
  const continueTo = /<div class="links"><a href="([^"]+)"/
    .exec(done.body)?.[1]
    ?.replaceAll("&amp;", "&") as string;
  const tokens = await finish(browser, continueTo, start);
  return { browser, codes, tokens };
}

describe("staff sign-in through the embedded provider", () => {
  it("asks mail and password, then enrols the TOTP app with a QR code, then shows 10 recovery codes once", async () => {
    const member = await createStaff(t.database.db, { roles: ["agent", "editor"] });
    const browser = new TestBrowser(t.app);
    const { start, uid } = await startStaffSignIn(browser, "nl");
    const page = await browser.get(start.interaction);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain("<h1>Aanmelden personeel</h1>");
    // The staff's page: no sign-up, no social sign-in.
    expect(page.body).not.toContain("/signup");

    const codePage = await passwordStep(browser, uid, member);
    expect(codePage.statusCode).toBe(200);
    expect(codePage.body).toContain('src="data:image/svg+xml;base64,');
    expect(codePage.body).toContain(member.totpSecret);

    const { codes, tokens } = await enrol(member);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const claims = decodeJwt(tokens.access_token);
    expect(claims.aud).toBe(t.config.oidc.staffAudience);
    expect(claims.aud).not.toBe(t.config.oidc.audience);
    expect(claims.sub).toBe(member.staff.id);
    expect(claims.roles).toEqual(["agent", "editor"]);
    expect(claims.amr).toEqual(["pwd", "otp", "mfa"]);
    expect(Math.abs((claims.mfa_at as number) - Date.now() / 1000)).toBeLessThan(30);

    // The second sign-in of an enrolled member asks for the code, without the QR code.
    const again = new TestBrowser(t.app);
    const next = await startStaffSignIn(again);
    const secondCodePage = await passwordStep(again, next.uid, member);
    expect(secondCodePage.body).not.toContain("data:image/svg+xml");
    expect(secondCodePage.body).toContain('autocomplete="one-time-code"');
  });

  it("opens /api/staff/me with the staff token, and no customer route", async () => {
    const member = await createStaff(t.database.db, { roles: ["moderator"], displayName: "Mo Derator" });
    const { tokens } = await enrol(member);
    const me = await t.app.inject({
      url: "/api/staff/me",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: member.staff.id, displayName: "Mo Derator", roles: ["moderator"] });
    const customerRoute = await t.app.inject({
      url: "/api/accounts/me",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(customerRoute.statusCode).toBe(401);

    // A refresh keeps the staff audience and reads the roles again.
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/idp/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token,
        client_id: t.config.oidc.staffClientId,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    const renewed = decodeJwt((refreshed.json() as { access_token: string }).access_token);
    expect(renewed.aud).toBe(t.config.oidc.staffAudience);
    expect(renewed.roles).toEqual(["moderator"]);
    expect(renewed.mfa_at).toBe(decodeJwt(tokens.access_token).mfa_at);
  });

  it("refuses a code whose time step was already accepted, and takes the next step's", async () => {
    const member = await createStaff(t.database.db);
    const now = Date.now();
    await enrol(member, now);
    const browser = new TestBrowser(t.app);
    const { uid } = await startStaffSignIn(browser);
    const step = formValue((await passwordStep(browser, uid, member)).body, "step");
    const replayed = await browser.post(`/auth/interaction/${uid}/staff/code`, {
      step,
      code: await totpCodeAt(member.totpSecret, now),
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.body).toContain('role="alert"');
    expect(replayed.body).toContain("already used");
    const next = await browser.post(`/auth/interaction/${uid}/staff/code`, {
      step,
      code: await totpCodeAt(member.totpSecret, now + 30_000),
    });
    expect(next.statusCode).toBe(303);
  });

  it("accepts one of two sign-ins racing with the same code (on PostgreSQL, a real race)", async () => {
    const member = await createStaff(t.database.db);
    const now = Date.now();
    await enrol(member, now);
    const code = await totpCodeAt(member.totpSecret, now + 30_000);
    const attempts = await Promise.all(
      [0, 1].map(async () => {
        const browser = new TestBrowser(t.app);
        const { uid } = await startStaffSignIn(browser);
        const step = formValue((await passwordStep(browser, uid, member)).body, "step");
        return { browser, uid, step };
      }),
    );
    const answers = await Promise.all(
      attempts.map(({ browser, uid, step }) =>
        browser.post(`/auth/interaction/${uid}/staff/code`, { step, code }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 401]);
  });

  it("takes each recovery code once", async () => {
    const member = await createStaff(t.database.db);
    const { codes } = await enrol(member);
    const code = (codes[3] as string).toUpperCase();
    const attempt = async () => {
      const browser = new TestBrowser(t.app);
      const { uid } = await startStaffSignIn(browser);
      const step = formValue((await passwordStep(browser, uid, member)).body, "step");
      return browser.post(`/auth/interaction/${uid}/staff/code`, { step, code });
    };
    expect((await attempt()).statusCode).toBe(303);
    expect((await attempt()).statusCode).toBe(401);
  });

  it("refuses a wrong password, a forged step and a customer's password", async () => {
    const member = await createStaff(t.database.db);
    const customer = await createSignInCustomer(t.database.db, { firstName: "Camille", lastName: "Martin" });
    const browser = new TestBrowser(t.app);
    const { uid } = await startStaffSignIn(browser, "fr");
    const wrong = await passwordStep(browser, uid, member, "not-the-password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("Adresse e-mail ou mot de passe incorrect.");
    const asCustomer = await browser.post(`/auth/interaction/${uid}/staff/password`, {
      email: customer.mail,
      password: TEST_PASSWORD,
    });
    expect(asCustomer.statusCode).toBe(401);
    // The customers' form does not sign anyone in to the staff client either.
    const customerForm = await browser.post(`/auth/interaction/${uid}/login`, {
      email: customer.mail,
      password: TEST_PASSWORD,
    });
    expect(customerForm.statusCode).toBe(400);
    const forged = await browser.post(`/auth/interaction/${uid}/staff/code`, {
      step: `${member.staff.id}.9999999999.AAAA`,
      code: await totpCodeAt(member.totpSecret, Date.now()),
    });
    expect(forged.statusCode).toBe(400);
  });

  it("does not let a customer's provider session serve the staff client", async () => {
    const customer = await createSignInCustomer(t.database.db, { firstName: "Noah", lastName: "Jansen" });
    const browser = new TestBrowser(t.app);
    const customerStart = await startAuthorization(browser, { clientId: t.config.oidc.clientId });
    const customerUid = customerStart.interaction.split("/").pop() as string;
    const login = await browser.post(`/auth/interaction/${customerUid}/login`, {
      email: customer.mail,
      password: TEST_PASSWORD,
    });
    let next = location(login);
    for (let hop = 0; hop < 5 && !next.startsWith(`${TEST_ORIGIN}/callback`); hop += 1) {
      next = location(await browser.get(next));
    }
    // Same browser, same provider session: the staff client still asks for a staff sign-in.
    const staffStart = await startAuthorization(browser, {
      clientId: t.config.oidc.staffClientId,
      redirectUri: STAFF_CALLBACK,
    });
    expect(staffStart.interaction).toContain("/auth/interaction/");
  });
});
