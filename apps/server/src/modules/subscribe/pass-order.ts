import { randomInt } from "node:crypto";
import {
  addMonths,
  billingDayOf,
  commitmentEndOf,
  firstPeriodEnd,
  type Language,
  monthlyPriceCents,
  PASSES,
  type PassAddOn,
  type PassPerson,
  type PassType,
  type SubscriptionModel,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { type PassCardRow, subscriptionRowOf } from "../../db/schema/index.ts";
import { contractPdf } from "../invoices/invoices.service.ts";
import type { OrderHandler } from "../payments/payments.service.ts";
import { chainDay } from "../subscription/subscription.billing.ts";
import {
  recordSubscriptionStart,
  rewriteAccountState,
} from "../subscription/subscription-lifecycle.service.ts";
import { PLAN_LABELS } from "../subscription/subscription-texts.ts";
import {
  cancelSubscriptionNow,
  findAccountRow,
  hasLiveSubscription,
  insertPassCard,
  insertSubscription,
  nextSubscriptionSequence,
} from "./subscribe.repository.ts";
import { queueWelcomeMail } from "./welcome-mail.ts";

/** What a pass order pays for (the order's payload). */
export interface PassOrderPayload {
  [key: string]: unknown;
  plan: PassType;
  addOns: PassAddOn[];
  people: PassPerson[];
  origin: string;
}

/** Pass card numbers: the chain's pass prefix, then 13 random digits (16 in all, as printed). */
const PASS_CARD_PREFIX = "628";

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join("");
}

/**
 * The pass order's handler (docs/domain/payments.md "Subscribing"): paid, the pass starts that day —
 * its card, the subscription, the first month's invoice (paid by the first payment), the account's
 * state, and the welcome mail with the contract. A second pass is never made: a payment for an
 * account that holds one meanwhile is refunded.
 */
export function passOrderHandler(options: { clock?: () => Date } = {}): OrderHandler {
  const clock = options.clock ?? (() => new Date());
  return {
    async canFulfil(tx, order) {
      return order.accountId !== null && !(await hasLiveSubscription(tx, order.accountId));
    },
    async fulfil(tx, order) {
      const payload = order.payload as PassOrderPayload;
      const accountId = order.accountId ?? "";
      const account = await findAccountRow(tx, accountId);
      if (!account) {
        throw new Error(`the account of order ${order.id} is gone`);
      }
      const now = clock();
      const today = chainDay(now);
      const domain = order.domain;
      const model: SubscriptionModel = {
        plan: payload.plan,
        addOns: payload.addOns,
        domain,
        startDate: today,
        commitmentEndDate: commitmentEndOf(payload.plan, domain, today),
        billingDay: billingDayOf(today),
        status: "active",
        blockedReason: null,
        pause: null,
        cancellation: null,
        planChange: null,
        debitInvoiceEnabled: false,
      };
      const language = account.language as Language;
      const label = PLAN_LABELS[language][payload.plan];
      const openEnded = PASSES[payload.plan].pricing[domain].commitmentMonths === 0;
      let card: PassCardRow | undefined;
      for (let attempt = 0; attempt < 5 && !card; attempt++) {
        const number = `${PASS_CARD_PREFIX}${digits(13)}`;
        card = await insertPassCard(tx, {
          accountId,
          type: payload.plan,
          label,
          number,
          code: `CLX-${digits(16)}`,
          holderLastName: account.lastName ?? "",
          status: "active",
          activationDate: today,
          expirationDate: addMonths(model.commitmentEndDate, 12),
          openEnded,
        });
      }
      if (!card) {
        throw new Error("no free pass card number after 5 draws");
      }
      const sequence = await nextSubscriptionSequence(tx);
      const subscription = await insertSubscription(tx, {
        accountId,
        cardId: card.id,
        subscriptionNumber: `AB-${domain.toUpperCase()}-${String(sequence).padStart(6, "0")}`,
        ...subscriptionRowOf(model),
        people: payload.people,
      });
      await recordSubscriptionStart(tx, {
        row: subscription,
        model,
        actor: accountId,
        today,
        paidAt: now,
        firstPeriodEnd: firstPeriodEnd(today),
        amountCents: monthlyPriceCents(payload.plan, payload.addOns, domain),
      });
      const contract = await contractPdf({ db: tx as unknown as Database, accountId, language, now });
      await queueWelcomeMail(tx, {
        to: account.mail,
        language,
        firstName: account.firstName,
        planLabel: label,
        subscriptionNumber: subscription.subscriptionNumber,
        cardNumber: card.number,
        monthlyCents: monthlyPriceCents(payload.plan, payload.addOns, domain),
        billingDay: model.billingDay,
        startDate: today,
        commitmentEndDate: openEnded ? null : model.commitmentEndDate,
        subscriptionUrl: `${payload.origin}/${language}/subscription`,
        contract,
      });
      return { subscriptionId: subscription.id, cardId: card.id };
    },
    async refunded(tx, order) {
      // The first payment came back (a withdrawal, a chargeback): the pass ends that day.
      const subscriptionId = order.result?.subscriptionId;
      if (typeof subscriptionId === "string" && order.accountId) {
        const today = chainDay(clock());
        const ended = await cancelSubscriptionNow(tx, subscriptionId, today);
        if (ended) {
          await rewriteAccountState(tx, ended, today);
        }
      }
    },
  };
}
