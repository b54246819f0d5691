import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN, useTestApp } from "../../test/app.ts";
import { startAuthorization, TestBrowser } from "../../test/browser.ts";
import { createSignInCustomer } from "../../test/factories.ts";
import { linkIn, mailsTo } from "../../test/outbox.ts";
import { accounts as accountsTable, accountTokens } from "../db/schema/index.ts";
import { findAccountByMail } from "../modules/accounts/accounts.repository.ts";

const t = useTestApp({ seed: false });
beforeAll(async () => {
  // The existing accounts of this file, under addresses of its own (example.org, not the demo's).
  for (const [mail, language] of [
    ["camille.martin@example.org", "fr"],
    ["emma.petit@example.org", "fr"],
    ["noah.jansen@example.org", "nl"],
    ["hugo.durand@example.org", "en"],
  ] as const) {
    await createSignInCustomer(t.database.db, { mail, language, domain: language === "nl" ? "nl" : "fr" });
  }
});

async function interaction(browser: TestBrowser, language: string, redirectUri?: string) {
  const start = await startAuthorization(browser, {
    clientId: t.config.oidc.clientId,
    language,
    redirectUri,
  });
  return start.interaction.split("/").pop() as string;
}

describe("sign-up", () => {
  it("creates an unregistered account and queues the verification mail in its language", async () => {
    const browser = new TestBrowser(t.app);
    const uid = await interaction(browser, "nl", "http://nl.localhost:3000/callback");
    const form = await browser.get(`/auth/interaction/${uid}/signup`);
    expect(form.body).toContain("Maak je account aan");

    const done = await browser.post(`/auth/interaction/${uid}/signup`, {
      email: "Femke.Visser@Example.com",
      password: "Bioscoop-2026",
      confirm: "Bioscoop-2026",
    });
    expect(done.statusCode).toBe(201);
    expect(done.body).toContain("femke.visser@example.com");

    const account = await findAccountByMail(t.database.db, "femke.visser@example.com");
    expect(account).toMatchObject({ registered: false, mustVerifyMail: true, language: "nl", domain: "nl" });
    const [mail] = await mailsTo(t, "femke.visser@example.com");
    expect(mail?.subject).toContain("Bevestig je e-mailadres");
    // The link goes back to the domain the customer signed up on.
    expect(linkIn(mail?.text ?? "", "/auth/verify")).toMatch(/^http:\/\/nl\.localhost:3000\//);
  });

  it("verifies the e-mail once with the mailed link", async () => {
    const browser = new TestBrowser(t.app);
    const uid = await interaction(browser, "fr");
    await browser.post(`/auth/interaction/${uid}/signup`, {
      email: "jules.roux@example.com",
      password: "Cinema-2026x",
      confirm: "Cinema-2026x",
    });
    const [mail] = await mailsTo(t, "jules.roux@example.com");
    const link = linkIn(mail?.text ?? "", "/auth/verify");

    const verified = await browser.get(link);
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toContain("Adresse e-mail vérifiée");
    const account = await findAccountByMail(t.database.db, "jules.roux@example.com");
    expect(account?.mailVerifiedAt).toBeInstanceOf(Date);
    expect(account?.mustVerifyMail).toBe(false);

    const again = await browser.get(link);
    expect(again.statusCode).toBe(400);
  });

  it("keeps the form and explains each field when the input is wrong, creating nothing", async () => {
    const browser = new TestBrowser(t.app);
    const uid = await interaction(browser, "en");
    const weak = await browser.post(`/auth/interaction/${uid}/signup`, {
      email: "not-an-address",
      password: "short",
      confirm: "short",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain("Enter a valid e-mail address.");
    expect(weak.body).toContain('aria-invalid="true"');
    expect(weak.body).toContain("at least 10 characters");

    const mismatch = await browser.post(`/auth/interaction/${uid}/signup`, {
      email: "mia@example.com",
      password: "Popcorn-2026",
      confirm: "Popcorn-2027",
    });
    expect(mismatch.body).toContain("The two passwords differ.");
    expect(mismatch.body).toContain('value="mia@example.com"');
    expect(await findAccountByMail(t.database.db, "mia@example.com")).toBeUndefined();
  });

  it("answers a known address exactly as a new one, and mails its owner instead of creating an account", async () => {
    const form = { password: "Popcorn-2026", confirm: "Popcorn-2026" };
    const knownBrowser = new TestBrowser(t.app);
    const knownUid = await interaction(knownBrowser, "en");
    const known = await knownBrowser.post(`/auth/interaction/${knownUid}/signup`, {
      email: "Camille.Martin@example.org",
      ...form,
    });
    const newBrowser = new TestBrowser(t.app);
    const newUid = await interaction(newBrowser, "en");
    const fresh = await newBrowser.post(`/auth/interaction/${newUid}/signup`, {
      email: "zoe.lambert@example.com",
      ...form,
    });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.statusCode).toBe(201);
    const text = (body: string, email: string, uid: string) =>
      body.replaceAll(email, "EMAIL").replaceAll(uid, "UID");
    expect(text(known.body, "camille.martin@example.org", knownUid)).toBe(
      text(fresh.body, "zoe.lambert@example.com", newUid),
    );
    expect(known.body).not.toContain("already");

    // Camille (a French account) hears about it in French, with a way in and a way to reset.
    const [mail] = (await mailsTo(t, "camille.martin@example.org")).filter(
      (m) => m.kind === "account_exists",
    );
    expect(mail?.subject).toContain("Vous avez déjà un compte");
    expect(mail?.text).toContain(`${TEST_ORIGIN}/fr`);
    expect(linkIn(mail?.text ?? "", "/auth/forgot")).toContain("lang=fr");
    const accounts = await t.database.db
      .select()
      .from(accountsTable)
      .where(eq(accountsTable.mail, "camille.martin@example.org"));
    expect(accounts).toHaveLength(1);
  });

  it("answers two racing sign-ups for one new address the same, creating one account", async () => {
    const form = { email: "racing@example.com", password: "Popcorn-2026", confirm: "Popcorn-2026" };
    const browsers = [new TestBrowser(t.app), new TestBrowser(t.app)];
    const uids = await Promise.all(browsers.map((browser) => interaction(browser, "fr")));
    const answers = await Promise.all(
      browsers.map((browser, index) => browser.post(`/auth/interaction/${uids[index]}/signup`, form)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const accounts = await t.database.db
      .select()
      .from(accountsTable)
      .where(eq(accountsTable.mail, "racing@example.com"));
    expect(accounts).toHaveLength(1);
  });
});

describe("forgotten password", () => {
  it("mails a single-use link valid 30 minutes, and the new password signs in", async () => {
    const browser = new TestBrowser(t.app);
    const asked = await browser.post("/auth/forgot", { email: "emma.petit@example.org", lang: "fr" });
    expect(asked.statusCode).toBe(200);
    const [mail] = await mailsTo(t, "emma.petit@example.org");
    expect(mail?.subject).toContain("Réinitialisez votre mot de passe");
    const link = linkIn(mail?.text ?? "", "/auth/reset");

    const [stored] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, "reset_password"));
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(30 * 60 * 1000 + 1000);
    // Only a hash of the token is stored.
    expect(link).not.toContain(stored?.tokenHash ?? "-");

    const form = await browser.get(link);
    expect(form.statusCode).toBe(200);
    const token = new URL(link).searchParams.get("token") as string;
    const saved = await browser.post("/auth/reset", {
      token,
      lang: "fr",
      password: "Nouveau-2026",
      confirm: "Nouveau-2026",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain("Mot de passe modifié");

    const reused = await browser.post("/auth/reset", {
      token,
      lang: "fr",
      password: "Encore-2026x",
      confirm: "Encore-2026x",
    });
    expect(reused.statusCode).toBe(400);

    const signIn = new TestBrowser(t.app);
    const uid = await interaction(signIn, "fr");
    const login = await signIn.post(`/auth/interaction/${uid}/login`, {
      email: "emma.petit@example.org",
      password: "Nouveau-2026",
    });
    expect(login.statusCode).toBe(303);
  });

  it("answers the same for an unknown address and mails nothing", async () => {
    const browser = new TestBrowser(t.app);
    const known = await browser.post("/auth/forgot", { email: "noah.jansen@example.org", lang: "nl" });
    const unknown = await browser.post("/auth/forgot", { email: "nobody@example.com", lang: "nl" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body.replace("nobody@example.com", "X")).toBe(
      known.body.replace("noah.jansen@example.org", "X"),
    );
    expect(await mailsTo(t, "nobody@example.com")).toHaveLength(0);
  });

  it("refuses an expired link", async () => {
    const browser = new TestBrowser(t.app);
    await browser.post("/auth/forgot", { email: "hugo.durand@example.org", lang: "en" });
    const [mail] = await mailsTo(t, "hugo.durand@example.org");
    const link = linkIn(mail?.text ?? "", "/auth/reset");
    await t.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const page = await browser.get(link);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("invalid, already used or expired");
  });
});
