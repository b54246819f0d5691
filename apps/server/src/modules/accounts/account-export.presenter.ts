import type { AccountExportResponse } from "@cinelux/contract";
import type { AccountRow } from "../../db/schema/index.ts";
import type * as read from "./account-export.repository.ts";
import type * as readMore from "./account-export-more.repository.ts";
import { toAccountResponse } from "./accounts.presenter.ts";

type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** Everything the export gathered, as the repository read it. */
export interface AccountExportRows {
  account: AccountRow;
  bookings: Rows<typeof read.findBookingsForExport>;
  advantages: Rows<typeof read.findAdvantagesForExport>;
  mails: Rows<typeof read.findMailsForExport>;
  links: Rows<typeof read.findLinksForExport>;
  signInFailures: Rows<typeof read.findSignInFailuresForExport>;
  linkedIdentities: Rows<typeof read.findLinkedIdentitiesForExport>;
  surveyAnswers: Rows<typeof read.findSurveyAnswersForExport>;
  pass: Rows<typeof read.findPassDataForExport>;
  wallet: Rows<typeof read.findWalletDataForExport>;
  tickets: Rows<typeof read.findTicketDataForExport>;
  taste: Rows<typeof readMore.findTasteDataForExport>;
  support: Rows<typeof readMore.findSupportDataForExport>;
  payments: Rows<typeof readMore.findPaymentDataForExport>;
}

/** A stored row as JSON: dates as ISO strings, bytes (the pass photo) as base64. */
function exportedRow(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      value instanceof Date
        ? value.toISOString()
        : value instanceof Uint8Array
          ? Buffer.from(value).toString("base64")
          : value,
    ]),
  );
}

/** Stored, never shown to anyone: the password hash is a secret, not the customer's data. */
const NEVER_EXPORTED: ReadonlySet<string> = new Set<keyof AccountRow>(["passwordHash"]);

/** Every column of the row under its own name, dates as ISO strings, the secrets left out. */
function storedColumns(row: AccountRow): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !NEVER_EXPORTED.has(column))
      .map(([column, value]) => [column, value instanceof Date ? value.toISOString() : value]),
  );
}

/**
 * The customer's data as one document (docs/my-data.md). The account is the one GET
 * /api/accounts/me shows plus every stored column (a column added later included); never the
 * password hash.
 */
export function toAccountExport(rows: AccountExportRows, exportedAt: Date): AccountExportResponse {
  const { account } = rows;
  const language = account.language;
  return {
    exportedAt: exportedAt.toISOString(),
    account: {
      ...storedColumns(account),
      ...toAccountResponse(account),
      mailVerifiedAt: account.mailVerifiedAt?.toISOString() ?? null,
      createdAt: account.createdAt.toISOString(),
      updatedAt: account.updatedAt.toISOString(),
    },
    bookings: rows.bookings.map((booking) => ({
      ...booking,
      startsAt: booking.startsAt.toISOString(),
      createdAt: booking.createdAt.toISOString(),
    })),
    advantages: rows.advantages.map((advantage) => ({
      id: advantage.id,
      name: advantage.name[language],
      details: advantage.details[language],
      code: advantage.code,
      terms: advantage.terms?.[language] ?? null,
      help: advantage.help?.[language] ?? null,
      expirationDate: advantage.expirationDate,
      alexRecognitionId: advantage.alexRecognitionId,
      grantedAt: advantage.createdAt.toISOString(),
    })),
    pass: {
      cards: rows.pass.cards.map(exportedRow),
      subscriptions: rows.pass.subscriptions.map(exportedRow),
      invoices: rows.pass.invoices.map(exportedRow),
      supplements: rows.pass.supplements.map(exportedRow),
    },
    wallet: {
      cards: rows.wallet.cards.map(exportedRow),
      offers: rows.wallet.offers.map(exportedRow),
      goodies: rows.wallet.goodies.map(exportedRow),
    },
    tickets: {
      actions: rows.tickets.actions.map(exportedRow),
      refunds: rows.tickets.refunds.map(exportedRow),
    },
    taste: {
      favouriteCinemas: rows.taste.favouriteCinemas.map(exportedRow),
      friends: rows.taste.friends.map(exportedRow),
      feelings: rows.taste.feelings.map(exportedRow),
      ignoredShows: rows.taste.ignoredShows.map(exportedRow),
      wishlistAlerts: rows.taste.wishlistAlerts.map(exportedRow),
    },
    support: {
      cases: rows.support.cases.map(exportedRow),
      messages: rows.support.messages.map(exportedRow),
      attachments: rows.support.attachments.map(exportedRow),
    },
    payments: {
      orders: rows.payments.orders.map(exportedRow),
      orderEvents: rows.payments.orderEvents.map(exportedRow),
      ledger: rows.payments.ledger.map(exportedRow),
      providerCustomers: rows.payments.providerCustomers.map(exportedRow),
    },
    mails: rows.mails.map((mail) => ({ subject: mail.subject, date: mail.createdAt.toISOString() })),
    links: rows.links.map((link) => ({
      purpose: link.purpose,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      usedAt: link.usedAt?.toISOString() ?? null,
    })),
    surveyAnswers: rows.surveyAnswers.map((answer) => ({
      surveyId: answer.surveyId,
      answers: answer.answers,
      answeredAt: answer.answeredAt.toISOString(),
    })),
    linkedIdentities: rows.linkedIdentities.map((identity) => ({
      ...identity,
      linkedAt: identity.linkedAt.toISOString(),
    })),
    signInFailures: rows.signInFailures
      ? {
          failures: rows.signInFailures.failures,
          windowStart: rows.signInFailures.windowStart.toISOString(),
          lastFailureAt: rows.signInFailures.lastFailureAt.toISOString(),
        }
      : null,
  };
}
