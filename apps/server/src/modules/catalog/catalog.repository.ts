import type { DomainId } from "@cinelux/contract";
import { and, asc, eq, gte, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { cinemaHalls, cinemas, showSessions, shows, showTranslations } from "../../db/schema/index.ts";

export type ShowRow = typeof shows.$inferSelect;
export type ShowTranslationRow = typeof showTranslations.$inferSelect;
export type CinemaRow = typeof cinemas.$inferSelect;
export type HallRow = typeof cinemaHalls.$inferSelect;

export interface SessionRow {
  id: string;
  showId: string;
  cinemaId: string;
  startsAt: Date;
  endsAt: Date;
  version: string;
  auditoriumName: string;
  specificities: string[];
}

/** Every show of the catalog (a few dozen), with every translation. */
export async function listShows(
  db: Database,
): Promise<{ shows: ShowRow[]; translations: ShowTranslationRow[] }> {
  const [showRows, translations] = await Promise.all([
    db.select().from(shows).orderBy(asc(shows.slug)),
    db.select().from(showTranslations),
  ]);
  return { shows: showRows, translations };
}

export async function listCinemas(db: Database, domain: DomainId): Promise<CinemaRow[]> {
  return db
    .select()
    .from(cinemas)
    .where(eq(cinemas.domain, domain))
    .orderBy(asc(cinemas.name), asc(cinemas.slug));
}

/** The halls of the domain's cinemas (SPEC 3 Cinema `theaters`), each cinema's in its order. */
export async function listHalls(db: Database, domain: DomainId): Promise<HallRow[]> {
  return db
    .select({
      cinemaId: cinemaHalls.cinemaId,
      name: cinemaHalls.name,
      position: cinemaHalls.position,
      seatCount: cinemaHalls.seatCount,
      technologies: cinemaHalls.technologies,
    })
    .from(cinemaHalls)
    .innerJoin(cinemas, eq(cinemas.id, cinemaHalls.cinemaId))
    .where(eq(cinemas.domain, domain))
    .orderBy(asc(cinemaHalls.cinemaId), asc(cinemaHalls.position));
}

/** The domain's sessions starting in [from, to), by start. */
export async function listSessions(
  db: Database,
  domain: DomainId,
  from: Date,
  to: Date,
): Promise<SessionRow[]> {
  return db
    .select({
      id: showSessions.id,
      showId: showSessions.showId,
      cinemaId: showSessions.cinemaId,
      startsAt: showSessions.startsAt,
      endsAt: showSessions.endsAt,
      version: showSessions.version,
      auditoriumName: showSessions.auditoriumName,
      specificities: showSessions.specificities,
    })
    .from(showSessions)
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .where(
      and(
        eq(cinemas.domain, domain),
        gte(showSessions.startsAt, from),
        lt(showSessions.startsAt, to),
        // A session the staff cancelled leaves the catalog (docs/staff.md "Catalog").
        isNull(showSessions.cancelledAt),
      ),
    )
    .orderBy(asc(showSessions.startsAt), asc(showSessions.id));
}
