import type { PriceList, SeatMap } from "@cinelux/contract";
import { and, asc, count, eq, gt, ilike, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  accounts,
  bookings,
  cinemaHalls,
  cinemaPriceLists,
  cinemas,
  hallSeatMaps,
  holds,
  sessionSeats,
  showImages,
  showSessions,
  shows,
  showTranslations,
} from "../../db/schema/index.ts";
import { CINEMA_TIME_ZONE } from "../../lib/local-time.ts";

type Executor = Database | Transaction;

/** `%q%` for LIKE, its wildcards taken literally. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;
}

/** A page of shows by catalog title, those whose title in any language or slug holds `q`. */
export async function listShowsPage(db: Executor, options: { q?: string; offset: number; limit: number }) {
  const where = options.q
    ? or(
        ilike(shows.title, containing(options.q)),
        ilike(shows.slug, containing(options.q)),
        sql`exists (select 1 from ${showTranslations} where ${showTranslations.showId} = ${shows.id} and ${showTranslations.title} ilike ${containing(options.q)})`,
      )
    : undefined;
  const rows = await db
    .select({
      id: shows.id,
      slug: shows.slug,
      title: shows.title,
      isMovie: shows.isMovie,
      durationMinutes: shows.durationMinutes,
      releaseYear: shows.releaseYear,
    })
    .from(shows)
    .where(where)
    .orderBy(asc(shows.title), asc(shows.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(shows).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findShowById(db: Executor, id: string) {
  const [show] = await db.select().from(shows).where(eq(shows.id, id));
  if (!show) {
    return undefined;
  }
  const texts = await db.select().from(showTranslations).where(eq(showTranslations.showId, id));
  const images = await db
    .select({ kind: showImages.kind, digest: showImages.digest })
    .from(showImages)
    .where(eq(showImages.showId, id));
  return { show, texts, images };
}

export type StoredShow = NonNullable<Awaited<ReturnType<typeof findShowById>>>;

/** Another show holding this slug or distributor reference. */
export async function showHolding(
  db: Executor,
  keys: { slug?: string; salesforceShowId: string },
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: shows.id })
    .from(shows)
    .where(
      and(
        keys.slug
          ? or(eq(shows.slug, keys.slug), eq(shows.salesforceShowId, keys.salesforceShowId))
          : eq(shows.salesforceShowId, keys.salesforceShowId),
        exceptId ? ne(shows.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function showIdOfSlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: shows.id, durationMinutes: shows.durationMinutes })
    .from(shows)
    .where(eq(shows.slug, slug));
  return row;
}

export async function saveShowImage(
  tx: Transaction,
  image: {
    showId: string;
    kind: "poster" | "backdrop";
    image: Uint8Array;
    digest: string;
    width: number;
    height: number;
  },
): Promise<void> {
  await tx
    .insert(showImages)
    .values(image)
    .onConflictDoUpdate({
      target: [showImages.showId, showImages.kind],
      set: {
        image: image.image,
        digest: image.digest,
        width: image.width,
        height: image.height,
        updatedAt: new Date(),
      },
    });
}

// Sessions

const confirmedCount = sql<number>`(select count(*)::int from ${bookings} where ${bookings.sessionId} = ${showSessions.id} and ${bookings.status} = 'CONFIRMED')`;
const soldCount = sql<number>`(select count(*)::int from ${sessionSeats} where ${sessionSeats.sessionId} = ${showSessions.id} and ${sessionSeats.bookingId} is not null)`;

function sessionColumns() {
  return {
    id: showSessions.id,
    cinemaId: showSessions.cinemaId,
    cinema: cinemas.slug,
    hall: showSessions.auditoriumName,
    startsAt: showSessions.startsAt,
    endsAt: showSessions.endsAt,
    version: showSessions.version,
    specificities: showSessions.specificities,
    cancelledAt: showSessions.cancelledAt,
    started: sql<boolean>`${showSessions.startsAt} <= now()`,
    show: { id: shows.id, slug: shows.slug, title: shows.title },
    bookings: confirmedCount,
    soldSeats: soldCount,
  };
}

export type StaffSessionRow = Awaited<ReturnType<typeof findSession>> & object;

/** A cinema's sessions starting on a local day, cancelled ones included, by start. */
export async function listSessionsOfDay(db: Executor, cinemaId: string, date: string) {
  return db
    .select(sessionColumns())
    .from(showSessions)
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .where(
      and(
        eq(showSessions.cinemaId, cinemaId),
        sql`(${showSessions.startsAt} at time zone ${CINEMA_TIME_ZONE})::date = ${date}::date`,
      ),
    )
    .orderBy(asc(showSessions.startsAt), asc(showSessions.auditoriumName));
}

export async function findSession(db: Executor, id: string) {
  const [row] = await db
    .select(sessionColumns())
    .from(showSessions)
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .where(eq(showSessions.id, id));
  return row;
}

/** Locks the session's row: a move, a cancel and the hall's seat map change run one after the other. */
export async function lockSession(tx: Transaction, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: showSessions.id })
    .from(showSessions)
    .where(eq(showSessions.id, id))
    .for("update");
  return rows.length > 0;
}

