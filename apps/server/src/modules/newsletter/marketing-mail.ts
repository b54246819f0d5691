import { domainFromHost, type Language, type MarketingCategory } from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import type { AccountRow } from "../../db/schema/index.ts";
import { escapeHtml } from "../../lib/html.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";
import { CATEGORY_SETTINGS } from "./newsletter.service.ts";
import { loadUnsubscribeSecrets, signUnsubscribeToken } from "./unsubscribe-token.ts";

const FOOTER: Record<Language, { why: (label: string) => string; action: string }> = {
  fr: {
    why: (label) => `Vous recevez ce mail car vous êtes inscrit(e) à ${label}.`,
    action: "Se désabonner",
  },
  nl: {
    why: (label) => `U ontvangt deze mail omdat u bent ingeschreven voor ${label}.`,
    action: "Uitschrijven",
  },
  en: { why: (label) => `You receive this mail because you subscribed to ${label}.`, action: "Unsubscribe" },
};

const LABELS: Record<MarketingCategory, Record<Language, string>> = {
  filmnews: { fr: "l'actualité des films", nl: "het filmnieuws", en: "the film news" },
  filmtips: { fr: "nos conseils films", nl: "onze filmtips", en: "our film tips" },
};

/** The queued outbox row (the outbox module's type, through its service). */
type OutboxMail = Awaited<ReturnType<typeof enqueueMail>>;

export interface MarketingMail {
  /** A fresh row (read in `tx`): its opt-ins decide whether the mail goes out at all. */
  account: AccountRow;
  category: MarketingCategory;
  subject: string;
  text: string;
  html: string;
}

export interface MarketingMailer {
  /**
   * Queues the mail in the caller's transaction with the unsubscribe link in its body and the
   * RFC 8058 headers; queues nothing (undefined) when the customer does not take this category.
   */
  queueMarketingMail(tx: Database | Transaction, mail: MarketingMail): Promise<OutboxMail | undefined>;
}

type LinkConfig = Pick<Config, "origins" | "publicUrl" | "mailFrom">;

/** The site of the account's domain (a Dutch customer gets the Dutch site), else the public URL. */
export function siteOriginOf(config: LinkConfig, domain: AccountRow["domain"]): string {
  return (
    config.origins.find((origin) => domainFromHost(new URL(origin).host).id === domain) ?? config.publicUrl
  );
}

/** unsubscribe@ the sending domain: the mailto fallback of List-Unsubscribe. */
function unsubscribeAddress(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `unsubscribe@${address.slice(address.lastIndexOf("@") + 1).trim()}`;
}

function withFooter(mail: MarketingMail, pageUrl: string): { text: string; html: string } {
  const lang = mail.account.language;
  const why = FOOTER[lang].why(LABELS[mail.category][lang]);
  const text = `${mail.text}\n\n-- \n${why}\n${FOOTER[lang].action}: ${pageUrl}\n`;
  const footer = `<p style="font-size:12px;color:#555">${escapeHtml(why)} <a href="${escapeHtml(pageUrl)}">${escapeHtml(FOOTER[lang].action)}</a></p>`;
  const html = mail.html.includes("</body>")
    ? mail.html.replace("</body>", `${footer}</body>`)
    : `${mail.html}\n${footer}`;
  return { text, html };
}

/** Loads the shared unsubscribe secret once; every marketing mail goes through the mailer it returns. */
export async function createMarketingMailer(options: {
  db: Database;
  config: LinkConfig;
}): Promise<MarketingMailer> {
  const secrets = await loadUnsubscribeSecrets(options.db);
  const { config } = options;
  return {
    async queueMarketingMail(tx, mail) {
      const { account, category } = mail;
      if (!account.mailCommunicationOptin || !account[CATEGORY_SETTINGS[category]]) {
        return undefined;
      }
      const token = encodeURIComponent(signUnsubscribeToken(secrets, { accountId: account.id, category }));
      const origin = siteOriginOf(config, account.domain);
      const { text, html } = withFooter(mail, `${origin}/${account.language}/unsubscribe?token=${token}`);
      return enqueueMail({
        db: tx,
        mail: {
          kind: `marketing_${category}`,
          recipient: account.mail,
          language: account.language,
          subject: mail.subject,
          text,
          html,
          headers: {
            "List-Unsubscribe": `<${origin}/api/newsletter/one-click?token=${token}>, <mailto:${unsubscribeAddress(config.mailFrom)}?subject=unsubscribe%20${token}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        },
      });
    },
  };
}
