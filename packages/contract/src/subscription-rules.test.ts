import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PASS_TYPES } from "./passes.ts";
import {
  ACCOUNT_CARD_TYPE,
  accountCardStatusOf,
  activePassOf,
  addDays,
  addMonths,
  advanceSubscription,
  applySubscriptionAction,
  billingDayOf,
  cancellationEndDate,
  cardStatusOf,
  commitmentEndOf,
  firstPeriodEnd,
  invoicePeriodsDue,
  monthlyAmountCents,
  nextBillingDate,
  passStatusOf,
  pauseWindow,
  planChangeExecutionDate,
  proratedAmountCents,
  resumeInvoicePeriod,
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionModel,
  subscriptionActionError,
  subscriptionAnalyticsLabel,
  subscriptionStateOf,
} from "./subscription-rules.ts";

const TODAY = "2026-03-20";

/** Camille's pass: CINEPASS since 2025-09-05, committed until 2026-09-05, billed on the 5th. */
function model(overrides: Partial<SubscriptionModel> = {}): SubscriptionModel {
  return {
    plan: "CINEPASS",
    addOns: [],
    domain: "fr",
    startDate: "2025-09-05",
    commitmentEndDate: "2026-09-05",
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

describe("dates", () => {
  it("bills a new pass from its start's day, or from the 1st after a start on the 29th to 31st", () => {
    expect([billingDayOf("2026-03-05"), firstPeriodEnd("2026-03-05")]).toEqual([5, "2026-04-05"]);
    expect([billingDayOf("2026-03-28"), firstPeriodEnd("2026-03-28")]).toEqual([28, "2026-04-28"]);
    expect([billingDayOf("2026-01-30"), firstPeriodEnd("2026-01-30")]).toEqual([1, "2026-03-01"]);
    expect([billingDayOf("2026-03-31"), firstPeriodEnd("2026-03-31")]).toEqual([1, "2026-05-01"]);
    expect([billingDayOf("2026-12-29"), firstPeriodEnd("2026-12-29")]).toEqual([1, "2027-02-01"]);
  });

  it("bills a pass started on the 29th to 31st from the end of its first month, then on the 1st", () => {
    const pass = { billingDay: 1, startDate: "2026-11-30" };
    expect(nextBillingDate(pass, "2026-11-30")).toBe("2027-01-01");
    expect(nextBillingDate(pass, "2026-12-15")).toBe("2027-01-01");
    expect(nextBillingDate(pass, "2027-01-01")).toBe("2027-02-01");
    // A pass whose billing day is not the rule's (the demo's, an older one) keeps its own.
    expect(nextBillingDate({ billingDay: 5, startDate: "2026-11-30" }, "2026-11-30")).toBe("2026-12-05");
  });

  it("adds months, clamping to the month's last day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-15", 3)).toBe("2027-02-15");
    expect(addMonths("2026-03-15", -3)).toBe("2025-12-15");
  });

  it("bills next on the billing day strictly after today", () => {
    expect(nextBillingDate({ billingDay: 5 }, "2026-03-04")).toBe("2026-03-05");
    expect(nextBillingDate({ billingDay: 5 }, "2026-03-05")).toBe("2026-04-05");
    expect(nextBillingDate({ billingDay: 5 }, "2026-12-20")).toBe("2027-01-05");
  });

  it("starts a pause on the next billing date for one month", () => {
    expect(pauseWindow({ billingDay: 5 }, TODAY)).toEqual({ from: "2026-04-05", to: "2026-05-05" });
  });

  it("ends a cancellation inside the commitment at the commitment end", () => {
    expect(cancellationEndDate({ commitmentEndDate: "2026-09-05" }, TODAY)).toBe("2026-09-05");
  });

  it("never asks more than one month's notice after the commitment, nor less than it", () => {
    expect(cancellationEndDate({ commitmentEndDate: "2025-09-05" }, TODAY)).toBe("2026-04-20");
    // The commitment ends in ten days: the one month's notice still applies.
    expect(cancellationEndDate({ commitmentEndDate: "2026-03-30" }, TODAY)).toBe("2026-04-20");
  });

  it("executes a plan change at the commitment end, else on the next billing date", () => {
    expect(planChangeExecutionDate(model(), TODAY)).toBe("2026-09-05");
    expect(planChangeExecutionDate(model({ commitmentEndDate: "2025-09-05" }), TODAY)).toBe("2026-04-05");
  });
});

