import { artworkPath } from "@cinelux/contract/artwork";
import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import type { WalletCardType } from "@cinelux/contract/wallet-rules";

/**
 * The fake wallet (docs/fakes.md "The wallet"): Camille's cards, goodies and
 * upcoming e-tickets as the seed gives them, dated from the day the scenario starts. Texts are kept in
 * the three languages; the handlers answer in the request's.
 */

type Texts = Record<Language, string>;

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

/** Names and descriptions by type, as the server's catalogue of card types writes them. */
export const WALLET_CARD_TEXTS: Record<WalletCardType, { name: Texts; description: Texts }> = {
  MOVIECARD_20: {
    name: { fr: "Carte 20 places", nl: "Kaart 20 plaatsen", en: "20-seat card" },
    description: {
      fr: "20 places à utiliser dans tous les cinémas Cinélux.",
      nl: "20 plaatsen voor alle Cinélux-bioscopen.",
      en: "20 seats to use in every Cinélux cinema.",
    },
  },
  MOVIECARD_21: {
    name: { fr: "Carte 21 places", nl: "Kaart 21 plaatsen", en: "21-seat card" },
    description: {
      fr: "21 places à partager avec vos proches.",
      nl: "21 plaatsen om te delen met wie je wilt.",
      en: "21 seats to share with the people you like.",
    },
  },
  MOVIECARD_25: {
    name: { fr: "Carte 25 places", nl: "Kaart 25 plaatsen", en: "25-seat card" },
    description: {
      fr: "25 places à utiliser dans tous les cinémas Cinélux.",
      nl: "25 plaatsen voor alle Cinélux-bioscopen.",
      en: "25 seats to use in every Cinélux cinema.",
    },
  },
  MOVIECARD_50: {
    name: { fr: "Carte 50 places", nl: "Kaart 50 plaatsen", en: "50-seat card" },
    description: {
      fr: "50 places pour les grands cinéphiles.",
      nl: "50 plaatsen voor echte filmliefhebbers.",
      en: "50 seats for keen filmgoers.",
    },
  },
  IPL: {
    name: { fr: "Carte permanente IPL", nl: "Permanente kaart IPL", en: "IPL permanent card" },
    description: { fr: "Sans date de fin.", nl: "Zonder einddatum.", en: "Never expires." },
  },
  IPN: {
    name: { fr: "Carte permanente IPN", nl: "Permanente kaart IPN", en: "IPN permanent card" },
    description: { fr: "Sans date de fin.", nl: "Zonder einddatum.", en: "Never expires." },
  },
  PRO: {
    name: { fr: "Carte Pro", nl: "Pro-kaart", en: "Pro card" },
    description: {
      fr: "Places offertes par votre entreprise.",
      nl: "Plaatsen aangeboden door je werkgever.",
      en: "Seats offered by your company.",
    },
  },
  GIFT_CARD: {
    name: { fr: "Carte cadeau", nl: "Cadeaukaart", en: "Gift card" },
    description: {
      fr: "Un montant à dépenser en places et en confiseries.",
      nl: "Een bedrag voor plaatsen en snacks.",
      en: "An amount to spend on seats and snacks.",
    },
  },
  VOUCHER: {
    name: { fr: "Bon pour une place", nl: "Bon voor één plaats", en: "Voucher for one seat" },
    description: {
      fr: "Une place offerte, dans le cinéma Cinélux de votre choix.",
      nl: "Eén gratis plaats, in de Cinélux-bioscoop van je keuze.",
      en: "One free seat, in the Cinélux cinema of your choice.",
    },
  },
};

const ADDED = "2026-01-10T10:00:00.000Z";

/** Camille's wallet. */
export function fakeWalletCards(): FakeWalletCard[] {
  return [
    {
      id: "7d1e6a52-0c1f-4e7a-9a51-5b0d3c2e1a01",
      type: "MOVIECARD_20",
      number: "6310000000000011",
      code: "PP-6310000000000011",
      initial: 20,
      remaining: 7,
      expiresInDays: 200,
      shareable: false,
      given: null,
      lastUpdateDate: ADDED,
    },
    {
      id: "7d1e6a52-0c1f-4e7a-9a51-5b0d3c2e1a02",
      type: "MOVIECARD_21",
      number: "6310000000000037",
      code: "PP-6310000000000037",
      initial: 21,
      remaining: 21,
      expiresInDays: 330,
      shareable: true,
      given: null,
      lastUpdateDate: ADDED,
    },
    {
      id: "7d1e6a52-0c1f-4e7a-9a51-5b0d3c2e1a03",
      type: "MOVIECARD_25",
      number: "6310000000000029",
      code: "PP-6310000000000029",
      initial: 25,
      remaining: 3,
      expiresInDays: -30,
      shareable: false,
      given: null,
      lastUpdateDate: ADDED,
    },
    {
      id: "7d1e6a52-0c1f-4e7a-9a51-5b0d3c2e1a04",
      type: "VOUCHER",
      number: "6330000000000019",
      code: "VC-6330000000000019",
      initial: 1,
      remaining: 1,
      expiresInDays: 90,
      shareable: false,
      given: null,
      lastUpdateDate: ADDED,
    },
  ];
}

