import type { Language, SeatMap } from "@cinelux/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { rowMapper } from "../../db/row-mapper.ts";
import {
  cinemaHalls,
  cinemas,
  type HoldRow,
  hallSeatMaps,
  holds,
  sessionSeats,
  showSessions,
  shows,
  showTranslations,
} from "../../db/schema/index.ts";

type Executor = Database | Transaction;

/** A session with its show, cinema and hall's seat map; `started` by the database's clock. */
export async function findSessionWithHall(db: Executor, sessionId: string, language: Language | undefined) {
  const [row] = await db
    .select({
      id: showSessions.id,
      showId: showSessions.showId,
      startsAt: showSessions.startsAt,
      endsAt: showSessions.endsAt,
      version: showSessions.version,
      specificities: showSessions.specificities,
      started: sql<boolean>`${showSessions.startsAt} <= now()`,
      show: {
        slug: shows.slug,
        title: shows.title,
        translatedTitle: showTranslations.title,
        durationMinutes: shows.durationMinutes,
        ageRating: shows.ageRating,
        backdropUrl: shows.backdropUrl,
        bookable: shows.bookable,
        comingSoon: shows.comingSoon,
        presales: shows.presales,
      },
      cinema: { id: cinemas.id, slug: cinemas.slug, name: cinemas.name, domain: cinemas.domain },
      hall: {
        name: cinemaHalls.name,
        seatCount: cinemaHalls.seatCount,
        technologies: cinemaHalls.technologies,
        seatMap: hallSeatMaps.seatMap,
      },
    })
    .from(showSessions)
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .innerJoin(
      cinemaHalls,
      and(eq(cinemaHalls.cinemaId, showSessions.cinemaId), eq(cinemaHalls.name, showSessions.auditoriumName)),
    )
    .innerJoin(
      hallSeatMaps,
      and(eq(hallSeatMaps.cinemaId, cinemaHalls.cinemaId), eq(hallSeatMaps.hallName, cinemaHalls.name)),
    )
    .leftJoin(
      showTranslations,
      and(
        eq(showTranslations.showId, shows.id),
        sql`${showTranslations.language} = coalesce(${language ?? null}::text, case ${cinemas.domain} when 'nl' then 'nl' else 'fr' end)`,
      ),
    )
    .where(eq(showSessions.id, sessionId));
  return row;
}

export type SessionWithHall = NonNullable<Awaited<ReturnType<typeof findSessionWithHall>>>;

/** A seat claimed at a session that counts now: sold (a booking's) or held by a hold still open. */
export interface LiveClaim {
  seatId: string;
  sold: boolean;
  holdId: string | null;
}

/** Who owns a hold: a signed-in customer, or the guest whose token hashes to `tokenHash`. */
export type HoldOwner = { accountId: string } | { tokenHash: Uint8Array };

const ownerOf = (owner: HoldOwner | undefined) => ({
  accountId: owner && "accountId" in owner ? owner.accountId : null,
  tokenHash: owner && "tokenHash" in owner ? owner.tokenHash : null,
});

/**
 * What a hold needs of its session, in one statement: whether it has started (by the database's
 * clock) and its show is on sale, its hall's map version (the map itself comes from the process's
 * HallMapCache), and the seats taken now (docs/domain/booking.md "Seat states") — leaving out those
 * of the owner's open holds on the session, which the new hold replaces. Undefined when the session
 * does not exist or its hall has no map.
 */
export async function findHoldContext(db: Executor, sessionId: string, owner: HoldOwner | undefined) {
  const { accountId, tokenHash } = ownerOf(owner);
  // The `hold_context` function of migration 0034 (its statement planned once per connection).
  const result = await db.execute(
    sql`select * from hold_context(${sessionId}::uuid, ${accountId}::uuid, ${tokenHash}::bytea)`,
  );
  const [row] = rowsOf<{
    id: string;
    started: boolean;
    cancelled: boolean;
    bookable: boolean;
    comingSoon: boolean;
    presales: boolean;
    cinemaId: string;
    hallName: string;
    mapVersion: string;
    taken: string[];
  }>(result);
  return (
    row && { ...row, show: { bookable: row.bookable, comingSoon: row.comingSoon, presales: row.presales } }
  );
}

/** A hall's seat map and its row's version (`xmin`: a new one on every write of the row). */
export async function findHallMap(
  db: Executor,
  hall: { cinemaId: string; hallName: string },
): Promise<{ seatMap: SeatMap; version: string } | undefined> {
  const result = await db.execute(sql`
    select seat_map as "seatMap", xmin::text as version
    from ${hallSeatMaps}
    where cinema_id = ${hall.cinemaId} and hall_name = ${hall.hallName}`);
  const [row] = rowsOf<{ seatMap: SeatMap | string; version: string }>(result);
  return row && { seatMap: parseJson(row.seatMap), version: row.version };
}

/**
 * Releases the owner's hold in one statement (atomic on its own): `released_at` set once and its
 * claims deleted, so its seats are free at once; releasing a released or confirmed hold changes
 * nothing. Answers the hold's session, or undefined when the hold does not exist or is not the
 * owner's (a customer's by account; a guest's by the token's hash, compared in the database: a
 * comparison of sha-256 digests tells nothing about the token, whatever time it takes).
 */
export async function releaseOwnedHold(
  db: Executor,
  holdId: string,
  owner: HoldOwner | undefined,
): Promise<{ sessionId: string } | undefined> {
  const { accountId, tokenHash } = ownerOf(owner);
  // The `release_hold` function of migration 0031 (its statements planned once per connection).
  const result = await db.execute(
    sql`select release_hold(${holdId}::uuid, ${accountId}::uuid, ${tokenHash}::bytea) as "sessionId"`,
  );
  const [row] = rowsOf<{ sessionId: string | null }>(result);
  return row?.sessionId ? { sessionId: row.sessionId } : undefined;
}

