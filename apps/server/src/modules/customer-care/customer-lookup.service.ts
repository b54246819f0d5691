import {
  CUSTOMER_BOOKINGS_MAX,
  CUSTOMER_CASES_MAX,
  CUSTOMER_SEARCH_MAX,
  type CustomerAccess,
  type CustomerFile,
  customerQueryKindOf,
  type SearchCustomersRequest,
  type SearchCustomersResponse,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordStaffAction } from "../staff/staff-audit.service.ts";
import { languageOfAccount, presentCustomerFile, presentCustomerSummary } from "./customer-care.presenter.ts";
import {
  searchCustomerAccounts,
  selectCustomerAccount,
  selectCustomerBookings,
  selectCustomerCases,
  selectCustomerPasses,
  selectCustomerWalletCards,
} from "./customer-care.repository.ts";

/**
 * The agents' look-up of customers (docs/staff.md "Customers"). Each look-up and each read of a
 * customer's file writes its audit row, with the reason and the reference, in the read's own
 * transaction: nobody reads a customer without leaving a trace.
 */

/**
 * Finds accounts by address (its beginning), card number (a pass or a wallet card, whole) or name
 * (every word in the first or last name). Audited as `customer.searched` with the query's kind and
 * the ids found, never the typed text: the audit log is append-only, and a customer's address or
 * name written there could never be erased with their account.
 */
export async function searchCustomers(options: {
  db: Database;
  staffId: string;
  request: SearchCustomersRequest;
}): Promise<SearchCustomersResponse> {
  const { kind, value } = customerQueryKindOf(options.request.query);
  return options.db.transaction(async (tx) => {
    const rows = await searchCustomerAccounts(tx, { kind, value, limit: CUSTOMER_SEARCH_MAX });
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "customer.searched",
      reason: options.request.reason,
      details: { reference: options.request.reference, kind, accountIds: rows.map((row) => row.id) },
    });
    return { kind, customers: rows.map(presentCustomerSummary) };
  });
}

/**
 * The customer's file: account, passes, wallet, bookings (latest first), cases. Audited as
 * `customer.viewed` (target the account). An unknown id is 404 CUSTOMER_NOT_FOUND, not audited.
 */
export async function readCustomerFile(options: {
  db: Database;
  staffId: string;
  accountId: string;
  access: CustomerAccess;
}): Promise<CustomerFile> {
  return options.db.transaction(async (tx) => {
    const account = await selectCustomerAccount(tx, options.accountId);
    if (!account) {
      throw new AppError("CUSTOMER_NOT_FOUND");
    }
    const language = languageOfAccount(account);
    const passes = await selectCustomerPasses(tx, account.id);
    const wallet = await selectCustomerWalletCards(tx, account.id);
    const bookings = await selectCustomerBookings(tx, {
      accountId: account.id,
      language,
      limit: CUSTOMER_BOOKINGS_MAX,
    });
    const cases = await selectCustomerCases(tx, account.id, CUSTOMER_CASES_MAX);
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "customer.viewed",
      target: { kind: "customer", id: account.id },
      reason: options.access.reason,
      details: { reference: options.access.reference },
    });
    return presentCustomerFile({ account, passes, wallet, bookings, cases });
  });
}
