// A payment provider in memory, for tests of the order machinery alone: what each payment says is
// set by the test (`settle`), every call is counted, and an outage is a switch. The built-in provider
// (modules/payments/test-mode) is the one that speaks Mollie's protocol; this one skips the network.
import { randomUUID } from "node:crypto";
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from "../src/modules/payments/payment-provider.ts";

export interface MemoryProvider extends PaymentProvider {
  payments: Map<string, ProviderPayment>;
  refunds: { paymentId: string; amountCents: number; key: string }[];
  down: boolean;
  settle(id: string, status: ProviderPaymentStatus, extra?: Partial<ProviderPayment>): void;
}

export function memoryProvider(): MemoryProvider {
  const payments = new Map<string, ProviderPayment>();
  const byKey = new Map<string, ProviderPayment>();
  const refundsByKey = new Map<
    string,
    { id: string; paymentId: string; amountCents: number; status: string }
  >();
  const provider: MemoryProvider = {
    name: "memory",
    payments,
    refunds: [],
    down: false,
    settle(id, status, extra = {}) {
      const payment = payments.get(id);
      if (!payment) {
        throw new Error(`no payment ${id}`);
      }
      payments.set(id, {
        ...payment,
        status,
        paidAt: status === "paid" ? new Date().toISOString() : null,
        ...extra,
      });
    },
    async createCustomer() {
      return { id: `cst_${randomUUID().slice(0, 8)}` };
    },
    async createPayment(input, key) {
      if (provider.down) {
        throw new PaymentProviderError("down", 503);
      }
      const known = byKey.get(key);
      if (known) {
        return known;
      }
      const id = `tr_${randomUUID().replaceAll("-", "").slice(0, 10)}`;
      const payment: ProviderPayment = {
        id,
        status: "open",
        amountCents: input.amountCents,
        amountRefundedCents: 0,
        amountChargedBackCents: 0,
        checkoutUrl: `https://pay.example/${id}`,
        method: null,
        sequenceType: input.sequenceType,
        customerId: input.customerId ?? null,
        mandateId: null,
        metadata: input.metadata,
        paidAt: null,
      };
      payments.set(id, payment);
      byKey.set(key, payment);
      return payment;
    },
    async getPayment(id) {
      if (provider.down) {
        throw new PaymentProviderError("down", 503);
      }
      const payment = payments.get(id);
      if (!payment) {
        throw new PaymentProviderError("not found", 404);
      }
      return payment;
    },
    async createRecurringPayment(input, key) {
      const payment = await provider.createPayment(
        { ...input, redirectUrl: "", locale: "fr_FR", sequenceType: "oneoff" },
        key,
      );
      const recurring = {
        ...payment,
        status: "pending" as const,
        sequenceType: "recurring" as const,
        checkoutUrl: null,
      };
      payments.set(payment.id, recurring);
      return recurring;
    },
    async refund(paymentId, input, key) {
      if (provider.down) {
        throw new PaymentProviderError("down", 503);
      }
      const known = refundsByKey.get(key);
      if (known) {
        return known;
      }
      const payment = payments.get(paymentId);
      if (!payment) {
        throw new PaymentProviderError("not found", 404);
      }
      payments.set(paymentId, {
        ...payment,
        amountRefundedCents: payment.amountRefundedCents + input.amountCents,
      });
      provider.refunds.push({ paymentId, amountCents: input.amountCents, key });
      const refund = {
        id: `re_${randomUUID().slice(0, 8)}`,
        paymentId,
        amountCents: input.amountCents,
        status: "pending",
      };
      refundsByKey.set(key, refund);
      return refund;
    },
    async listMandates() {
      return [];
    },
    async revokeMandate() {},
  };
  return provider;
}
