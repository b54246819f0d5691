import type { Language } from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { format } from "../../lib/format.ts";
import { action, type MailBlock, paragraph } from "../outbox/mail-layout.ts";
import { enqueueMail, type MailKind } from "../outbox/outbox.service.ts";
import { ACCOUNT_MAIL_TEXTS } from "./account-mail-texts.ts";

/** Who gets an account mail, in the account's language. */
interface AccountMailRecipient {
  to: string;
  lang: Language;
}

/** Queues one account mail in the caller's transaction. */
async function queueAccountMail(
  db: Database | Transaction,
  kind: MailKind,
  { to, lang }: AccountMailRecipient,
  mail: { subject: string; blocks: MailBlock[] },
): Promise<void> {
  const content = { language: lang, ...mail };
  await enqueueMail({ db, mail: { kind, recipient: to, content } });
}

/** Queues the mail carrying a single-use link, in the caller's transaction. */
export async function queueLinkMail(
  db: Database | Transaction,
  options: AccountMailRecipient & { kind: "verify" | "reset"; url: string },
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  if (options.kind === "verify") {
    const blocks = [paragraph(t.verifyBody), action(t.verifyAction, options.url)];
    await queueAccountMail(db, "verify_mail", options, { subject: t.verifySubject, blocks });
    return;
  }
  const blocks = [paragraph(t.resetBody), action(t.resetAction, options.url), paragraph(t.resetIgnore)];
  await queueAccountMail(db, "reset_password", options, { subject: t.resetSubject, blocks });
}

/**
 * Sign-up with an address that already has an account: the page says what it says for a new
 * address, and the owner gets this mail instead (sign in, or choose a new password).
 */
export async function queueAccountExistsMail(
  db: Database | Transaction,
  options: AccountMailRecipient & { signInUrl: string; resetUrl: string },
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  const blocks = [
    paragraph(t.existsBody),
    action(t.existsAction, options.signInUrl),
    paragraph(t.existsReset),
    action(t.resetPasswordAction, options.resetUrl),
    paragraph(t.existsIgnore),
  ];
  await queueAccountMail(db, "account_exists", options, { subject: t.existsSubject, blocks });
}

/** E-mail change (docs/accounts.md): the verification link, to the new address. */
export async function queueNewMailLink(
  db: Database | Transaction,
  options: AccountMailRecipient & { url: string },
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  const blocks = [paragraph(t.newMailBody), action(t.verifyAction, options.url)];
  await queueAccountMail(db, "verify_mail", options, { subject: t.newMailSubject, blocks });
}

/** E-mail change: the notice to the old address, with a password-reset link in case it was not them. */
export async function queueMailChangedMail(
  db: Database | Transaction,
  options: AccountMailRecipient & { newMail: string; resetUrl: string },
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  const blocks = [
    paragraph(format(t.changedBody, { mail: options.newMail })),
    action(t.resetPasswordAction, options.resetUrl),
  ];
  await queueAccountMail(db, "mail_changed", options, { subject: t.changedSubject, blocks });
}

/**
 * E-mail change to an address that already has an account: the customer is answered as if it
 * worked, and the address's owner gets this mail instead (as sign-up's `queueAccountExistsMail`).
 */
export async function queueMailTakenMail(
  db: Database | Transaction,
  options: AccountMailRecipient,
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  const blocks = [paragraph(`${t.takenBody} ${t.takenIgnore}`)];
  await queueAccountMail(db, "mail_taken", options, { subject: t.takenSubject, blocks });
}

/** Account deletion (docs/accounts.md): the confirmation, queued before the account row goes. */
export async function queueAccountDeletedMail(
  db: Database | Transaction,
  options: AccountMailRecipient,
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  const blocks = [paragraph(t.deletedBody)];
  await queueAccountMail(db, "account_deleted", options, { subject: t.deletedSubject, blocks });
}
