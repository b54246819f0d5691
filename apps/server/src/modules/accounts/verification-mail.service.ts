import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { queueAccountLinkMail } from "./account-link-mail.ts";
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
    await queueAccountLinkMail(tx, account, "verify_mail", options.siteOrigin);
  });
}
