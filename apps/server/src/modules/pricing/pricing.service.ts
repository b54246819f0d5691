import {
  type ConcessionItem,
  concessionOrderDeadline,
  concessionsOrderable,
  type DomainId,
  type PriceDay,
  type PriceList,
  PriceListSchema,
  premiumFormatsOf,
  priceDayOf,
  priceTickets,
  type Technology,
  TICKET_TYPE_PROOF,
  TICKET_TYPES,
  type TicketType,
  type TicketTypeProof,
  VAT_RATE_BASIS_POINTS,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  findSessionForPrices,
  listAvailableConcessions,
  type SessionForPrices,
} from "./pricing.repository.ts";

/** A session's prices: what each ticket type costs on a standard seat, and the price list they come from. */
export interface SessionPricing {
  sessionId: string;
  cinemaId: string;
  domain: DomainId;
  startsAt: Date;
  technologies: Technology[];
  priceDay: PriceDay;
  vatRateBasisPoints: number;
  /** null: the cinema has no price list, and sells no ticket on the site. */
  priceList: PriceList | null;
  ticketTypes: { type: TicketType; proof: TicketTypeProof | null; priceCents: number }[];
}

function priceListOf(row: SessionForPrices): PriceList | null {
  if (row.priceList === null) {
    return null;
  }
  // The back-office writes through the same schema: a list that no longer parses is a fault to see.
  const parsed = PriceListSchema.safeParse(row.priceList);
  if (!parsed.success) {
    throw new Error(`the price list of cinema ${row.cinemaId} does not match PriceListSchema`);
  }
  return parsed.data;
}

/**
 * The ticket types of a session with their price on a standard seat (a pass's: one whose pass does
 * not include premium formats), priced by the contract's `priceTickets`; null for an unknown session.
 */
export async function pricesForSession(options: {
  db: Database;
  sessionId: string;
}): Promise<SessionPricing | null> {
  const row = await findSessionForPrices(options.db, options.sessionId);
  if (!row) {
    return null;
  }
  const priceList = priceListOf(row);
  const technologies = premiumFormatsOf(row.specificities);
  const session = { domain: row.domain, startsAt: row.startsAt, technologies, priceList };
  return {
    sessionId: row.id,
    cinemaId: row.cinemaId,
    domain: row.domain,
    startsAt: row.startsAt,
    technologies,
    priceDay: priceList ? priceDayOf(row.startsAt, priceList) : "weekday",
    vatRateBasisPoints: VAT_RATE_BASIS_POINTS[row.domain],
    priceList,
    ticketTypes: priceList
      ? TICKET_TYPES.map((type) => ({
          type,
          proof: TICKET_TYPE_PROOF[type],
          priceCents: priceTickets({ ...session, priceList }, [{ seatType: "standard", ticketType: type }])
            .totalCents,
        }))
      : [],
  };
}

/** As pricesForSession, 404 NOT_FOUND for an unknown session. */
export async function requirePricesForSession(options: {
  db: Database;
  sessionId: string;
}): Promise<SessionPricing> {
  const pricing = await pricesForSession(options);
  if (!pricing) {
    throw new AppError("NOT_FOUND", { detail: `No session ${options.sessionId}.` });
  }
  return pricing;
}

/** A session's concessions: its cinema's available menu, and whether orders are still taken. */
export interface SessionMenu {
  sessionId: string;
  domain: DomainId;
  orderable: boolean;
  orderUntil: Date;
  items: ConcessionItem[];
}

/** SPEC clickAndServe: the menu of the session's cinema; 404 NOT_FOUND for an unknown session. */
export async function concessionsForSession(options: {
  db: Database;
  sessionId: string;
  now?: Date;
}): Promise<SessionMenu> {
  const row = await findSessionForPrices(options.db, options.sessionId);
  if (!row) {
    throw new AppError("NOT_FOUND", { detail: `No session ${options.sessionId}.` });
  }
  const items = await listAvailableConcessions(options.db, row.cinemaId);
  return {
    sessionId: row.id,
    domain: row.domain,
    orderable: concessionsOrderable(row.startsAt, options.now ?? new Date()),
    orderUntil: concessionOrderDeadline(row.startsAt),
    items: items.map((item) => ({
      id: item.id,
      names: item.names,
      category: item.category,
      priceCents: item.priceCents,
      servedAtSeat: item.servedAtSeat,
      available: item.available,
    })),
  };
}