describe("subscriptionStateOf (SPEC 3), one flag at a time", () => {
  const paused = model({ status: "suspended", pause: { from: "2026-03-05", to: "2026-04-05" } });
  const pausePending = model({ pause: { from: "2026-04-05", to: "2026-05-05" } });
  const cancelPending = model({
    cancellation: { reason: "R01", effectiveDate: "2026-09-05", requestedOn: "2026-03-01" },
  });
  const canceled = model({
    status: "canceled",
    cancellation: { reason: "R01", effectiveDate: "2026-03-01", requestedOn: "2026-02-01" },
  });
  const downgrade = model({
    plan: "CINEPASS_DUO",
    planChange: { plan: "CINEPASS", addOns: [], executionDate: "2026-09-05" },
  });

  it("eligibleReSubscription only once the pass has ended", () => {
    expect(subscriptionStateOf(canceled, TODAY).eligibleReSubscription).toBe(true);
    expect(subscriptionStateOf(model(), TODAY).eligibleReSubscription).toBe(false);
  });

  it("eligibleRenew from one month before the commitment end, on a committing plan only", () => {
    expect(subscriptionStateOf(model(), TODAY).eligibleRenew).toBe(false);
    expect(subscriptionStateOf(model(), "2026-08-05").eligibleRenew).toBe(true);
    expect(
      subscriptionStateOf(model({ plan: "UNLIMITED", commitmentEndDate: "2025-09-05" }), TODAY).eligibleRenew,
    ).toBe(false);
    expect(subscriptionStateOf(cancelPending, "2026-08-20").eligibleRenew).toBe(false);
  });

  it("eligibleForReactivation while the pass is paused", () => {
    expect(subscriptionStateOf(paused, TODAY).eligibleForReactivation).toBe(true);
    expect(subscriptionStateOf(model(), TODAY).eligibleForReactivation).toBe(false);
  });

  it("eligibleForSuspension when active with nothing scheduled", () => {
    expect(subscriptionStateOf(model(), TODAY).eligibleForSuspension).toBe(true);
    expect(subscriptionStateOf(pausePending, TODAY).eligibleForSuspension).toBe(false);
    expect(subscriptionStateOf(cancelPending, TODAY).eligibleForSuspension).toBe(false);
    expect(subscriptionStateOf(model({ status: "unpaid" }), TODAY).eligibleForSuspension).toBe(false);
    expect(subscriptionStateOf(model({ status: "blocked" }), TODAY).eligibleForSuspension).toBe(false);
  });

  it("eligibleToCancelSuspension and pausePending while a pause is scheduled, not started", () => {
    const state = subscriptionStateOf(pausePending, TODAY);
    expect(state.pausePending).toBe(true);
    expect(state.eligibleToCancelSuspension).toBe(true);
    expect(subscriptionStateOf(paused, TODAY).pausePending).toBe(false);
    expect(subscriptionStateOf(pausePending, "2026-04-05").pausePending).toBe(false);
  });

  it("eligibleToCancelCancellation and cancelPending until the cancellation's day", () => {
    expect(subscriptionStateOf(cancelPending, TODAY)).toMatchObject({
      cancelPending: true,
      eligibleToCancelCancellation: true,
      currentPlanEndDate: "2026-09-05",
    });
    expect(subscriptionStateOf(cancelPending, "2026-09-05")).toMatchObject({
      cancelPending: false,
      eligibleToCancelCancellation: false,
      eligibleReSubscription: true,
    });
  });

  it("eligibleChanges while the pass lives and no cancellation is asked", () => {
    expect(subscriptionStateOf(model(), TODAY).eligibleChanges).toBe(true);
    expect(subscriptionStateOf(model({ status: "unpaid" }), TODAY).eligibleChanges).toBe(true);
    expect(subscriptionStateOf(cancelPending, TODAY).eligibleChanges).toBe(false);
    expect(subscriptionStateOf(canceled, TODAY).eligibleChanges).toBe(false);
  });

  it("pendingPlanChange with the new plan, its price and its execution date", () => {
    const state = subscriptionStateOf(downgrade, TODAY);
    expect(state.pendingPlanChange).toBe(true);
    expect(state.currentPlan).toEqual({ value: "CINEPASS_DUO", title: "PassType.CINEPASS_DUO", price: 3990 });
    expect(state.newPlan).toEqual({ value: "CINEPASS", title: "PassType.CINEPASS", price: 2290 });
    expect(state.nextPlanExecutionDate).toBe("2026-09-05");
    expect(state.currentPlanEndDate).toBe("2026-09-05");
    expect(subscriptionStateOf(model(), TODAY).pendingPlanChange).toBe(false);
  });

  it("prices the plan and its add-ons on the customer's domain, in cents", () => {
    const state = subscriptionStateOf(model({ domain: "nl", addOns: ["PREMIUM_FORMATS"] }), TODAY);
    expect(state.currentPlan?.price).toBe(2350);
    expect(state.addons).toEqual([
      { value: "PREMIUM_FORMATS", title: "PassAddOn.PREMIUM_FORMATS", price: 650 },
    ]);
    expect(state.newPlan).toBeNull();
    expect(state.newAddons).toEqual([]);
    expect(state.nextPlanExecutionDate).toBe("2026-04-05");
  });
});

