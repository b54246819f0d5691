import type { Database } from "../../db/client.ts";
import { createLinkToken } from "../../identity/account-links.ts";
import { queueLinkMail } from "../../identity/mails.ts";
import { AppError } from "../../lib/app-error.ts";
import { lockAccountById } from "./accounts.repository.ts";

/**
 * Queues a new verification link (7 days, single use) in the customer's language, pointing at the
 * site the customer uses, in one transaction. Earlier links stay valid until they expire.
 */
export async function sendVerificationMail(options: {
  db: Database;
  accountId: string;
  siteOrigin: string;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const account = await lockAccountById(tx, options.accountId);
    if (!account) {
      throw new AppError("UNAUTHORIZED", "This account no longer exists.");
    }
    if (account.mailVerifiedAt !== null) {
      throw new AppError("CONFLICT", "This e-mail address is already verified.");
    }
    const token = await createLinkToken(tx, account.id, "verify_mail");
    const url = `${options.siteOrigin}/auth/verify?token=${encodeURIComponent(token)}&lang=${account.language}`;
    await queueLinkMail(tx, { kind: "verify", to: account.mail, lang: account.language, url });
  });
}
