import {
  type Invoice,
  type Language,
  monthlyAmountCents,
  PASSES,
  type SubscriptionModel,
  type SubscriptionResponse,
  subscriptionStateOf,
} from "@cinelux/contract";
import type { SubscriptionRow } from "../../db/schema/index.ts";
import type { InvoiceRecord, listSupplements } from "./subscription.repository.ts";
import { supplementName } from "./subscription-texts.ts";

/** SPEC 3 invoice: its number is its name, its issue day its date. */
export function toInvoice(row: InvoiceRecord): Invoice {
  return {
    id: row.id,
    name: row.number,
    date: row.issuedOn,
    amount: row.amountCents,
    status: row.status,
    extractedToNib: row.extractedToNib,
  };
}

/** SPEC 3 "Subscription data", from the row, its model advanced to `today`, invoices and supplements. */
export function toSubscriptionResponse(options: {
  row: SubscriptionRow;
  model: SubscriptionModel;
  cardNumber: string;
  today: string;
  language: Language;
  invoices: InvoiceRecord[];
  supplements: Awaited<ReturnType<typeof listSupplements>>;
}): SubscriptionResponse {
  const { row, model, today, language } = options;
  const unpaid = options.invoices.filter((invoice) => invoice.status === "unpaid");
  return {
    invoices: options.invoices.map(toInvoice),
    unpaidInvoice: unpaid.length > 0,
    unpaidBalance: unpaid.reduce((sum, invoice) => sum + invoice.amountCents, 0),
    consumption: {
      subscriptionAmount: monthlyAmountCents(model),
      supplements: options.supplements.map((supplement) => ({
        name: supplementName(supplement.format, language),
        date: supplement.date,
        movie: supplement.movie ?? "",
        cinema: supplement.cinema,
        amount: supplement.amountCents,
      })),
    },
    debitInvoiceEnabled: model.debitInvoiceEnabled,
    card: {
      type: model.plan,
      status: model.status,
      date: model.startDate,
      cardNumber: options.cardNumber,
      subscriptionNumber: row.subscriptionNumber,
      openEndedSubscription: PASSES[model.plan].pricing[model.domain].commitmentMonths === 0,
      subscriptionId: row.id,
      blockedReason: model.blockedReason,
    },
    status: model.status,
    subscriptionState: subscriptionStateOf(model, today),
  };
}
