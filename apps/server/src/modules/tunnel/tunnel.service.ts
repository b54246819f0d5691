import {
  type Booking,
  HOLD_MINUTES,
  type HoldRequest,
  type Language,
  type SessionDetail,
  type SessionSeats,
  seatsOfMap,
  strandedSeatOf,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { eticketOfBooking } from "../etickets/etickets.service.ts";
import { holdTokenHash, holdTokenMatches, newHoldToken } from "./hold-tokens.ts";
import type { SeatStatesCache } from "./seat-states-cache.ts";
import { closedReason, presentBooking, presentSeats, presentSession } from "./tunnel.presenter.ts";
import {
  claimSeats,
  deleteStaleClaims,
  type FoundHold,
  findHold,
  findSeatStates,
  findSessionWithHall,
  insertHold,
  listLiveClaims,
  lockOwnHolds,
  releaseHolds,
} from "./tunnel.repository.ts";

/** Who asks: a signed-in customer (`accountId`), or a guest with the token of a booking, or neither. */
export interface Caller {
  accountId: string;
  token: string | undefined;
}

const seatFields = (seats: readonly string[], code: "invalid_value" | "required") =>
  seats.map((seat) => ({ path: `seats.${seat}`, code }));

/** The seats read the cache loads: the map's seats with the claims that count now. */
export async function loadSeatStates(db: Database, sessionId: string): Promise<SessionSeats | undefined> {
  const found = await findSeatStates(db, sessionId);
  return found && presentSeats(found.seatMap, found.claims);
}

export async function getSessionSeats(options: {
  seatStates: SeatStatesCache;
  sessionId: string;
}): Promise<SessionSeats> {
  const seats = await options.seatStates.get(options.sessionId);
  if (!seats) {
    throw new AppError("NOT_FOUND", { detail: "No session with a seat map has this id." });
  }
  return seats;
}

export async function getSession(options: {
  db: Database;
  seatStates: SeatStatesCache;
  sessionId: string;
  language: Language | undefined;
}): Promise<SessionDetail> {
  const session = await findSessionWithHall(options.db, options.sessionId, options.language);
  if (!session) {
    throw new AppError("NOT_FOUND", { detail: "No session with a seat map has this id." });
  }
  const seats = await getSessionSeats(options);
  return presentSession(session, seats);
}

/**
 * Holds seats for the caller (docs/domain/booking.md "Holds"): the caller's open hold on the same
 * session is released in the same transaction (a new choice replaces the old), and each seat is
 * claimed under the primary key on (session, seat), so a seat is never held or sold twice.
 */
export async function placeHold(options: {
  db: Database;
  seatStates: SeatStatesCache;
  caller: Caller;
  request: HoldRequest;
}): Promise<Booking> {
  const { db, caller, request } = options;
  const session = await findSessionWithHall(db, request.sessionId, undefined);
  if (!session) {
    throw new AppError("NOT_FOUND", { detail: "No session with a seat map has this id." });
  }
  const mapSeats = seatsOfMap(session.hall.seatMap);
  // Sold out is answered by the seats themselves (SEATS_TAKEN), so the check needs no claims here.
  const closed = closedReason(session, true);
  if (closed !== null) {
    throw new AppError("SESSION_CLOSED", { detail: `The session is closed (${closed}).` });
  }
  const wanted = request.seats;
  const byId = new Map(mapSeats.map((seat) => [seat.id, seat]));
  const invalid = wanted.filter(
    (seat, index) => !byId.get(seat) || byId.get(seat)?.blocked === true || wanted.indexOf(seat) !== index,
  );
  if (invalid.length > 0) {
    throw new AppError("SEATS_INVALID", { fields: seatFields(invalid, "invalid_value") });
  }
  const missingPairs = wanted.flatMap((seat) => {
    const pair = byId.get(seat)?.pair;
    return pair !== undefined && !wanted.includes(pair) ? [pair] : [];
  });
  if (missingPairs.length > 0) {
    throw new AppError("LOVE_SEAT_PAIR_REQUIRED", { fields: seatFields(missingPairs, "required") });
  }

  const owner = caller.accountId
    ? { accountId: caller.accountId }
    : caller.token === undefined
      ? undefined
      : { tokenHash: holdTokenHash(caller.token) };
  const guest = caller.accountId ? undefined : newHoldToken();
  const hold = await db.transaction(async (tx) => {
    const own = owner ? await lockOwnHolds(tx, { sessionId: session.id, owner }) : [];
    await releaseHolds(
      tx,
      own.map((row) => row.id),
    );
    const claims = await listLiveClaims(tx, session.id);
    const claimed = new Set(claims.map((claim) => claim.seatId));
    const takenNow = wanted.filter((seat) => claimed.has(seat));
    if (takenNow.length > 0) {
      throw seatsTaken(takenNow);
    }
    const stranded = strandedSeatOf(
      mapSeats.map((seat) => ({
        id: seat.id,
        row: seat.row,
        x: seat.x,
        taken: seat.blocked === true || claimed.has(seat.id),
      })),
      wanted,
    );
    if (stranded !== undefined) {
      throw new AppError("SEAT_STRANDED", {
        message: (m) => m.SEAT_STRANDED(stranded),
        fields: seatFields([stranded], "invalid_value"),
      });
    }
    const row = await insertHold(tx, {
      sessionId: session.id,
      accountId: caller.accountId || null,
      tokenHash: guest?.hash ?? null,
      buyerMail: caller.accountId ? null : (request.buyerMail ?? null),
      seats: wanted,
      holdMinutes: HOLD_MINUTES,
    });
    await deleteStaleClaims(tx, session.id, wanted);
    const got = new Set(await claimSeats(tx, { sessionId: session.id, holdId: row.id, seatIds: wanted }));
    const lost = wanted.filter((seat) => !got.has(seat));
    if (lost.length > 0) {
      throw seatsTaken(lost);
    }
    return row;
  });
  options.seatStates.forget(session.id);
  return presentBooking({ ...hold, expired: false }, guest?.token);
}

function seatsTaken(seats: string[]): AppError {
  const sorted = [...seats].sort();
  return new AppError("SEATS_TAKEN", {
    message: (m) => m.SEATS_TAKEN(sorted.join(", ")),
    fields: seatFields(sorted, "invalid_value"),
  });
}

/** The caller's booking; another customer's, or a guest's without its token, answers as missing. */
export async function ownHold(db: Database, holdId: string, caller: Caller): Promise<FoundHold> {
  const hold = await findHold(db, holdId);
  const owns =
    hold !== undefined &&
    (hold.accountId !== null
      ? caller.accountId !== "" && caller.accountId === hold.accountId
      : holdTokenMatches(caller.token, hold.tokenHash));
  if (!hold || !owns) {
    throw new AppError("BOOKING_NOT_FOUND");
  }
  return hold;
}

/** The caller's booking; once confirmed, with its e-ticket in `language` (the confirmation page reads it). */
export async function getBooking(options: {
  db: Database;
  holdId: string;
  caller: Caller;
  language?: Language;
}): Promise<Booking> {
  const hold = await ownHold(options.db, options.holdId, options.caller);
  const eticket = hold.bookingId
    ? ((await eticketOfBooking(options.db, hold.bookingId, options.language ?? "fr")) ?? null)
    : undefined;
  return presentBooking(hold, undefined, eticket);
}

/** Releases the caller's hold: its seats are free at once; releasing it again changes nothing. */
export async function releaseBooking(options: {
  db: Database;
  seatStates: SeatStatesCache;
  holdId: string;
  caller: Caller;
}): Promise<void> {
  const hold = await ownHold(options.db, options.holdId, options.caller);
  await options.db.transaction(async (tx) => releaseHolds(tx, [hold.id]));
  options.seatStates.forget(hold.sessionId);
}