describe("advanceSubscription", () => {
  it("starts and ends a scheduled pause", () => {
    const scheduled = model({ pause: { from: "2026-04-05", to: "2026-05-05" } });
    expect(advanceSubscription(scheduled, "2026-04-05").status).toBe("suspended");
    expect(advanceSubscription(scheduled, "2026-05-05")).toMatchObject({ status: "active", pause: null });
  });

  it("executes a plan change with a new commitment", () => {
    const changed = advanceSubscription(
      model({
        plan: "CINEPASS_DUO",
        planChange: { plan: "CINEPASS", addOns: [], executionDate: "2026-09-05" },
      }),
      "2026-09-05",
    );
    expect(changed).toMatchObject({ plan: "CINEPASS", planChange: null, commitmentEndDate: "2027-09-05" });
  });

  it("ends the pass on the cancellation's day without a plan change due that day or later", () => {
    const ended = advanceSubscription(
      model({
        plan: "CINEPASS_DUO",
        planChange: { plan: "CINEPASS", addOns: [], executionDate: "2026-09-05" },
        cancellation: { reason: "R", effectiveDate: "2026-09-05", requestedOn: "2026-03-20" },
      }),
      "2026-10-01",
    );
    expect(ended).toMatchObject({ status: "canceled", plan: "CINEPASS_DUO", planChange: null });
  });
});

describe("actions (SPEC 4) and their guards", () => {
  it("refuses every action whose flag is false with its coded error", () => {
    const canceled = subscriptionStateOf(
      model({
        status: "canceled",
        cancellation: { reason: "R", effectiveDate: "2026-03-01", requestedOn: "2026-02-01" },
      }),
      TODAY,
    );
    const errors = Object.fromEntries(
      SUBSCRIPTION_ACTIONS.map((action) => [action, subscriptionActionError(action, canceled)]),
    );
    expect(errors).toEqual({
      suspend: "SUBSCRIPTION_SUSPENSION_NOT_ALLOWED",
      resume: "SUBSCRIPTION_REACTIVATION_NOT_ALLOWED",
      cancelSuspension: "SUBSCRIPTION_NO_PENDING_PAUSE",
      cancel: "SUBSCRIPTION_CANCELLATION_NOT_ALLOWED",
      cancelCancellation: "SUBSCRIPTION_NO_PENDING_CANCELLATION",
      cancelPlanChange: "SUBSCRIPTION_NO_PENDING_PLAN_CHANGE",
      groupSupplementInvoice: "SUBSCRIPTION_ENDED",
    });
  });

  it("pauses, then undoes the pending pause", () => {
    const pausedLater = applySubscriptionAction(model(), "suspend", TODAY);
    expect(pausedLater.pause).toEqual({ from: "2026-04-05", to: "2026-05-05" });
    expect(subscriptionActionError("cancelSuspension", subscriptionStateOf(pausedLater, TODAY))).toBeNull();
    expect(applySubscriptionAction(pausedLater, "cancelSuspension", TODAY).pause).toBeNull();
  });

  it("resumes a paused pass today", () => {
    const paused = model({ status: "suspended", pause: { from: "2026-03-05", to: "2026-04-05" } });
    expect(applySubscriptionAction(paused, "resume", TODAY)).toMatchObject({ status: "active", pause: null });
  });

  it("cancels with the exact end date, drops a later plan change, and undoes", () => {
    const withChange = model({
      planChange: { plan: "CINEPASS_26", addOns: [], executionDate: "2026-09-05" },
    });
    const cancelled = applySubscriptionAction(withChange, "cancel", TODAY, { reason: "R07" });
    expect(cancelled.cancellation).toEqual({
      reason: "R07",
      effectiveDate: "2026-09-05",
      requestedOn: TODAY,
    });
    expect(cancelled.planChange).toBeNull();
    expect(applySubscriptionAction(cancelled, "cancelCancellation", TODAY).cancellation).toBeNull();
  });

  it("undoes a plan change and switches supplement debit invoicing", () => {
    const withChange = model({
      planChange: { plan: "CINEPASS_26", addOns: [], executionDate: "2026-09-05" },
    });
    expect(applySubscriptionAction(withChange, "cancelPlanChange", TODAY).planChange).toBeNull();
    expect(
      applySubscriptionAction(model(), "groupSupplementInvoice", TODAY, { enabled: true })
        .debitInvoiceEnabled,
    ).toBe(true);
  });

  it("throws rather than write a state the guard refuses", () => {
    expect(() => applySubscriptionAction(model(), "resume", TODAY)).toThrow(
      /SUBSCRIPTION_REACTIVATION_NOT_ALLOWED/,
    );
  });
});

