import {
  type CancelStaffSessionResponse,
  type CreateStaffSessionRequest,
  isLanguage,
  type Language,
  type ListStaffSessionsRequest,
  type ListStaffSessionsResponse,
  type MoveStaffSessionRequest,
  SESSION_ADS_MINUTES,
  type StaffSession,
} from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { bookingTicketRow, refundTicket, TicketError } from "../etickets/etickets.service.ts";
import type { Payments } from "../payments/payments.service.ts";
import {
  findCinemaBySlug,
  findSession,
  hallBusy,
  hallsOfCinemas,
  listSessionsOfDay,
  lockConfirmedBookings,
  lockSession,
  markSessionCancelled,
  moveSessionRow,
  releaseOpenHolds,
  type StaffSessionRow,
  sessionIdAt,
  showIdOfSlug,
} from "./staff-catalog.repository.ts";
import { auditedWrite, type StaffCatalogOptions, writePartialCatalog } from "./staff-catalog-write.ts";

/**
 * The editors' sessions (docs/staff.md "Catalog"): a cinema's day, create, move, cancel. A cancel
 * refunds every confirmed booking through the customers' own cancel path (`refundTicket`), all in
 * the cancel's one transaction.
 */

const MINUTE = 60_000;

function presentSession(row: StaffSessionRow): StaffSession {
  return {
    id: row.id,
    show: row.show,
    cinema: row.cinema,
    hall: row.hall,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    version: row.version,
    specificities: row.specificities,
    bookings: row.bookings,
    soldSeats: row.soldSeats,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

async function requireCinema(db: Database | Transaction, slug: string) {
  const cinema = await findCinemaBySlug(db, slug);
  if (!cinema) {
    throw new AppError("CINEMA_NOT_FOUND", { detail: `No cinema ${slug}.` });
  }
  return cinema;
}

async function requireHall(db: Database | Transaction, cinemaId: string, hall: string) {
  const found = (await hallsOfCinemas(db, [cinemaId])).find((row) => row.name === hall);
  if (!found) {
    throw new AppError("HALL_NOT_FOUND", { fields: [{ path: "hall", code: "invalid_value" }] });
  }
  return found;
}

async function requireSession(db: Database | Transaction, id: string): Promise<StaffSessionRow> {
  const row = await findSession(db, id);
  if (!row) {
    throw new AppError("SESSION_NOT_FOUND", { detail: `No session ${id}.` });
  }
  return row;
}

export async function listStaffSessions(options: {
  db: Database;
  query: ListStaffSessionsRequest;
}): Promise<ListStaffSessionsResponse> {
  const cinema = await requireCinema(options.db, options.query.cinema);
  const rows = await listSessionsOfDay(options.db, cinema.id, options.query.date);
  return { sessions: rows.map(presentSession) };
}

export async function createStaffSession(
  options: StaffCatalogOptions & { session: CreateStaffSessionRequest },
): Promise<StaffSession> {
  const { session } = options;
  return auditedWrite(options, async (tx) => {
    const cinema = await requireCinema(tx, session.cinema);
    await requireHall(tx, cinema.id, session.hall);
    const show = await showIdOfSlug(tx, session.show);
    if (!show) {
      throw new AppError("SHOW_NOT_FOUND", { fields: [{ path: "show", code: "invalid_value" }] });
    }
    const startsAt = new Date(session.startsAt);
    const endsAt = new Date(startsAt.getTime() + (show.durationMinutes + SESSION_ADS_MINUTES) * MINUTE);
    if (await hallBusy(tx, { cinemaId: cinema.id, hall: session.hall, startsAt, endsAt })) {
      throw new AppError("SESSION_HALL_BUSY", { fields: [{ path: "startsAt", code: "invalid_value" }] });
    }
    await writePartialCatalog(
      tx,
      { sessions: [{ ...session, endsAt: endsAt.toISOString() }] },
      "sessions[0]",
    );
    const id = (await sessionIdAt(tx, { cinemaId: cinema.id, hall: session.hall, startsAt })) as string;
    const created = presentSession(await requireSession(tx, id));
    return {
      value: created,
      audit: { action: "session.created", target: { kind: "session", id }, details: { after: created } },
    };
  });
}

/**
 * A new start (the session keeps its length) and maybe a new hall of the same cinema. Sold seats
 * forbid a change of hall (their numbers are the old hall's); the open holds of a session changing
 * hall are released, since their seats are the old hall's too.
 */
export async function moveStaffSession(
  options: StaffCatalogOptions & { id: string; move: MoveStaffSessionRequest },
): Promise<StaffSession> {
  return auditedWrite(options, async (tx) => {
    if (!(await lockSession(tx, options.id))) {
      throw new AppError("SESSION_NOT_FOUND");
    }
    const before = await requireSession(tx, options.id);
    if (before.cancelledAt) {
      throw new AppError("SESSION_CANCELLED");
    }
    if (before.started) {
      throw new AppError("SESSION_STARTED");
    }
    const hall = options.move.hall ?? before.hall;
    const changesHall = hall !== before.hall;
    if (changesHall) {
      await requireHall(tx, before.cinemaId, hall);
      if (before.soldSeats > 0) {
        throw new AppError("SESSION_SEATS_SOLD", { fields: [{ path: "hall", code: "invalid_value" }] });
      }
    }
    const startsAt = new Date(options.move.startsAt);
    const endsAt = new Date(startsAt.getTime() + (before.endsAt.getTime() - before.startsAt.getTime()));
    const slot = { cinemaId: before.cinemaId, hall, startsAt, endsAt, exceptId: options.id };
    if (await hallBusy(tx, slot)) {
      throw new AppError("SESSION_HALL_BUSY", { fields: [{ path: "startsAt", code: "invalid_value" }] });
    }
    if (changesHall) {
      await releaseOpenHolds(tx, options.id);
    }
    // The bookings follow: a trigger copies the new start onto them (migration 0010).
    await moveSessionRow(tx, options.id, { startsAt, endsAt, hall });
    const after = presentSession(await requireSession(tx, options.id));
    return {
      value: after,
      audit: {
        action: "session.moved",
        target: { kind: "session", id: options.id },
        details: {
          before: { startsAt: before.startsAt.toISOString(), hall: before.hall },
          after: { startsAt: after.startsAt, hall: after.hall },
        },
      },
    };
  });
}

/** The language of a booking's mail: the customer's, else (a guest) the cinema's domain's. */
function mailLanguage(booking: { language: string | null; domain: "fr" | "nl" }): Language {
  return isLanguage(booking.language) ? booking.language : booking.domain;
}

/**
 * Cancels a session, in ONE transaction on the session's locked row: `cancelled_at` set (it leaves
 * the catalog, holds are refused), its open holds released, and every confirmed booking refunded
 * through `refundTicket` — each means of payment back, the provider's refund keyed by the booking
 * (`booking-refund-{id}`), the refund mail queued in the customer's language. A provider outage
 * rolls the whole cancel back, and a retry refunds nobody twice. A second cancel changes nothing.
 */
export async function cancelStaffSession(
  options: StaffCatalogOptions & {
    id: string;
    reason: string;
    payments?: Payments | undefined;
    /** Drops the session's seat states in this process once its seats are free again. */
    onCancelled?: (sessionId: string) => void;
    now?: Date;
  },
): Promise<CancelStaffSessionResponse> {
  const now = options.now ?? new Date();
  const answer = await auditedWrite(options, async (tx) => {
    if (!(await lockSession(tx, options.id))) {
      throw new AppError("SESSION_NOT_FOUND");
    }
    const before = await requireSession(tx, options.id);
    if (before.cancelledAt) {
      return { value: { session: presentSession(before), refunded: 0 }, audit: null };
    }
    if (before.started) {
      throw new AppError("SESSION_STARTED");
    }
    await markSessionCancelled(tx, options.id, now);
    await releaseOpenHolds(tx, options.id);
    const refunds: { bookingId: string; amount: number; means: string }[] = [];
    for (const booking of await lockConfirmedBookings(tx, options.id)) {
      const language = mailLanguage(booking);
      const row = await bookingTicketRow(tx, booking.id, language);
      if (!row || !booking.mail) {
        throw new Error(`the booking ${booking.id} has no ticket or no address`);
      }
      try {
        const refund = await refundTicket(tx, {
          row,
          ...(options.payments ? { payments: options.payments } : {}),
          language,
          to: booking.mail,
          now,
          sessionCancelled: true,
        });
        refunds.push({ bookingId: booking.id, ...refund });
      } catch (error) {
        throw error instanceof TicketError ? new AppError(error.code) : error;
      }
    }
    const after = await requireSession(tx, options.id);
    return {
      value: { session: presentSession(after), refunded: refunds.length },
      audit: {
        action: "session.cancelled",
        target: { kind: "session", id: options.id },
        reason: options.reason,
        details: {
          before: { cancelledAt: null, bookings: before.bookings },
          after: { cancelledAt: now.toISOString() },
          refunds,
        },
      },
    };
  });
  options.onCancelled?.(options.id);
  return answer;
}
