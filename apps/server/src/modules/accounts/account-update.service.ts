import type { AccountResponse, UpdateAccountRequest } from "@cinelux/contract";
import { interestOrNull } from "@cinelux/contract/interest-selection";
import type { Database } from "../../db/client.ts";
import type { AccountRow, NewAccountRow } from "../../db/schema/index.ts";
import { AppError, accountGone } from "../../lib/app-error.ts";
import type { AccountCache } from "./account-cache.ts";
import { checkAccountChange, PATCH_COLUMNS, todayIn } from "./account-rules.ts";
import { toAccountResponse } from "./accounts.presenter.ts";
import { lockAccountById, updateAccountById } from "./accounts.repository.ts";

/** The changed columns; an emptied optional text is stored as null, empty interests as null (SPEC 5). */
export function toAccountColumns(changes: UpdateAccountRequest): Partial<NewAccountRow> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(PATCH_COLUMNS)) {
    const value = changes[field as keyof UpdateAccountRequest];
    if (value === undefined) {
      continue;
    }
    if (field === "interest") {
      values[column] = interestOrNull(changes.interest);
    } else {
      values[column] = value === "" ? null : value;
    }
  }
  return values as Partial<NewAccountRow>;
}

/**
 * PATCH /api/accounts/me: only the changed fields travel (SPEC 5 "User save"); the rules of
 * docs/accounts.md hold on the account as it would be after the change; one transaction.
 */
export async function updateOwnAccount(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
  changes: UpdateAccountRequest;
  now?: Date;
}): Promise<AccountResponse> {
  const { db, cache, accountId, changes } = options;
  if (Object.keys(changes).length === 0) {
    throw new AppError("BAD_REQUEST", { message: (m) => m.when.changingNothing.BAD_REQUEST });
  }
  const values = toAccountColumns(changes);
  const row = await db.transaction(async (tx) => {
    const current = await lockAccountById(tx, accountId);
    if (!current) {
      throw accountGone();
    }
    const next = { ...current, ...values } as AccountRow;
    checkAccountChange({ current, next, changes, today: todayIn(options.now ?? new Date()) });
    return updateAccountById(tx, accountId, values);
  });
  // The trigger's NOTIFY evicts every process's copy soon; this process reads its own write at once.
  cache.evict(accountId);
  return toAccountResponse(row);
}
