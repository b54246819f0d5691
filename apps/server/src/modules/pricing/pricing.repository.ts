import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { cinemaPriceLists, cinemas, concessionItems, showSessions } from "../../db/schema/index.ts";

/** A session with what its prices depend on: its cinema's domain and price list (null when it has none). */
export async function findSessionForPrices(db: Database, sessionId: string) {
  const [row] = await db
    .select({
      id: showSessions.id,
      startsAt: showSessions.startsAt,
      specificities: showSessions.specificities,
      cinemaId: cinemas.id,
      domain: cinemas.domain,
      priceList: cinemaPriceLists.priceList,
    })
    .from(showSessions)
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .leftJoin(cinemaPriceLists, eq(cinemaPriceLists.cinemaId, cinemas.id))
    .where(eq(showSessions.id, sessionId))
    .limit(1);
  return row;
}
export type SessionForPrices = NonNullable<Awaited<ReturnType<typeof findSessionForPrices>>>;

/** A cinema's menu as it can be ordered now: its available items, in the menu's order. */
export async function listAvailableConcessions(db: Database, cinemaId: string) {
  return db
    .select()
    .from(concessionItems)
    .where(and(eq(concessionItems.cinemaId, cinemaId), eq(concessionItems.available, true)))
    .orderBy(asc(concessionItems.position), asc(concessionItems.id));
}
export type ConcessionItemRow = Awaited<ReturnType<typeof listAvailableConcessions>>[number];
