import { AccountResponseSchema } from "@cinelux/contract/account";
import {
  CancelReasonsResponseSchema,
  CardsResponseSchema,
  SubscriptionActionResponseSchema,
  SubscriptionResponseSchema,
  UpdatePhotoResponseSchema,
} from "@cinelux/contract/subscription";
import { describe, expect, it } from "vitest";
import { PASS_SCENARIOS } from "../data/subscription";
import { resetFakeDb } from "../fake-db";
import { BEARER } from "./fakes-test-kit";

const ORIGIN = "http://localhost";

async function call(path: string, init: RequestInit = {}) {
  return fetch(`${ORIGIN}${path}`, { ...init, headers: { ...BEARER, ...(init.headers ?? {}) } });
}

async function json(path: string, init: RequestInit = {}) {
  const response = await call(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("the pass on the fakes (docs/fakes.md, contract subscription rules)", () => {
  it.each(PASS_SCENARIOS)(
    "answers %s as the contract's schemas say, the account agreeing",
    async (scenario) => {
      resetFakeDb(scenario);
      const subscription = SubscriptionResponseSchema.parse(
        (await json("/api/accounts/me/subscription")).body,
      );
      const account = AccountResponseSchema.parse((await json("/api/accounts/me")).body);
      expect(account.subscription).toBe(true);
      expect(account.subscriptionState).toEqual(subscription.subscriptionState);
      expect(CardsResponseSchema.parse((await json("/api/accounts/me/cards")).body)).toHaveLength(1);
      expect(subscription.invoices.length).toBeGreaterThan(6);
    },
  );

  it("answers 404 SUBSCRIPTION_NOT_FOUND for a customer with no pass", async () => {
    resetFakeDb("registered");
    expect(await json("/api/accounts/me/subscription")).toMatchObject({
      status: 404,
      body: { code: "SUBSCRIPTION_NOT_FOUND" },
    });
  });

  it("pauses, refuses a second pause with 409, and undoes the pending pause", async () => {
    resetFakeDb("pass-active");
    const paused = await json("/api/accounts/me/subscription/suspend", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "suspend" }),
    });
    expect(SubscriptionActionResponseSchema.parse(paused.body).subscriptionState.pausePending).toBe(true);
    const again = await json("/api/accounts/me/subscription/suspend", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "suspend" }),
    });
    expect(again).toMatchObject({ status: 409, body: { code: "SUBSCRIPTION_SUSPENSION_NOT_ALLOWED" } });
    const undone = await json("/api/accounts/me/subscription/suspend", { method: "DELETE" });
    expect(SubscriptionActionResponseSchema.parse(undone.body).subscriptionState.pausePending).toBe(false);
  });

  it("gives the 25 reasons and the end date, cancels on that date and undoes it", async () => {
    resetFakeDb("pass-active");
    const reasons = CancelReasonsResponseSchema.parse(
      (await json("/api/accounts/me/subscription/cancel/reasons?language=nl")).body,
    );
    expect(reasons.reasons).toHaveLength(25);
    expect(reasons.reasons[0]?.label).toBe("Ik ben van formule veranderd");
    const cancelled = SubscriptionActionResponseSchema.parse(
      (
        await json("/api/accounts/me/subscription/cancel", {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ reason: "too_expensive" }),
        })
      ).body,
    );
    expect(cancelled.effectiveDate).toBe(reasons.effectiveDate);
    expect(cancelled.subscriptionState.cancelPending).toBe(true);
    const unknown = await json("/api/accounts/me/subscription/cancel", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "not_a_reason" }),
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: "BAD_REQUEST" } });
    const undone = await json("/api/accounts/me/subscription", { method: "DELETE" });
    expect(SubscriptionActionResponseSchema.parse(undone.body).subscriptionState.cancelPending).toBe(false);
  });

  it("serves invoices and the contract as PDFs, and 404 for another invoice", async () => {
    resetFakeDb("pass-unpaid");
    const subscription = SubscriptionResponseSchema.parse((await json("/api/accounts/me/subscription")).body);
    expect(subscription.unpaidInvoice).toBe(true);
    const invoice = subscription.invoices[0];
    const response = await call(`/api/accounts/me/subscription/invoice/${invoice?.id}.pdf`);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect((await call("/api/accounts/me/subscription/invoice/inv-999.pdf")).status).toBe(404);
    expect((await call("/api/accounts/me/subscription/contract")).headers.get("content-type")).toBe(
      "application/pdf",
    );
  });

  it("attaches a card by name and number with a captcha, and refuses without one", async () => {
    resetFakeDb("registered");
    const body = JSON.stringify({ lastname: "martin", cardNumber: "6280 0200 0000 0099" });
    const headers = { "content-type": "application/json" };
    expect(await json("/api/accounts/me/cards", { method: "PATCH", headers, body })).toMatchObject({
      status: 400,
      body: { code: "CAPTCHA_REQUIRED" },
    });
  });

  it("checks an uploaded photo's bytes, not its name", async () => {
    resetFakeDb("pass-blocked");
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], "me.jpg", {
      type: "image/jpeg",
    });
    const refused = new FormData();
    refused.append("photo", gif);
    refused.append("cardId", "0e0e0e0e-0000-4000-8000-0000000c0a01");
    expect(await json("/api/accounts/me/updatePhoto", { method: "POST", body: refused })).toMatchObject({
      status: 415,
      body: { code: "PHOTO_TYPE_NOT_ALLOWED" },
    });
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], "me.jpg", {
      type: "image/jpeg",
    });
    const accepted = new FormData();
    accepted.append("photo", jpeg);
    accepted.append("cardId", "0e0e0e0e-0000-4000-8000-0000000c0a01");
    const answer = await json("/api/accounts/me/updatePhoto", { method: "POST", body: accepted });
    // The pass is blocked for its photo: the new one waits for a moderator, as on the server.
    expect(UpdatePhotoResponseSchema.parse(answer.body).photoStatus).toBe("PENDING");
    const picture = await call("/api/accounts/me/cards/picture/0e0e0e0e-0000-4000-8000-0000000c0a01.jpg");
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
  });
});
