import type { Database } from "../../db/client.ts";
import type { AccountRow } from "../../db/schema/index.ts";
import { accountGone } from "../../lib/app-error.ts";
import { createLinkToken } from "../credentials/account-links.ts";
import { queueLinkMail } from "./account-mails.ts";
import { lockAccountById } from "./accounts.repository.ts";

const LINKS = {
  // The pages of identity/password.routes.ts that consume each link.
  verify_mail: { path: "/auth/verify", kind: "verify" },
  reset_password: { path: "/auth/reset", kind: "reset" },
} as const;

/**
 * Mails the signed-in customer a single-use link (modules/credentials/account-links.ts) to the account's own
 * address, in its language, pointing at the site the customer uses. One transaction on the locked
 * account: `check` may refuse first, and the token and the outbox row exist together or not at all.
 * Earlier links stay valid until they expire.
 */
export async function mailAccountLink(options: {
  db: Database;
  accountId: string;
  siteOrigin: string;
  purpose: keyof typeof LINKS;
  check?: (account: AccountRow) => void;
}): Promise<void> {
  const link = LINKS[options.purpose];
  await options.db.transaction(async (tx) => {
    const account = await lockAccountById(tx, options.accountId);
    if (!account) {
      throw accountGone();
    }
    options.check?.(account);
    const token = await createLinkToken(tx, account.id, options.purpose);
    const url = `${options.siteOrigin}${link.path}?token=${encodeURIComponent(token)}&lang=${account.language}`;
    await queueLinkMail(tx, { kind: link.kind, to: account.mail, lang: account.language, url });
  });
}
