import {
  type Booking,
  HOLD_MINUTES,
  type HoldRequest,
  type Language,
  type SessionDetail,
  type SessionSeats,
  strandedSeatOf,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { CATALOG_STALENESS_MS, type ReadRouter, type ReadSource, sourceOf } from "../../db/read-routing.ts";
import { AppError } from "../../lib/app-error.ts";
import { eticketOfBooking } from "../etickets/etickets.service.ts";
import { HallMapCache, hallMapOf } from "./hall-map-cache.ts";
import { holdTokenHash, holdTokenMatches, newHoldToken } from "./hold-tokens.ts";
import type { SeatStatesCache } from "./seat-states-cache.ts";
import { closedReason, presentBooking, presentSeats, presentSession } from "./tunnel.presenter.ts";
import {
  type FoundHold,
  findHallMap,
  findHold,
  findHoldContext,
  findSeatStates,
  findSessionWithHall,
  type HoldOwner,
  placeHoldClaimingSeats,
  releaseOwnedHold,
} from "./tunnel.repository.ts";

/** Who asks: a signed-in customer (`accountId`), or a guest with the token of a booking, or neither. */
export interface Caller {
  accountId: string;
  token: string | undefined;
}

const seatFields = (seats: readonly string[], code: "invalid_value" | "required") =>
  seats.map((seat) => ({ path: `seats.${seat}`, code }));

/** Whose holds the caller may replace or release: a customer's by account, a guest's by token. */
function ownerOf(caller: Caller): HoldOwner | undefined {
  if (caller.accountId) {
    return { accountId: caller.accountId };
  }
  return caller.token === undefined ? undefined : { tokenHash: holdTokenHash(caller.token) };
}

/** Each hall's map, kept per process while its row is unchanged (hall-map-cache.ts). */
export function createHallMapCache(db: Database): HallMapCache {
  return new HallMapCache(async (hall) => {
    const found = await findHallMap(db, hall);
    return found && hallMapOf(found.seatMap, found.version);
  });
}

/** The seats read the cache loads: the map's seats with the claims that count now. */
export async function loadSeatStates(
  options: { db: Database; hallMaps: HallMapCache },
  sessionId: string,
): Promise<SessionSeats | undefined> {
  const found = await findSeatStates(options.db, sessionId);
  const hall =
    found &&
    (await options.hallMaps.get({
      cinemaId: found.cinemaId,
      hallName: found.hallName,
      version: found.mapVersion,
    }));
  return found && hall && presentSeats(hall.seats, found.claims);
}

export async function getSessionSeats(options: {
  seatStates: SeatStatesCache;
  sessionId: string;
  /** The caller's last write's position (lib/read-after.ts): its own hold must show. */
  afterLsn?: bigint | undefined;
}): Promise<SessionSeats> {
  const seats = await options.seatStates.get(options.sessionId, { afterLsn: options.afterLsn });
  if (!seats) {
    throw new AppError("NOT_FOUND", { detail: "No session with a seat map has this id." });
  }
  return seats;
}

/**
 * A session with its hall and seats, from the replica when the read rule allows (docs/scaling.md
 * "Replica reads"): a session the replica does not know yet (created within the lag) is asked of the
 * primary before the answer is 404. `source`: where both parts came from (primary if either did).
 */
export async function getSession(options: {
  db: Database;
  reads?: ReadRouter | undefined;
  seatStates: SeatStatesCache;
  sessionId: string;
  language: Language | undefined;
  afterLsn?: bigint | undefined;
}): Promise<{ session: SessionDetail; source: ReadSource }> {
  const find = (db: Database) => findSessionWithHall(db, options.sessionId, options.language);
  let { value: session, source } = options.reads
    ? await options.reads.read({ staleMs: CATALOG_STALENESS_MS, afterLsn: options.afterLsn }, find)
    : { value: await find(options.db), source: "primary" as ReadSource };
  if (!session && source === "replica") {
    session = await find(options.db);
    source = "primary";
  }
  if (!session) {
    throw new AppError("NOT_FOUND", { detail: "No session with a seat map has this id." });
  }
  const seats = await getSessionSeats(options);
  return {
    session: presentSession(session, seats),
    source: source === "replica" && sourceOf(seats) === "replica" ? "replica" : "primary",
  };
}

/**
 * Holds seats for the caller (docs/domain/booking.md "Holds"): the caller's open hold on the same
 * session is released in the same statement (a new choice replaces the old), and each seat is
 * claimed under the primary key on (session, seat), so a seat is never held or sold twice.
 */
export async function placeHold(options: {
  db: Database;
  seatStates: SeatStatesCache;
  hallMaps: HallMapCache;
  caller: Caller;
  request: HoldRequest;
}): Promise<Booking> {
  const { db, caller, request } = options;
  const owner = ownerOf(caller);
  // The session, its map's version and the seats taken now, in one read before any transaction: a
  // refusal below costs no transaction, and the map itself comes from the process's cache.
  const session = await findHoldContext(db, request.sessionId, owner);
  const hall =
    session &&
    (await options.hallMaps.get({
      cinemaId: session.cinemaId,
      hallName: session.hallName,
      version: session.mapVersion,
    }));
  if (!session || !hall) {
    throw new AppError("NOT_FOUND", { detail: "No session with a seat map has this id." });
  }
  // A session the staff cancelled left the catalog; a page still open on it is told so.
  if (session.cancelled) {
    throw new AppError("SESSION_CANCELLED", { detail: "The staff cancelled this session." });
  }
  // Sold out is answered by the seats themselves (SEATS_TAKEN), so the check needs no claims here.
  const closed = closedReason(session, true);
  if (closed !== null) {
    throw new AppError("SESSION_CLOSED", { detail: `The session is closed (${closed}).` });
  }
  const wanted = request.seats;
  const { byId } = hall;
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
  // The caller's own open holds on the session were left out of `taken`: the new choice replaces them.
  const claimed = new Set(session.taken);
  const takenNow = wanted.filter((seat) => claimed.has(seat));
  if (takenNow.length > 0) {
    throw seatsTaken(takenNow);
  }
  const stranded = strandedSeatOf(
    hall.seats.map((seat) => ({
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

  const guest = caller.accountId ? undefined : newHoldToken();
  // One statement: a seat claimed by another booking since the read above is lost, and nothing is written.
  const placed = await placeHoldClaimingSeats(db, {
    sessionId: session.id,
    accountId: caller.accountId || null,
    replacedTokenHash: owner && "tokenHash" in owner ? owner.tokenHash : null,
    tokenHash: guest?.hash ?? null,
    buyerMail: caller.accountId ? null : (request.buyerMail ?? null),
    seats: wanted,
    holdMinutes: HOLD_MINUTES,
  });
  if ("cancelled" in placed) {
    throw new AppError("SESSION_CANCELLED", { detail: "The staff cancelled this session." });
  }
  if ("lost" in placed) {
    throw seatsTaken(placed.lost);
  }
  options.seatStates.forget(session.id);
  return presentBooking({ ...placed.hold, expired: false }, guest?.token);
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
  const released = await releaseOwnedHold(options.db, options.holdId, ownerOf(options.caller));
  if (!released) {
    throw new AppError("BOOKING_NOT_FOUND");
  }
  options.seatStates.forget(released.sessionId);
}
