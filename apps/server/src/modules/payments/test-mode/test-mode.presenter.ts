import { CHECKOUT_PATH, TEST_MODE_API_PATH } from "./test-mode.constants.ts";
import type {
  TestCustomerRow,
  TestMandateRow,
  TestPaymentRow,
  TestRefundRow,
} from "./test-mode.repository.ts";
import { amountValue } from "./test-mode.schemas.ts";
import { isCancelable } from "./test-mode.service.ts";

/**
 * Rows as Mollie's API v2 answers them (the data types of @mollie/api-client: PaymentData,
 * CustomerData, MandateData, RefundData), in HAL: links are `{ href, type }`.
 */

const DOCS = "https://docs.mollie.com/reference/v2";
const link = (href: string, type = "application/hal+json") => ({ href, type });
const iso = (date: Date | null) => date?.toISOString();
const amount = (cents: number, currency: string) => ({ currency, value: amountValue(cents) });

/** The stand-in's fixed test profile. */
const PROFILE_ID = "pfl_CineluxTest";

/**
 * A payment as Mollie answers it; its hosted page is on `pagesOrigin`, the site's own address, where
 * the payer's browser goes (the API may be called over loopback).
 */
export function presentPayment(origin: string, row: TestPaymentRow, pagesOrigin = origin) {
  const api = `${origin}${TEST_MODE_API_PATH}`;
  const paid = row.status === "paid";
  const requested = row.allowedMethods?.length === 1 ? row.allowedMethods[0] : null;
  return {
    resource: "payment",
    id: row.id,
    mode: "test",
    createdAt: iso(row.createdAt),
    amount: amount(row.amountCents, row.currency),
    ...(paid
      ? {
          amountRefunded: amount(row.refundedCents, row.currency),
          amountRemaining: amount(row.amountCents - row.refundedCents, row.currency),
        }
      : {}),
    description: row.description,
    method: row.method ?? requested,
    metadata: row.metadata ?? null,
    status: row.status,
    isCancelable: isCancelable(row),
    ...(row.status === "open" ? { expiresAt: iso(row.expiresAt) } : {}),
    ...(row.paidAt ? { paidAt: iso(row.paidAt) } : {}),
    ...(row.canceledAt ? { canceledAt: iso(row.canceledAt) } : {}),
    ...(row.expiredAt ? { expiredAt: iso(row.expiredAt) } : {}),
    ...(row.failedAt ? { failedAt: iso(row.failedAt) } : {}),
    locale: row.locale ?? "en_US",
    profileId: PROFILE_ID,
    sequenceType: row.sequenceType,
    redirectUrl: row.redirectUrl,
    cancelUrl: row.cancelUrl,
    webhookUrl: row.webhookUrl,
    ...(row.customerId ? { customerId: row.customerId } : {}),
    ...(row.mandateId ? { mandateId: row.mandateId } : {}),
    ...(row.method === "directdebit" ? { details: { transferReference: `SD${row.id.slice(3, 13)}` } } : {}),
    _links: {
      self: link(`${api}payments/${row.id}`),
      ...(row.status === "open" && row.sequenceType !== "recurring"
        ? { checkout: link(`${pagesOrigin}${CHECKOUT_PATH}${row.id}`, "text/html") }
        : {}),
      dashboard: link(`${pagesOrigin}${CHECKOUT_PATH}${row.id}`, "text/html"),
      ...(paid && row.refundedCents > 0 ? { refunds: link(`${api}payments/${row.id}/refunds`) } : {}),
      ...(row.customerId ? { customer: link(`${api}customers/${row.customerId}`) } : {}),
      ...(row.customerId && row.mandateId
        ? { mandate: link(`${api}customers/${row.customerId}/mandates/${row.mandateId}`) }
        : {}),
      documentation: link(`${DOCS}/payments-api/get-payment`, "text/html"),
    },
  };
}

export function presentCustomer(origin: string, row: TestCustomerRow) {
  const api = `${origin}${TEST_MODE_API_PATH}customers/${row.id}`;
  return {
    resource: "customer",
    id: row.id,
    mode: "test",
    name: row.name,
    email: row.email,
    locale: row.locale,
    metadata: row.metadata ?? null,
    recentlyUsedMethods: [],
    createdAt: iso(row.createdAt),
    _links: {
      self: link(api),
      dashboard: link(`${origin}${TEST_MODE_API_PATH}customers/${row.id}`, "text/html"),
      mandates: link(`${api}/mandates`),
      payments: link(`${api}/payments`),
      documentation: link(`${DOCS}/customers-api/get-customer`, "text/html"),
    },
  };
}

export function presentMandate(origin: string, row: TestMandateRow) {
  const customer = `${origin}${TEST_MODE_API_PATH}customers/${row.customerId}`;
  return {
    resource: "mandate",
    id: row.id,
    mode: "test",
    status: row.status,
    method: row.method,
    details: row.details,
    mandateReference: row.mandateReference,
    signatureDate: row.signatureDate,
    createdAt: iso(row.createdAt),
    _links: {
      self: link(`${customer}/mandates/${row.id}`),
      customer: link(customer),
      documentation: link(`${DOCS}/mandates-api/get-mandate`, "text/html"),
    },
  };
}

export function presentRefund(origin: string, row: TestRefundRow) {
  const payment = `${origin}${TEST_MODE_API_PATH}payments/${row.paymentId}`;
  return {
    resource: "refund",
    id: row.id,
    mode: "test",
    amount: amount(row.amountCents, row.currency),
    description: row.description,
    metadata: row.metadata ?? null,
    status: row.status,
    paymentId: row.paymentId,
    createdAt: iso(row.createdAt),
    _links: {
      self: link(`${payment}/refunds/${row.id}`),
      payment: link(payment),
      documentation: link(`${DOCS}/refunds-api/get-payment-refund`, "text/html"),
    },
  };
}

/** A list as Mollie pages it; the stand-in answers every item on one page. */
export function presentList<T>(self: string, name: string, items: T[]) {
  return {
    count: items.length,
    _embedded: { [name]: items },
    _links: {
      self: link(self),
      previous: null,
      next: null,
      documentation: link(`${DOCS}/overview/pagination`, "text/html"),
    },
  };
}
