import { artworkPath } from "@cinelux/contract/artwork";
import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { type WalletCardType, walletKindOf } from "@cinelux/contract/wallet-rules";
import { DEMO_CUSTOMERS } from "@cinelux/demo/customers";
import {
  DEMO_GOODIES,
  DEMO_PREPAID_OFFER,
  DEMO_WALLET_CARDS,
  type DemoGoodie,
  type DemoWalletCard,
  demoWalletCardCode,
} from "@cinelux/demo/wallet";
import { FAKE_CUSTOMER_MAIL } from "../../lib/auth/fake-user-manager";
import { fakeUuid } from "./history";

/**
 * The fake wallet (docs/fakes.md "The wallet"): the fake customer's cards, goodies and upcoming
 * e-tickets as the seed gives them (packages/demo wallet.ts: Camille's), the chain's stock and the
 * offer by mail, dated from the day the scenario starts. Texts are kept in the three languages; the
 * handlers answer in the request's.
 */

/** A wallet item before the request's language and today's status are applied. */
export interface FakeWalletCard {
  id: string;
  type: WalletCardType;
  number: string;
  code: string;
  initial: number;
  remaining: number;
  /** Days from the scenario's start to the last valid day; null: permanent. */
  expiresInDays: number | null;
  shareable: boolean;
  given: { date: string; mail: string } | null;
  /** When it was last changed (ISO date-time). */
  lastUpdateDate: string;
  /** A gift card's pin (SPEC 3: added by number, pin and challenge). */
  pin?: string;
}

const ADDED = "2026-01-10T10:00:00.000Z";

/** A demo card as the fakes keep it: a stable uuid from its number (the contract's ids are uuids). */
function fakeCard(card: DemoWalletCard): FakeWalletCard {
  return {
    id: fakeUuid(`wallet-card:${card.number}`),
    type: card.type,
    number: card.number,
    code: demoWalletCardCode(card.number),
    initial: card.initial,
    remaining: card.remaining,
    expiresInDays: card.expiresInDays,
    shareable: card.shareable ?? false,
    given: null,
    lastUpdateDate: ADDED,
    ...(card.pin === undefined ? {} : { pin: card.pin }),
  };
}

function demoCard(number: string): DemoWalletCard {
  const card = DEMO_WALLET_CARDS.find((candidate) => candidate.number === number);
  if (!card) {
    throw new Error(`No demo wallet card ${number}.`);
  }
  return card;
}

/** The fake customer's wallet: the demo customer's cards (Camille's). */
export function fakeWalletCards(): FakeWalletCard[] {
  return DEMO_WALLET_CARDS.filter((card) => card.holder === FAKE_CUSTOMER_MAIL).map(fakeCard);
}

/** Cards sold by the chain and held by no one yet: what the add-to-wallet form can find. */
export function fakeUnclaimedStock(): FakeWalletCard[] {
  return DEMO_WALLET_CARDS.filter((card) => card.holder === null).map(fakeCard);
}

/** The first card of the stock of each kind. */
function stockOf(kind: "prepaid" | "giftCard" | "voucher"): DemoWalletCard {
  const card = DEMO_WALLET_CARDS.find(
    (candidate) => candidate.holder === null && walletKindOf(candidate.type) === kind,
  );
  if (!card) {
    throw new Error(`No ${kind} in the demo stock.`);
  }
  return card;
}

/** The known numbers to try the add flow on the fakes (docs/fakes.md): the first of the stock of each kind. */
export const FAKE_ADDABLE = {
  prepaid: stockOf("prepaid").number,
  giftCard: { number: stockOf("giftCard").number, pin: stockOf("giftCard").pin ?? "" },
  voucher: stockOf("voucher").number,
} as const;

/**
 * The card offered by mail (the seed's demo offer, from Lucas): the fakes have one customer, so the
 * offer the seed addresses to Sanne reaches the fake customer; the link's token claims it.
 */
export const FAKE_CLAIM_TOKEN = DEMO_PREPAID_OFFER.token;
/** Who offered it: the claim's answer names the giver by first name (contract ClaimPrepaidResponse). */
export const FAKE_CLAIM_GIVER_FIRST_NAME =
  DEMO_CUSTOMERS.find((customer) => customer.mail === DEMO_PREPAID_OFFER.giver)?.firstName ?? null;
export function fakeOfferedCard(): FakeWalletCard {
  return fakeCard(demoCard(DEMO_PREPAID_OFFER.cardNumber));
}

/** A goodie as the fakes keep it (SPEC 2.2): the demo customer's, with a stable uuid from its code. */
export type FakeGoodie = Omit<DemoGoodie, "mail"> & { id: string };

/** The fake customer's goodies (Camille's: a free popcorn and a poster). */
export const FAKE_GOODIES: FakeGoodie[] = DEMO_GOODIES.filter(
  (goodie) => goodie.mail === FAKE_CUSTOMER_MAIL,
).map(({ mail: _mail, ...goodie }) => ({ id: fakeUuid(`goodie:${goodie.code}`), ...goodie }));