/** Cards sold by the chain and held by no one yet: what the add-to-wallet form can find. */
export function fakeUnclaimedStock(): FakeWalletCard[] {
  return [
    {
      id: "7d1e6a52-0c1f-4e7a-9a51-5b0d3c2e1b01",
      type: "MOVIECARD_25",
      number: "6310000000000045",
      code: "PP-6310000000000045",
      initial: 25,
      remaining: 25,
      expiresInDays: 365,
      shareable: true,
      given: null,
      lastUpdateDate: ADDED,
    },
    {
      id: "7d1e6a52-0c1f-4e7a-9a51-5b0d3c2e1b02",
      type: "GIFT_CARD",
      number: "6320000000000018",
      code: "GC-6320000000000018",
      // EUR cents (subtype AMOUNT).
      initial: 5000,
      remaining: 5000,
      expiresInDays: 365,
      shareable: false,
      given: null,
      lastUpdateDate: ADDED,
      pin: "482913",
    },
    {
      id: "7d1e6a52-0c1f-4e7a-9a51-5b0d3c2e1b03",
      type: "VOUCHER",
      number: "6330000000000027",
      code: "VC-6330000000000027",
      initial: 1,
      remaining: 1,
      expiresInDays: 60,
      shareable: false,
      given: null,
      lastUpdateDate: ADDED,
    },
  ];
}

/** The known numbers to try the add flow on the fakes (docs/fakes.md). */
export const FAKE_ADDABLE = {
  prepaid: "6310000000000045",
  giftCard: { number: "6320000000000018", pin: "482913" },
  voucher: "6330000000000027",
} as const;

/** A card a friend (Sanne) offered the fake customer by mail: the link's token claims it. */
export const FAKE_CLAIM_TOKEN = "fakeClaimToken-sanne-offers-a-card-0000000A";
/** Who offered it: the claim's answer names the giver by first name (contract ClaimPrepaidResponse). */
export const FAKE_CLAIM_GIVER_FIRST_NAME = "Sanne";
export function fakeOfferedCard(): FakeWalletCard {
  return {
    id: "7d1e6a52-0c1f-4e7a-9a51-5b0d3c2e1c01",
    type: "MOVIECARD_20",
    number: "6310000000000052",
    code: "PP-6310000000000052",
    initial: 20,
    remaining: 12,
    expiresInDays: 250,
    shareable: true,
    given: null,
    lastUpdateDate: ADDED,
  };
}

/** Goodies (SPEC 1): a free popcorn and a poster. */
export const FAKE_GOODIES: {
  id: string;
  code: string;
  expiresInDays: number | null;
  name: Texts;
  description: Texts;
}[] = [
  {
    id: "5b2c7f10-3d4e-4f5a-8b6c-7d8e9f0a1b01",
    code: "GOODIE-POP-4821",
    expiresInDays: 45,
    name: { fr: "Popcorn moyen offert", nl: "Gratis middelgrote popcorn", en: "Free medium popcorn" },
    description: {
      fr: "À retirer au comptoir de votre cinéma, sur présentation du code.",
      nl: "Haal het op aan de balie van je bioscoop met deze code.",
      en: "Collect it at your cinema's counter by showing the code.",
    },
  },
  {
    id: "5b2c7f10-3d4e-4f5a-8b6c-7d8e9f0a1b02",
    code: "GOODIE-AFF-1207",
    expiresInDays: null,
    name: { fr: "Affiche collector", nl: "Verzamelposter", en: "Collector's poster" },
    description: {
      fr: "L'affiche du film de votre choix, dans la limite des stocks.",
      nl: "De poster van een film naar keuze, zolang de voorraad strekt.",
      en: "The poster of a film of your choice, while stocks last.",
    },
  },
];

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