/** Whether another session of the hall, not cancelled, overlaps [startsAt, endsAt). */
export async function hallBusy(
  db: Executor,
  slot: { cinemaId: string; hall: string; startsAt: Date; endsAt: Date; exceptId?: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: showSessions.id })
    .from(showSessions)
    .where(
      and(
        eq(showSessions.cinemaId, slot.cinemaId),
        eq(showSessions.auditoriumName, slot.hall),
        isNull(showSessions.cancelledAt),
        lt(showSessions.startsAt, slot.endsAt),
        gt(showSessions.endsAt, slot.startsAt),
        slot.exceptId ? ne(showSessions.id, slot.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function sessionIdAt(db: Executor, key: { cinemaId: string; hall: string; startsAt: Date }) {
  const [row] = await db
    .select({ id: showSessions.id })
    .from(showSessions)
    .where(
      and(
        eq(showSessions.cinemaId, key.cinemaId),
        eq(showSessions.auditoriumName, key.hall),
        eq(showSessions.startsAt, key.startsAt),
      ),
    );
  return row?.id;
}

export async function moveSessionRow(
  tx: Transaction,
  id: string,
  to: { startsAt: Date; endsAt: Date; hall: string },
): Promise<void> {
  await tx
    .update(showSessions)
    .set({ startsAt: to.startsAt, endsAt: to.endsAt, auditoriumName: to.hall })
    .where(eq(showSessions.id, id));
}

export async function markSessionCancelled(tx: Transaction, id: string, at: Date): Promise<void> {
  await tx.update(showSessions).set({ cancelledAt: at }).where(eq(showSessions.id, id));
}

/** Ends the open holds of a session and frees their seats (a cancel, a change of hall). */
export async function releaseOpenHolds(tx: Transaction, sessionId: string): Promise<void> {
  const released = await tx
    .update(holds)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(holds.sessionId, sessionId), isNull(holds.releasedAt), isNull(holds.bookingId)))
    .returning({ id: holds.id });
  if (released.length > 0) {
    await tx.delete(sessionSeats).where(
      inArray(
        sessionSeats.holdId,
        released.map((hold) => hold.id),
      ),
    );
  }
}

/** The confirmed bookings of a session, locked, with where and in which language their mail goes. */
export async function lockConfirmedBookings(tx: Transaction, sessionId: string) {
  return tx
    .select({
      id: bookings.id,
      mail: sql<string | null>`coalesce(${accounts.mail}, ${bookings.buyerMail})`,
      language: accounts.language,
      domain: cinemas.domain,
    })
    .from(bookings)
    .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .leftJoin(accounts, eq(accounts.id, bookings.accountId))
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, "CONFIRMED")))
    .orderBy(asc(bookings.id))
    .for("update", { of: bookings });
}

// Cinemas, halls, seat maps, prices

export async function listCinemaRows(db: Executor) {
  return db.select().from(cinemas).orderBy(asc(cinemas.domain), asc(cinemas.name));
}

export async function findCinemaBySlug(db: Executor, slug: string) {
  const [row] = await db.select().from(cinemas).where(eq(cinemas.slug, slug));
  return row;
}

/** The halls of these cinemas, hall 1 first, with whether each has a seat map. */
export async function hallsOfCinemas(db: Executor, cinemaIds: string[]) {
  if (cinemaIds.length === 0) {
    return [];
  }
  return db
    .select({
      cinemaId: cinemaHalls.cinemaId,
      name: cinemaHalls.name,
      seatCount: cinemaHalls.seatCount,
      technologies: cinemaHalls.technologies,
      hasSeatMap: sql<boolean>`${hallSeatMaps.hallName} is not null`,
    })
    .from(cinemaHalls)
    .leftJoin(
      hallSeatMaps,
      and(eq(hallSeatMaps.cinemaId, cinemaHalls.cinemaId), eq(hallSeatMaps.hallName, cinemaHalls.name)),
    )
    .where(inArray(cinemaHalls.cinemaId, cinemaIds))
    .orderBy(asc(cinemaHalls.cinemaId), asc(cinemaHalls.position));
}

export async function cinemaIdsWithPriceList(db: Executor): Promise<Set<string>> {
  const rows = await db.select({ id: cinemaPriceLists.cinemaId }).from(cinemaPriceLists);
  return new Set(rows.map((row) => row.id));
}

export async function findSeatMap(
  db: Executor,
  cinemaId: string,
  hall: string,
): Promise<SeatMap | undefined> {
  const [row] = await db
    .select({ seatMap: hallSeatMaps.seatMap })
    .from(hallSeatMaps)
    .where(and(eq(hallSeatMaps.cinemaId, cinemaId), eq(hallSeatMaps.hallName, hall)));
  return row?.seatMap;
}

/**
 * The seats sold at the hall's sessions that have not ended and are not cancelled, with their
 * sessions locked: a seat map written meanwhile cannot miss a seat sold by a checkout under way.
 */
export async function soldSeatsOfHall(tx: Transaction, cinemaId: string, hall: string): Promise<string[]> {
  const sessions = await tx
    .select({ id: showSessions.id })
    .from(showSessions)
    .where(
      and(
        eq(showSessions.cinemaId, cinemaId),
        eq(showSessions.auditoriumName, hall),
        isNull(showSessions.cancelledAt),
        gt(showSessions.endsAt, sql`now()`),
      ),
    )
    .for("update");
  if (sessions.length === 0) {
    return [];
  }
  const rows = await tx
    .selectDistinct({ seatId: sessionSeats.seatId })
    .from(sessionSeats)
    .where(
      and(
        inArray(
          sessionSeats.sessionId,
          sessions.map((session) => session.id),
        ),
        isNotNull(sessionSeats.bookingId),
      ),
    );
  return rows.map((row) => row.seatId);
}

export async function findPriceList(db: Executor, cinemaId: string): Promise<PriceList | undefined> {
  const [row] = await db
    .select({ priceList: cinemaPriceLists.priceList })
    .from(cinemaPriceLists)
    .where(eq(cinemaPriceLists.cinemaId, cinemaId));
  return row?.priceList;
}
