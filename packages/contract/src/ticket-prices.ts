import * as z from "zod";
import type { SeatType } from "./booking.ts";
import { TECHNOLOGIES, type Technology } from "./catalog.ts";
import type { DomainId } from "./domains.ts";
import type { Language } from "./languages.ts";
import { PREMIUM_FORMATS, PREMIUM_SUPPLEMENT_CENTS } from "./passes.ts";
import { type SaleLine, VAT_RATE_BASIS_POINTS, vatIncludedCents } from "./sales.ts";

/**
 * What a seat costs at a session (docs/domain/prices.md): each cinema's price list, the ticket
 * types the tunnel offers, and `priceTickets`, the one place a booking's tickets are totalled.
 * Amounts are integer EUR cents, VAT included.
 */

/** The ticket types of the tunnel's Tickets step, in the order it lists them. */
export const TICKET_TYPES = ["full", "student", "senior", "under14", "pass", "prepaid"] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** The ticket types paid at the cinema's price list (a pass or a prepaid place pays no base price). */
export const PRICED_TICKET_TYPES = [
  "full",
  "student",
  "senior",
  "under14",
] as const satisfies readonly TicketType[];
export type PricedTicketType = (typeof PRICED_TICKET_TYPES)[number];

/**
 * What a ticket type needs: `door` — a proof shown at the entrance (student card, an ID for the
 * senior and under-14 prices); `pass` — a pass holder, one seat per person the pass admits;
 * `prepaid` — a prepaid card with a place left (one place per seat); null — nothing.
 */
export const TICKET_TYPE_PROOFS = ["door", "pass", "prepaid"] as const;
export type TicketTypeProof = (typeof TICKET_TYPE_PROOFS)[number];

export const TICKET_TYPE_PROOF: Record<TicketType, TicketTypeProof | null> = {
  full: null,
  student: "door",
  senior: "door",
  under14: "door",
  pass: "pass",
  prepaid: "prepaid",
};

/** The senior price starts at this age; the under-14 price stops at it (docs/domain/prices.md). */
export const SENIOR_MIN_AGE = 60;
export const UNDER_14_MAX_AGE_EXCLUSIVE = 14;

export interface TicketTypeText {
  label: string;
  /** What the customer must have or show; null when nothing. */
  condition: string | null;
}

export const TICKET_TYPE_TEXTS: Record<TicketType, Record<Language, TicketTypeText>> = {
  full: {
    fr: { label: "Plein tarif", condition: null },
    nl: { label: "Normaal tarief", condition: null },
    en: { label: "Full price", condition: null },
  },
  student: {
    fr: {
      label: "Tarif étudiant",
      condition: "Sur présentation d'une carte d'étudiant valide à l'entrée de la salle.",
    },
    nl: {
      label: "Studententarief",
      condition: "Laat bij de ingang van de zaal een geldige studentenkaart zien.",
    },
    en: { label: "Student", condition: "Show a valid student card at the entrance to the hall." },
  },
  senior: {
    fr: {
      label: "Tarif senior (60 ans et plus)",
      condition: "Sur présentation d'une pièce d'identité à l'entrée de la salle.",
    },
    nl: {
      label: "Seniorentarief (60+)",
      condition: "Laat bij de ingang van de zaal een identiteitsbewijs zien.",
    },
    en: {
      label: "Senior (60 and over)",
      condition: "Show an identity document at the entrance to the hall.",
    },
  },
  under14: {
    fr: {
      label: "Moins de 14 ans",
      condition: "Sur présentation d'un justificatif d'âge à l'entrée de la salle.",
    },
    nl: { label: "Jonger dan 14", condition: "Laat bij de ingang van de zaal een bewijs van leeftijd zien." },
    en: { label: "Under 14", condition: "Show a proof of age at the entrance to the hall." },
  },
  pass: {
    fr: {
      label: "Abonnement Cinélux",
      condition:
        "Réservé au titulaire de l'abonnement et aux personnes qu'il couvre, une place par personne et par séance ; supplément pour les formats premium sauf s'ils sont inclus.",
    },
    nl: {
      label: "Cinélux-abonnement",
      condition:
        "Voor de houder van het abonnement en de personen die het dekt, één plaats per persoon per voorstelling; toeslag voor premium formaten tenzij die inbegrepen zijn.",
    },
    en: {
      label: "Cinélux pass",
      condition:
        "For the pass holder and the people the pass covers, one seat per person per session; premium formats add a supplement unless the pass includes them.",
    },
  },
  prepaid: {
    fr: { label: "Carte prépayée", condition: "Une place de votre carte prépayée est utilisée par siège." },
    nl: { label: "Prepaidkaart", condition: "Per stoel wordt één plaats van je prepaidkaart gebruikt." },
    en: { label: "Prepaid card", condition: "One place of your prepaid card is used per seat." },
  },
};

