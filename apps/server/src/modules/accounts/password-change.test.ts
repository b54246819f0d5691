import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer } from "../../../test/factories.ts";
import { linkIn, mailsTo } from "../../../test/outbox.ts";
import { accountTokens, outboxMails } from "../../db/schema/index.ts";
import { findAccountByMail } from "./accounts.repository.ts";

const t = useTestApp({ seed: false });
/** The customers who ask for a password link here (Sanne's account speaks Dutch). */
const mails = { camille: "", noah: "", sanne: "", lucas: "", hugo: "", emma: "" };
beforeAll(async () => {
  for (const name of Object.keys(mails) as (keyof typeof mails)[]) {
    const dutch = name === "sanne" ? { domain: "nl" as const, language: "nl" as const } : {};
    mails[name] = (await createCustomer(t.database.db, dutch)).mail;
  }
});

async function changePassword(mail: string, options: { host?: string; query?: string } = {}) {
  return t.app.inject({
    method: "GET",
    url: `/api/accounts/me/changePassword${options.query ?? ""}`,
    headers: { authorization: `Bearer ${await t.tokenFor(mail)}`, host: options.host ?? "localhost:3000" },
  });
}

describe("GET /api/accounts/me/changePassword", () => {
  it("mails the customer the forgotten-password link, which sets a new password once", async () => {
    const response = await changePassword(mails.camille, { query: "?language=en" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ done: true });
    const [mail, ...others] = await mailsTo(t, mails.camille);
    expect(others).toHaveLength(0);
    // The account's language, not the language parameter the web adds to every call.
    expect(mail).toMatchObject({ kind: "reset_password", language: "fr", sentAt: null });
    expect(mail?.subject).toContain("Réinitialisez votre mot de passe");
    const link = linkIn(mail?.text ?? "", "/auth/reset");
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/reset\?token=[^&]+&lang=fr$/);

    const accountId = await t.accountId(mails.camille);
    const [token] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.accountId, accountId));
    expect(token?.purpose).toBe("reset_password");
    const lifetime = (token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 1000);

    const before = (await findAccountByMail(t.database.db, mails.camille))?.passwordHash;
    const tokenValue = new URL(link).searchParams.get("token") ?? "";
    const reset = () =>
      t.app.inject({
        method: "POST",
        url: "/auth/reset",
        payload: new URLSearchParams({
          token: tokenValue,
          password: "A-new-Secret-2042",
          confirm: "A-new-Secret-2042",
          lang: "fr",
        }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    expect((await reset()).statusCode).toBe(200);
    const after = (await findAccountByMail(t.database.db, mails.camille))?.passwordHash;
    expect(after).not.toBe(before);
    // Single use.
    expect((await reset()).statusCode).toBe(400);
  });

  it("writes in the account's language, to the site it came from, and to no one else", async () => {
    const camilleBefore = (await mailsTo(t, mails.camille)).length;
    const response = await changePassword(mails.sanne, { host: "nl.localhost:3000" });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo(t, mails.sanne);
    expect(mail).toMatchObject({ language: "nl", subject: expect.stringContaining("Stel je wachtwoord") });
    expect(linkIn(mail?.text ?? "", "/auth/reset")).toMatch(
      /^http:\/\/nl\.localhost:3000\/auth\/reset\?token=[^&]+&lang=nl$/,
    );
    expect(await mailsTo(t, mails.camille)).toHaveLength(camilleBefore);
  });

  it("never links to a host that is not one of the site's origins", async () => {
    expect((await changePassword(mails.noah, { host: "evil.example" })).statusCode).toBe(200);
    const [mail] = await mailsTo(t, mails.noah);
    expect(mail?.text).not.toContain("evil.example");
  });

  it("refuses a request that names an address or anything but the language, and sends nothing", async () => {
    const response = await changePassword(mails.hugo, {
      query: "?mail=attacker%40example.com",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "BAD_REQUEST" });
    expect(await mailsTo(t, mails.hugo)).toHaveLength(0);
    expect(await mailsTo(t, "attacker@example.com")).toHaveLength(0);
  });

  it("allows three a 10-minute window per customer, then 429; another customer is not held back", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await changePassword(mails.emma)).statusCode).toBe(200);
    }
    const limited = await changePassword(mails.emma);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(60);
    expect(await mailsTo(t, mails.emma)).toHaveLength(3);
    // Same address (every inject comes from 127.0.0.1), another customer: the key is the account.
    expect((await changePassword(mails.lucas)).statusCode).toBe(200);
  });

  it("needs a token and sends nothing without one", async () => {
    const before = (await t.database.db.select().from(outboxMails)).length;
    const response = await t.app.inject({ method: "GET", url: "/api/accounts/me/changePassword" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await t.database.db.select().from(outboxMails)).toHaveLength(before);
  });
});
