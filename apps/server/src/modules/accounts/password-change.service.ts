import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { queueAccountLinkMail } from "./account-link-mail.ts";
import { lockAccountById } from "./accounts.repository.ts";

/**
 * SPEC 7 "changePassword": the signed-in customer gets the forgotten-password mail: a single-use
 * link valid 30 minutes (identity/account-links.ts), in the account's language, to the account's own
 * address and nowhere else, pointing at the site the customer uses. The link token and the outbox
 * row are written in one transaction; earlier links stay valid until they expire, as on /auth/forgot.
 */
export async function sendPasswordChangeLink(options: {
  db: Database;
  accountId: string;
  siteOrigin: string;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const account = await lockAccountById(tx, options.accountId);
    if (!account) {
      throw new AppError("UNAUTHORIZED", "This account no longer exists.");
    }
    await queueAccountLinkMail(tx, account, "reset_password", options.siteOrigin);
  });
}
