// Sessions, price lists and concessions a pricing test makes for itself (STYLE.md "Tests").
import type { ConcessionCategory, PriceList } from "@cinelux/contract";
import type { Database } from "../src/db/client.ts";
import { cinemaPriceLists, concessionItems, showSessions } from "../src/db/schema/index.ts";

/** A price list with round figures, every field overridable. */
export const TEST_PRICE_LIST: PriceList = {
  weekday: { full: 1300, student: 1000, senior: 1100, under14: 600 },
  weekend: { full: 1400, student: 1000, senior: 1200, under14: 600 },
  formatSupplements: { imax: 400, "4dx": 600, screenx: 300, dolby: 250 },
  seatSupplements: { premium: 200, loveSeat: 100 },
};

export async function createPriceList(
  db: Database,
  cinemaId: string,
  priceList: PriceList = TEST_PRICE_LIST,
): Promise<void> {
  await db.insert(cinemaPriceLists).values({ cinemaId, priceList });
}

/** A session of `showId` at `cinemaId` starting at `startsAt`, 100 minutes long, in hall "Salle 1". */
export async function createSession(
  db: Database,
  options: { cinemaId: string; showId: string; startsAt: Date; specificities?: string[] },
): Promise<string> {
  const [row] = await db
    .insert(showSessions)
    .values({
      cinemaId: options.cinemaId,
      showId: options.showId,
      startsAt: options.startsAt,
      endsAt: new Date(options.startsAt.getTime() + 100 * 60_000),
      version: "VO",
      auditoriumName: "Salle 1",
      specificities: options.specificities ?? [],
    })
    .returning({ id: showSessions.id });
  if (!row) {
    throw new Error("the session was not inserted");
  }
  return row.id;
}

/** An item of a cinema's menu named "<name> (fr|nl|en)". */
export async function createConcessionItem(
  db: Database,
  cinemaId: string,
  overrides: {
    name: string;
    position: number;
    category?: ConcessionCategory;
    priceCents?: number;
    servedAtSeat?: boolean;
    available?: boolean;
  },
): Promise<string> {
  const { name, ...columns } = overrides;
  const [row] = await db
    .insert(concessionItems)
    .values({
      cinemaId,
      names: { fr: `${name} (fr)`, nl: `${name} (nl)`, en: `${name} (en)` },
      category: "popcorn",
      priceCents: 650,
      ...columns,
    })
    .returning({ id: concessionItems.id });
  if (!row) {
    throw new Error("the concession item was not inserted");
  }
  return row.id;
}
