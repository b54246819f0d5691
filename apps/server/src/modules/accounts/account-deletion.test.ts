import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { type ProviderTokens, refreshTokens, signInThroughProvider } from "../../../test/browser.ts";
import { createCustomer, tokenOf } from "../../../test/factories.ts";
import { accountDeletions, accounts, advantages, outboxMails } from "../../db/schema/index.ts";
import { issueAccessToken } from "../../identity/tokens.ts";
import { hashPassword } from "../../lib/passwords.ts";

const t = useTestApp({ seed: false });

const PASSWORD = "une-longue-phrase-de-passe";

type Tokens = ProviderTokens;

/** A full sign-in through the embedded provider, as the web does it. */
async function signIn(mail: string): Promise<Tokens> {
  const { tokens } = await signInThroughProvider(t.app, {
    clientId: t.config.oidc.clientId,
    mail,
    password: PASSWORD,
  });
  return tokens;
}

function call(method: "GET" | "POST", url: string, accessToken?: string) {
  return t.app.inject({
    method,
    url,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
}

function refresh(refreshToken: string) {
  return refreshTokens(t.app, { clientId: t.config.oidc.clientId, refreshToken });
}

describe("POST /api/accounts/me/delete", () => {
  it("deletes a freshly signed-in account, ends its sessions, mails it and records the request", async () => {
    const customer = await createCustomer(t.database.db, {
      language: "nl",
      passwordHash: await hashPassword(PASSWORD),
      hasLoyalty: true,
      cardLastDigits: "4242",
    });
    await t.database.db.insert(advantages).values({
      id: `ADV-TEST-${customer.id}`,
      accountId: customer.id,
      name: { fr: "Popcorn", nl: "Popcorn", en: "Popcorn" },
      details: { fr: "Offert", nl: "Gratis", en: "Free" },
    });
    const other = await createCustomer(t.database.db);
    const otherToken = await tokenOf(t, other);
    const tokens = await signIn(customer.mail);
    // The provider's token carries the sign-in time, and keeps it when renewed.
    const authTime = decodeJwt(tokens.access_token).auth_time;
    expect(authTime).toBeTypeOf("number");
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const current = renewed.json() as Tokens;
    expect(decodeJwt(current.access_token).auth_time).toBe(authTime);

    const response = await call("POST", "/api/accounts/me/delete", current.access_token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deleted: true,
      lost: { pass: false, loyalty: true, advantages: 1, bookings: 0, paymentCard: true },
    });
    const me = await call("GET", "/api/accounts/me", current.access_token);
    expect(me.statusCode).toBe(401);
    expect((await refresh(current.refresh_token)).json()).toMatchObject({ error: "invalid_grant" });
    const db = t.database.db;
    expect(await db.select().from(accounts).where(eq(accounts.id, customer.id))).toEqual([]);
    expect(await db.select().from(advantages).where(eq(advantages.accountId, customer.id))).toEqual([]);
    const records = await db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.accountId, customer.id));
    expect(records).toHaveLength(1);
    expect(records[0]?.mailSha256).toBe(createHash("sha256").update(customer.mail).digest("hex"));
    const mails = await db.select().from(outboxMails).where(eq(outboxMails.recipient, customer.mail));
    expect(mails.map((mail) => [mail.kind, mail.language, mail.subject])).toEqual([
      ["account_deleted", "nl", "Je account is verwijderd · Cinélux"],
    ]);
    // The second customer is untouched.
    expect((await call("GET", "/api/accounts/me", otherToken)).statusCode).toBe(200);
  });

  it("asks for a new sign-in when the token's sign-in is older than 10 minutes", async () => {
    const customer = await createCustomer(t.database.db);
    const token = await issueAccessToken({
      db: t.database.db,
      config: t.config,
      accountId: customer.id,
      authTime: Math.floor(Date.now() / 1000) - 11 * 60,
    });

    const response = await call("POST", "/api/accounts/me/delete", token);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "REAUTHENTICATION_REQUIRED" });
    expect((await call("GET", "/api/accounts/me", token)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(accountDeletions).where(eq(accountDeletions.accountId, customer.id)),
    ).toEqual([]);
  });

  it("deletes with a dev token signed just now, which then stops working", async () => {
    const customer = await createCustomer(t.database.db);
    const token = await tokenOf(t, customer);

    expect((await call("POST", "/api/accounts/me/delete", token)).statusCode).toBe(200);

    expect((await call("GET", "/api/accounts/me", token)).statusCode).toBe(401);
    expect((await call("POST", "/api/accounts/me/delete", token)).statusCode).toBe(401);
  });

  it("refuses a request without a token", async () => {
    const response = await call("POST", "/api/accounts/me/delete");

    expect(response.statusCode).toBe(401);
  });
});
