import {
  type CatalogImportCinema,
  type ListStaffCinemasResponse,
  type PriceList,
  type SeatMap,
  type StaffCinema,
  type StaffPriceListResponse,
  type StaffSeatMapResponse,
  seatsOfMap,
  type UpdateStaffCinemaRequest,
  type UpdateStaffHallRequest,
} from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  cinemaIdsWithPriceList,
  findCinemaBySlug,
  findPriceList,
  findSeatMap,
  hallsOfCinemas,
  listCinemaRows,
  soldSeatsOfHall,
} from "./staff-catalog.repository.ts";
import { auditedWrite, type StaffCatalogOptions, writePartialCatalog } from "./staff-catalog-write.ts";

/**
 * The editors' cinemas, halls, seat maps and price lists (docs/staff.md "Catalog"). Each write is the
 * stored cinema as a catalog file's entry with the edit applied, written by the catalog import's code:
 * the import's checks hold for an edit as for a file.
 */

type CinemaRow = NonNullable<Awaited<ReturnType<typeof findCinemaBySlug>>>;
type HallRow = Awaited<ReturnType<typeof hallsOfCinemas>>[number];

function presentCinema(cinema: CinemaRow, halls: HallRow[], hasPriceList: boolean): StaffCinema {
  return {
    slug: cinema.slug,
    domain: cinema.domain,
    name: cinema.name,
    address: cinema.address,
    postalCode: cinema.postalCode,
    city: cinema.city,
    latitude: cinema.latitude,
    longitude: cinema.longitude,
    tags: cinema.tags,
    hasPmrService: cinema.hasPmrService,
    seatCount: cinema.seatCount,
    descriptions: cinema.descriptions,
    halls: halls
      .filter((hall) => hall.cinemaId === cinema.id)
      .map(({ name, seatCount, technologies, hasSeatMap }) => ({
        name,
        seatCount,
        technologies,
        hasSeatMap,
      })),
    hasPriceList,
  };
}

/** The stored cinema as the import's format writes it, its halls in their order, no map nor prices. */
function asImportCinema(cinema: CinemaRow, halls: HallRow[]): CatalogImportCinema {
  const { id: _id, hallCount: _hallCount, ...fields } = cinema;
  return {
    ...fields,
    halls: halls.map((hall) => ({
      name: hall.name,
      seatCount: hall.seatCount,
      technologies: hall.technologies as CatalogImportCinema["halls"][number]["technologies"],
    })),
  };
}

async function loadCinema(db: Database | Transaction, slug: string) {
  const cinema = await findCinemaBySlug(db, slug);
  if (!cinema) {
    throw new AppError("CINEMA_NOT_FOUND", { detail: `No cinema ${slug}.` });
  }
  const halls = await hallsOfCinemas(db, [cinema.id]);
  return { cinema, halls };
}

function requireHall(halls: HallRow[], name: string): HallRow {
  const hall = halls.find((row) => row.name === name);
  if (!hall) {
    throw new AppError("HALL_NOT_FOUND", { detail: `No hall ${name}.` });
  }
  return hall;
}

export async function listStaffCinemas(options: { db: Database }): Promise<ListStaffCinemasResponse> {
  const rows = await listCinemaRows(options.db);
  const halls = await hallsOfCinemas(
    options.db,
    rows.map((row) => row.id),
  );
  const priced = await cinemaIdsWithPriceList(options.db);
  return { cinemas: rows.map((row) => presentCinema(row, halls, priced.has(row.id))) };
}

async function readCinema(tx: Database | Transaction, slug: string): Promise<StaffCinema> {
  const { cinema, halls } = await loadCinema(tx, slug);
  return presentCinema(cinema, halls, (await findPriceList(tx, cinema.id)) !== undefined);
}

export async function updateStaffCinema(
  options: StaffCatalogOptions & { slug: string; changes: UpdateStaffCinemaRequest },
): Promise<StaffCinema> {
  return auditedWrite(options, async (tx) => {
    const { cinema, halls } = await loadCinema(tx, options.slug);
    const before = await readCinema(tx, options.slug);
    await writePartialCatalog(
      tx,
      { cinemas: [{ ...asImportCinema(cinema, halls), ...options.changes }] },
      "cinemas[0]",
    );
    const after = await readCinema(tx, options.slug);
    return {
      value: after,
      audit: {
        action: "cinema.updated",
        target: { kind: "cinema", id: cinema.id },
        details: { before: { ...before, halls: undefined }, after: { ...after, halls: undefined } },
      },
    };
  });
}