// ---------------------------------------------------------------------------------------------
// E-tickets: the seed's upcoming bookings of Camille (seed/bookings.ts, CLX-FR-000101, 103, 104)

export const BASTILLE = {
  id: "0b7e1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c01",
  name: "Cinélux Bastille",
  address: "14 rue du Faubourg Saint-Antoine",
  city: "Paris",
  postalCode: "75012",
  gpsPosition: { latitude: 48.853, longitude: 2.3713 },
};
const MONTPARNASSE = {
  id: "0b7e1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c02",
  name: "Cinélux Montparnasse",
  address: "68 boulevard du Montparnasse",
  city: "Paris",
  postalCode: "75014",
  gpsPosition: { latitude: 48.8425, longitude: 2.3211 },
};

const SHOWS = {
  metropolis: { duration: 153, title: { fr: "Metropolis", nl: "Metropolis", en: "Metropolis" } },
  nosferatu: { duration: 94, title: { fr: "Nosferatu le vampire", nl: "Nosferatu", en: "Nosferatu" } },
  "the-general": {
    duration: 78,
    title: { fr: "Le Mécano de la « General »", nl: "The General", en: "The General" },
  },
} as const;

/** A booking of the fake customer, before the request's language is applied. */
export interface FakeBooking {
  ticket: Omit<Eticket, "language" | "show">;
  slug: keyof typeof SHOWS;
  status: "CONFIRMED" | "CANCELLED" | "REFUNDED";
}

/** 20:15 in Paris `days` from `now` (19:15 UTC in summer time, close enough for the fakes). */
function sessionAt(now: Date, days: number, minutes: number) {
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() + days);
  start.setUTCHours(19, 15, 0, 0);
  const end = new Date(start.getTime() + (minutes + 20) * 60_000);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

function booking(
  now: Date,
  options: {
    id: string;
    bookingId: string;
    days: number;
    cinema: typeof BASTILLE;
    slug: keyof typeof SHOWS;
    seats: string[];
    seatType: string;
    means: string;
    totalAmount: number;
    options: { label: string; quantity: number }[];
    refundable: boolean;
    specificities: string[];
  },
): FakeBooking {
  return {
    status: "CONFIRMED",
    slug: options.slug,
    ticket: {
      id: options.id,
      bookingId: options.bookingId,
      code: `ETK-${options.bookingId}-7Q4M`,
      website: "cinelux.fr",
      payment: {
        bookingDate: new Date(now.getTime() - 2 * 86_400_000).toISOString(),
        means: options.means,
        totalAmount: options.totalAmount,
        currency: "EUR",
      },
      session: {
        id: options.id.replace(/^.{8}/, "5e55a0a1"),
        ...sessionAt(now, options.days, SHOWS[options.slug].duration),
        specificities: options.specificities,
        version: "VOST",
        auditoriumName: "Salle 3",
      },
      seats: options.seats,
      seatType: options.seatType,
      options: options.options,
      clickAndServe: { concessions: true, activated: false, eligible: true, limitDurationOrder: 30 },
      cinema: options.cinema,
      refundable: options.refundable,
    },
  };
}

export function fakeBookings(now: Date): FakeBooking[] {
  return [
    booking(now, {
      id: "6f1c0a11-2b3c-4d5e-8f6a-7b8c9d0e1f04",
      bookingId: "CLX-FR-000104",
      days: 6,
      cinema: BASTILLE,
      slug: "nosferatu",
      seats: ["J4", "J5"],
      seatType: "premium",
      means: "VISA",
      totalAmount: 3160,
      options: [
        { label: "Supplément IMAX", quantity: 2 },
        { label: "Boisson 50 cl", quantity: 2 },
      ],
      refundable: true,
      specificities: ["imax"],
    }),
    booking(now, {
      id: "6f1c0a11-2b3c-4d5e-8f6a-7b8c9d0e1f01",
      bookingId: "CLX-FR-000101",
      days: 1,
      cinema: BASTILLE,
      slug: "metropolis",
      seats: ["H7", "H8"],
      seatType: "standard",
      means: "CB",
      totalAmount: 2580,
      options: [{ label: "Menu popcorn M", quantity: 1 }],
      refundable: true,
      specificities: [],
    }),
    booking(now, {
      id: "6f1c0a11-2b3c-4d5e-8f6a-7b8c9d0e1f03",
      bookingId: "CLX-FR-000103",
      days: 3,
      cinema: MONTPARNASSE,
      slug: "the-general",
      seats: ["E12"],
      seatType: "standard",
      means: "CINEPASS",
      totalAmount: 0,
      options: [],
      refundable: false,
      specificities: ["dolby"],
    }),
  ];
}

/** The ticket in the request's language, as GET /api/ec/ebillet writes it. */
export function eticketIn(booking: FakeBooking, language: Language): Eticket {
  const show = SHOWS[booking.slug];
  return {
    ...booking.ticket,
    language,
    show: {
      slug: booking.slug,
      title: show.title[language],
      duration: show.duration,
      backdropUrl: artworkPath("backdrop", booking.slug),
    },
  };
}
