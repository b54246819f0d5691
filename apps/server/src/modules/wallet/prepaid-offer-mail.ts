import {
  CLAIM_TOKEN_QUERY,
  type DomainId,
  domainFromHost,
  formatWalletCardNumber,
  type Language,
} from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Transaction } from "../../db/client.ts";
import { linkMailBody } from "../outbox/link-mail.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";
import { longDate } from "../subscription/subscription-texts.ts";

/**
 * The mail a friend gets when a customer offers them a prepaid card (SPEC 4), in the offering
 * customer's language (the friend may have no account: the giver's language is the one we know),
 * with the claim link `{origin of the giver's domain}/{language}/tickets?claim=<token>`. The giver's
 * name is in the body, not the subject: a subject is what the friend's data export shows of a mail,
 * and it should not carry another customer's name.
 */
const TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: string;
    body: (giver: string, card: string) => string;
    facts: (remaining: number, number: string, expiry: string | null) => string;
    action: string;
    account: string;
    signature: string;
  }
> = {
  fr: {
    subject: "Une carte de cinéma vous est offerte",
    greeting: "Bonjour,",
    body: (giver, card) => `${giver} vous offre sa carte ${card}.`,
    facts: (remaining, number, expiry) =>
      `Places restantes : ${remaining}. Carte n° ${number}${expiry ? `, valable jusqu'au ${expiry} inclus` : ", sans date d'expiration"}.`,
    action: "Pour l'ajouter à votre portefeuille, ouvrez ce lien :",
    account:
      "Vous vous connecterez à votre compte Cinélux (ou en créerez un) : la carte y apparaîtra aussitôt. Tant que vous ne l'avez pas récupérée, la personne qui vous l'offre peut annuler son cadeau.",
    signature: "L'équipe Cinélux",
  },
  nl: {
    subject: "Je krijgt een bioscoopkaart cadeau",
    greeting: "Hallo,",
    body: (giver, card) => `${giver} geeft je de kaart ${card} cadeau.`,
    facts: (remaining, number, expiry) =>
      `Resterende plaatsen: ${remaining}. Kaartnummer ${number}${expiry ? `, geldig tot en met ${expiry}` : ", zonder vervaldatum"}.`,
    action: "Open deze link om de kaart aan je portemonnee toe te voegen:",
    account:
      "Je logt in op je Cinélux-account (of maakt er een aan): de kaart staat er meteen in. Zolang je de kaart niet hebt opgehaald, kan de gever het cadeau nog annuleren.",
    signature: "Het Cinélux-team",
  },
  en: {
    subject: "You have been given a cinema card",
    greeting: "Hello,",
    body: (giver, card) => `${giver} is giving you their ${card} card.`,
    facts: (remaining, number, expiry) =>
      `Places left: ${remaining}. Card no. ${number}${expiry ? `, valid up to and including ${expiry}` : ", with no expiry date"}.`,
    action: "To add it to your wallet, open this link:",
    account:
      "You will sign in to your Cinélux account (or create one) and the card will be there at once. Until you claim it, the person offering it can cancel the gift.",
    signature: "The Cinélux team",
  },
};

/** The configured origin serving `domain` (the first listed), else the public URL. */
export function siteOriginOfDomain(config: Pick<Config, "origins" | "publicUrl">, domain: DomainId): string {
  return (
    config.origins.find((origin) => domainFromHost(new URL(origin).host).id === domain) ?? config.publicUrl
  );
}

export function claimLink(origin: string, language: Language, token: string): string {
  return `${origin}/${language}/tickets?${CLAIM_TOKEN_QUERY}=${encodeURIComponent(token)}`;
}

export function prepaidOfferMailContent(options: {
  language: Language;
  giverName: string;
  cardName: string;
  cardNumber: string;
  remaining: number;
  expirationDate: string | null;
  link: string;
}) {
  const t = TEXTS[options.language];
  const expiry = options.expirationDate ? longDate(options.expirationDate, options.language) : null;
  const paragraphs = [
    t.greeting,
    t.body(options.giverName, options.cardName),
    t.facts(options.remaining, formatWalletCardNumber(options.cardNumber), expiry),
    t.action,
  ];
  const after = [t.account, t.signature];
  return {
    subject: `${t.subject} · Cinélux`,
    ...linkMailBody({ language: options.language, paragraphs, link: options.link, after }),
  };
}

/** Queued in the offer's transaction: no offer without its mail, no mail without the offer. */
export async function queuePrepaidOfferMail(
  tx: Transaction,
  options: Parameters<typeof prepaidOfferMailContent>[0] & { to: string },
): Promise<void> {
  const { to, ...content } = options;
  await enqueueMail({
    db: tx,
    mail: {
      kind: "prepaid_offered",
      recipient: to,
      language: options.language,
      ...prepaidOfferMailContent(content),
    },
  });
}
