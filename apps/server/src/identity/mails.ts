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

export async function queueVerificationMail(
  db: Database | Transaction,
  options: { to: string; lang: Language; url: string },
): Promise<void> {
  const t = MESSAGES[options.lang].mail;
  await enqueueMail({
    db,
    mail: {
      kind: "verify_mail",
      recipient: options.to,
      language: options.lang,
      subject: `${t.verifySubject} · Cinélux`,
      ...compose(options.lang, t.verifyBody, t.verifyAction, options.url),
    },
  });
}

export async function queueResetMail(
  db: Database | Transaction,
  options: { to: string; lang: Language; url: string },
): Promise<void> {
  const t = MESSAGES[options.lang].mail;
  await enqueueMail({
    db,
    mail: {
      kind: "reset_password",
      recipient: options.to,
      language: options.lang,
      subject: `${t.resetSubject} · Cinélux`,
      ...compose(options.lang, t.resetBody, t.resetAction, options.url, t.resetIgnore),
    },
  });
}