const cents = z.number().int().min(0).max(10_000);

/** A price per priced ticket type. */
export const TicketPricesSchema = z.strictObject({
  full: cents,
  student: cents,
  senior: cents,
  under14: cents,
});
export type TicketPrices = z.infer<typeof TicketPricesSchema>;

/**
 * A cinema's price list (the `cinema_price_lists` row, edited by the back-office): base prices for
 * weekdays and weekends (Saturday and Sunday, local day), optionally cheaper prices on Tuesdays, a
 * supplement per premium format, and a supplement per seat type (a love seat's per person).
 */
export const PriceListSchema = z.strictObject({
  weekday: TicketPricesSchema,
  weekend: TicketPricesSchema,
  /** Tuesday's prices, when the cinema runs a cheaper Tuesday; else Tuesday is a weekday. */
  tuesday: TicketPricesSchema.optional(),
  /** Added to every priced ticket of a session in that format (the dearest when a session has several). */
  formatSupplements: z.strictObject({ imax: cents, "4dx": cents, screenx: cents, dolby: cents }),
  /** Added to every ticket, pass and prepaid included, on a seat of that type. */
  seatSupplements: z.strictObject({ premium: cents, loveSeat: cents }),
});
export type PriceList = z.infer<typeof PriceListSchema>;

/** Which prices of the list a session takes. */
export const PRICE_DAYS = ["weekday", "weekend", "tuesday"] as const;
export type PriceDay = (typeof PRICE_DAYS)[number];

/** The cinemas' calendar: every cinema is in Europe/Paris or Europe/Amsterdam, which share their offsets. */
const cinemaWeekday = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Paris", weekday: "short" });

/** The price day of a session starting at `startsAt`, by its local day of week in Europe/Paris. */
export function priceDayOf(startsAt: Date, priceList: PriceList): PriceDay {
  const weekday = cinemaWeekday.format(startsAt);
  if (weekday === "Sat" || weekday === "Sun") {
    return "weekend";
  }
  if (weekday === "Tue" && priceList.tuesday) {
    return "tuesday";
  }
  return "weekday";
}

/** The premium formats of a session, from its technologies. */
export function premiumFormatsOf(technologies: readonly string[]): Technology[] {
  return PREMIUM_FORMATS.filter((format) => technologies.includes(format));
}

/** The format supplement of a priced ticket: the dearest of the session's premium formats, 0 without. */
export function formatSupplementCents(priceList: PriceList, technologies: readonly string[]): number {
  return Math.max(0, ...premiumFormatsOf(technologies).map((format) => priceList.formatSupplements[format]));
}

/** A session as prices see it. */
export interface PricedSession {
  domain: DomainId;
  startsAt: Date;
  /** The session's technologies (`imax`, `dolby`…); others are ignored. */
  technologies: readonly string[];
  priceList: PriceList;
}

/** One seat's ticket asked for. */
export interface TicketRequest {
  seatType: SeatType;
  ticketType: TicketType;
  /** A pass ticket: the pass includes premium formats (PASSES[type].premiumIncluded). */
  passIncludesPremium?: boolean;
}

/** A priced ticket: a sale line (`item` is the ticket type) and what its price is made of. */
export interface PricedTicket extends SaleLine {
  ticketType: TicketType;
  seatType: SeatType;
  /** The price list's price for the day (0 for a pass or a prepaid place). */
  baseCents: number;
  /** The premium format's supplement: the cinema's for a priced ticket, the pass's (SPEC 9) for a pass. */
  formatSupplementCents: number;
  seatSupplementCents: number;
  /** Places taken from a prepaid card: 1 for a prepaid ticket, else 0. */
  prepaidPlaces: number;
}