describe("billing", () => {
  it("charges the plan and its add-ons a month, pro rata for a part of one", () => {
    expect(monthlyAmountCents(model({ addOns: ["PREMIUM_FORMATS"] }))).toBe(2290 + 590);
    expect(proratedAmountCents(model(), "2026-03-05", "2026-04-05")).toBe(2290);
    // 15 of April's 30 days.
    expect(proratedAmountCents(model(), "2026-04-05", "2026-04-20")).toBe(1145);
  });

  it("invoices a year of contiguous months from the start, then nothing more the same day", () => {
    const periods = invoicePeriodsDue(model({ startDate: "2025-03-05" }), null, TODAY);
    expect(periods).toHaveLength(13);
    expect(periods[0]).toEqual({ periodStart: "2025-03-05", periodEnd: "2025-04-05", amountCents: 2290 });
    expect(periods.at(-1)?.periodStart).toBe("2026-03-05");
    expect(
      invoicePeriodsDue(model({ startDate: "2025-03-05" }), periods.at(-1)?.periodEnd ?? null, TODAY),
    ).toEqual([]);
  });

  it("starts pro rata when the start is off the billing day", () => {
    const periods = invoicePeriodsDue(model({ startDate: "2026-02-20" }), null, TODAY);
    expect(periods.map((p) => [p.periodStart, p.periodEnd])).toEqual([
      ["2026-02-20", "2026-03-05"],
      ["2026-03-05", "2026-04-05"],
    ]);
    expect(periods[0]?.amountCents).toBe(Math.round((2290 * 13) / 28));
  });

  it("skips a paused month and stops at the cancellation's day, pro rata", () => {
    const paused = model({ pause: { from: "2026-04-05", to: "2026-05-05" } });
    expect(invoicePeriodsDue(paused, "2026-04-05", "2026-05-10").map((p) => p.periodStart)).toEqual([
      "2026-05-05",
    ]);
    const cancelling = model({
      cancellation: { reason: "R", effectiveDate: "2026-04-20", requestedOn: "2026-03-20" },
    });
    expect(invoicePeriodsDue(cancelling, "2026-04-05", "2026-06-01")).toEqual([
      { periodStart: "2026-04-05", periodEnd: "2026-04-20", amountCents: 1145 },
    ]);
  });

  it("prices each period with the plan in force on its first day", () => {
    const downgrade = model({
      plan: "CINEPASS_DUO",
      planChange: { plan: "CINEPASS", addOns: [], executionDate: "2026-04-05" },
    });
    expect(invoicePeriodsDue(downgrade, "2026-03-05", "2026-04-05").map((p) => p.amountCents)).toEqual([
      3990, 2290,
    ]);
  });

  it("bills the rest of the month at once after an early resume", () => {
    expect(resumeInvoicePeriod(model(), "2026-04-20")).toEqual({
      periodStart: "2026-04-20",
      periodEnd: "2026-05-05",
      amountCents: Math.round((2290 * 15) / 30),
    });
  });

  it("names the next charge after a pause, and none past a cancellation", () => {
    const pausePending = model({ pause: { from: "2026-04-05", to: "2026-05-05" } });
    expect(subscriptionStateOf(pausePending, TODAY).nextPlanExecutionDate).toBe("2026-05-05");
    const cancelling = model({
      cancellation: { reason: "R", effectiveDate: "2026-04-01", requestedOn: "2026-03-01" },
    });
    expect(subscriptionStateOf(cancelling, TODAY).nextPlanExecutionDate).toBeNull();
  });
});

