import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { accounts } from "../../db/schema/index.ts";
import { findAccountByMail } from "./accounts.repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SAVED_CARD = { lastDigits: "4242", expirationDate: "09/28", icon: "visa" };

async function call(method: "GET" | "DELETE", url: string, mail?: string) {
  const headers = mail ? { authorization: `Bearer ${await t.tokenFor(mail)}` } : {};
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
    expect((await call("GET", "/api/accounts/me", "camille.martin@example.com")).json().card).toEqual(
      SAVED_CARD,
    );
    const response = await call("DELETE", "/api/accounts/me/cards/cb", "camille.martin@example.com");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mail: "camille.martin@example.com",
      firstName: "Camille",
      card: null,
    });
    expect(await storedCard("camille.martin@example.com")).toMatchObject({
      digits: null,
      date: null,
      brand: null,
    });
    // The account read cache of this process shows the change at once.
    expect((await call("GET", "/api/accounts/me", "camille.martin@example.com")).json().card).toBeNull();
  });

  it("is idempotent: without a card it changes nothing and answers the same", async () => {
    const before = await storedCard("camille.martin@example.com");
    const response = await call("DELETE", "/api/accounts/me/cards/cb", "camille.martin@example.com");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ card: null });
    expect((await storedCard("camille.martin@example.com")).at).toEqual(before.at);
  });

  it("clears a half-stored card too (digits without a date)", async () => {
    await t.database.db
      .update(accounts)
      .set({ cardLastDigits: "1881", cardExpirationDate: null, cardBrand: "AMEX" })
      .where(eq(accounts.mail, "noah.jansen@example.com"));
    const response = await call("DELETE", "/api/accounts/me/cards/cb", "noah.jansen@example.com");
    expect(response.statusCode).toBe(200);
    expect(await storedCard("noah.jansen@example.com")).toMatchObject({
      digits: null,
      date: null,
      brand: null,
    });
  });

  it("leaves every other customer's card alone", async () => {
    // Camille removed hers above; Sanne's is still there.
    expect((await call("GET", "/api/accounts/me", "sanne.devries@example.com")).json().card).toEqual(
      SAVED_CARD,
    );
    expect(await storedCard("sanne.devries@example.com")).toMatchObject({ digits: "4242", brand: "VISA" });
  });

  it("removes only the bank card slot: another card kind is an unknown route (404) and changes nothing", async () => {
    const response = await call("DELETE", "/api/accounts/me/cards/visa", "sanne.devries@example.com");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(await storedCard("sanne.devries@example.com")).toMatchObject({ digits: "4242" });
    // The bank card slot itself works for her.
    expect(
      (await call("DELETE", "/api/accounts/me/cards/cb", "sanne.devries@example.com")).json().card,
    ).toBeNull();
  });

  it("needs a token and changes nothing without one", async () => {
    await t.database.db
      .update(accounts)
      .set({ cardLastDigits: "4242", cardExpirationDate: "2028-09-30", cardBrand: "VISA" })
      .where(eq(accounts.mail, "lucas.bernard@example.com"));
    const response = await call("DELETE", "/api/accounts/me/cards/cb");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await storedCard("lucas.bernard@example.com")).toMatchObject({ digits: "4242" });
  });
});