export interface TicketsTotal {
  priceDay: PriceDay;
  lines: PricedTicket[];
  totalCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
}

function seatSupplementOf(priceList: PriceList, seatType: SeatType): number {
  if (seatType === "premium") {
    return priceList.seatSupplements.premium;
  }
  if (seatType === "loveSeat") {
    return priceList.seatSupplements.loveSeat;
  }
  return 0;
}

/** The price of one ticket at a session, before the seat's supplement. */
function ticketParts(
  session: PricedSession,
  day: PriceDay,
  ticket: TicketRequest,
): { baseCents: number; formatSupplementCents: number } {
  const isPremium = premiumFormatsOf(session.technologies).length > 0;
  if (ticket.ticketType === "pass") {
    // SPEC 9: a pass pays the flat premium supplement unless it includes premium formats.
    const supplement =
      isPremium && !ticket.passIncludesPremium ? PREMIUM_SUPPLEMENT_CENTS[session.domain] : 0;
    return { baseCents: 0, formatSupplementCents: supplement };
  }
  if (ticket.ticketType === "prepaid") {
    // A prepaid place pays for the seat whatever the format (SPEC prepaid: one place a seat).
    return { baseCents: 0, formatSupplementCents: 0 };
  }
  const prices = session.priceList[day] ?? session.priceList.weekday;
  return {
    baseCents: prices[ticket.ticketType],
    formatSupplementCents: formatSupplementCents(session.priceList, session.technologies),
  };
}

/**
 * The tickets of one booking at `session`: each seat priced by its ticket type, the session's day
 * and format, and its seat type (a love seat is priced per person: each of its two seats is a
 * ticket). VAT is the cinema ticket rate of the cinema's domain, computed on the total as every
 * sale of sales.ts is.
 */
export function priceTickets(session: PricedSession, tickets: readonly TicketRequest[]): TicketsTotal {
  const day = priceDayOf(session.startsAt, session.priceList);
  const lines = tickets.map((ticket): PricedTicket => {
    const parts = ticketParts(session, day, ticket);
    const seatSupplementCents = seatSupplementOf(session.priceList, ticket.seatType);
    const unitCents = parts.baseCents + parts.formatSupplementCents + seatSupplementCents;
    return {
      item: ticket.ticketType,
      quantity: 1,
      unitCents,
      totalCents: unitCents,
      ticketType: ticket.ticketType,
      seatType: ticket.seatType,
      ...parts,
      seatSupplementCents,
      prepaidPlaces: ticket.ticketType === "prepaid" ? 1 : 0,
    };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const vatRateBasisPoints = VAT_RATE_BASIS_POINTS[session.domain];
  return {
    priceDay: day,
    lines,
    totalCents,
    vatRateBasisPoints,
    vatCents: vatIncludedCents(totalCents, vatRateBasisPoints),
  };
}

/**
 * GET /api/sessions/{id}/prices: the ticket types of a session with their price on a standard seat,
 * their label and condition in `language`. A cinema without a price list sells no ticket here:
 * `ticketTypes` is empty.
 */
export const SessionPricesSchema = z.object({
  sessionId: z.uuid(),
  currency: z.literal("EUR"),
  priceDay: z.enum(PRICE_DAYS),
  technologies: z.array(z.enum(TECHNOLOGIES)),
  vatRateBasisPoints: z.number().int(),
  ticketTypes: z.array(
    z.object({
      type: z.enum(TICKET_TYPES),
      label: z.string(),
      condition: z.string().nullable(),
      proof: z.enum(TICKET_TYPE_PROOFS).nullable(),
      /** On a standard seat; a pass's is for a pass without premium formats (one that includes them pays 0). */
      priceCents: z.number().int(),
    }),
  ),
  /** Added per ticket on a seat of that type. */
  seatSupplements: z.object({ premium: z.number().int(), loveSeat: z.number().int() }),
});
export type SessionPrices = z.infer<typeof SessionPricesSchema>;
