import { PASS_TYPES } from "@cinelux/contract/passes";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import {
  commitmentEndOf,
  monthlyAmountCents,
  type SubscriptionModel,
  subscriptionStateOf,
} from "@cinelux/contract/subscription-rules";
import { describe, expect, it } from "vitest";
import { heldPick, isHeld, planChangeConsequence, plansOffered } from "./plan-change-rules";

const TODAY = "2026-04-20";

function model(overrides: Partial<SubscriptionModel> = {}): SubscriptionModel {
  const startDate = overrides.startDate ?? "2025-03-05";
  return {
    plan: "CINEPASS",
    addOns: [],
    domain: "fr",
    startDate,
    commitmentEndDate: commitmentEndOf("CINEPASS", "fr", startDate),
    billingDay: 5,
    status: "active",
    blockedReason: null,
    pause: null,
    cancellation: null,
    planChange: null,
    debitInvoiceEnabled: false,
    ...overrides,
  };
}

/** GET .../subscription's answer for `stored` on TODAY, as the server presents it. */
function subscriptionOf(stored: SubscriptionModel): SubscriptionResponse {
  return {
    invoices: [],
    unpaidInvoice: false,
    unpaidBalance: 0,
    consumption: { subscriptionAmount: monthlyAmountCents(stored), supplements: [] },
    debitInvoiceEnabled: false,
    card: {
      type: stored.plan,
      status: stored.status,
      date: stored.startDate,
      cardNumber: "6280010000000001",
      subscriptionNumber: "S-1",
      openEndedSubscription: false,
      subscriptionId: "sub-1",
      blockedReason: null,
    },
    status: stored.status,
    subscriptionState: subscriptionStateOf(stored, TODAY),
  };
}

describe("plan change rules", () => {
  it("charges an upgrade now for the days left of the billing period, then the new monthly price", () => {
    // CINEPASS 22.90 → GOLD 29.90: 7.00 a month, 15 of the 30 days from 5 April to 5 May.
    const consequence = planChangeConsequence({
      subscription: subscriptionOf(model()),
      domain: "fr",
      choice: { plan: "CINEPASS_GOLD", addOns: [] },
      today: TODAY,
    });
    expect(consequence).toEqual({
      change: "upgrade",
      nowCents: 350,
      daysLeft: 15,
      nextBillingDate: "2026-05-05",
      monthlyCents: 2990,
    });
  });

  it("counts an add-on in the monthly price: the same plan with the guest add-on is an upgrade", () => {
    const consequence = planChangeConsequence({
      subscription: subscriptionOf(model()),
      domain: "fr",
      choice: { plan: "CINEPASS", addOns: ["GUEST_TICKETS"] },
      today: TODAY,
    });
    expect(consequence).toMatchObject({ change: "upgrade", nowCents: 495, monthlyCents: 3280 });
  });

  it("schedules a cheaper plan on the next billing date once the commitment has run", () => {
    const consequence = planChangeConsequence({
      subscription: subscriptionOf(model()),
      domain: "fr",
      choice: { plan: "EXPLORER", addOns: [] },
      today: TODAY,
    });
    expect(consequence).toEqual({ change: "scheduled", executionDate: "2026-05-05", monthlyCents: 1490 });
  });

  it("schedules a cheaper plan on the commitment's end while committed", () => {
    const stored = model({ startDate: "2026-01-05" });
    const consequence = planChangeConsequence({
      subscription: subscriptionOf(stored),
      domain: "fr",
      choice: { plan: "CINEPASS_26", addOns: [] },
      today: TODAY,
    });
    expect(consequence).toEqual({ change: "scheduled", executionDate: "2027-01-05", monthlyCents: 1790 });
  });

  it("keeps a pending change's date for a new cheaper choice", () => {
    const stored = model({
      startDate: "2026-01-05",
      planChange: { plan: "EXPLORER", addOns: [], executionDate: "2027-01-05" },
    });
    const consequence = planChangeConsequence({
      subscription: subscriptionOf(stored),
      domain: "fr",
      choice: { plan: "CINEPASS_26", addOns: [] },
      today: TODAY,
    });
    expect(consequence).toMatchObject({ change: "scheduled", executionDate: "2027-01-05" });
  });

  it("bills a pass started on the 30th on the 1st", () => {
    const stored = model({ startDate: "2025-01-30", billingDay: 1 });
    const consequence = planChangeConsequence({
      subscription: subscriptionOf(stored),
      domain: "fr",
      choice: { plan: "CINEPASS_GOLD", addOns: [] },
      today: TODAY,
    });
    expect(consequence).toMatchObject({ change: "upgrade", daysLeft: 11, nextBillingDate: "2026-05-01" });
  });

  it("prices on the pass's domain", () => {
    const stored = model({ domain: "nl", commitmentEndDate: "2026-03-05" });
    const consequence = planChangeConsequence({
      subscription: subscriptionOf(stored),
      domain: "nl",
      choice: { plan: "UNLIMITED_GOLD", addOns: [] },
      today: TODAY,
    });
    // 23.50 → 35.90 on the nl domain: 12.40 a month, half of it.
    expect(consequence).toMatchObject({ change: "upgrade", nowCents: 620, monthlyCents: 3590 });
  });

  it("knows the held plan whatever the add-ons' order, and offers every plan (each takes an add-on)", () => {
    const held = heldPick(subscriptionOf(model({ addOns: ["PREMIUM_FORMATS"] })));
    expect(held).toEqual({ plan: "CINEPASS", addOns: ["PREMIUM_FORMATS"] });
    expect(isHeld(held, { plan: "CINEPASS", addOns: ["PREMIUM_FORMATS"] })).toBe(true);
    expect(isHeld(held, { plan: "CINEPASS", addOns: [] })).toBe(false);
    expect(isHeld(held, { plan: "CINEPASS_GOLD", addOns: [] })).toBe(false);
    expect(plansOffered(held)).toEqual([...PASS_TYPES]);
  });
});
