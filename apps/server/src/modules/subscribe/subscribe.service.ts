import {
  type CheckoutResponse,
  type DomainId,
  invoiceSale,
  LANGUAGES,
  type Language,
  type PassAddOn,
  passSignUpError,
  type SubscribeRequest,
  subscriptionFirstPayment,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { readOwnAccountRow } from "../accounts/accounts.service.ts";
import type { Payments } from "../payments/payments.service.ts";
import { chainDay } from "../subscription/subscription.billing.ts";
import { ADD_ON_LABELS, PLAN_LABELS } from "../subscription/subscription-texts.ts";
import type { InvoiceOrderPayload } from "./invoice-order.ts";
import type { PassOrderPayload } from "./pass-order.ts";
import { findOwnInvoice, hasLiveSubscription } from "./subscribe.repository.ts";

export interface SubscribeContext {
  db: Database;
  cache: AccountCache;
  payments: Payments;
  accountId: string;
  language: Language;
  origin: string;
  now: Date;
}

const JOINING_FEE = { fr: "Frais d'adhésion", nl: "Inschrijvingskosten", en: "Joining fee" };

function inEveryLanguage(text: (language: Language) => string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as Record<
    Language,
    string
  >;
}

function lineLabel(item: string): Record<Language, string> {
  if (item === "JOINING_FEE") {
    return JOINING_FEE;
  }
  return inEveryLanguage(
    (language) =>
      (PLAN_LABELS[language] as Record<string, string>)[item] ??
      (ADD_ON_LABELS[language] as Record<string, string>)[item] ??
      item,
  );
}

const PASS_DESCRIPTION = {
  fr: (plan: string) => `Abonnement ${plan} : premier mois`,
  nl: (plan: string) => `Abonnement ${plan}: eerste maand`,
  en: (plan: string) => `${plan} pass: first month`,
};

/**
 * POST /api/accounts/me/subscription (docs/domain/payments.md "Subscribing"): a registered customer
 * without a pass, the pass rules met, pays the first month (and the joining fee) by a first payment
 * that sets up the mandate for the monthly debits. A new attempt cancels the pending ones.
 */
export async function subscribe(
  context: SubscribeContext,
  request: SubscribeRequest,
): Promise<CheckoutResponse> {
  const account = await readOwnAccountRow(context);
  if (!account.registered) {
    throw new AppError("REGISTRATION_INCOMPLETE", { detail: "Only a registered customer subscribes." });
  }
  if (await hasLiveSubscription(context.db, account.id)) {
    throw new AppError("SUBSCRIPTION_ALREADY_ACTIVE");
  }
  const addOns = request.addOns as PassAddOn[];
  const rule = passSignUpError({
    plan: request.plan,
    addOns,
    partner: request.partner,
    members: request.members,
    holderBirthDate: account.birthDate,
    today: chainDay(context.now),
  });
  if (rule) {
    throw new AppError(rule);
  }
  const domain = account.domain as DomainId;
  const sale = subscriptionFirstPayment(request.plan, addOns, domain);
  await context.payments.cancelPending(account.id, "subscription");
  const payload: PassOrderPayload = {
    plan: request.plan,
    addOns,
    people: [...(request.partner ? [request.partner] : []), ...(request.members ?? [])],
    origin: context.origin,
  };
  return context.payments.checkout({
    kind: "subscription",
    accountId: account.id,
    buyerMail: account.mail,
    language: context.language,
    domain,
    sale,
    labels: sale.lines.map((line) => lineLabel(line.item)),
    description: inEveryLanguage((language) =>
      PASS_DESCRIPTION[language](PLAN_LABELS[language][request.plan]),
    ),
    payload,
    origin: context.origin,
    nextPath: "/subscription",
    mandate: {
      customerName: [account.firstName, account.lastName].filter(Boolean).join(" ") || account.mail,
    },
  });
}

const INVOICE_LABEL = {
  fr: (number: string) => `Facture ${number}`,
  nl: (number: string) => `Factuur ${number}`,
  en: (number: string) => `Invoice ${number}`,
};

/**
 * POST /api/accounts/me/subscription/invoice/{id}/pay: an unpaid invoice paid by card; paid, the
 * invoice turns paid and the pass active again. Another customer's invoice is not found.
 */
export async function payInvoice(context: SubscribeContext, invoiceId: string): Promise<CheckoutResponse> {
  const found = await findOwnInvoice(context.db, context.accountId, invoiceId);
  if (!found) {
    throw new AppError("INVOICE_NOT_FOUND");
  }
  const { invoice } = found;
  if (invoice.status !== "unpaid") {
    throw new AppError("INVOICE_ALREADY_PAID");
  }
  const account = await readOwnAccountRow(context);
  await context.payments.cancelPending(
    account.id,
    "invoice",
    (order) => (order.payload as InvoiceOrderPayload).invoiceId === invoice.id,
  );
  const payload: InvoiceOrderPayload = { invoiceId: invoice.id, subscriptionId: invoice.subscriptionId };
  const label = inEveryLanguage((language) => INVOICE_LABEL[language](invoice.number));
  return context.payments.checkout({
    kind: "invoice",
    accountId: account.id,
    buyerMail: account.mail,
    language: context.language,
    domain: found.domain,
    sale: invoiceSale(invoice.number, invoice.amountCents, found.domain),
    labels: [label],
    description: label,
    payload,
    origin: context.origin,
    nextPath: "/subscription",
  });
}
