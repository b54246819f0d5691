import type { Language, SeatMap } from "@cinelux/contract";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
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

/**
 * The claims that count now (docs/domain/booking.md "Seat states"): a booking's, or a hold's that is
 * neither released nor past its time by the database's clock. An expired hold's claim never counts,
 * whether the expiry job has deleted it yet or not.
 */
export async function listLiveClaims(db: Executor, sessionId: string): Promise<LiveClaim[]> {
  return db
    .select({
      seatId: sessionSeats.seatId,
      sold: sql<boolean>`${sessionSeats.bookingId} is not null`,
      holdId: sessionSeats.holdId,
    })
    .from(sessionSeats)
    .leftJoin(holds, eq(holds.id, sessionSeats.holdId))
    .where(
      and(
        eq(sessionSeats.sessionId, sessionId),
        sql`(${sessionSeats.bookingId} is not null or (${holds.releasedAt} is null and ${holds.expiresAt} > now()))`,
      ),
    );
}

/** The holds the owner has on the session that are not released (a new choice replaces them). */
export async function lockOwnHolds(
  tx: Transaction,
  options: { sessionId: string; owner: { accountId: string } | { tokenHash: Uint8Array } },
): Promise<Pick<HoldRow, "id">[]> {
  const owner =
    "accountId" in options.owner
      ? eq(holds.accountId, options.owner.accountId)
      : eq(holds.tokenHash, options.owner.tokenHash);
  return tx
    .select({ id: holds.id })
    .from(holds)
    .where(
      and(eq(holds.sessionId, options.sessionId), owner, isNull(holds.releasedAt), isNull(holds.bookingId)),
    )
    .for("update");
}

/** Releases holds: `released_at` set once, their claims deleted so their seats are free at once. */
export async function releaseHolds(db: Executor, holdIds: string[]): Promise<void> {
  if (holdIds.length === 0) {
    return;
  }
  const released = await db
    .update(holds)
    .set({ releasedAt: sql`now()` })
    .where(and(inArray(holds.id, holdIds), isNull(holds.releasedAt), isNull(holds.bookingId)))
    .returning({ id: holds.id });
  if (released.length > 0) {
    await db.delete(sessionSeats).where(
      inArray(
        sessionSeats.holdId,
        released.map((row) => row.id),
      ),
    );
  }
}

export async function insertHold(
  tx: Transaction,
  values: {
    sessionId: string;
    accountId: string | null;
    tokenHash: Uint8Array | null;
    buyerMail: string | null;
    seats: string[];
    holdMinutes: number;
  },
): Promise<HoldRow> {
  const [row] = await tx
    .insert(holds)
    .values({
      sessionId: values.sessionId,
      accountId: values.accountId,
      tokenHash: values.tokenHash,
      buyerMail: values.buyerMail,
      seats: values.seats,
      expiresAt: sql`now() + make_interval(mins => ${values.holdMinutes})`,
    })
    .returning();
  if (!row) {
    throw new Error("the hold was not inserted");
  }
  return row;
}

/**
 * Deletes the claims of released or expired holds on these seats, so the new hold's claims can take
 * their place in the same transaction.
 */
export async function deleteStaleClaims(
  tx: Transaction,
  sessionId: string,
  seatIds: string[],
): Promise<void> {
  await tx.execute(sql`
    delete from ${sessionSeats} as claim
    using ${holds} as hold
    where claim.session_id = ${sessionId}
      and claim.seat_id in ${seatIds}
      and claim.hold_id = hold.id
      and (hold.released_at is not null or hold.expires_at <= now())`);
}

/**
 * Claims the seats for the hold, in seat order (two holds racing for overlapping seats wait on each
 * other in the same order, never in a deadlock). Answers the seats claimed: a seat missing from it is
 * held or sold by another booking, refused by the primary key on (session, seat).
 */
export async function claimSeats(
  tx: Transaction,
  options: { sessionId: string; holdId: string; seatIds: string[] },
): Promise<string[]> {
  const rows = await tx
    .insert(sessionSeats)
    .values(
      [...options.seatIds]
        .sort()
        .map((seatId) => ({ sessionId: options.sessionId, seatId, holdId: options.holdId })),
    )
    .onConflictDoNothing()
    .returning({ seatId: sessionSeats.seatId });
  return rows.map((row) => row.seatId);
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
 * A session's seat map and the claims that count now, in one query (the seats read's cache loads it
 * once a second): undefined when the session does not exist or its hall has no map.
 */
export async function findSeatStates(
  db: Database,
  sessionId: string,
): Promise<{ seatMap: SeatMap; claims: LiveClaim[] } | undefined> {
  const result = await db.execute(sql`
    select map.seat_map as "seatMap",
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
  const [row] = (result as unknown as { rows: { seatMap: SeatMap | string; claims: LiveClaim[] | string }[] })
    .rows;
  if (!row) {
    return undefined;
  }
  // node-postgres and PGlite both parse json; a driver that does not gives text.
  const parse = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);
  return { seatMap: parse(row.seatMap), claims: parse(row.claims) };
}
