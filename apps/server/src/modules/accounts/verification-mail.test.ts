import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer } from "../../../test/factories.ts";
import { linkIn, mailsTo } from "../../../test/outbox.ts";
import { findAccountByMail } from "./accounts.repository.ts";

const t = useTestApp({ seed: false });
/** Camille has verified her address; the three others have not yet (Sanne's account speaks Dutch). */
const who = { camille: "", newCustomer: "", sanne: "", emma: "" };
beforeAll(async () => {
  const unverified = { mailVerifiedAt: null, mustVerifyMail: true };
  who.camille = (await createCustomer(t.database.db)).mail;
  who.newCustomer = (await createCustomer(t.database.db, { ...unverified, registered: false })).mail;
  who.sanne = (await createCustomer(t.database.db, { ...unverified, domain: "nl", language: "nl" })).mail;
  who.emma = (await createCustomer(t.database.db, unverified)).mail;
});

async function requestMail(mail: string, host = "localhost:3000") {
  return t.app.inject({
    method: "POST",
    url: "/api/accounts/me/verification-mail",
    headers: { authorization: `Bearer ${await t.tokenFor(mail)}`, host },
  });
}

describe("POST /api/accounts/me/verification-mail", () => {
  it("queues a verification mail in the customer's language whose link verifies the address", async () => {
    const response = await requestMail(who.newCustomer);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ queued: true });
    const [mail, ...others] = await mailsTo(t, who.newCustomer);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ kind: "verify_mail", language: "fr", sentAt: null });
    expect(mail?.subject).toContain("Cinélux");
    const link = linkIn(mail?.text ?? "", "/auth/verify");
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/verify\?token=[^&]+&lang=fr$/);

    const verified = await t.app.inject({ method: "GET", url: link.replace("http://localhost:3000", "") });
    expect(verified.statusCode).toBe(200);
    const account = await findAccountByMail(t.database.db, who.newCustomer);
    expect(account?.mailVerifiedAt).toBeInstanceOf(Date);
  });

  it("answers 409 once the address is verified, and queues nothing", async () => {
    const before = (await mailsTo(t, who.camille)).length;
    const response = await requestMail(who.camille);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "CONFLICT" });
    expect(await mailsTo(t, who.camille)).toHaveLength(before);
    // new.customer verified hers in the test above.
    expect((await requestMail(who.newCustomer)).statusCode).toBe(409);
  });

  it("writes only to the token's own address, in its language, with a link to the site it came from", async () => {
    const camilleBefore = (await mailsTo(t, who.camille)).length;
    const response = await requestMail(who.sanne, "nl.localhost:3000");
    expect(response.statusCode).toBe(202);
    const [mail] = await mailsTo(t, who.sanne);
    expect(mail).toMatchObject({
      language: "nl",
      subject: expect.stringContaining("Bevestig je e-mailadres"),
    });
    expect(linkIn(mail?.text ?? "", "/auth/verify")).toMatch(
      /^http:\/\/nl\.localhost:3000\/auth\/verify\?token=[^&]+&lang=nl$/,
    );
    expect(await mailsTo(t, who.camille)).toHaveLength(camilleBefore);
  });

  it("never links to a host that is not one of the site's origins", async () => {
    const response = await requestMail(who.sanne, "evil.example");
    expect(response.statusCode).toBe(202);
    const mails = await mailsTo(t, who.sanne);
    for (const mail of mails) {
      expect(mail.text).not.toContain("evil.example");
    }
  });

  it("allows three requests a minute per account, then answers 429; other accounts are not held back", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await requestMail(who.emma)).statusCode).toBe(202);
    }
    const limited = await requestMail(who.emma);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(await mailsTo(t, who.emma)).toHaveLength(3);
    // Camille (verified) still reaches the handler: 409, not 429.
    expect((await requestMail(who.camille)).statusCode).toBe(409);
  });

  it("needs a token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/accounts/me/verification-mail" });
    expect(response.statusCode).toBe(401);
  });
});
