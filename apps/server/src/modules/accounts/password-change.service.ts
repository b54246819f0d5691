import type { Database } from "../../db/client.ts";
import { mailAccountLink } from "./account-link-mail.ts";

/**
 * SPEC 7 "changePassword": the signed-in customer gets the forgotten-password mail: a single-use
 * link valid 30 minutes, to the account's own address and nowhere else, as on /auth/forgot.
 */
export async function sendPasswordChangeLink(options: {
  db: Database;
  accountId: string;
  siteOrigin: string;
}): Promise<void> {
  await mailAccountLink({ ...options, purpose: "reset_password" });
}
