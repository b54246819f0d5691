import type {
  CatalogImportInput,
  CatalogImportReport,
  CatalogImportSession,
  Technology,
} from "@cinelux/contract";
import { DEMO_CINEMAS } from "@cinelux/demo/catalog/cinemas";
import { demoCinemaHalls } from "@cinelux/demo/catalog/halls";
import { demoConcessionMenu, demoPriceList } from "@cinelux/demo/catalog/prices";
import { demoSeatMap } from "@cinelux/demo/catalog/seat-maps";
import { SHOW_DETAILS } from "@cinelux/demo/catalog/show-details";
import { inArray } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { cinemas, shows } from "../db/schema/index.ts";
import { validateCatalog, writeCatalog } from "../modules/catalog-import/catalog-import.service.ts";
import { planCinemaSessions } from "./sessions.ts";
import { DEMO_SHOWS, showFacts } from "./shows.ts";

/**
 * The demo catalog as a catalog file (docs/catalog-import.md), built in memory because its sessions
 * and release dates follow `now`: every demo cinema with its halls, seat maps, price list and menu,
 * every demo show with its texts, and the sessions of the next 14 days. Sessions are planned only
 * for a cinema or a show the database does not hold yet (`stored`), so a later seed run on another
 * day does not add a second programme.
 */
export function demoCatalog(
  now: Date,
  stored: { cinemas: Set<string>; shows: Set<string> },
): CatalogImportInput {
  const catalogCinemas = DEMO_CINEMAS.map(({ hallCount: _hallCount, ...cinema }) => ({
    ...cinema,
    halls: demoCinemaHalls({ ...cinema, hallCount: _hallCount }).map((hall) => ({
      ...hall,
      seatMap: demoSeatMap(hall),
    })),
    priceList: demoPriceList(cinema),
    concessions: demoConcessionMenu(cinema),
  }));
  const catalogShows = DEMO_SHOWS.map((show) => {
    const texts = SHOW_DETAILS[show.slug]?.texts;
    if (!texts) {
      throw new Error(`the demo show ${show.slug} has no texts`);
    }
    const { backdropUrl, ...rest } = show;
    return { ...rest, backdropUrl: backdropUrl ?? null, ...showFacts(show.slug, now), texts };
  });
  // Seed-list order (not database order) keeps the programme reproducible.
  const bookable = DEMO_SHOWS.filter((show) => show.bookable !== false).map((show) => ({
    id: show.slug,
    durationMinutes: show.durationMinutes,
  }));
  const sessions: CatalogImportSession[] = DEMO_CINEMAS.flatMap((cinema) => {
    const cinemaIsNew = !stored.cinemas.has(cinema.slug);
    return planCinemaSessions({ ...cinema, id: cinema.slug }, bookable, now)
      .filter((session) => cinemaIsNew || !stored.shows.has(session.showId))
      .map((session) => ({
        cinema: cinema.slug,
        hall: session.auditoriumName,
        show: session.showId,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        version: session.version as CatalogImportSession["version"],
        specificities: session.specificities as Technology[],
      }));
  });
  return { cinemas: catalogCinemas, shows: catalogShows, sessions };
}

/**
 * Writes the demo catalog through the catalog import, keeping every stored row as it is (an edited
 * show, price list or menu stays edited): what the demo seed used to insert row by row.
 */
export async function insertDemoCatalog(tx: Transaction, now: Date): Promise<CatalogImportReport> {
  const storedCinemas = await tx
    .select({ slug: cinemas.slug })
    .from(cinemas)
    .where(
      inArray(
        cinemas.slug,
        DEMO_CINEMAS.map((cinema) => cinema.slug),
      ),
    );
  const storedShows = await tx
    .select({ slug: shows.slug })
    .from(shows)
    .where(
      inArray(
        shows.slug,
        DEMO_SHOWS.map((show) => show.slug),
      ),
    );
  const catalog = validateCatalog(
    demoCatalog(now, {
      cinemas: new Set(storedCinemas.map((row) => row.slug)),
      shows: new Set(storedShows.map((row) => row.slug)),
    }),
  );
  return writeCatalog({ tx, catalog, mode: "insert-missing" });
}
