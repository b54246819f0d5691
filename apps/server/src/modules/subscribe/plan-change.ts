import {
  addMonths,
  type DomainId,
  LANGUAGES,
  type Language,
  monthlyPriceCents,
  nextBillingDate,
  type PassAddOn,
  type PassPerson,
  type PassType,
  type PlanChangeResponse,
  passSignUpError,
  planUpgradeSale,
  type SubscribeRequest,
  upgradeProRataCents,
} from "@cinelux/contract";
import { AppError } from "../../lib/app-error.ts";
import { readOwnAccountRow } from "../accounts/accounts.service.ts";
import type { OrderHandler } from "../payments/payments.service.ts";
import { chainDay } from "../subscription/subscription.billing.ts";
import {
  applyUpgrade,
  lockLivePass,
  schedulePlanChange,
} from "../subscription/subscription-lifecycle.service.ts";
import { PLAN_LABELS } from "../subscription/subscription-texts.ts";
import type { SubscribeContext } from "./subscribe.service.ts";

/** What an upgrade order pays for: the plan it moves to, from the plan it was priced from. */
interface UpgradePayload {
  [key: string]: unknown;
  subscriptionId: string;
  fromPlan: PassType;
  fromAddOns: PassAddOn[];
  plan: PassType;
  addOns: PassAddOn[];
  people: PassPerson[];
}

function days(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const UPGRADE_LABEL: Record<Language, (from: string, to: string) => string> = {
  fr: (from, to) => `Changement de formule : ${from} → ${to} (jusqu'au prochain prélèvement)`,
  nl: (from, to) => `Formulewijziging: ${from} → ${to} (tot de volgende incasso)`,
  en: (from, to) => `Plan change: ${from} → ${to} (until the next debit)`,
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * POST /api/accounts/me/subscription/plan (docs/domain/payments.md "Plan changes"): a dearer plan is
 * charged at once for the rest of the current billing period (pro rata of the monthly difference)
 * and is in force once paid; a cheaper or equal one is scheduled as before (SPEC 4 pending change).
 */
export async function changePlan(
  context: SubscribeContext,
  request: SubscribeRequest,
): Promise<PlanChangeResponse> {
  const account = await readOwnAccountRow(context);
  const today = chainDay(context.now);
  const addOns = request.addOns as PassAddOn[];
  const people = [...(request.partner ? [request.partner] : []), ...(request.members ?? [])];
  const rule = passSignUpError({
    plan: request.plan,
    addOns,
    partner: request.partner,
    members: request.members,
    holderBirthDate: account.birthDate,
    today,
  });
  const decided = await context.db.transaction(async (tx) => {
    const pass = await lockLivePass(tx, account.id, today);
    if (!pass) {
      throw new AppError("SUBSCRIPTION_NOT_FOUND");
    }
    const { row, model, state } = pass;
    if (!state.eligibleChanges || (model.plan === request.plan && sameSet(model.addOns, addOns))) {
      throw new AppError("SUBSCRIPTION_CHANGE_NOT_ALLOWED");
    }
    if (rule) {
      throw new AppError(rule);
    }
    const from = monthlyPriceCents(model.plan, model.addOns, model.domain);
    const to = monthlyPriceCents(request.plan, addOns, model.domain);
    const change = {
      plan: request.plan,
      addOns,
      people,
      actor: account.id,
      today,
      language: context.language,
    };
    if (to <= from) {
      return { kind: "scheduled" as const, executionDate: await schedulePlanChange(tx, row, model, change) };
    }
    const next = nextBillingDate(model, today);
    const proRata = upgradeProRataCents(from, to, days(today, next), days(addMonths(next, -1), next));
    const payload: UpgradePayload = {
      subscriptionId: row.id,
      fromPlan: model.plan,
      fromAddOns: model.addOns,
      plan: request.plan,
      addOns,
      people,
    };
    return { kind: "upgrade" as const, payload, proRata, domain: model.domain as DomainId };
  });
  if (decided.kind === "scheduled") {
    return { change: "scheduled", executionDate: decided.executionDate };
  }
  const { payload, proRata, domain } = decided;
  await context.payments.cancelPending(account.id, "planChange");
  const label = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      UPGRADE_LABEL[language](PLAN_LABELS[language][payload.fromPlan], PLAN_LABELS[language][payload.plan]),
    ]),
  ) as Record<Language, string>;
  const checkout = await context.payments.checkout({
    kind: "planChange",
    accountId: account.id,
    buyerMail: account.mail,
    language: context.language,
    domain,
    sale: planUpgradeSale(payload.plan, proRata, domain),
    labels: [label],
    description: label,
    payload,
    origin: context.origin,
    nextPath: "/subscription",
  });
  return { change: "upgrade", ...checkout };
}

/**
 * The upgrade order's handler: paid, the new plan is in force at once; a pass that changed meanwhile
 * (ended, or moved to another plan) is not upgraded, and the charge is refunded.
 */
export function upgradeOrderHandler(options: { clock?: () => Date } = {}): OrderHandler {
  const clock = options.clock ?? (() => new Date());
  const payloadOf = (order: { payload: Record<string, unknown> }) => order.payload as UpgradePayload;
  return {
    async canFulfil(tx, order) {
      const payload = payloadOf(order);
      const pass = order.accountId ? await lockLivePass(tx, order.accountId, chainDay(clock())) : undefined;
      return (
        pass !== undefined &&
        pass.row.id === payload.subscriptionId &&
        pass.model.plan === payload.fromPlan &&
        sameSet(pass.model.addOns, payload.fromAddOns) &&
        pass.state.eligibleChanges
      );
    },
    async fulfil(tx, order) {
      const payload = payloadOf(order);
      const today = chainDay(clock());
      const pass = await lockLivePass(tx, order.accountId ?? "", today);
      if (!pass) {
        throw new Error(`the pass of order ${order.id} is gone`);
      }
      await applyUpgrade(tx, pass.row, pass.model, {
        plan: payload.plan,
        addOns: payload.addOns,
        people: payload.people,
        actor: order.accountId ?? "",
        today,
        language: order.language,
      });
      return { subscriptionId: pass.row.id, plan: payload.plan };
    },
  };
}
