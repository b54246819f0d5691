import type { AccountExportResponse } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { accountGone } from "../../lib/app-error.ts";
import { toAccountExport } from "./account-export.presenter.ts";
import {
  findAdvantagesForExport,
  findBookingsForExport,
  findLinkedIdentitiesForExport,
  findLinksForExport,
  findMailsForExport,
  findPassDataForExport,
  findSignInFailuresForExport,
  findSurveyAnswersForExport,
  findTicketDataForExport,
  findWalletDataForExport,
} from "./account-export.repository.ts";
import {
  findPaymentDataForExport,
  findSupportDataForExport,
  findTasteDataForExport,
} from "./account-export-more.repository.ts";
import { todayIn } from "./account-rules.ts";
import { findAccountById } from "./accounts.repository.ts";

/**
 * The tables that hold something on the customer and where each one goes in the export (docs/my-data.md).
 * account-export.test.ts fails when a table referencing accounts is missing here: a new customer
 * table must be exported, or listed with the reason it is not.
 */
export const EXPORTED_TABLES: Record<string, string> = {
  accounts: "account",
  bookings: "bookings",
  advantages: "advantages",
  account_tokens: "links (purpose and dates; never the token hash)",
  outbox_mails: "mails to the account's address (subject and date; never the body and its links)",
  login_attempts: "signInFailures (the address's counter)",
  linked_identities: "linkedIdentities (provider, its subject and what it said of the customer)",
  survey_answers: "surveyAnswers",
  pass_cards: "pass.cards (the photo as base64 JPEG)",
  subscriptions: "pass.subscriptions",
  invoices: "pass.invoices",
  subscription_supplements: "pass.supplements (show and cinema by name)",
  wallet_cards: "wallet.cards (never the gift card pin's hash)",
  prepaid_offers: "wallet.offers (made or claimed; never the claim token's hash)",
  goodies: "wallet.goodies",
  ticket_audit: "tickets.actions (tickets mailed, to whom, and cancelled; refunds in tickets.refunds)",
  favourite_cinemas: "taste.favouriteCinemas (by cinema name)",
  friendships:
    "taste.friends (direction and dates; the address typed for a sent one, never the other's name)",
  show_feelings: "taste.feelings (wish and rating per show)",
  ignored_shows: "taste.ignoredShows",
  wishlist_alerts: "taste.wishlistAlerts",
  support_cases:
    "support.cases (messages and attachments, as base64, in support.messages and support.attachments)",
  orders: "payments.orders (their status history in payments.orderEvents)",
  ledger_entries: "payments.ledger",
  payment_customers: "payments.providerCustomers",
  holds:
    "not exported: seats held for ten minutes in the booking tunnel (docs/domain/booking.md); a paid one is a booking, in bookings",
};

/**
 * GDPR art. 15 and 20: everything held on the customer, read in one read-only transaction so the
 * parts agree with each other.
 */
export async function exportOwnData(options: {
  db: Database;
  accountId: string;
  now?: Date;
}): Promise<{ data: AccountExportResponse; filename: string }> {
  const now = options.now ?? new Date();
  const rows = await options.db.transaction(
    async (tx) => {
      const account = await findAccountById(tx, options.accountId);
      if (!account) {
        throw accountGone();
      }
      return {
        account,
        bookings: await findBookingsForExport(tx, account.id),
        advantages: await findAdvantagesForExport(tx, account.id),
        mails: await findMailsForExport(tx, account.mail),
        links: await findLinksForExport(tx, account.id),
        signInFailures: await findSignInFailuresForExport(tx, account.mail),
        linkedIdentities: await findLinkedIdentitiesForExport(tx, account.id),
        surveyAnswers: await findSurveyAnswersForExport(tx, account.id),
        pass: await findPassDataForExport(tx, account.id),
        wallet: await findWalletDataForExport(tx, account.id),
        tickets: await findTicketDataForExport(tx, account.id),
        taste: await findTasteDataForExport(tx, account.id),
        support: await findSupportDataForExport(tx, account.id),
        payments: await findPaymentDataForExport(tx, account.id),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  // The customers' calendar (Europe/Paris), as every other date the account area shows.
  return { data: toAccountExport(rows, now), filename: `cinelux-my-data-${todayIn(now)}.json` };
}
