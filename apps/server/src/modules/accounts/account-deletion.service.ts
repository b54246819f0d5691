import { createHash } from "node:crypto";
import type { DeleteAccountResponse } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { AppError, accountGone } from "../../lib/app-error.ts";
import { revokeAccountGrants } from "../revocation/revocation.service.ts";
import type { AccountCache } from "./account-cache.ts";
import {
  countAccountBelongings,
  deleteAccountRow,
  insertAccountDeletion,
} from "./account-deletion.repository.ts";
import { queueAccountDeletedMail } from "./account-mails.ts";
import { lockAccountById } from "./accounts.repository.ts";

/** How recent the sign-in behind the access token must be (docs/accounts.md "Account deletion"). */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;

/**
 * Refuses a sign-in older than RECENT_SIGN_IN_SECONDS, or of unknown time (a token without
 * `auth_time`, e.g. an external provider's): the web sends the customer through the provider again
 * with `max_age`. A sign-in "from the future" within the verifier's 5 s clock tolerance passes.
 */
export function requireRecentSignIn(authTime: number | undefined, nowMs = Date.now()): void {
  const ageSeconds = authTime === undefined ? Number.POSITIVE_INFINITY : nowMs / 1000 - authTime;
  if (!(ageSeconds <= RECENT_SIGN_IN_SECONDS)) {
    throw new AppError("REAUTHENTICATION_REQUIRED");
  }
}

/**
 * SPEC 1, 7 "an account deletion request": in one transaction, the request is recorded (date and a
 * hash of the address), the confirmation mail queued in the customer's language while the address is
 * still known, the account row deleted with everything hanging from it, and every grant and session
 * of the account ended (its access tokens refused everywhere within a second, docs/sessions.md).
 */
export async function deleteOwnAccount(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
  authTime: number | undefined;
}): Promise<DeleteAccountResponse> {
  const { db, cache, accountId } = options;
  requireRecentSignIn(options.authTime);
  const lost = await db.transaction(async (tx) => {
    const account = await lockAccountById(tx, accountId);
    if (!account) {
      throw accountGone();
    }
    const belongings = await countAccountBelongings(tx, account.id);
    await insertAccountDeletion(tx, {
      accountId: account.id,
      mailSha256: createHash("sha256").update(account.mail).digest("hex"),
    });
    await queueAccountDeletedMail(tx, { to: account.mail, lang: account.language });
    await deleteAccountRow(tx, account.id);
    await revokeAccountGrants(tx, account.id);
    return {
      pass: account.subscriptionState !== null,
      loyalty: account.hasLoyalty,
      advantages: belongings.advantages,
      bookings: belongings.bookings,
      paymentCard: account.cardLastDigits !== null,
    };
  });
  // The trigger's NOTIFY evicts every process's copy; this process forgets it at once.
  cache.evict(accountId);
  return { deleted: true, lost };
}
