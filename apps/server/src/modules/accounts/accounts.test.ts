import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function me(mail: string) {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/accounts/me",
    headers: { authorization: `Bearer ${await t.tokenFor(mail)}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("GET /api/accounts/me", () => {
  it("returns every field of the User account with the server values of the SPEC", async () => {
    const camille = await me("camille.martin@example.com");
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
    const camille = await me("camille.martin@example.com");
    const sanne = await me("sanne.devries@example.com");
    expect(sanne).toMatchObject({
      firstName: "Sanne",
      infixName: "de",
      lastName: "Vries",
      domain: "nl",
      language: "nl",
    });
    expect(sanne.id).not.toBe(camille.id);
    expect(JSON.stringify(sanne)).not.toContain("camille");
  });

  it("shows a blocked account's reason and an unregistered sign-up as such", async () => {
    expect(await me("lea.moreau@example.com")).toMatchObject({
      status: "blocked",
      blockedReason: "incorrect_photo",
    });
    // SPEC 5: empty interests travel as null.
    expect(await me("new.customer@example.com")).toMatchObject({
      registered: false,
      firstName: null,
      interest: null,
    });
  });
});
