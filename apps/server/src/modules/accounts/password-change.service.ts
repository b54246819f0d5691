import type { Database } from "../../db/client.ts";
import { createLinkToken } from "../../identity/account-links.ts";
import { queueLinkMail } from "../../identity/mails.ts";
import { AppError } from "../../lib/app-error.ts";
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
    const token = await createLinkToken(tx, account.id, "reset_password");
    // The URL of identity/password.routes.ts POST /auth/forgot, which /auth/reset answers.
    const url = `${options.siteOrigin}/auth/reset?token=${encodeURIComponent(token)}&lang=${account.language}`;
    await queueLinkMail(tx, { kind: "reset", to: account.mail, lang: account.language, url });
  });
}
