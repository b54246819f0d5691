import { domainFromHost, type Language, type MarketingCategory } from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import type { AccountRow } from "../../db/schema/index.ts";
import type { MailBlock, MailContent } from "../outbox/mail-layout.ts";
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
  blocks: readonly MailBlock[];
}

export interface MarketingMailer {
  /**
   * Queues the mail in the caller's transaction with the unsubscribe link in its footer and the
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

/** The mail in the account's language, with why the customer gets it and the unsubscribe page at its foot. */
function marketingMailContent(mail: MarketingMail, pageUrl: string): MailContent {
  const language = mail.account.language;
  return {
    language,
    subject: mail.subject,
    blocks: mail.blocks,
    footnote: {
      text: FOOTER[language].why(LABELS[mail.category][language]),
      action: { label: FOOTER[language].action, url: pageUrl },
    },
  };
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
      const pageUrl = `${origin}/${account.language}/unsubscribe?token=${token}`;
      return enqueueMail({
        db: tx,
        mail: {
          kind: `marketing_${category}`,
          recipient: account.mail,
          content: marketingMailContent(mail, pageUrl),
          headers: {
            "List-Unsubscribe": `<${origin}/api/newsletter/one-click?token=${token}>, <mailto:${unsubscribeAddress(config.mailFrom)}?subject=unsubscribe%20${token}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        },
      });
    },
  };
}
