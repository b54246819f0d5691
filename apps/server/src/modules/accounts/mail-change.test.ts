import { ERROR_MESSAGES } from "@cinelux/contract";
import { CAPTCHA_HEADER } from "@cinelux/contract/captcha-header";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { solvedCaptcha } from "../../../test/captcha.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import type { AccountRow } from "../../db/schema/index.ts";
import { accountTokens, outboxMails } from "../../db/schema/index.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { createLinkToken } from "../credentials/account-links.ts";
import { BRUTE_FORCE, checkAttempt } from "../credentials/brute-force.ts";
import { findAccountById } from "./accounts.repository.ts";

const PASSWORD = "Popcorn-Tuesday-42";
const t = useTestApp({ seed: false });
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

/** `captcha`: a solved answer (default), a given one, or null for none. */
async function call(
  customer: AccountRow,
  method: "POST" | "PATCH",
  url: string,
  payload: object,
  captcha?: string | null,
) {
  const answer = captcha === undefined ? await solvedCaptcha(t) : captcha;
  return injectAs(t, customer, {
    method,
    url,
    payload,
    headers: answer === null ? {} : { [CAPTCHA_HEADER]: answer },
  });
}

const checkCredentials = (customer: AccountRow, body: object, captcha?: string | null) =>
  call(customer, "POST", "/api/accounts/me/checkCredentials", body, captcha);
const changeMail = (customer: AccountRow, newMail: string, captcha?: string | null) =>
  call(customer, "PATCH", "/api/accounts/me/email", { newMail, newMailConfirmation: newMail }, captcha);
const passStep1 = async (customer: AccountRow) => {
  const response = await checkCredentials(customer, { mail: customer.mail, password: PASSWORD });
  expect(response.statusCode).toBe(200);
};

const customer = (overrides: Parameters<typeof createCustomer>[1] = {}) =>
  createCustomer(t.database.db, { passwordHash, ...overrides });
const mailsTo = (recipient: string) =>
  t.database.db.select().from(outboxMails).where(eq(outboxMails.recipient, recipient));
const currentMail = async (account: AccountRow) => (await findAccountById(t.database.db, account.id))?.mail;
const newAddress = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.test`;

function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path.replace("?", "\\?")}\\S+`).exec(text);
  if (!match) {
    throw new Error(`no ${path} link in: ${text}`);
  }
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

