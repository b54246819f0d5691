import {
  addMonths,
  advanceSubscription,
  applySubscriptionAction,
  type CancelReasonsResponse,
  cancellationEndDate,
  fixedErrorMessage,
  type Language,
  nextBillingDate,
  resumeInvoicePeriod,
  type SubscriptionAction,
  type SubscriptionActionResponse,
  type SubscriptionModel,
  type SubscriptionResponse,
  subscriptionActionError,
  subscriptionStateOf,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { type SubscriptionRow, subscriptionModelOf } from "../../db/schema/index.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { queueCancellationMail } from "./cancellation-mail.ts";
import { type BillingOptions, chainDay, issueInvoice, settleSubscription } from "./subscription.billing.ts";
import { toSubscriptionResponse } from "./subscription.presenter.ts";
import {
  findCancelReason,
  findCard,
  findCurrentSubscription,
  findHolder,
  type Holder,
  insertAudit,
  listCancelReasons,
  listInvoiceSupplements,
  listSubscriptionInvoices,
  listSupplements,
  updateSubscriptionModel,
  writeAccountSubscriptionState,
} from "./subscription.repository.ts";
import { PLAN_LABELS } from "./subscription-texts.ts";

/** The customer as the subscription's replies, mails and documents name them. */
export type { Holder };

/** A subscription read for a reply or a document: the row, its model on `today`, the card and holder. */
export interface SubscriptionView {
  row: SubscriptionRow;
  /** Advanced to `today` (reads apply what is due, whether or not the job has run). */
  model: SubscriptionModel;
  cardNumber: string;
  holder: Holder;
  today: string;
}

/** The customer's subscription (the one not ended, else the last one); 404 SUBSCRIPTION_NOT_FOUND without any. */
export async function findSubscriptionView(options: {
  db: Database;
  accountId: string;
  now: Date;
}): Promise<SubscriptionView> {
  const { db, accountId } = options;
  const row = await findCurrentSubscription(db, accountId);
  const holder = row ? await findHolder(db, accountId) : undefined;
  if (!row || !holder) {
    throw new AppError("SUBSCRIPTION_NOT_FOUND");
  }
  const today = chainDay(options.now);
  const card = await findCard(db, row.cardId);
  return {
    row,
    model: advanceSubscription(subscriptionModelOf(row), today),
    cardNumber: card?.number ?? "",
    holder,
    today,
  };
}

/** GET /api/accounts/me/subscription (SPEC 3 "Subscription data"). */
export async function getSubscription(options: {
  db: Database;
  accountId: string;
  language: Language | undefined;
  now: Date;
}): Promise<SubscriptionResponse> {
  const view = await findSubscriptionView(options);
  const language = options.language ?? view.holder.language;
  // The current billing period: from the last billing date to today.
  const periodStart = addMonths(nextBillingDate(view.model, view.today), -1);
  const [invoices, supplements] = await Promise.all([
    listSubscriptionInvoices(options.db, view.row.id),
    listSupplements(options.db, {
      subscriptionId: view.row.id,
      from: periodStart,
      to: view.today,
      language,
    }),
  ]);
  return toSubscriptionResponse({ ...view, language, invoices, supplements });
}

/** The supplements an invoice bills (debit invoicing), oldest first: the lines of its PDF. */
export async function getInvoiceSupplements(options: {
  db: Database;
  invoiceId: string;
  language: Language;
}) {
  return listInvoiceSupplements(options.db, options.invoiceId, options.language);
}

/** GET .../cancel/reasons: the 25 reasons in `language` and the day the pass would stop if cancelled today. */
export async function getCancelReasons(options: {
  db: Database;
  accountId: string;
  language: Language | undefined;
  now: Date;
}): Promise<CancelReasonsResponse> {
  const view = await findSubscriptionView(options);
  const language = options.language ?? view.holder.language;
  const reasons = await listCancelReasons(options.db);
  return {
    reasons: reasons.map((reason) => ({ id: reason.id, label: reason.labels[language] })),
    effectiveDate: cancellationEndDate(view.model, view.today),
  };
}

/**
 * One SPEC 4 action, in one transaction on the locked subscription: what is due is settled first
 * (billing job step), then the action's guard (the coded 409 of its flag), the new model, its audit
 * row (actor: the account), the resume invoice or the cancellation mail, and the account's
 * `subscription_state`. This process's account cache is dropped at once (NOTIFY drops the others').
 */
export async function runSubscriptionAction(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
  action: SubscriptionAction;
  input?: { reason?: string; enabled?: boolean };
  billing: BillingOptions;
}): Promise<SubscriptionActionResponse> {
  const { db, accountId, action, billing } = options;
  const input = options.input ?? {};
  const reply = await db.transaction(async (tx) => {
    const locked = await findCurrentSubscription(tx, accountId, { lock: true });
    if (!locked) {
      throw new AppError("SUBSCRIPTION_NOT_FOUND");
    }
    const today = chainDay(billing.clock());
    const { row, model } = await settleSubscription(tx, locked, { today, collect: billing.collect });
    const error = subscriptionActionError(action, subscriptionStateOf(model, today));
    if (error) {
      // Every refusal is one of SPEC 3's eligibility codes, each with words of its own.
      throw new AppError(error, { message: (m) => fixedErrorMessage(m, error) });
    }
    if (action === "cancel") {
      const reason = input.reason ? await findCancelReason(tx, input.reason) : undefined;
      if (!reason) {
        throw invalidFields([{ path: "reason", code: "invalid_value" }], "Choose one of the cancel reasons.");
      }
    }
    const next = applySubscriptionAction(model, action, today, input);
    await updateSubscriptionModel(tx, row, next);
    await insertAudit(tx, { subscriptionId: row.id, actor: accountId, action, before: model, after: next });
    if (action === "resume") {
      // The rest of the month is billed at once, pro rata; its end moves the billing cursor past the pause.
      const period = resumeInvoicePeriod(next, today);
      if (period.periodStart < period.periodEnd) {
        await issueInvoice(tx, row, next, period, { today, collect: billing.collect });
      }
    }
    if (action === "cancel" && next.cancellation) {
      const holder = await findHolder(tx, accountId);
      if (holder) {
        await queueCancellationMail(tx, {
          to: holder.mail,
          language: holder.language,
          firstName: holder.firstName,
          planLabel: PLAN_LABELS[holder.language][next.plan],
          subscriptionNumber: row.subscriptionNumber,
          effectiveDate: next.cancellation.effectiveDate,
          requestedOn: next.cancellation.requestedOn,
        });
      }
    }
    const state = subscriptionStateOf(next, today);
    await writeAccountSubscriptionState(tx, accountId, state);
    return {
      subscriptionState: state,
      status: next.status,
      effectiveDate: action === "cancel" ? (next.cancellation?.effectiveDate ?? null) : null,
    } satisfies SubscriptionActionResponse;
  });
  options.cache.evict(accountId);
  return reply;
}
