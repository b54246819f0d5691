import type { SubscriptionState } from "./account.ts";
import { BRAND } from "./brand.ts";
import type { DomainId } from "./domains.ts";
import type { ErrorCode } from "./errors.ts";
import {
  isPassType,
  PASS_ADD_ON_DEFINITIONS,
  PASSES,
  type PassAddOn,
  type PassType,
  passAnalyticsLabel,
} from "./passes.ts";

/**
 * The subscription engine, as pure rules (docs/domain/subscription.md): the model the server
 * stores, the SPEC 3 `subscriptionState` computed from it, the guard of each SPEC 4 action and the
 * date rules. No zod and no clock: every function takes `today` (an ISO date, the chain's calendar
 * day), so the billing job, the routes and the tests all move time the same way.
 */

/** The server-side status of a subscription (SPEC 4 "Pass subscriptionStatus", before mapping). */
export const SUBSCRIPTION_STATUSES = ["active", "suspended", "canceled", "unpaid", "blocked"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A pause of the pass: no billing and no sessions from `from` (included) to `to` (excluded). */
export interface ScheduledPause {
  from: string;
  to: string;
}

/** A cancellation asked for: the pass works and is billed until `effectiveDate` (excluded). */
export interface ScheduledCancellation {
  /** A cancel reason id (GET .../cancel/reasons). */
  reason: string;
  /** The day the pass stops, see `cancellationEndDate`. */
  effectiveDate: string;
  /** The day the customer asked (for the audit, the mail and consumer law). */
  requestedOn: string;
}

/** A plan change (usually a downgrade) waiting for its execution date. */
export interface ScheduledPlanChange {
  plan: PassType;
  addOns: PassAddOn[];
  executionDate: string;
}

/** What the engine stores per subscription (table `subscriptions`); every date is an ISO date. */
export interface SubscriptionModel {
  plan: PassType;
  addOns: PassAddOn[];
  /** Prices follow the customer's domain (passes.ts). */
  domain: DomainId;
  startDate: string;
  /** The end of the commitment (start + the plan's commitment months); the start for a month-to-month plan. */
  commitmentEndDate: string;
  /** Day of the month invoices are issued, 1 to 28 so every month has it. */
  billingDay: number;
  status: SubscriptionStatus;
  /** Set with status blocked (SPEC 4: for example incorrect_photo). */
  blockedReason: string | null;
  pause: ScheduledPause | null;
  cancellation: ScheduledCancellation | null;
  planChange: ScheduledPlanChange | null;
  /** Supplements billed on a monthly debit invoice instead of at each session (groupSupplementInvoice). */
  debitInvoiceEnabled: boolean;
}

/** A pause lasts one billing month (the request carries no length: PATCH .../suspend {action}). */
export const PAUSE_MONTHS = 1;
/**
 * At most one month's notice once the commitment has run: French law (Code de la consommation
 * L215-1 and L215-1-1, "résiliation en trois clics") and Dutch law (BW 6:236 j and 6:237 l, the
 * "Wet langlopende overeenkomsten").
 */
export const CANCELLATION_NOTICE_MONTHS = 1;
/** Renewing the commitment is offered from this many months before it ends. */
export const RENEW_WINDOW_MONTHS = 1;

// ---------------------------------------------------------------------------------------------
// Dates: ISO "YYYY-MM-DD" strings compared as strings (same length, so lexical order is date order).

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y ?? 0, m ?? 1, d ?? 1];
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** `date` plus `months`, clamped to the month's last day (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return iso(year, month, Math.min(d, daysInMonth(year, month)));
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The billing day of a pass that starts on `startDate`: its day of the month, or the 1st for a start
 * on the 29th, 30th or 31st (a billing day exists in every month: 1 to 28).
 */
export function billingDayOf(startDate: string): number {
  const day = Number(startDate.slice(8, 10));
  return day <= 28 ? day : 1;
}

/**
 * The end (excluded) of the first month a new pass pays for: a month after the start, or the next
 * billing day after that for a start on the 29th to 31st (the first payment then covers up to 33
 * days: the customer never pays a whole month for less than a month). Billing takes over from there.
 */
