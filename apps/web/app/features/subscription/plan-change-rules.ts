import type { DomainId } from "@cinelux/contract/domains";
import { PASS_TYPES, type PassAddOn, type PassType, passAddOns } from "@cinelux/contract/passes";
import { monthlyPriceCents, upgradeProRataCents } from "@cinelux/contract/sales";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import {
  addMonths,
  billingDayOf,
  nextBillingDate,
  planChangeExecutionDate,
} from "@cinelux/contract/subscription-rules";

/**
 * What changing plan from the subscription page will do (docs/screens/subscribe.md "Changing plan";
 * docs/domain/payments.md "Plan changes"): the contract's prices and dates applied to the pass as
 * GET .../subscription shows it, so the customer reads the consequence before confirming. The server
 * computes the same figures again and decides.
 */

/** A plan and its add-ons: what the customer holds, or what they choose. */
export interface PlanPick {
  plan: PassType;
  addOns: readonly PassAddOn[];
}

/** The plan and add-ons held today (SPEC 3 subscriptionState `currentPlan`, `addons`). */
export function heldPick(subscription: SubscriptionResponse): PlanPick {
  const state = subscription.subscriptionState;
  return {
    plan: (state.currentPlan?.value as PassType | undefined) ?? subscription.card.type,
    addOns: state.addons.map((line) => line.value as PassAddOn),
  };
}

/** Whether `choice` is the plan held with the same add-ons: the server refuses it (SUBSCRIPTION_CHANGE_NOT_ALLOWED). */
export function isHeld(held: PlanPick, choice: PlanPick): boolean {
  return (
    held.plan === choice.plan &&
    held.addOns.length === choice.addOns.length &&
    held.addOns.every((addOn) => choice.addOns.includes(addOn))
  );
}

/** The plans offered: every pass type but the one held when no other add-on would make it a change. */
export function plansOffered(held: PlanPick): PassType[] {
  return PASS_TYPES.filter((plan) => plan !== held.plan || passAddOns(plan).length > 0);
}

/** Whole days from `from` to `to` (ISO dates), as the server counts the period. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type PlanChangeConsequence =
  /** A dearer plan: `nowCents` for the `daysLeft` days until `nextBillingDate`, then `monthlyCents`. */
  | { change: "upgrade"; nowCents: number; daysLeft: number; nextBillingDate: string; monthlyCents: number }
  /** A cheaper or equal plan: `monthlyCents` from `executionDate`, nothing charged now. */
  | { change: "scheduled"; executionDate: string; monthlyCents: number };

/**
 * The consequence of `choice` on `today`. Dearer (monthly price with add-ons, contract
 * `monthlyPriceCents`) is an upgrade charged now pro rata (`upgradeProRataCents`) over the billing
 * period [next billing date - 1 month, next billing date); else it is scheduled on
 * `planChangeExecutionDate`. The billing day is the start's (`billingDayOf`: the engine never moves
 * it); the commitment's end is SPEC 3 `currentPlanEndDate` while committed (no cancellation is
 * pending when a change is allowed), and a pending change's own date keeps that date.
 */
export function planChangeConsequence(options: {
  subscription: SubscriptionResponse;
  domain: DomainId;
  choice: PlanPick;
  today: string;
}): PlanChangeConsequence {
  const { subscription, domain, choice, today } = options;
  const state = subscription.subscriptionState;
  const from = subscription.consumption.subscriptionAmount;
  const to = monthlyPriceCents(choice.plan, choice.addOns, domain);
  const billingDay = billingDayOf(subscription.card.date);
  if (to > from) {
    const next = nextBillingDate({ billingDay }, today);
    const daysLeft = daysBetween(today, next);
    return {
      change: "upgrade",
      nowCents: upgradeProRataCents(from, to, daysLeft, daysBetween(addMonths(next, -1), next)),
      daysLeft,
      nextBillingDate: next,
      monthlyCents: to,
    };
  }
  const commitmentEndDate =
    (state.pendingPlanChange ? state.nextPlanExecutionDate : state.currentPlanEndDate) ?? today;
  return {
    change: "scheduled",
    executionDate: planChangeExecutionDate({ commitmentEndDate, billingDay }, today),
    monthlyCents: to,
  };
}
