import {
  CLAIM_TOKEN_QUERY,
  type DomainId,
  domainFromHost,
  formatWalletCardNumber,
  type Language,
} from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Transaction } from "../../db/client.ts";
import { link, paragraph } from "../outbox/mail-layout.ts";
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
    body: (giver: string, card: string) => string;
    facts: (remaining: number, number: string, expiry: string | null) => string;
    action: string;
    account: string;
  }
> = {
  fr: {
    subject: "Une carte de cinéma vous est offerte",
    body: (giver, card) => `${giver} vous offre sa carte ${card}.`,
    facts: (remaining, number, expiry) =>
      `Places restantes : ${remaining}. Carte n° ${number}${expiry ? `, valable jusqu'au ${expiry} inclus` : ", sans date d'expiration"}.`,
    action: "Pour l'ajouter à votre portefeuille, ouvrez ce lien :",
    account:
      "Vous vous connecterez à votre compte Cinélux (ou en créerez un) : la carte y apparaîtra aussitôt. Tant que vous ne l'avez pas récupérée, la personne qui vous l'offre peut annuler son cadeau.",
  },
  nl: {
    subject: "Je krijgt een bioscoopkaart cadeau",
    body: (giver, card) => `${giver} geeft je de kaart ${card} cadeau.`,
    facts: (remaining, number, expiry) =>
      `Resterende plaatsen: ${remaining}. Kaartnummer ${number}${expiry ? `, geldig tot en met ${expiry}` : ", zonder vervaldatum"}.`,
    action: "Open deze link om de kaart aan je portemonnee toe te voegen:",
    account:
      "Je logt in op je Cinélux-account (of maakt er een aan): de kaart staat er meteen in. Zolang je de kaart niet hebt opgehaald, kan de gever het cadeau nog annuleren.",
  },
  en: {
    subject: "You have been given a cinema card",
    body: (giver, card) => `${giver} is giving you their ${card} card.`,
    facts: (remaining, number, expiry) =>
      `Places left: ${remaining}. Card no. ${number}${expiry ? `, valid up to and including ${expiry}` : ", with no expiry date"}.`,
    action: "To add it to your wallet, open this link:",
    account:
      "You will sign in to your Cinélux account (or create one) and the card will be there at once. Until you claim it, the person offering it can cancel the gift.",
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

/** Queued in the offer's transaction: no offer without its mail, no mail without the offer. */
export async function queuePrepaidOfferMail(
  tx: Transaction,
  options: {
    language: Language;
    giverName: string;
    cardName: string;
    cardNumber: string;
    remaining: number;
    expirationDate: string | null;
    link: string;
    to: string;
  },
): Promise<void> {
  const t = TEXTS[options.language];
  const expiry = options.expirationDate ? longDate(options.expirationDate, options.language) : null;
  const blocks = [
    paragraph(t.body(options.giverName, options.cardName)),
    paragraph(t.facts(options.remaining, formatWalletCardNumber(options.cardNumber), expiry)),
    paragraph(t.action),
    link(options.link),
    paragraph(t.account),
  ];
  const content = { language: options.language, subject: t.subject, blocks };
  await enqueueMail({ db: tx, mail: { kind: "prepaid_offered", recipient: options.to, content } });
}