export function firstPeriodEnd(startDate: string): string {
  const monthLater = addMonths(startDate, 1);
  const billingDay = billingDayOf(startDate);
  if (Number(monthLater.slice(8, 10)) === billingDay) {
    return monthLater;
  }
  return `${addMonths(`${monthLater.slice(0, 7)}-01`, 1)}`;
}

/**
 * The first billing date strictly after `today`. A pass started on the 29th to 31st bills from the
 * end of its first month (`firstPeriodEnd`), which its first payment covered.
 */
export function nextBillingDate(
  model: Pick<SubscriptionModel, "billingDay"> & Partial<Pick<SubscriptionModel, "startDate">>,
  today: string,
): string {
  if (
    model.startDate &&
    Number(model.startDate.slice(8, 10)) > 28 &&
    model.billingDay === billingDayOf(model.startDate)
  ) {
    const first = firstPeriodEnd(model.startDate);
    if (today < first) {
      return first;
    }
  }
  const [y, m, d] = parts(today);
  if (d < model.billingDay) {
    return iso(y, m, model.billingDay);
  }
  return addMonths(iso(y, m, model.billingDay), 1);
}

/** The commitment end of a plan started on `startDate` (the start itself for a month-to-month plan). */
export function commitmentEndOf(plan: PassType, domain: DomainId, startDate: string): string {
  return addMonths(startDate, PASSES[plan].pricing[domain].commitmentMonths);
}

/** SPEC 4 pause: it starts on the next billing date (a billed month is never cut) and lasts PAUSE_MONTHS. */
export function pauseWindow(model: Pick<SubscriptionModel, "billingDay">, today: string): ScheduledPause {
  const from = nextBillingDate(model, today);
  return { from, to: addMonths(from, PAUSE_MONTHS) };
}

/**
 * The exact day a cancellation asked on `today` takes effect (the pass works until the day before):
 * the later of the commitment end and `today` + one month's notice. Inside the commitment the
 * customer owes it to its end; after it, the notice is exactly one month (never more, as French
 * and Dutch law require). The last invoice covers the days up to it, pro rata.
 */
export function cancellationEndDate(
  model: Pick<SubscriptionModel, "commitmentEndDate">,
  today: string,
): string {
  const notice = addMonths(today, CANCELLATION_NOTICE_MONTHS);
  // ISO dates compare as strings (Math.max would turn them into NaN).
  if (model.commitmentEndDate > notice) {
    return model.commitmentEndDate;
  }
  return notice;
}

/** A plan change takes effect at the commitment end, or on the next billing date once out of it. */
export function planChangeExecutionDate(
  model: Pick<SubscriptionModel, "commitmentEndDate" | "billingDay">,
  today: string,
): string {
  return model.commitmentEndDate > today ? model.commitmentEndDate : nextBillingDate(model, today);
}

/**
 * Applies what is due on `today`: a cancellation past its date ends the pass, a plan change past its
 * date becomes the plan (with a new commitment), a pause starts or ends. The billing job stores the
 * result each day; reads apply it too, so a late job never shows a stale state.
 */
export function advanceSubscription(model: SubscriptionModel, today: string): SubscriptionModel {
  let next = model;
  // A plan change on or after the cancellation's day never happens: the pass has ended by then.
  const changeBeforeEnd =
    next.planChange !== null &&
    (next.cancellation === null || next.planChange.executionDate < next.cancellation.effectiveDate);
  if (
    next.planChange &&
    changeBeforeEnd &&
    next.planChange.executionDate <= today &&
    next.status !== "canceled"
  ) {
    const { plan, addOns, executionDate } = next.planChange;
    next = {
      ...next,
      plan,
      addOns,
      planChange: null,
      commitmentEndDate: commitmentEndOf(plan, next.domain, executionDate),
    };
  }
  if (next.cancellation && next.cancellation.effectiveDate <= today && next.status !== "canceled") {
    return { ...next, status: "canceled", pause: null, planChange: null };
  }
  if (next.pause) {
    if (next.pause.to <= today) {
      next = { ...next, pause: null, status: next.status === "suspended" ? "active" : next.status };
    } else if (next.pause.from <= today && next.status === "active") {
      next = { ...next, status: "suspended" };
    }
  }
  return next;
}

