import { type Invoice, type Language, monthlyAmountCents, PASSES } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { chainDay } from "../subscription/subscription.billing.ts";
import { toInvoice } from "../subscription/subscription.presenter.ts";
import {
  findSubscriptionView,
  getInvoiceSupplements,
  type Holder,
} from "../subscription/subscription.service.ts";
import { type PdfOptions, type PdfParty, renderContractPdf, renderInvoicePdf } from "./invoice-pdf.ts";
import { findAccountInvoice, listAccountInvoices } from "./invoices.repository.ts";

/** GET /api/accounts/me/invoices (SPEC 7 account section): every invoice of the customer, newest first. */
export async function listInvoices(db: Database, accountId: string): Promise<Invoice[]> {
  return (await listAccountInvoices(db, accountId)).map(toInvoice);
}

function partyOf(holder: Holder): PdfParty {
  const name = [holder.firstName, holder.infixName, holder.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  const city = [holder.postalCode, holder.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return {
    name: name || holder.mail,
    address: [holder.address, holder.addressComplement, city].flatMap((line) =>
      line?.trim() ? [line.trim()] : [],
    ),
    mail: holder.mail,
  };
}

export interface PdfFile {
  filename: string;
  bytes: Buffer;
}

/**
 * GET .../subscription/invoice/{id}.pdf: the invoice as a PDF in `language` (default: the
 * account's); INVOICE_NOT_FOUND for an id that is not one of the customer's invoices.
 */
export async function invoicePdf(options: {
  db: Database;
  accountId: string;
  invoiceId: string;
  language: Language | undefined;
  now: Date;
  pdf?: PdfOptions;
}): Promise<PdfFile> {
  const { db, accountId } = options;
  const found = await findAccountInvoice(db, accountId, options.invoiceId);
  const view = found
    ? await findSubscriptionView({ db, accountId, now: options.now }).catch(() => undefined)
    : undefined;
  if (!found || !view) {
    throw new AppError("INVOICE_NOT_FOUND");
  }
  const language = options.language ?? view.holder.language;
  const { invoice } = found;
  const bytes = await renderInvoicePdf(
    {
      language,
      domain: found.domain,
      customer: partyOf(view.holder),
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      amountCents: invoice.amountCents,
      status: invoice.status,
      extractedToNib: invoice.extractedToNib,
      subscriptionNumber: found.subscriptionNumber,
      supplements: await getInvoiceSupplements({ db, invoiceId: invoice.id, language }),
      generatedOn: chainDay(options.now),
    },
    options.pdf,
  );
  return { filename: `${invoice.number}.pdf`, bytes };
}

/** GET .../subscription/contract: the subscription's contract as a PDF, in `language` (default: the account's). */
export async function contractPdf(options: {
  db: Database;
  accountId: string;
  language: Language | undefined;
  now: Date;
  pdf?: PdfOptions;
}): Promise<PdfFile> {
  const view = await findSubscriptionView(options);
  const { model, row } = view;
  const language = options.language ?? view.holder.language;
  const bytes = await renderContractPdf(
    {
      language,
      domain: model.domain,
      customer: partyOf(view.holder),
      subscriptionNumber: row.subscriptionNumber,
      cardNumber: view.cardNumber,
      plan: model.plan,
      addOns: model.addOns,
      monthlyAmountCents: monthlyAmountCents(model),
      startDate: model.startDate,
      commitmentEndDate: model.commitmentEndDate,
      openEnded: PASSES[model.plan].pricing[model.domain].commitmentMonths === 0,
      billingDay: model.billingDay,
      status: model.status,
      cancellation: model.cancellation,
      generatedOn: view.today,
    },
    options.pdf,
  );
  return { filename: `contract-${row.subscriptionNumber}.pdf`, bytes };
}