describe("pass status mapping (SPEC 4)", () => {
  it("maps the server values, unknown to active", () => {
    expect(passStatusOf("canceled")).toBe("canceled");
    expect(passStatusOf("unpaid")).toBe("unpaid");
    expect(passStatusOf("suspended")).toBe("paused");
    expect(passStatusOf("active")).toBe("active");
    expect(passStatusOf("blocked")).toBe("blocked");
    expect(passStatusOf("frozen")).toBe("active");
    expect(passStatusOf("toString")).toBe("active");
    expect(passStatusOf(null)).toBe("active");
  });

  it("maps the account card's French statuses, unknown to active", () => {
    expect(accountCardStatusOf("actif")).toBe("active");
    expect(accountCardStatusOf("impayé")).toBe("unpaid");
    // The same word decomposed (e + combining accent) as some systems send it.
    expect(accountCardStatusOf("impaye\u0301")).toBe("unpaid");
    expect(accountCardStatusOf("suspendu")).toBe("paused");
    expect(accountCardStatusOf("inconnu")).toBe("active");
    expect(accountCardStatusOf(undefined)).toBe("active");
  });

  it("reads the account card in French and every other card in the server's words", () => {
    expect(cardStatusOf({ type: ACCOUNT_CARD_TYPE, subscriptionStatus: "suspendu" })).toBe("paused");
    expect(cardStatusOf({ type: ACCOUNT_CARD_TYPE, subscriptionStatus: "impayé" })).toBe("unpaid");
    expect(cardStatusOf({ type: "CINEPASS", subscriptionStatus: "suspended" })).toBe("paused");
    expect(cardStatusOf({ type: "CINEPASS", subscriptionStatus: "suspendu" })).toBe("active");
  });
});

describe("active pass choice (SPEC 4)", () => {
  const card = (type: string, status: "active" | "paused", lastUpdateDate: string | null) => ({
    type,
    status,
    lastUpdateDate,
  });

  it("keeps only active cards of a known type", () => {
    expect(
      activePassOf([card("CINEPASS", "paused", "2026-03-01"), card("MYSTERY", "active", "2026-03-02")]),
    ).toBeNull();
    expect(activePassOf([card("MOVIECARD_20", "active", null)])?.type).toBe("MOVIECARD_20");
  });

  it("puts the account card after the others, whatever its date", () => {
    const chosen = activePassOf([
      card(ACCOUNT_CARD_TYPE, "active", "2026-03-10"),
      card("CINEPASS", "active", "2025-01-01"),
    ]);
    expect(chosen?.type).toBe("CINEPASS");
    expect(activePassOf([card(ACCOUNT_CARD_TYPE, "active", "2026-03-10")])?.type).toBe("COMPTE_CINELUX");
  });

  it("takes the most recent lastUpdateDate first, a card without a date last", () => {
    const chosen = activePassOf([
      card("CINEPASS", "active", null),
      card("CINEPASS_DUO", "active", "2026-01-01"),
      card("CINEPASS_GOLD", "active", "2026-02-01"),
    ]);
    expect(chosen?.type).toBe("CINEPASS_GOLD");
  });
});

describe("analytics subscription label (SPEC 9)", () => {
  it("names the three Cinépass plans and 0 for anything else", () => {
    expect(subscriptionAnalyticsLabel("CINEPASS_DUO")).toBe("Cinépass duo");
    expect(subscriptionAnalyticsLabel("CINEPASS_26")).toBe("Cinépass-26");
    expect(subscriptionAnalyticsLabel("CINEPASS")).toBe("Cinépass");
    expect(subscriptionAnalyticsLabel("UNLIMITED")).toBe("0");
    expect(subscriptionAnalyticsLabel(null)).toBe("0");
  });
});