// ---------------------------------------------------------------------------------------------
// Billing: contiguous periods, each invoiced once (docs/domain/subscription.md "Billing").

/** What the plan and its add-ons cost a month on the domain (SPEC 3 consumption.subscriptionAmount). */
export function monthlyAmountCents(model: Pick<SubscriptionModel, "plan" | "addOns" | "domain">): number {
  const plan = PASSES[model.plan].pricing[model.domain].monthlyPriceCents;
  return model.addOns.reduce(
    (sum, addOn) => sum + PASS_ADD_ON_DEFINITIONS[addOn].monthlyPriceCents[model.domain],
    plan,
  );
}

function dayNumber(date: string): number {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** The monthly amount for [from, to), pro rata of the days of the month starting at `from`; a whole month is exact. */
export function proratedAmountCents(
  model: Pick<SubscriptionModel, "plan" | "addOns" | "domain">,
  from: string,
  to: string,
): number {
  const monthly = monthlyAmountCents(model);
  const monthEnd = addMonths(from, 1);
  if (to >= monthEnd) {
    return monthly;
  }
  return Math.round((monthly * (dayNumber(to) - dayNumber(from))) / (dayNumber(monthEnd) - dayNumber(from)));
}

/** One invoice's period: [periodStart, periodEnd), at the plan in force on periodStart. */
export interface InvoicePeriod {
  periodStart: string;
  periodEnd: string;
  amountCents: number;
}

/**
 * The periods to invoice on `today`, from the end of the last invoiced period (`lastPeriodEnd`,
 * null: none yet, start at the subscription's start). Periods run billing date to billing date
 * (a first one off the cycle is pro rata); a paused month is skipped; the last one stops at the
 * cancellation's day, pro rata; each is priced with the plan in force on its first day. Periods
 * are contiguous, so the last invoice's end is the only cursor the billing job needs, and the
 * unique (subscription, period_start) index makes a second run a no-op.
 */
export function invoicePeriodsDue(
  stored: SubscriptionModel,
  lastPeriodEnd: string | null,
  today: string,
): InvoicePeriod[] {
  const periods: InvoicePeriod[] = [];
  let start = lastPeriodEnd ?? stored.startDate;
  // A bound on the loop, whatever the data: 25 years of months.
  for (let guard = 0; start <= today && guard < 300; guard++) {
    const { pause, cancellation } = stored;
    if (cancellation && start >= cancellation.effectiveDate) {
      break;
    }
    if (pause && start >= pause.from && start < pause.to) {
      start = pause.to;
      continue;
    }
    let end = nextBillingDate(stored, start);
    if (pause && pause.from > start && pause.from < end) {
      end = pause.from;
    }
    if (cancellation && cancellation.effectiveDate < end) {
      end = cancellation.effectiveDate;
    }
    const inForce = advanceSubscription({ ...stored, pause: null, cancellation: null }, start);
    periods.push({
      periodStart: start,
      periodEnd: end,
      amountCents: proratedAmountCents(inForce, start, end),
    });
    start = end;
  }
  return periods;
}

/**
 * After an early resume the rest of the month is billed at once, pro rata, up to the next billing
 * date; its end then moves the billing cursor past the pause.
 */
export function resumeInvoicePeriod(model: SubscriptionModel, today: string): InvoicePeriod {
  const end = nextBillingDate(model, today);
  return { periodStart: today, periodEnd: end, amountCents: proratedAmountCents(model, today, end) };
}

/** The next day the plan is charged: the next billing date, after a pause covering it; null past a cancellation. */
function nextChargeDate(model: SubscriptionModel, today: string): string | null {
  let date = nextBillingDate(model, today);
  if (model.pause && date >= model.pause.from && date < model.pause.to) {
    date = model.pause.to;
  }
  if (model.cancellation && date >= model.cancellation.effectiveDate) {
    return null;
  }
  return date;
}

// ---------------------------------------------------------------------------------------------
// SPEC 3 subscriptionState

type Plan = SubscriptionState["currentPlan"] & {};

/** A plan line of SPEC 3: `title` is the web's translation key, `price` EUR cents a month. */
export function planLine(plan: PassType, domain: DomainId): Plan {
  return { value: plan, title: `PassType.${plan}`, price: PASSES[plan].pricing[domain].monthlyPriceCents };
}

export function addOnLine(addOn: PassAddOn, domain: DomainId): Plan {
  return {
    value: addOn,
    title: `PassAddOn.${addOn}`,
    price: PASS_ADD_ON_DEFINITIONS[addOn].monthlyPriceCents[domain],
  };
}

/**
 * SPEC 3 `subscriptionState`, computed (never stored by hand) from the model on `today`.
 * Flags (docs/domain/subscription.md "Flags"):
 * - eligibleReSubscription: the pass has ended (canceled): the customer may subscribe again;
 * - eligibleRenew: active, a committing plan, within RENEW_WINDOW_MONTHS of the commitment end or past it, no cancellation asked;
 * - eligibleForReactivation: paused now (suspended): the pause toggle resumes;
 * - eligibleForSuspension: active with no pause scheduled and no cancellation asked: the pause toggle pauses;
 * - eligibleToCancelSuspension = pausePending: a pause is scheduled and not started;
 * - eligibleToCancelCancellation = cancelPending: a cancellation is asked and not effective yet;
 * - eligibleChanges: the pass has not ended and no cancellation is asked: it may be cancelled (or its plan changed).
 */
export function subscriptionStateOf(stored: SubscriptionModel, today: string): SubscriptionState {
  const model = advanceSubscription(stored, today);
  const ended = model.status === "canceled";
  const cancelPending = !ended && model.cancellation !== null && model.cancellation.effectiveDate > today;
  const pausePending = !ended && model.pause !== null && model.pause.from > today;
  const pendingPlanChange = !ended && model.planChange !== null;
  const commits = PASSES[model.plan].pricing[model.domain].commitmentMonths > 0;
  return {
    eligibleReSubscription: ended,
    eligibleRenew:
      model.status === "active" &&
      commits &&
      !cancelPending &&
      today >= addMonths(model.commitmentEndDate, -RENEW_WINDOW_MONTHS),
    eligibleForReactivation: model.status === "suspended",
    eligibleForSuspension: model.status === "active" && model.pause === null && !cancelPending,
    eligibleToCancelSuspension: pausePending,
    eligibleToCancelCancellation: cancelPending,
    eligibleChanges: !ended && !cancelPending,
    pausePending,
    cancelPending,
    pendingPlanChange,
    currentPlan: planLine(model.plan, model.domain),
    addons: model.addOns.map((addOn) => addOnLine(addOn, model.domain)),
    newPlan: pendingPlanChange && model.planChange ? planLine(model.planChange.plan, model.domain) : null,
    newAddons:
      pendingPlanChange && model.planChange
        ? model.planChange.addOns.map((addOn) => addOnLine(addOn, model.domain))
        : [],
    nextPlanExecutionDate: ended
      ? null
      : pendingPlanChange && model.planChange
        ? model.planChange.executionDate
        : nextChargeDate(model, today),
    currentPlanEndDate: ended
      ? (model.cancellation?.effectiveDate ?? null)
      : cancelPending && model.cancellation
        ? model.cancellation.effectiveDate
        : pendingPlanChange && model.planChange
          ? model.planChange.executionDate
          : commits && model.commitmentEndDate > today
            ? model.commitmentEndDate
            : null,
  };
}

// ---------------------------------------------------------------------------------------------
// SPEC 4 actions: the flag each one needs and the coded 409 it raises when the flag is false.

export const SUBSCRIPTION_ACTIONS = [
  "suspend",
  "resume",
  "cancelSuspension",
  "cancel",
  "cancelCancellation",
  "cancelPlanChange",
  "groupSupplementInvoice",
] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

type Flag = {
  [K in keyof SubscriptionState]: SubscriptionState[K] extends boolean ? K : never;
}[keyof SubscriptionState];

/**
 * The guard of each action. `groupSupplementInvoice` has no SPEC flag: it needs a pass that has not
 * ended, which is `eligibleReSubscription` false.
 */
export const SUBSCRIPTION_ACTION_GUARDS: Record<
  SubscriptionAction,
  { flag: Flag; expected: boolean; error: ErrorCode }
> = {
  suspend: { flag: "eligibleForSuspension", expected: true, error: "SUBSCRIPTION_SUSPENSION_NOT_ALLOWED" },
  resume: { flag: "eligibleForReactivation", expected: true, error: "SUBSCRIPTION_REACTIVATION_NOT_ALLOWED" },
  cancelSuspension: {
    flag: "eligibleToCancelSuspension",
    expected: true,
    error: "SUBSCRIPTION_NO_PENDING_PAUSE",
  },
  cancel: { flag: "eligibleChanges", expected: true, error: "SUBSCRIPTION_CANCELLATION_NOT_ALLOWED" },
  cancelCancellation: {
    flag: "eligibleToCancelCancellation",
    expected: true,
    error: "SUBSCRIPTION_NO_PENDING_CANCELLATION",
  },
  cancelPlanChange: {
    flag: "pendingPlanChange",
    expected: true,
    error: "SUBSCRIPTION_NO_PENDING_PLAN_CHANGE",
  },
  groupSupplementInvoice: { flag: "eligibleReSubscription", expected: false, error: "SUBSCRIPTION_ENDED" },
};

/** null when `action` may run on `state`, else the error code the route answers (409). */
export function subscriptionActionError(
  action: SubscriptionAction,
  state: SubscriptionState,
): ErrorCode | null {
  const guard = SUBSCRIPTION_ACTION_GUARDS[action];
  return state[guard.flag] === guard.expected ? null : guard.error;
}

/**
 * The model after `action` on `today` (call it only when `subscriptionActionError` is null; it
 * throws otherwise, so a forgotten guard cannot write a wrong state). `reason` is for cancel,
 * `enabled` for groupSupplementInvoice.
 */
export function applySubscriptionAction(
  stored: SubscriptionModel,
  action: SubscriptionAction,
  today: string,
  input: { reason?: string; enabled?: boolean } = {},
): SubscriptionModel {
  const model = advanceSubscription(stored, today);
  const error = subscriptionActionError(action, subscriptionStateOf(model, today));
  if (error) {
    throw new Error(`${action} is not allowed: ${error}`);
  }
  switch (action) {
    case "suspend":
      return { ...model, pause: pauseWindow(model, today) };
    case "resume":
      // The pause ends today: billing restarts on the next billing date.
      return { ...model, status: "active", pause: null };
    case "cancelSuspension":
      return { ...model, pause: null };
    case "cancel": {
      const effectiveDate = cancellationEndDate(model, today);
      // A pause or a plan change after the end would never happen: they go with the cancellation.
      const keepsPause = model.pause !== null && model.pause.from < effectiveDate;
      const keepsChange = model.planChange !== null && model.planChange.executionDate < effectiveDate;
      return {
        ...model,
        cancellation: { reason: input.reason ?? "", effectiveDate, requestedOn: today },
        pause: keepsPause ? model.pause : null,
        planChange: keepsChange ? model.planChange : null,
      };
    }
    case "cancelCancellation":
      return { ...model, cancellation: null };
    case "cancelPlanChange":
      return { ...model, planChange: null };
    case "groupSupplementInvoice":
      return { ...model, debitInvoiceEnabled: input.enabled ?? !model.debitInvoiceEnabled };
  }
}

// ---------------------------------------------------------------------------------------------
// SPEC 4 "Pass subscriptionStatus" and "Active pass choice"

export const PASS_STATUSES = ["active", "paused", "unpaid", "canceled", "blocked"] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

const SERVER_TO_PASS_STATUS: Record<string, PassStatus> = {
  canceled: "canceled",
  unpaid: "unpaid",
  suspended: "paused",
  active: "active",
  blocked: "blocked",
};

/** SPEC 4: canceled, unpaid, suspended (paused), active, blocked; an unknown value becomes active. */
export function passStatusOf(serverValue: string | null | undefined): PassStatus {
  return (
    (serverValue &&
      Object.hasOwn(SERVER_TO_PASS_STATUS, serverValue) &&
      SERVER_TO_PASS_STATUS[serverValue]) ||
    "active"
  );
}

const ACCOUNT_CARD_TO_PASS_STATUS: Record<string, PassStatus> = {
  actif: "active",
  impayé: "unpaid",
  suspendu: "paused",
};

/** SPEC 4: the account card's French statuses actif, impayé, suspendu; anything else becomes active. */
export function accountCardStatusOf(value: string | null | undefined): PassStatus {
  const key = value?.normalize("NFC");
  return (
    (key && Object.hasOwn(ACCOUNT_CARD_TO_PASS_STATUS, key) && ACCOUNT_CARD_TO_PASS_STATUS[key]) || "active"
  );
}

/** SPEC 9 other card types; the account card is COMPTE_{product}. */
export const ACCOUNT_CARD_TYPE = `COMPTE_${BRAND.key.toUpperCase()}` as const;
export const OTHER_CARD_TYPES = [
  "MOVIECARD_20",
  "MOVIECARD_21",
  "MOVIECARD_25",
  "MOVIECARD_50",
  ACCOUNT_CARD_TYPE,
  "IPL",
  "IPN",
  "PRO",
] as const;
export type CardType = PassType | (typeof OTHER_CARD_TYPES)[number];

export function isKnownCardType(value: unknown): value is CardType {
  return isPassType(value) || (OTHER_CARD_TYPES as readonly unknown[]).includes(value);
}

/**
 * A card's status as SPEC 4 maps it: the account card (COMPTE_{product}) speaks French (actif,
 * impayé, suspendu), every other card the server's values.
 */
export function cardStatusOf(card: {
  type: string;
  subscriptionStatus: string | null | undefined;
}): PassStatus {
  return card.type === ACCOUNT_CARD_TYPE
    ? accountCardStatusOf(card.subscriptionStatus)
    : passStatusOf(card.subscriptionStatus);
}

/** The fields the active pass choice reads; `status` already mapped by `cardStatusOf`. */
export interface CardForChoice {
  type: string;
  status: PassStatus;
  lastUpdateDate: string | null;
}

/**
 * SPEC 4 "Active pass choice": among the active cards of a known type, the account card last, then
 * the most recent lastUpdateDate first (a card without one after those with one); the first wins.
 */
export function activePassOf<T extends CardForChoice>(cards: readonly T[]): T | null {
  const candidates = cards.filter((card) => card.status === "active" && isKnownCardType(card.type));
  const sorted = [...candidates].sort((a, b) => {
    const accountA = a.type === ACCOUNT_CARD_TYPE ? 1 : 0;
    const accountB = b.type === ACCOUNT_CARD_TYPE ? 1 : 0;
    if (accountA !== accountB) {
      return accountA - accountB;
    }
    const timeA = timeOf(a.lastUpdateDate);
    const timeB = timeOf(b.lastUpdateDate);
    if (timeA === timeB) {
      return 0;
    }
    return timeB > timeA ? 1 : -1;
  });
  return sorted[0] ?? null;
}

function timeOf(date: string | null): number {
  const time = date ? Date.parse(date) : Number.NaN;
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
}

/** SPEC 9 analytics subscription label of the customer's plan ("Cinépass duo", "Cinépass-26", "Cinépass", else "0"). */
export function subscriptionAnalyticsLabel(plan: string | null | undefined): string {
  return String(passAnalyticsLabel(plan));
}
