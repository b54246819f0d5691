import type { Language } from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { format } from "../../lib/format.ts";
import { escapeHtml } from "../../lib/html.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";
import { ACCOUNT_MAIL_TEXTS } from "./account-mail-texts.ts";

interface MailLink {
  /** The sentence before the link. */
  intro: string;
  action: string;
  url: string;
}

function compose(lang: Language, links: MailLink[], footer?: string) {
  const t = ACCOUNT_MAIL_TEXTS[lang];
  const text = [
    t.greeting,
    "",
    ...links.flatMap((link) => [link.intro, link.url, ""]),
    footer,
    footer ? "" : undefined,
    t.signature,
  ]
    .filter((line) => line !== undefined)
    .join("\n");
  const parts = links.map(
    (link) => `<p>${escapeHtml(link.intro)}</p>
<p><a href="${escapeHtml(link.url)}" style="background:#b3122a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.action)}</a></p>
<p style="font-size:13px;color:#444">${escapeHtml(link.url)}</p>`,
  );
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#111">
<p>${escapeHtml(t.greeting)}</p>${parts.join("\n")}
${footer ? `<p>${escapeHtml(footer)}</p>` : ""}<p>${escapeHtml(t.signature)}</p></body></html>`;
  return { text, html };
}

type LinkMail = "verify" | "reset";

const KINDS: Record<LinkMail, string> = { verify: "verify_mail", reset: "reset_password" };

/** Queues the mail carrying a single-use link, in the caller's transaction. */
export async function queueLinkMail(
  db: Database | Transaction,
  options: { kind: LinkMail; to: string; lang: Language; url: string },
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  const content =
    options.kind === "verify"
      ? {
          subject: t.verifySubject,
          ...compose(options.lang, [{ intro: t.verifyBody, action: t.verifyAction, url: options.url }]),
        }
      : {
          subject: t.resetSubject,
          ...compose(
            options.lang,
            [{ intro: t.resetBody, action: t.resetAction, url: options.url }],
            t.resetIgnore,
          ),
        };
  await enqueueMail({
    db,
    mail: {
      kind: KINDS[options.kind],
      recipient: options.to,
      language: options.lang,
      ...content,
      subject: `${content.subject} · Cinélux`,
    },
  });
}

/**
 * Sign-up with an address that already has an account: the page says what it says for a new
 * address, and the owner gets this mail instead (sign in, or choose a new password).
 */
export async function queueAccountExistsMail(
  db: Database | Transaction,
  options: { to: string; lang: Language; signInUrl: string; resetUrl: string },
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  const content = compose(
    options.lang,
    [
      { intro: t.existsBody, action: t.existsAction, url: options.signInUrl },
      {
        intro: t.existsReset,
        action: ACCOUNT_MAIL_TEXTS[options.lang].resetPasswordAction,
        url: options.resetUrl,
      },
    ],
    t.existsIgnore,
  );
  await enqueueMail({
    db,
    mail: {
      kind: "account_exists",
      recipient: options.to,
      language: options.lang,
      subject: `${t.existsSubject} · Cinélux`,
      ...content,
    },
  });
}

/** E-mail change (docs/accounts.md): the verification link, to the new address. */
export async function queueNewMailLink(
  db: Database | Transaction,
  options: { to: string; lang: Language; url: string },
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  const content = compose(options.lang, [{ intro: t.newMailBody, action: t.verifyAction, url: options.url }]);
  await enqueueMail({
    db,
    mail: {
      kind: "verify_mail",
      recipient: options.to,
      language: options.lang,
      subject: `${t.newMailSubject} · Cinélux`,
      ...content,
    },
  });
}

/** E-mail change: the notice to the old address, with a password-reset link in case it was not them. */
export async function queueMailChangedMail(
  db: Database | Transaction,
  options: { to: string; lang: Language; newMail: string; resetUrl: string },
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  const intro = format(t.changedBody, { mail: options.newMail });
  const content = compose(options.lang, [
    { intro, action: ACCOUNT_MAIL_TEXTS[options.lang].resetPasswordAction, url: options.resetUrl },
  ]);
  await enqueueMail({
    db,
    mail: {
      kind: "mail_changed",
      recipient: options.to,
      language: options.lang,
      subject: `${t.changedSubject} · Cinélux`,
      ...content,
    },
  });
}

/**
 * E-mail change to an address that already has an account: the customer is answered as if it
 * worked, and the address's owner gets this mail instead (as sign-up's `queueAccountExistsMail`).
 */
export async function queueMailTakenMail(
  db: Database | Transaction,
  options: { to: string; lang: Language },
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  const content = compose(options.lang, [], `${t.takenBody} ${t.takenIgnore}`);
  await enqueueMail({
    db,
    mail: {
      kind: "mail_taken",
      recipient: options.to,
      language: options.lang,
      subject: `${t.takenSubject} · Cinélux`,
      ...content,
    },
  });
}

/** Account deletion (docs/accounts.md): the confirmation, queued before the account row goes. */
export async function queueAccountDeletedMail(
  db: Database | Transaction,
  options: { to: string; lang: Language },
): Promise<void> {
  const t = ACCOUNT_MAIL_TEXTS[options.lang];
  const content = compose(options.lang, [], t.deletedBody);
  await enqueueMail({
    db,
    mail: {
      kind: "account_deleted",
      recipient: options.to,
      language: options.lang,
      subject: `${t.deletedSubject} · Cinélux`,
      ...content,
    },
  });
}
