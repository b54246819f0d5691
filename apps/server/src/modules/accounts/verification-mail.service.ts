import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { mailAccountLink } from "./account-link-mail.ts";

/** Queues a new verification link (7 days, single use); refused once the address is verified. */
export async function sendVerificationMail(options: {
  db: Database;
  accountId: string;
  siteOrigin: string;
}): Promise<void> {
  await mailAccountLink({
    ...options,
    purpose: "verify_mail",
    check: (account) => {
      if (account.mailVerifiedAt !== null) {
        throw new AppError("CONFLICT", { message: (m) => m.when.verifyingVerifiedMail.CONFLICT });
      }
    },
  });
}
