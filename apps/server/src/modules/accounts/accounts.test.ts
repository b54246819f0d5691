import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";

const t = useTestApp({ seed: false });

async function me(customer: { id: string }) {
  const response = await injectAs(t, customer, { method: "GET", url: "/api/accounts/me" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("GET /api/accounts/me", () => {
  it("returns every field of the User account with the server values of the SPEC", async () => {
    const camille = await me(
      await createCustomer(t.database.db, {
        firstName: "Camille",
        lastName: "Martin",
        gender: "civ-mm",
        cardLastDigits: "4242",
        cardExpirationDate: "2028-09-30",
        cardBrand: "VISA",
        interest: { genres: ["horror", "comedy"], events: [] },
      }),
    );
    expect(camille).toMatchObject({
      firstName: "Camille",
      lastName: "Martin",
      gender: "civ-mm",
      pictureFallback: "cm",
      registered: true,
      mustVerifyMail: false,
      domain: "fr",
      language: "fr",
      card: { lastDigits: "4242", expirationDate: "09/28", icon: "visa" },
      mailCommunicationCinelux: expect.any(Boolean),
      optinCommunicationCinelux: expect.any(Boolean),
      interest: { genres: ["horror", "comedy"], events: [] },
    });
    for (const field of [
      "id",
      "infixName",
      "picture",
      "birthDate",
      "homePhone",
      "mobilePhone",
      "address",
      "addressComplement",
      "postalCode",
      "city",
      "country",
      "subscription",
      "subscriptionState",
      "mailNotification",
      "statistics",
      "trackingDate",
      "hasLoyalty",
      "social",
      "photoStatus",
      "status",
    ]) {
      expect(camille).toHaveProperty(field);
    }
  });

  it("gives each customer their own account, never another's", async () => {
    const camille = await me(
      await createCustomer(t.database.db, { firstName: "Camille", lastName: "Martin" }),
    );
    const sanne = await me(
      await createCustomer(t.database.db, {
        firstName: "Sanne",
        infixName: "de",
        lastName: "Vries",
        domain: "nl",
        language: "nl",
      }),
    );
    expect(sanne).toMatchObject({
      firstName: "Sanne",
      infixName: "de",
      lastName: "Vries",
      domain: "nl",
      language: "nl",
    });
    expect(sanne.id).not.toBe(camille.id);
    expect(JSON.stringify(sanne)).not.toContain(camille.mail);
  });

  it("shows a blocked account's reason and an unregistered sign-up as such", async () => {
    const blocked = await createCustomer(t.database.db, {
      status: "blocked",
      blockedReason: "incorrect_photo",
    });
    expect(await me(blocked)).toMatchObject({
      status: "blocked",
      blockedReason: "incorrect_photo",
    });
    // SPEC 5: empty interests travel as null.
    const signUp = await createCustomer(t.database.db, {
      registered: false,
      firstName: null,
      lastName: null,
      gender: null,
      birthDate: null,
      address: null,
      postalCode: null,
      city: null,
      interest: null,
    });
    expect(await me(signUp)).toMatchObject({
      registered: false,
      firstName: null,
      interest: null,
    });
  });
});