// Random subscriptions and days (DESIGN.md "Property tests"): whatever the model and the day, the
// flags agree with each other, every allowed action lands in the state it promises, and billing
// periods never overlap nor bill a paused or cancelled day. A failure prints fast-check's seed.
describe("subscription rules on random subscriptions", () => {
  const day = fc.integer({ min: 0, max: 4 * 365 }).map((offset) => addDays("2024-01-01", offset));
  const arbitraryModel = fc
    .record({
      plan: fc.constantFrom(...PASS_TYPES),
      domain: fc.constantFrom("fr" as const, "nl" as const),
      start: day,
      billingDay: fc.integer({ min: 1, max: 28 }),
      status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
      pauseAt: fc.option(day),
      cancelAt: fc.option(day),
      changeAt: fc.option(day),
    })
    .map(
      ({ plan, domain, start, billingDay, status, pauseAt, cancelAt, changeAt }): SubscriptionModel => ({
        ...model({ plan, domain, startDate: start, billingDay, status }),
        commitmentEndDate: commitmentEndOf(plan, domain, start),
        pause: pauseAt ? { from: pauseAt, to: addMonths(pauseAt, 1) } : null,
        cancellation: cancelAt ? { reason: "other", effectiveDate: cancelAt, requestedOn: start } : null,
        planChange: changeAt ? { plan: "CINEPASS", addOns: [], executionDate: changeAt } : null,
      }),
    );

  it("keeps the flags consistent with each other", () => {
    fc.assert(
      fc.property(arbitraryModel, day, (subscription, today) => {
        const state = subscriptionStateOf(subscription, today);
        expect(state.eligibleToCancelSuspension).toBe(state.pausePending);
        expect(state.eligibleToCancelCancellation).toBe(state.cancelPending);
        if (state.eligibleChanges || state.eligibleForSuspension) {
          expect(state.cancelPending).toBe(false);
        }
        if (state.eligibleReSubscription) {
          expect([
            state.eligibleChanges,
            state.pausePending,
            state.cancelPending,
            state.pendingPlanChange,
          ]).toEqual([false, false, false, false]);
        }
        expect(state.eligibleForSuspension && state.eligibleForReactivation).toBe(false);
      }),
    );
  });

  it("lands every allowed action in the state it promises", () => {
    fc.assert(
      fc.property(
        arbitraryModel,
        day,
        fc.constantFrom(...SUBSCRIPTION_ACTIONS),
        (subscription, today, action) => {
          const before = subscriptionStateOf(subscription, today);
          if (subscriptionActionError(action, before) !== null) {
            expect(() => applySubscriptionAction(subscription, action, today, { reason: "other" })).toThrow();
            return;
          }
          const after = applySubscriptionAction(subscription, action, today, {
            reason: "other",
            enabled: true,
          });
          const state = subscriptionStateOf(after, today);
          switch (action) {
            case "suspend":
              expect(state.pausePending).toBe(true);
              break;
            case "resume":
              expect(state.eligibleForReactivation).toBe(false);
              break;
            case "cancelSuspension":
              expect(state.pausePending).toBe(false);
              break;
            case "cancel": {
              expect(state.cancelPending).toBe(true);
              const end = after.cancellation?.effectiveDate ?? "";
              // Never less than one month's notice, never more than the commitment or one month.
              expect(end >= addMonths(today, 1)).toBe(true);
              expect(end === addMonths(today, 1) || end === after.commitmentEndDate).toBe(true);
              break;
            }
            case "cancelCancellation":
              expect(state.cancelPending).toBe(false);
              break;
            case "cancelPlanChange":
              expect(state.pendingPlanChange).toBe(false);
              break;
            case "groupSupplementInvoice":
              expect(after.debitInvoiceEnabled).toBe(true);
              break;
          }
        },
      ),
    );
  });

  it("bills contiguous periods that skip the pause and stop at the cancellation", () => {
    fc.assert(
      fc.property(arbitraryModel, day, (subscription, today) => {
        const periods = invoicePeriodsDue(subscription, null, today);
        for (const [i, period] of periods.entries()) {
          expect(period.periodStart < period.periodEnd).toBe(true);
          expect(period.periodStart <= today).toBe(true);
          expect(period.amountCents).toBeGreaterThan(0);
          const previous = periods[i - 1];
          if (previous) {
            expect(previous.periodEnd <= period.periodStart).toBe(true);
          }
          const { pause, cancellation } = subscription;
          if (pause) {
            expect(period.periodEnd <= pause.from || period.periodStart >= pause.to).toBe(true);
          }
          if (cancellation) {
            expect(period.periodEnd <= cancellation.effectiveDate).toBe(true);
          }
        }
      }),
    );
  });
});