describe("the e-mail change in two steps", () => {
  it("changes the address, mails a working verification link to the new one and a notice to the old one", async () => {
    const sanne = await customer({ language: "nl" });
    const oldLink = await createLinkToken(t.database.db, sanne.id, "verify_mail");
    const target = newAddress("Sanne.New");

    const step1 = await checkCredentials(sanne, { mail: sanne.mail.toUpperCase(), password: PASSWORD });
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toEqual({ done: true });
    const step2 = await call(sanne, "PATCH", "/api/accounts/me/email", {
      newMail: target,
      newMailConfirmation: target.toLowerCase(),
    });
    expect(step2.statusCode).toBe(200);
    expect(step2.json()).toEqual({ done: true });

    const me = await injectAs(t, sanne, { method: "GET", url: "/api/accounts/me" });
    expect(me.json()).toMatchObject({ mail: target.toLowerCase(), mustVerifyMail: true });

    const [verification, ...moreNew] = await mailsTo(target.toLowerCase());
    expect(moreNew).toHaveLength(0);
    expect(verification).toMatchObject({ kind: "verify_mail", language: "nl" });
    expect(verification?.subject).toContain("Bevestig je nieuwe e-mailadres");
    const [notice, ...moreOld] = await mailsTo(sanne.mail);
    expect(moreOld).toHaveLength(0);
    expect(notice).toMatchObject({ kind: "mail_changed", language: "nl" });
    expect(notice?.text).toContain(`gewijzigd in ${target.toLowerCase()}`);
    expect(linkIn(notice?.text ?? "", "/auth/reset?")).toMatch(/^\/auth\/reset\?token=[^&]+&lang=nl$/);

    // The link mailed to the old address before the change no longer verifies anything.
    const stale = await t.app.inject(`/auth/verify?token=${encodeURIComponent(oldLink)}&lang=nl`);
    expect(stale.statusCode).toBe(400);
    const verified = await t.app.inject(linkIn(verification?.text ?? "", "/auth/verify?"));
    expect(verified.statusCode).toBe(200);
    const after = await findAccountById(t.database.db, sanne.id);
    expect(after).toMatchObject({ mail: target.toLowerCase(), mustVerifyMail: false });
    expect(after?.mailVerifiedAt).toBeInstanceOf(Date);

    // The proof was spent: a second change needs a new step 1.
    const again = await changeMail(sanne, newAddress("sanne.third"));
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: "CREDENTIALS_CHECK_REQUIRED" });
  });

  it("refuses step 2 without step 1", async () => {
    const alice = await customer();
    const response = await changeMail(alice, newAddress("alice"));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "CREDENTIALS_CHECK_REQUIRED" });
    expect(await currentMail(alice)).toBe(alice.mail);
  });

  it("refuses step 2 once step 1 is more than 10 minutes old", async () => {
    const alice = await customer();
    await passStep1(alice);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.accountId, alice.id), eq(accountTokens.purpose, "mail_change")));
    const response = await changeMail(alice, newAddress("alice"));
    expect(response.statusCode).toBe(403);
    expect(await currentMail(alice)).toBe(alice.mail);
  });

  it("counts a wrong password as a failed sign-in, then answers 429 past the pair's limit", async () => {
    const alice = await customer();
    for (let attempt = 0; attempt < BRUTE_FORCE.maxFailuresPerPair; attempt += 1) {
      const wrong = await checkCredentials(alice, { mail: alice.mail, password: "Not-the-password-1" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        code: "CREDENTIALS_INVALID",
        // Alice is French: the refusal speaks her language (SPEC 8).
        message: ERROR_MESSAGES.fr.CREDENTIALS_INVALID,
      });
    }
    // The sign-in form of this account, from this address, is refused too: one counter.
    expect((await checkAttempt(t.database.db, alice.mail, "127.0.0.1")).allowed).toBe(false);
    const right = await checkCredentials(alice, { mail: alice.mail, password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    expect((await changeMail(alice, newAddress("alice"))).statusCode).toBe(403);
  });

  it("needs a fresh captcha answer on both steps", async () => {
    const alice = await customer();
    const body = { mail: alice.mail, password: PASSWORD };
    const missing = await checkCredentials(alice, body, null);
    expect(missing.json()).toMatchObject({ code: "CAPTCHA_REQUIRED" });
    const answer = await solvedCaptcha(t);
    expect((await checkCredentials(alice, body, answer)).statusCode).toBe(200);
    const replayed = await changeMail(alice, newAddress("alice"), answer);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: "CAPTCHA_REPLAYED" });
    const none = await changeMail(alice, newAddress("alice"), null);
    expect(none.json()).toMatchObject({ code: "CAPTCHA_REQUIRED" });
    expect(await currentMail(alice)).toBe(alice.mail);
    // The refusals spent no proof.
    expect((await changeMail(alice, newAddress("alice"))).statusCode).toBe(200);
  });

  it("refuses a different confirmation or an invalid address and keeps the proof", async () => {
    const alice = await customer();
    await passStep1(alice);
    const different = await call(alice, "PATCH", "/api/accounts/me/email", {
      newMail: "alice.one@example.test",
      newMailConfirmation: "alice.two@example.test",
    });
    expect(different.statusCode).toBe(400);
    expect(different.json().fields).toEqual([{ path: "newMailConfirmation", code: "invalid_value" }]);
    const invalid = await changeMail(alice, "alice-at-example.test");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual([{ path: "newMail", code: "invalid_format" }]);
    const same = await changeMail(alice, alice.mail);
    expect(same.json().fields).toEqual([{ path: "newMail", code: "invalid_value" }]);
    expect((await changeMail(alice, newAddress("alice"))).statusCode).toBe(200);
  });

  it("answers an address another account uses as a success, changes nothing and mails that account's owner", async () => {
    const alice = await customer();
    const owner = await customer({ language: "en" });
    await passStep1(alice);
    const response = await changeMail(alice, owner.mail.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ done: true });
    expect(await currentMail(alice)).toBe(alice.mail);
    expect(await currentMail(owner)).toBe(owner.mail);
    const [taken, ...others] = await mailsTo(owner.mail);
    expect(others).toHaveLength(0);
    expect(taken).toMatchObject({ kind: "mail_taken", language: "en" });
    expect(taken?.subject).toContain("Someone tried to use your e-mail address");
    expect(await mailsTo(alice.mail)).toEqual([]);
    // Spent as by a change, so a second try cannot tell the two apart.
    expect((await changeMail(alice, newAddress("alice"))).statusCode).toBe(403);
  });

  it("binds step 1 to its account: another customer can neither use it nor pass it with the first one's address", async () => {
    const alice = await customer();
    const mallory = await customer();
    await passStep1(alice);
    const borrowed = await changeMail(mallory, newAddress("mallory"));
    expect(borrowed.statusCode).toBe(403);
    const impersonated = await checkCredentials(mallory, { mail: alice.mail, password: PASSWORD });
    expect(impersonated.statusCode).toBe(400);
    expect(impersonated.json()).toMatchObject({ code: "CREDENTIALS_INVALID" });
    expect((await changeMail(mallory, newAddress("mallory"))).statusCode).toBe(403);
    expect(await currentMail(alice)).toBe(alice.mail);
    expect(await currentMail(mallory)).toBe(mallory.mail);
    // Alice's proof is untouched by all this.
    expect((await changeMail(alice, newAddress("alice"))).statusCode).toBe(200);
  });

  it("lists a step 1 among the links of the data export", async () => {
    const alice = await customer();
    await passStep1(alice);
    const response = await injectAs(t, alice, { method: "GET", url: "/api/accounts/me/export" });
    expect(response.statusCode).toBe(200);
    expect(response.json().links).toMatchObject([{ purpose: "mail_change", usedAt: null }]);
  });
});
