import { FOOTER_CITIES, TECHNOLOGIES, type Technology } from "@cinelux/contract";
import { DEMO_CINEMAS as CINEMAS } from "@cinelux/demo/catalog/cinemas";
import { demoCinemaHalls } from "@cinelux/demo/catalog/halls";
import { demoSeatMap } from "@cinelux/demo/catalog/seat-maps";
import { inArray } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { insertNew } from "../db/reference/insert-new.ts";
import { cinemaHalls, cinemas, hallSeatMaps } from "../db/schema/index.ts";

export type CinemaSeed = Omit<typeof cinemas.$inferInsert, "id">;

/** SPEC 2.1 footer: five hard-coded cities per domain (the contract's); each gets at least one cinema. */
export { FOOTER_CITIES };

/** The demo cinemas (packages/demo) as rows. */
export const DEMO_CINEMAS: CinemaSeed[] = CINEMAS.map((cinema) => ({ ...cinema }));

/**
 * SPEC 3 Cinema `theaters`: each demo cinema's halls (packages/demo `demoCinemaHalls`, the names its
 * sessions give), for the cinemas as stored. Only missing halls are added: a database seeded before
 * the halls were stored gets them on the next seed run, an edited hall keeps its edits.
 */
export async function insertCinemaHalls(tx: Transaction): Promise<number> {
  const rows = await tx
    .select()
    .from(cinemas)
    .where(
      inArray(
        cinemas.slug,
        CINEMAS.map((cinema) => cinema.slug),
      ),
    );
  const halls = rows.flatMap((cinema) =>
    demoCinemaHalls(cinema).map((hall, index) => ({ cinemaId: cinema.id, position: index + 1, ...hall })),
  );
  return insertNew(tx, cinemaHalls, halls);
}

/**
 * A seat map for every stored hall that has none (packages/demo `demoSeatMap`, from the hall's seat
 * count and formats as stored), in one insert: a map the back-office imported is never replaced.
 */
export async function insertHallSeatMaps(tx: Transaction): Promise<number> {
  const halls = await tx
    .select({
      cinemaId: cinemaHalls.cinemaId,
      name: cinemaHalls.name,
      seatCount: cinemaHalls.seatCount,
      technologies: cinemaHalls.technologies,
    })
    .from(cinemaHalls);
  return insertNew(
    tx,
    hallSeatMaps,
    halls.map((hall) => ({
      cinemaId: hall.cinemaId,
      hallName: hall.name,
      seatMap: demoSeatMap({
        seatCount: hall.seatCount,
        technologies: hall.technologies.filter(isTechnology),
      }),
    })),
  );
}

function isTechnology(value: string): value is Technology {
  return (TECHNOLOGIES as readonly string[]).includes(value);
}
