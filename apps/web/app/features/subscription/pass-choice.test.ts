import type { PassCard, SubscriptionResponse } from "@cinelux/contract/subscription";
import { describe, expect, it } from "vitest";
import { passCardOf } from "./components/subscription-page";
import { subscriptionAnalyticsEvent } from "./subscription-analytics";

function card(overrides: Partial<PassCard>): PassCard {
  return {
    id: "c1",
    type: "CINEPASS",
    label: "Camille Martin",
    picture: null,
    number: "6280010000000001",
    activationDate: null,
    expirationDate: null,
    code: "CODE",
    subscriptionStatus: "active",
    openEndedSubscription: false,
    photoStatus: "OK",
    lastUpdateDate: null,
    ...overrides,
  };
}

function subscription(cardNumber: string, plan: string | null): SubscriptionResponse {
  return {
    card: { cardNumber },
    subscriptionState: { currentPlan: plan ? { value: plan, title: `PassType.${plan}`, price: 0 } : null },
  } as unknown as SubscriptionResponse;
}

describe("the screen's pass card (SPEC 4 active pass choice)", () => {
  it("shows the subscription's own card, paused or blocked as it may be", () => {
    const paused = card({ id: "pass", number: "111", subscriptionStatus: "suspended" });
    const movie = card({
      id: "movie",
      type: "MOVIECARD_20",
      number: "222",
      lastUpdateDate: "2026-01-01T00:00:00Z",
    });
    expect(passCardOf([movie, paused], subscription("111", "CINEPASS"))?.id).toBe("pass");
  });

  it("falls back on the contract's choice: active, known type, the account card last, newest first", () => {
    const account = card({
      id: "account",
      type: "COMPTE_CINELUX",
      number: "1",
      lastUpdateDate: "2026-06-01T00:00:00Z",
    });
    const older = card({ id: "older", number: "2", lastUpdateDate: "2025-01-01T00:00:00Z" });
    const newer = card({ id: "newer", number: "3", lastUpdateDate: "2026-01-01T00:00:00Z" });
    const unknown = card({
      id: "unknown",
      type: "MYSTERY",
      number: "4",
      lastUpdateDate: "2026-09-01T00:00:00Z",
    });
    expect(passCardOf([account, older, unknown, newer], subscription("999", "CINEPASS"))?.id).toBe("newer");
    expect(passCardOf([card({ subscriptionStatus: "canceled" })], subscription("999", null))).toBeNull();
  });
});

describe("SPEC 9 analytics subscription labels", () => {
  it.each([
    ["CINEPASS_DUO", "Cinépass duo"],
    ["CINEPASS_26", "Cinépass-26"],
    ["CINEPASS", "Cinépass"],
    ["UNLIMITED", "0"],
  ])("labels %s as %s", (plan, label) => {
    expect(subscriptionAnalyticsEvent(subscription("1", plan), "fr")).toEqual({
      event: "subscription_view",
      subscription_label: label,
      language: "fr",
    });
  });

  it("labels a customer without a pass 0", () => {
    expect(subscriptionAnalyticsEvent(null, "nl").subscription_label).toBe("0");
  });
});