const mapHold = rowMapper(holds);

/**
 * Places a hold in one statement, the `place_hold` function of migration 0028: the owner's open holds
 * on the session released (a customer's, or a guest's by the token sent), the hold inserted, and
 * each seat claimed under the primary key on (session, seat) in seat order, a claim of an ended hold
 * taken over. A seat held or sold by another booking undoes it all: answered as `lost`. A session
 * the staff cancelled, even after the caller read it, takes no hold (migration 0035: the function
 * raises CLX02 once it holds the session's row): answered as `cancelled`.
 */
export async function placeHoldClaimingSeats(
  db: Database,
  values: {
    sessionId: string;
    accountId: string | null;
    replacedTokenHash: Uint8Array | null;
    tokenHash: Uint8Array | null;
    buyerMail: string | null;
    seats: string[];
    holdMinutes: number;
  },
): Promise<{ hold: HoldRow } | { lost: string[] } | { cancelled: true }> {
  const seats = sql`array[${sql.join(
    values.seats.map((seat) => sql`${seat}`),
    sql`, `,
  )}]::text[]`;
  // `(attempt.placed).*`: the hold's columns, all null when a seat was lost.
  let result: Awaited<ReturnType<Database["execute"]>>;
  try {
    result = await db.execute(sql`
      select (attempt.placed).*, attempt.lost_seats
      from place_hold(${values.sessionId}::uuid, ${values.accountId}::uuid, ${values.replacedTokenHash}::bytea,
        ${values.tokenHash}::bytea, ${values.buyerMail}::text, ${seats}, ${values.holdMinutes}::integer) as attempt`);
  } catch (error) {
    if (hasSqlState(error, SESSION_CANCELLED_STATE)) {
      return { cancelled: true };
    }
    throw error;
  }
  const [row] = rowsOf<Record<string, unknown> & { id: string | null; lost_seats: string[] }>(result);
  if (!row) {
    throw new Error("place_hold answered no row");
  }
  return row.id === null ? { lost: row.lost_seats } : { hold: mapHold(row) };
}

/** What `place_hold` raises for a cancelled session (migration 0035). */
const SESSION_CANCELLED_STATE = "CLX02";

/** Whether `error` or what it wraps (Drizzle keeps the driver's error as `cause`) has this SQLSTATE. */
function hasSqlState(error: unknown, state: string): boolean {
  for (
    let next: unknown = error;
    typeof next === "object" && next !== null;
    next = (next as { cause?: unknown }).cause
  ) {
    if ("code" in next && next.code === state) {
      return true;
    }
  }
  return false;
}

/** A hold with whether its time has passed, by the database's clock. */
export async function findHold(db: Executor, holdId: string) {
  const [row] = await db
    .select({
      id: holds.id,
      sessionId: holds.sessionId,
      accountId: holds.accountId,
      tokenHash: holds.tokenHash,
      buyerMail: holds.buyerMail,
      seats: holds.seats,
      expiresAt: holds.expiresAt,
      releasedAt: holds.releasedAt,
      bookingId: holds.bookingId,
      choices: holds.choices,
      quote: holds.quote,
      orderId: holds.orderId,
      expired: sql<boolean>`${holds.expiresAt} <= now()`,
    })
    .from(holds)
    .where(eq(holds.id, holdId));
  return row;
}

export type FoundHold = NonNullable<Awaited<ReturnType<typeof findHold>>>;

/**
 * Deletes up to `limit` claims of holds past their time, skipping claims another transaction holds
 * locked (a hold being placed on them deletes them itself): several processes running it at once
 * delete each claim once. Answers how many went.
 */
export async function deleteExpiredClaims(db: Database, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from ${sessionSeats}
    where (session_id, seat_id) in (
      select claim.session_id, claim.seat_id
      from ${sessionSeats} as claim
      join ${holds} as hold on hold.id = claim.hold_id
      where claim.hold_id is not null and (hold.expires_at <= now() or hold.released_at is not null)
      limit ${limit}
      for update of claim skip locked
    )
    returning seat_id`);
  // Rows returned, the same on PGlite and node-postgres (their delete counts differ).
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * A session's hall map version and the claims that count now, in one query (the seats read's cache
 * loads it once a second; the map itself comes from the process's HallMapCache): undefined when the
 * session does not exist or its hall has no map.
 */
export async function findSeatStates(
  db: Database,
  sessionId: string,
): Promise<{ cinemaId: string; hallName: string; mapVersion: string; claims: LiveClaim[] } | undefined> {
  const result = await db.execute(sql`
    select map.cinema_id as "cinemaId", map.hall_name as "hallName", map.xmin::text as "mapVersion",
      coalesce((
        select json_agg(json_build_object('seatId', claim.seat_id, 'sold', claim.booking_id is not null, 'holdId', claim.hold_id))
        from ${sessionSeats} as claim
        left join ${holds} as hold on hold.id = claim.hold_id
        where claim.session_id = session.id
          and (claim.booking_id is not null or (hold.released_at is null and hold.expires_at > now()))
      ), '[]'::json) as claims
    from ${showSessions} as session
    join ${hallSeatMaps} as map on map.cinema_id = session.cinema_id and map.hall_name = session.auditorium_name
    where session.id = ${sessionId}`);
  const [row] = rowsOf<{
    cinemaId: string;
    hallName: string;
    mapVersion: string;
    claims: LiveClaim[] | string;
  }>(result);
  return row && { ...row, claims: parseJson(row.claims) };
}

/** The rows of `db.execute`, the same on node-postgres and PGlite. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** node-postgres and PGlite both parse json; a driver that does not gives text. */
function parseJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}
