import { formatWalletCardNumber, type Language } from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { longDate } from "../../lib/format.ts";
import { action, facts, paragraph } from "../outbox/mail-layout.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";

/**
 * The mail of a goodwill voucher (docs/staff.md "Customers"): the chain's apology, what the voucher
 * holds, its number, until when, and the link to the wallet where it already is. Queued in the
 * voucher's transaction: no voucher without its mail.
 */
const TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: (name: string) => string;
    intro: string;
    number: string;
    holds: string;
    places: (n: number) => string;
    validUntil: string;
    inWallet: string;
    open: string;
  }
> = {
  fr: {
    subject: "Un geste de Cinélux pour vous",
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    intro: "Notre service client vous offre un bon, à utiliser dans tous nos cinémas.",
    number: "Numéro du bon",
    holds: "Valeur",
    places: (n) => (n === 1 ? "1 place" : `${n} places`),
    validUntil: "Valable jusqu'au",
    inWallet: "Il est déjà dans le portefeuille de votre espace client.",
    open: "Voir mon portefeuille",
  },
  nl: {
    subject: "Een gebaar van Cinélux voor jou",
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    intro: "Onze klantendienst geeft je een tegoedbon, te gebruiken in al onze bioscopen.",
    number: "Nummer van de bon",
    holds: "Waarde",
    places: (n) => (n === 1 ? "1 plaats" : `${n} plaatsen`),
    validUntil: "Geldig tot en met",
    inWallet: "Hij staat al in de portefeuille van je account.",
    open: "Mijn portefeuille bekijken",
  },
  en: {
    subject: "A gesture from Cinélux for you",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    intro: "Our customer service is giving you a voucher, to use in all our cinemas.",
    number: "Voucher number",
    holds: "Value",
    places: (n) => (n === 1 ? "1 seat" : `${n} seats`),
    validUntil: "Valid until",
    inWallet: "It is already in the wallet of your account.",
    open: "See my wallet",
  },
};

export async function queueGoodwillMail(
  tx: Transaction,
  mail: {
    to: string;
    language: Language;
    firstName: string | null;
    number: string;
    seats: number;
    expirationDate: string;
    walletUrl: string;
  },
): Promise<void> {
  const t = TEXTS[mail.language];
  await enqueueMail({
    db: tx,
    mail: {
      kind: "goodwill_voucher",
      recipient: mail.to,
      content: {
        language: mail.language,
        subject: t.subject,
        greeting: t.greeting(mail.firstName?.trim() ?? ""),
        blocks: [
          paragraph(t.intro),
          facts([
            [t.number, formatWalletCardNumber(mail.number)],
            [t.holds, t.places(mail.seats)],
            [t.validUntil, longDate(mail.expirationDate, mail.language)],
          ]),
          paragraph(t.inWallet),
          action(t.open, mail.walletUrl),
        ],
      },
    },
  });
}
