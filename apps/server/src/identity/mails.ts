import type { Language } from "@cinelux/contract";
import type { Database, Transaction } from "../db/client.ts";
import { enqueueMail } from "../modules/outbox/outbox.service.ts";
import { MESSAGES } from "./messages/index.ts";
import { escapeHtml } from "./pages/html.ts";

function compose(lang: Language, body: string, action: string, url: string, footer?: string) {
  const t = MESSAGES[lang].mail;
  const text = [t.greeting, "", body, url, "", footer, footer ? "" : undefined, t.signature]
    .filter((line) => line !== undefined)
    .join("\n");
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#111">
<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="background:#b3122a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#444">${escapeHtml(url)}</p>
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
  const t = MESSAGES[options.lang].mail;
  const content =
    options.kind === "verify"
      ? { subject: t.verifySubject, ...compose(options.lang, t.verifyBody, t.verifyAction, options.url) }
      : {
          subject: t.resetSubject,
          ...compose(options.lang, t.resetBody, t.resetAction, options.url, t.resetIgnore),
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
