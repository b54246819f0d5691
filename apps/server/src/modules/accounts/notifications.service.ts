import {
  type AccountResponse,
  GENERAL_OPTIN_FIELD,
  MAIL_OPTIN_FIELD,
  NOTIFICATION_FIELDS,
  type UpdateNotificationsRequest,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import type { NewAccountRow } from "../../db/schema/index.ts";
import { AppError, accountGone } from "../../lib/app-error.ts";
import type { AccountCache } from "./account-cache.ts";
import { toAccountResponse } from "./accounts.presenter.ts";
import { lockAccountById, updateAccountById } from "./accounts.repository.ts";

/** Request names -> account columns (the opt-ins' columns do not carry the provider's name). */
const NOTIFICATION_COLUMNS = {
  [MAIL_OPTIN_FIELD]: "mailCommunicationOptin",
  [GENERAL_OPTIN_FIELD]: "generalCommunicationOptin",
  mailNotification: "mailNotification",
} as const satisfies Record<keyof UpdateNotificationsRequest, keyof NewAccountRow>;

/**
 * PATCH /api/accounts/me/notifications (SPEC 7): the communication opt-ins and the mail
 * notification setting that were sent; one transaction on the locked account row.
 */
export async function updateNotifications(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
  changes: UpdateNotificationsRequest;
}): Promise<AccountResponse> {
  const { db, cache, accountId, changes } = options;
  const values: Partial<NewAccountRow> = {};
  for (const field of NOTIFICATION_FIELDS) {
    const value = changes[field];
    if (value !== undefined) {
      values[NOTIFICATION_COLUMNS[field]] = value;
    }
  }
  if (Object.keys(values).length === 0) {
    throw new AppError("BAD_REQUEST", {
      message: (m) => m.when.changingNothing.BAD_REQUEST,
      fields: NOTIFICATION_FIELDS.map((path) => ({ path, code: "required" })),
    });
  }
  const row = await db.transaction(async (tx) => {
    if (!(await lockAccountById(tx, accountId))) {
      throw accountGone();
    }
    return updateAccountById(tx, accountId, values);
  });
  // As account-update.service.ts: the trigger's NOTIFY reaches the other processes; this one reads its write.
  cache.evict(accountId);
  return toAccountResponse(row);
}
