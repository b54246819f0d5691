import type { Transaction } from "../../db/client.ts";
import { createLinkToken } from "../../identity/account-links.ts";
import { queueLinkMail } from "../../identity/mails.ts";

const LINKS = {
  // The pages of identity/password.routes.ts that consume each link.
  verify_mail: { path: "/auth/verify", kind: "verify" },
  reset_password: { path: "/auth/reset", kind: "reset" },
} as const;

/**
 * A single-use link (identity/account-links.ts) mailed to the account's own address, in its language,
 * pointing at the site the customer uses; inside the caller's transaction, so the token and the
 * outbox row exist together or not at all.
 */
export async function queueAccountLinkMail(
  tx: Transaction,
  account: { id: string; mail: string; language: "fr" | "nl" | "en" },
  purpose: keyof typeof LINKS,
  siteOrigin: string,
): Promise<void> {
  const link = LINKS[purpose];
  const token = await createLinkToken(tx, account.id, purpose);
  const url = `${siteOrigin}${link.path}?token=${encodeURIComponent(token)}&lang=${account.language}`;
  await queueLinkMail(tx, { kind: link.kind, to: account.mail, lang: account.language, url });
}
