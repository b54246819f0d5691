import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { bearerOf, createCustomer } from "../../../test/factories.ts";
import { type AccountRow, accounts } from "../../db/schema/index.ts";
import { findAccountByMail } from "./accounts.repository.ts";

const t = useTestApp({ seed: false });
/** Camille and Sanne saved a bank card; Noah and Lucas did not. */
const mails = { camille: "", noah: "", sanne: "", lucas: "" };
beforeAll(async () => {
  const savedCard = { cardLastDigits: "4242", cardExpirationDate: "2028-09-30", cardBrand: "VISA" };
  const make = async (name: keyof typeof mails, overrides: Partial<AccountRow> = {}) => {
    mails[name] = (await createCustomer(t.database.db, { firstName: name, ...overrides })).mail;
  };
  await make("camille", { firstName: "Camille", ...savedCard });
  await make("sanne", { domain: "nl", language: "nl", ...savedCard });
  await make("noah");
  await make("lucas");
});

const SAVED_CARD = { lastDigits: "4242", expirationDate: "09/28", icon: "visa" };

async function call(method: "GET" | "DELETE", url: string, mail?: string) {
  const headers = await bearerOf(t, mail);
  return t.app.inject({ method, url, headers });
}

async function storedCard(mail: string) {
  const row = await findAccountByMail(t.database.db, mail);
  return {
    digits: row?.cardLastDigits,
    date: row?.cardExpirationDate,
    brand: row?.cardBrand,
    at: row?.updatedAt,
  };
}

describe("DELETE /api/accounts/me/cards/cb", () => {
  it("forgets the saved bank card and answers the account without it", async () => {
    expect((await call("GET", "/api/accounts/me", mails.camille)).json().card).toEqual(SAVED_CARD);
    const response = await call("DELETE", "/api/accounts/me/cards/cb", mails.camille);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mail: mails.camille,
      firstName: "Camille",
      card: null,
    });
    expect(await storedCard(mails.camille)).toMatchObject({
      digits: null,
      date: null,
      brand: null,
    });
    // The account read cache of this process shows the change at once.
    expect((await call("GET", "/api/accounts/me", mails.camille)).json().card).toBeNull();
  });

  it("is idempotent: without a card it changes nothing and answers the same", async () => {
    const before = await storedCard(mails.camille);
    const response = await call("DELETE", "/api/accounts/me/cards/cb", mails.camille);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ card: null });
    expect((await storedCard(mails.camille)).at).toEqual(before.at);
  });

  it("clears a half-stored card too (digits without a date)", async () => {
    await t.database.db
      .update(accounts)
      .set({ cardLastDigits: "1881", cardExpirationDate: null, cardBrand: "AMEX" })
      .where(eq(accounts.mail, mails.noah));
    const response = await call("DELETE", "/api/accounts/me/cards/cb", mails.noah);
    expect(response.statusCode).toBe(200);
    expect(await storedCard(mails.noah)).toMatchObject({
      digits: null,
      date: null,
      brand: null,
    });
  });

  it("leaves every other customer's card alone", async () => {
    // Camille removed hers above; Sanne's is still there.
    expect((await call("GET", "/api/accounts/me", mails.sanne)).json().card).toEqual(SAVED_CARD);
    expect(await storedCard(mails.sanne)).toMatchObject({ digits: "4242", brand: "VISA" });
  });

  it("removes only the bank card slot: another card kind is an unknown route (404) and changes nothing", async () => {
    const response = await call("DELETE", "/api/accounts/me/cards/visa", mails.sanne);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(await storedCard(mails.sanne)).toMatchObject({ digits: "4242" });
    // The bank card slot itself works for her.
    expect((await call("DELETE", "/api/accounts/me/cards/cb", mails.sanne)).json().card).toBeNull();
  });

  it("needs a token and changes nothing without one", async () => {
    await t.database.db
      .update(accounts)
      .set({ cardLastDigits: "4242", cardExpirationDate: "2028-09-30", cardBrand: "VISA" })
      .where(eq(accounts.mail, mails.lucas));
    const response = await call("DELETE", "/api/accounts/me/cards/cb");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await storedCard(mails.lucas)).toMatchObject({ digits: "4242" });
  });
});