export async function updateStaffHall(
  options: StaffCatalogOptions & { slug: string; hall: string; changes: UpdateStaffHallRequest },
): Promise<StaffCinema> {
  return auditedWrite(options, async (tx) => {
    const { cinema, halls } = await loadCinema(tx, options.slug);
    const before = requireHall(halls, options.hall);
    const file = asImportCinema(cinema, halls);
    file.halls = file.halls.map((hall) =>
      hall.name === options.hall
        ? { ...hall, ...options.changes, technologies: options.changes.technologies ?? [] }
        : hall,
    );
    await writePartialCatalog(tx, { cinemas: [file] }, "cinemas[0]");
    const after = await readCinema(tx, options.slug);
    return {
      value: after,
      audit: {
        action: "hall.updated",
        target: { kind: "hall", id: `${cinema.slug}/${options.hall}` },
        details: {
          before: { seatCount: before.seatCount, technologies: before.technologies },
          after: after.halls.find((hall) => hall.name === options.hall),
        },
      },
    };
  });
}

function describeMap(seatMap: SeatMap, stored: SeatMap | undefined): StaffSeatMapResponse {
  const ids = new Set(seatsOfMap(seatMap).map((seat) => seat.id));
  return {
    seatMap,
    seats: ids.size,
    rows: seatMap.zones.reduce((sum, zone) => sum + zone.rows.length, 0),
    removedSeats: stored ? seatsOfMap(stored).flatMap((seat) => (ids.has(seat.id) ? [] : [seat.id])) : [],
  };
}

/** POST …/seat-map/preview: the map checked by the schema (the route's body) and answered for drawing. */
export async function previewSeatMap(options: {
  db: Database;
  slug: string;
  hall: string;
  seatMap: SeatMap;
}): Promise<StaffSeatMapResponse> {
  const { cinema, halls } = await loadCinema(options.db, options.slug);
  requireHall(halls, options.hall);
  return describeMap(options.seatMap, await findSeatMap(options.db, cinema.id, options.hall));
}

/**
 * PUT …/seat-map: replaces the hall's map, refused whole (SEAT_MAP_SEATS_SOLD) when a seat it drops
 * is sold at one of the hall's sessions to come (their rows locked, so no checkout sells one meanwhile).
 * The tunnel reads the new map at once: any write of the row gives it a new version (HallMapCache).
 */
export async function replaceSeatMap(
  options: StaffCatalogOptions & { slug: string; hall: string; seatMap: SeatMap },
): Promise<StaffSeatMapResponse> {
  return auditedWrite(options, async (tx) => {
    const { cinema, halls } = await loadCinema(tx, options.slug);
    requireHall(halls, options.hall);
    const stored = await findSeatMap(tx, cinema.id, options.hall);
    const described = describeMap(options.seatMap, stored);
    const ids = new Set(seatsOfMap(options.seatMap).map((seat) => seat.id));
    const lost = (await soldSeatsOfHall(tx, cinema.id, options.hall)).filter((seat) => !ids.has(seat)).sort();
    if (lost.length > 0) {
      throw new AppError("SEAT_MAP_SEATS_SOLD", {
        detail: `Sold seats ${lost.join(", ")}.`,
        fields: lost.map((seat) => ({ path: `seatMap.${seat}`, code: "invalid_value" as const })),
      });
    }
    const file = asImportCinema(cinema, halls);
    file.halls = file.halls.map((hall) =>
      hall.name === options.hall ? { ...hall, seatMap: options.seatMap } : hall,
    );
    await writePartialCatalog(tx, { cinemas: [file] }, "cinemas[0]");
    return {
      value: described,
      audit: {
        action: "hall.seat_map_replaced",
        target: { kind: "hall", id: `${cinema.slug}/${options.hall}` },
        details: {
          before: stored ? { seats: seatsOfMap(stored).length } : null,
          after: { seats: described.seats, rows: described.rows },
          removedSeats: described.removedSeats,
        },
      },
    };
  });
}

export async function readPriceList(options: {
  db: Database;
  slug: string;
}): Promise<StaffPriceListResponse> {
  const { cinema } = await loadCinema(options.db, options.slug);
  return { priceList: (await findPriceList(options.db, cinema.id)) ?? null };
}

export async function replacePriceList(
  options: StaffCatalogOptions & { slug: string; priceList: PriceList },
): Promise<StaffPriceListResponse> {
  return auditedWrite(options, async (tx) => {
    const { cinema, halls } = await loadCinema(tx, options.slug);
    const before = (await findPriceList(tx, cinema.id)) ?? null;
    await writePartialCatalog(
      tx,
      { cinemas: [{ ...asImportCinema(cinema, halls), priceList: options.priceList }] },
      "cinemas[0]",
    );
    return {
      value: { priceList: options.priceList },
      audit: {
        action: "prices.replaced",
        target: { kind: "cinema", id: cinema.id },
        details: { before, after: options.priceList },
      },
    };
  });
}
