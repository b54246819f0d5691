import type { ClickAndServe, HistoryStatus, YearTotal } from "./etickets.ts";
import { isLanguage, type Language } from "./languages.ts";

/**
 * The pure rules of the e-tickets and booking history, used by the server, the screens and
 * the fakes alike (docs/domain/etickets.md).
 */

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const UUID_PATTERN = new RegExp(`^${UUID}$`);

export function isTicketId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

// ---------------------------------------------------------------------------------------------
// SPEC 4 "E-tickets": only CONFIRMED bookings are listed, ordered by session start ascending.

export interface OrderableTicket {
  status: string;
  bookingId: string;
  session: { startDate: string };
}

/**
 * SPEC 4: keeps the CONFIRMED ones and orders them by session start ascending; two tickets for the
 * same start keep a stable order by booking number.
 */
export function orderEtickets<T extends OrderableTicket>(tickets: readonly T[]): T[] {
  return tickets
    .filter((ticket) => ticket.status === "CONFIRMED")
    .map((ticket) => ({ ticket, start: Date.parse(ticket.session.startDate) }))
    .sort((a, b) => a.start - b.start || a.ticket.bookingId.localeCompare(b.ticket.bookingId))
    .map(({ ticket }) => ticket);
}

// ---------------------------------------------------------------------------------------------
// SPEC 3 clickAndServe

/** Orders to be served at the seat are taken until this many minutes before the session. */
export const CLICK_AND_SERVE_LIMIT_MINUTES = 30;

/**
 * Every Cinélux cinema serves at the seat (`concessions`); a booking is `activated` when
 * something was ordered with it (its options); an order can be placed or changed (`eligible`)
 * until CLICK_AND_SERVE_LIMIT_MINUTES before the start.
 */
export function clickAndServeOf(options: {
  optionsCount: number;
  startDate: string;
  now: Date;
}): ClickAndServe {
  const deadline = Date.parse(options.startDate) - CLICK_AND_SERVE_LIMIT_MINUTES * 60_000;
  return {
    concessions: true,
    activated: options.optionsCount > 0,
    eligible: options.now.getTime() < deadline,
    limitDurationOrder: CLICK_AND_SERVE_LIMIT_MINUTES,
  };
}

// ---------------------------------------------------------------------------------------------
// SPEC 3 "Ticket reference for resend and cancel: id, language, cinema.id, session.id"

/** The parts are uuids and a language: none holds an underscore, so it separates them unambiguously. */
const REFERENCE_SEPARATOR = "_";
const REFERENCE_PATTERN = new RegExp(`^(${UUID})_(fr|nl|en)_(${UUID})_(${UUID})$`);

export interface TicketReference {
  id: string;
  language: Language;
  cinemaId: string;
  sessionId: string;
}

/**
 * The ticket reference as it is written in the first path parameter of GET /api/ec/sendmail/{a}/{b}
 * (and accepted by GET /api/ec/cancel/{id}): `{id}_{language}_{cinema.id}_{session.id}`, e.g.
 * `6f1c…-…_fr_0b7e…-…_9d2a…-…`. Only URL-unreserved characters: no escaping needed.
 */
export function ticketReferenceOf(ticket: {
  id: string;
  language: Language;
  cinema: { id: string };
  session: { id: string };
}): string {
  return [ticket.id, ticket.language, ticket.cinema.id, ticket.session.id].join(REFERENCE_SEPARATOR);
}

/** The reference's parts, or null when it is not one (case matters: uuids are lowercase). */
export function parseTicketReference(value: string): TicketReference | null {
  const match = REFERENCE_PATTERN.exec(value);
  if (!match) {
    return null;
  }
  const [, id, language, cinemaId, sessionId] = match;
  if (!id || !cinemaId || !sessionId || !isLanguage(language)) {
    return null;
  }
  return { id, language, cinemaId, sessionId };
}

/**
 * GET /api/ec/cancel/{id}: the full ticket reference, or the bare e-ticket id. Null for anything else.
 */
export function parseCancelTarget(value: string): { id: string; reference: TicketReference | null } | null {
  const reference = parseTicketReference(value);
  if (reference) {
    return { id: reference.id, reference };
  }
  return isTicketId(value) ? { id: value, reference: null } : null;
}

// ---------------------------------------------------------------------------------------------
// SPEC 7 "Share link is formed as {host}/{language}/V{cinema}S{session}/booking"

const SHARE_SEGMENT_PATTERN = new RegExp(`^V(${UUID})S(${UUID})$`);
const SHARE_PATH_PATTERN = new RegExp(`^/(fr|nl|en)/V(${UUID})S(${UUID})/booking/?$`);

export interface SharedSessionRef {
  cinemaId: string;
  sessionId: string;
}

/** `V{cinema}S{session}`: the link's segment, and the path parameter of GET /api/ec/shared/{share}. */
export function shareSegmentOf(ref: SharedSessionRef): string {
  return `V${ref.cinemaId}S${ref.sessionId}`;
}

export function parseShareSegment(segment: string): SharedSessionRef | null {
  const match = SHARE_SEGMENT_PATTERN.exec(segment);
  if (!match?.[1] || !match[2]) {
    return null;
  }
  return { cinemaId: match[1], sessionId: match[2] };
}

/** `{origin}/{language}/V{cinema}S{session}/booking`; `origin` is scheme and host (a trailing slash is dropped). */
export function shareLinkOf(options: SharedSessionRef & { origin: string; language: Language }): string {
  return `${options.origin.replace(/\/+$/, "")}/${options.language}/${shareSegmentOf(options)}/booking`;
}

/** A share link (absolute URL) or its path: the language and the session it points at, or null. */
export function parseShareLink(link: string): (SharedSessionRef & { language: Language }) | null {
  let path = link;
  if (!link.startsWith("/")) {
    try {
      path = new URL(link).pathname;
    } catch {
      return null;
    }
  }
  const match = SHARE_PATH_PATTERN.exec(path);
  const [, language, cinemaId, sessionId] = match ?? [];
  if (!isLanguage(language) || !cinemaId || !sessionId) {
    return null;
  }
  return { language, cinemaId, sessionId };
}

// ---------------------------------------------------------------------------------------------
// Booking history: a total per year

/** The history's bookings of one year and one status, counted and summed (the server groups them in SQL). */
export interface HistoryGroup {
  year: number;
  status: HistoryStatus;
  count: number;
  /** What those bookings were paid, EUR cents. */
  amount: number;
  /** What was given back for them, EUR cents. */
  refunded: number;
}

/**
 * One total per year, newest year first: every booking counts in `bookings`; only CONFIRMED ones
 * count in `amount` (a cancelled or refunded booking was not spent); `refunded` sums the refunds.
 */
export function yearlyTotals(groups: readonly HistoryGroup[]): YearTotal[] {
  const years = new Map<number, YearTotal>();
  for (const group of groups) {
    const total = years.get(group.year) ?? { year: group.year, bookings: 0, amount: 0, refunded: 0 };
    total.bookings += group.count;
    if (group.status === "CONFIRMED") {
      total.amount += group.amount;
    }
    if (group.status === "REFUNDED") {
      total.refunded += group.refunded;
    }
    years.set(group.year, total);
  }
  return [...years.values()].sort((a, b) => b.year - a.year);
}

/** The tunnel stores a decimal amount (25.8); the contract speaks EUR cents. */
export function centsOf(amount: number): number {
  return Math.round(amount * 100);
}
