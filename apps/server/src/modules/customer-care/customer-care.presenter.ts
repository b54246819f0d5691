import {
  type CustomerAccountSchema,
  type CustomerBooking,
  type CustomerFile,
  type CustomerSummary,
  centsOf,
  isLanguage,
  type Language,
} from "@cinelux/contract";
import type * as z from "zod";
import type {
  CustomerAccountRow,
  CustomerBookingRow,
  CustomerWalletCardRow,
  selectCustomerCases,
  selectCustomerPasses,
} from "./customer-care.repository.ts";

/** Rows to the contract (docs/staff.md "Customers"): only the columns the repository read, never a secret. */

type Domain = "fr" | "nl";
const domainOf = (domain: string | null): Domain => (domain === "nl" ? "nl" : "fr");

export function languageOfAccount(row: Pick<CustomerAccountRow, "language">): Language {
  return isLanguage(row.language) ? row.language : "fr";
}

export function presentCustomerSummary(row: CustomerAccountRow): CustomerSummary {
  return {
    accountId: row.id,
    mail: row.mail,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status,
    domain: domainOf(row.domain),
    createdAt: row.createdAt.toISOString(),
  };
}

function presentAccount(row: CustomerAccountRow): z.infer<typeof CustomerAccountSchema> {
  return {
    ...presentCustomerSummary(row),
    language: languageOfAccount(row),
    blockedReason: row.blockedReason,
    registered: row.registered,
  };
}

export function presentCustomerWalletCard(row: CustomerWalletCardRow, language: Language) {
  return {
    id: row.id,
    type: row.type,
    numberLast4: row.number.slice(-4),
    name: row.name[language],
    initialQuantity: row.initialQuantity,
    remainingQuantity: row.remainingQuantity,
    expirationDate: row.expirationDate,
  };
}

export function presentCustomerBooking(row: CustomerBookingRow): CustomerBooking {
  return {
    id: row.id,
    bookingRef: row.bookingRef,
    status: row.status,
    showTitle: row.showTitle,
    cinemaName: row.cinemaName,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    seats: row.seats,
    totalCents: centsOf(row.payment.totalAmount),
    means: row.payment.means,
    refundable: row.refundable,
  };
}

export function presentCustomerFile(parts: {
  account: CustomerAccountRow;
  passes: Awaited<ReturnType<typeof selectCustomerPasses>>;
  wallet: CustomerWalletCardRow[];
  bookings: CustomerBookingRow[];
  cases: Awaited<ReturnType<typeof selectCustomerCases>>;
}): CustomerFile {
  const language = languageOfAccount(parts.account);
  return {
    account: presentAccount(parts.account),
    passes: parts.passes.map((pass) => ({
      ...pass,
      photoStatus: pass.photoStatus ?? null,
    })),
    wallet: parts.wallet.map((card) => presentCustomerWalletCard(card, language)),
    bookings: parts.bookings.map(presentCustomerBooking),
    cases: parts.cases.map((row) => ({
      id: row.id,
      number: row.number,
      subject: row.subject,
      closed: row.closedAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
