import { formatWalletCardNumber, type Language } from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { euros, longDate } from "../../lib/format.ts";
import { action, facts, paragraph } from "../outbox/mail-layout.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";

/**
 * The mail that carries a card the chain issued (docs/domain/payments.md "Cards sold"): its number, a
 * gift card's pin (stored nowhere else in clear), what it holds, until when, and the link to add it to
 * a wallet. For a gift, the buyer's words and name come first.
 */
const TEXTS: Record<
  Language,
  {
    giftSubject: (from: string) => string;
    ownSubject: (name: string) => string;
    giftIntro: (from: string) => string;
    ownIntro: string;
    message: (text: string) => string;
    number: string;
    pin: string;
    holds: string;
    validUntil: string;
    howTo: string;
    add: string;
    greeting: (name: string) => string;
  }
> = {
  fr: {
    giftSubject: (from) => `${from} vous offre un cadeau Cinélux`,
    ownSubject: (name) => `Votre ${name}`,
    giftIntro: (from) => `${from} vous offre cette carte, à utiliser dans tous nos cinémas.`,
    ownIntro: "Voici votre carte, à utiliser dans tous nos cinémas.",
    message: (text) => `Son message : « ${text} »`,
    number: "Numéro de carte",
    pin: "Code PIN",
    holds: "Valeur",
    validUntil: "Valable jusqu'au",
    howTo:
      "Ajoutez-la à votre portefeuille depuis votre espace client (Portefeuille, « Ajouter une carte ») avec ce numéro.",
    add: "Ajouter à mon portefeuille",
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
  },
  nl: {
    giftSubject: (from) => `${from} geeft je een Cinélux-cadeau`,
    ownSubject: (name) => `Je ${name}`,
    giftIntro: (from) => `${from} geeft je deze kaart, te gebruiken in al onze bioscopen.`,
    ownIntro: "Hier is je kaart, te gebruiken in al onze bioscopen.",
    message: (text) => `Het bericht: "${text}"`,
    number: "Kaartnummer",
    pin: "Pincode",
    holds: "Waarde",
    validUntil: "Geldig tot en met",
    howTo: "Voeg ze toe aan je portefeuille in je account (Portefeuille, 'Kaart toevoegen') met dit nummer.",
    add: "Toevoegen aan mijn portefeuille",
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
  },
  en: {
    giftSubject: (from) => `${from} sent you a Cinélux gift`,
    ownSubject: (name) => `Your ${name}`,
    giftIntro: (from) => `${from} is giving you this card, to use in all our cinemas.`,
    ownIntro: "Here is your card, to use in all our cinemas.",
    message: (text) => `Their message: "${text}"`,
    number: "Card number",
    pin: "PIN",
    holds: "Value",
    validUntil: "Valid until",
    howTo: 'Add it to your wallet from your account (Wallet, "Add a card") with this number.',
    add: "Add to my wallet",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  },
};

const PLACES: Record<Language, (n: number) => string> = {
  fr: (n) => `${n} places`,
  nl: (n) => `${n} plaatsen`,
  en: (n) => `${n} seats`,
};

export interface IssuedCardMail {
  to: string;
  language: Language;
  cardName: string;
  number: string;
  pin: string | null;
  /** Seats for a movie card, cents for a gift card. */
  holds: { places: number } | { cents: number };
  expirationDate: string;
  walletUrl: string;
  gift: { from: string; recipientName: string | null; message: string | null } | null;
}

export async function queueIssuedCardMail(tx: Transaction, mail: IssuedCardMail): Promise<void> {
  const { language, gift } = mail;
  const t = TEXTS[language];
  const rows: [string, string][] = [[t.number, formatWalletCardNumber(mail.number)]];
  if (mail.pin) {
    rows.push([t.pin, mail.pin]);
  }
  rows.push([
    t.holds,
    "places" in mail.holds ? PLACES[language](mail.holds.places) : euros(mail.holds.cents, language),
  ]);
  rows.push([t.validUntil, longDate(mail.expirationDate, language)]);
  const blocks = [
    paragraph(gift ? t.giftIntro(gift.from) : t.ownIntro),
    ...(gift?.message ? [paragraph(t.message(gift.message))] : []),
    facts(rows),
    paragraph(t.howTo),
    action(t.add, mail.walletUrl),
  ];
  await enqueueMail({
    db: tx,
    mail: {
      kind: gift ? "card_gift" : "card_issued",
      recipient: mail.to,
      content: {
        language,
        subject: gift ? t.giftSubject(gift.from) : t.ownSubject(mail.cardName),
        greeting: t.greeting(gift?.recipientName ?? ""),
        blocks,
      },
    },
  });
}
