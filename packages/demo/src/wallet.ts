import type { Language } from "@cinelux/contract/languages";
import type { WalletCardType } from "@cinelux/contract/wallet-rules";

/**
 * The demo wallet (README "Demo wallet"): Camille's prepaid cards, voucher and goodies; Sanne's gift
 * card and a card Lucas offered her by mail; and cards in the chain's stock, held by nobody, to try
 * the add flows with. The seed inserts them; the web's fakes answer with Camille's wallet, the stock
 * and the offer. Every date is a number of days from the day the data is made.
 */

type Texts = Record<Language, string>;

export interface DemoWalletCard {
  number: string;
  type: WalletCardType;
  /** Holder's mail; null: in the chain's stock. */
  holder: string | null;
  initial: number;
  remaining: number;
  /** Days from the day the data is made to the last valid day; null: permanent. */
  expiresInDays: number | null;
  shareable?: boolean;
  /** Gift cards: the pin printed under the scratch panel. */
  pin?: string;
}

export const DEMO_WALLET_CARDS: readonly DemoWalletCard[] = [
  // camille.martin: places left, an expired card, a shareable one, a voucher.
  {
    number: "6310000000000011",
    type: "MOVIECARD_20",
    holder: "camille.martin@example.com",
    initial: 20,
    remaining: 13,
    expiresInDays: 240,
  },
  {
    number: "6310000000000012",
    type: "MOVIECARD_25",
    holder: "camille.martin@example.com",
    initial: 25,
    remaining: 4,
    expiresInDays: -30,
  },
  {
    number: "6310000000000013",
    type: "MOVIECARD_50",
    holder: "camille.martin@example.com",
    initial: 50,
    remaining: 42,
    expiresInDays: 330,
    shareable: true,
  },
  {
    number: "6330000000000011",
    type: "VOUCHER",
    holder: "camille.martin@example.com",
    initial: 1,
    remaining: 1,
    expiresInDays: 60,
  },
  // sanne.devries: a gift card (EUR cents); lucas.bernard's permanent card is offered to her below.
  {
    number: "6320000000000011",
    type: "GIFT_CARD",
    holder: "sanne.devries@example.com",
    initial: 5000,
    remaining: 3250,
    expiresInDays: 300,
    pin: "915364",
  },
  {
    number: "6310000000000021",
    type: "IPL",
    holder: "lucas.bernard@example.com",
    initial: 10,
    remaining: 10,
    expiresInDays: null,
    shareable: true,
  },
  // The chain's stock: nobody holds them (README lists them for the add flows).
  {
    number: "6310000000000101",
    type: "MOVIECARD_20",
    holder: null,
    initial: 20,
    remaining: 20,
    expiresInDays: 365,
    shareable: true,
  },
  { number: "6310000000000102", type: "IPN", holder: null, initial: 10, remaining: 10, expiresInDays: null },
  {
    number: "6320000000000101",
    type: "GIFT_CARD",
    holder: null,
    initial: 3000,
    remaining: 3000,
    expiresInDays: 365,
    pin: "482913",
  },
  {
    number: "6320000000000102",
    type: "GIFT_CARD",
    holder: null,
    initial: 5000,
    remaining: 5000,
    expiresInDays: 365,
    pin: "730518",
  },
  { number: "6330000000000101", type: "VOUCHER", holder: null, initial: 1, remaining: 1, expiresInDays: 90 },
  { number: "6330000000000102", type: "VOUCHER", holder: null, initial: 2, remaining: 2, expiresInDays: 90 },
];

/** The code printed on a demo card (its QR code): the card number behind the chain's prefix. */
export function demoWalletCardCode(number: string): string {
  return `CLX-W-${number}`;
}

/** The offer lucas.bernard made to sanne.devries, not yet claimed (the link is in the dev mailbox). */
export const DEMO_PREPAID_OFFER = {
  cardNumber: "6310000000000021",
  giver: "lucas.bernard@example.com",
  friend: "sanne.devries@example.com",
  /** Dev only: a fixed token so the demo link keeps working after a reseed (README). */
  token: "demo-offer-lucas-to-sanne-00000000000000001",
  language: "fr" as Language,
} as const;

export interface DemoGoodie {
  mail: string;
  code: string;
  /** Days from the day the data is made to the last valid day; null: no end date. */
  expiresInDays: number | null;
  name: Texts;
  description: Texts;
}

/** Camille's goodies (SPEC 2.2): a free popcorn and a poster. */
export const DEMO_GOODIES: readonly DemoGoodie[] = [
  {
    mail: "camille.martin@example.com",
    code: "GOODIE-FR-POP-0001",
    expiresInDays: 45,
    name: { fr: "Petit popcorn offert", nl: "Gratis kleine popcorn", en: "Free small popcorn" },
    description: {
      fr: "Un petit popcorn au comptoir de votre cinéma.",
      nl: "Een kleine popcorn bij de balie van je bioscoop.",
      en: "A small popcorn at the counter of your cinema.",
    },
  },
  {
    mail: "camille.martin@example.com",
    code: "GOODIE-FR-POSTER-0001",
    expiresInDays: null,
    name: {
      fr: "Affiche du film du mois",
      nl: "Poster van de film van de maand",
      en: "Poster of the film of the month",
    },
    description: {
      fr: "L'affiche du film du mois, à retirer à l'accueil.",
      nl: "De poster van de film van de maand, af te halen bij de ingang.",
      en: "The poster of the film of the month, to collect at the front desk.",
    },
  },
];

/** The last valid day `days` after `today` (an ISO date); null stays null (no end date). */
export function demoExpirationDate(today: string, days: number | null): string | null {
  if (days === null) {
    return null;
  }
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
