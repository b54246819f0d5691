import type {
  CatalogImportCinema,
  CatalogImportCounts,
  CatalogImportSession,
  CatalogImportShow,
} from "@cinelux/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import {
  cinemaHalls,
  cinemaPriceLists,
  cinemas,
  concessionItems,
  hallSeatMaps,
  showSessions,
  shows,
  showTranslations,
} from "../../db/schema/index.ts";

/** `update`: a changed field is written (a staff import); `insert-missing`: a stored row is kept as it is (the demo seed). */
export type ImportMode = "update" | "insert-missing";

const BATCH_SIZE = 500;
/** Any constant: two imports at once run one after the other. */
const IMPORT_LOCK = 4_207_044;

export function emptyCounts(): CatalogImportCounts {
  return { created: 0, updated: 0, unchanged: 0 };
}

export async function lockCatalogImport(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
}

/** JSON with its object keys sorted: jsonb keeps its own key order, so equality is checked on this. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * Writes `wanted` over `stored` (a row, or undefined when there is none) and counts the outcome:
 * created, updated when a field differs and the mode allows it, else unchanged.
 */
async function settle<T extends Record<string, unknown>>(
  counts: CatalogImportCounts,
  mode: ImportMode,
  stored: Record<string, unknown> | undefined,
  wanted: T,
  write: { insert: () => Promise<unknown>; update: () => Promise<unknown> },
): Promise<void> {
  if (!stored) {
    await write.insert();
    counts.created += 1;
    return;
  }
  const differs = Object.entries(wanted).some(([key, value]) => canonical(stored[key]) !== canonical(value));
  if (differs && mode === "update") {
    await write.update();
    counts.updated += 1;
    return;
  }
  counts.unchanged += 1;
}

function cinemaFields(cinema: CatalogImportCinema) {
  const { halls, priceList: _priceList, concessions: _concessions, ...fields } = cinema;
  return { ...fields, hallCount: halls.length };
}

/** Upserts the cinemas by slug; answers their ids by slug. */
export async function upsertCinemas(
  tx: Transaction,
  list: CatalogImportCinema[],
  mode: ImportMode,
  counts: CatalogImportCounts,
): Promise<Map<string, string>> {
  const stored = list.length
    ? await tx
        .select()
        .from(cinemas)
        .where(
          inArray(
            cinemas.slug,
            list.map((cinema) => cinema.slug),
          ),
        )
    : [];
  const bySlug = new Map(stored.map((row) => [row.slug, row]));
  const ids = new Map(stored.map((row) => [row.slug, row.id]));
  for (const cinema of list) {
    const fields = cinemaFields(cinema);
    await settle(counts, mode, bySlug.get(cinema.slug), fields, {
      insert: async () => {
        const [row] = await tx.insert(cinemas).values(fields).returning({ id: cinemas.id });
        ids.set(cinema.slug, row?.id as string);
      },
      update: () => tx.update(cinemas).set(fields).where(eq(cinemas.slug, cinema.slug)),
    });
  }
  return ids;
}

/**
 * A cinema's halls by name, in the file's order (hall 1 first); halls the file leaves out keep their
 * rows and are listed after. Positions are unique per cinema, so changed ones pass through negative
 * values first.
 */
export async function upsertHalls(
  tx: Transaction,
  cinemaId: string,
  halls: CatalogImportCinema["halls"],
  mode: ImportMode,
  counts: CatalogImportCounts,
): Promise<void> {
  const stored = await tx.select().from(cinemaHalls).where(eq(cinemaHalls.cinemaId, cinemaId));
  const byName = new Map(stored.map((row) => [row.name, row]));
  const target = new Map(halls.map((hall, index) => [hall.name, index + 1]));
  let next = halls.length;
  for (const row of stored) {
    if (!target.has(row.name)) {
      next += 1;
      target.set(row.name, next);
    }
  }
  if (mode === "insert-missing") {
    // Stored halls keep their places; a new one goes after the last.
    let last = Math.max(0, ...stored.map((row) => row.position));
    for (const hall of halls) {
      if (!byName.has(hall.name)) {
        last += 1;
        target.set(hall.name, last);
      }
    }
  } else if (stored.some((row) => target.get(row.name) !== row.position)) {
    await tx
      .update(cinemaHalls)
      .set({ position: sql`-${cinemaHalls.position}` })
      .where(eq(cinemaHalls.cinemaId, cinemaId));
    for (const row of stored) {
      await tx
        .update(cinemaHalls)
        .set({ position: target.get(row.name) as number })
        .where(and(eq(cinemaHalls.cinemaId, cinemaId), eq(cinemaHalls.name, row.name)));
    }
  }
  for (const hall of halls) {
    const fields = { seatCount: hall.seatCount, technologies: hall.technologies };
    const storedRow = byName.get(hall.name);
    await settle(counts, mode, storedRow, fields, {
      insert: () =>
        tx
          .insert(cinemaHalls)
          .values({ cinemaId, name: hall.name, position: target.get(hall.name) as number, ...fields }),
      update: () =>
        tx
          .update(cinemaHalls)
          .set(fields)
          .where(and(eq(cinemaHalls.cinemaId, cinemaId), eq(cinemaHalls.name, hall.name))),
    });
  }
}

export async function upsertSeatMaps(
  tx: Transaction,
  cinemaId: string,
  halls: CatalogImportCinema["halls"],
  mode: ImportMode,
  counts: CatalogImportCounts,
): Promise<void> {
  const stored = await tx.select().from(hallSeatMaps).where(eq(hallSeatMaps.cinemaId, cinemaId));
  const byName = new Map(stored.map((row) => [row.hallName, row]));
  for (const hall of halls) {
    if (!hall.seatMap) {
      continue;
    }
    const seatMap = hall.seatMap;
    await settle(
      counts,
      mode,
      byName.get(hall.name),
      { seatMap },
      {
        insert: () => tx.insert(hallSeatMaps).values({ cinemaId, hallName: hall.name, seatMap }),
        update: () =>
          tx
            .update(hallSeatMaps)
            .set({ seatMap, updatedAt: new Date() })
            .where(and(eq(hallSeatMaps.cinemaId, cinemaId), eq(hallSeatMaps.hallName, hall.name))),
      },
    );
  }
}

export async function upsertPriceList(
  tx: Transaction,
  cinemaId: string,
  priceList: NonNullable<CatalogImportCinema["priceList"]>,
  mode: ImportMode,
  counts: CatalogImportCounts,
): Promise<void> {
  const [stored] = await tx.select().from(cinemaPriceLists).where(eq(cinemaPriceLists.cinemaId, cinemaId));
  await settle(
    counts,
    mode,
    stored,
    { priceList },
    {
      insert: () => tx.insert(cinemaPriceLists).values({ cinemaId, priceList }),
      update: () =>
        tx
          .update(cinemaPriceLists)
          .set({ priceList, updatedAt: new Date() })
          .where(eq(cinemaPriceLists.cinemaId, cinemaId)),
    },
  );
}

/** The menu by place (position 1 first); items past the file's end stay as they are. */
export async function upsertConcessions(
  tx: Transaction,
  cinemaId: string,
  items: NonNullable<CatalogImportCinema["concessions"]>,
  mode: ImportMode,
  counts: CatalogImportCounts,
): Promise<void> {
  const stored = await tx.select().from(concessionItems).where(eq(concessionItems.cinemaId, cinemaId));
  if (mode === "insert-missing" && stored.length > 0) {
    // A cinema that has a menu keeps it whole: a partial menu would mix two lists.
    counts.unchanged += items.length;
    return;
  }
  const byPosition = new Map(stored.map((row) => [row.position, row]));
  for (const [index, item] of items.entries()) {
    const position = index + 1;
    const row = byPosition.get(position);
    await settle(counts, mode, row, item, {
      insert: () => tx.insert(concessionItems).values({ cinemaId, position, ...item }),
      update: () =>
        tx
          .update(concessionItems)
          .set(item)
          .where(eq(concessionItems.id, row?.id as string)),
    });
  }
}

/** Upserts the shows by slug and their texts by language; answers the ids and durations by slug. */
export async function upsertShows(
  tx: Transaction,
  list: CatalogImportShow[],
  mode: ImportMode,
  counts: { shows: CatalogImportCounts; showTexts: CatalogImportCounts },
): Promise<Map<string, string>> {
  const stored = list.length
    ? await tx
        .select()
        .from(shows)
        .where(
          inArray(
            shows.slug,
            list.map((show) => show.slug),
          ),
        )
    : [];
  const bySlug = new Map(stored.map((row) => [row.slug, row]));
  const ids = new Map(stored.map((row) => [row.slug, row.id]));
  for (const show of list) {
    const { texts: _texts, ...fields } = show;
    await settle(counts.shows, mode, bySlug.get(show.slug), fields, {
      insert: async () => {
        const [row] = await tx.insert(shows).values(fields).returning({ id: shows.id });
        ids.set(show.slug, row?.id as string);
      },
      update: () => tx.update(shows).set(fields).where(eq(shows.slug, show.slug)),
    });
  }
  const showIds = list.map((show) => ids.get(show.slug) as string);
  const texts = showIds.length
    ? await tx.select().from(showTranslations).where(inArray(showTranslations.showId, showIds))
    : [];
  const byKey = new Map(texts.map((row) => [`${row.showId}|${row.language}`, row]));
  for (const show of list) {
    const showId = ids.get(show.slug) as string;
    for (const language of ["fr", "nl", "en"] as const) {
      const text = show.texts[language];
      await settle(counts.showTexts, mode, byKey.get(`${showId}|${language}`), text, {
        insert: () => tx.insert(showTranslations).values({ showId, language, ...text }),
        update: () =>
          tx
            .update(showTranslations)
            .set(text)
            .where(and(eq(showTranslations.showId, showId), eq(showTranslations.language, language))),
      });
    }
  }
  return ids;
}

export async function cinemaIdsBySlug(tx: Transaction, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) {
    return new Map();
  }
  const rows = await tx
    .select({ id: cinemas.id, slug: cinemas.slug })
    .from(cinemas)
    .where(inArray(cinemas.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export async function showIdsBySlug(tx: Transaction, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) {
    return new Map();
  }
  const rows = await tx
    .select({ id: shows.id, slug: shows.slug })
    .from(shows)
    .where(inArray(shows.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Every hall of these cinemas, as `{cinemaId}|{name}` with its technologies. */
export async function hallsOf(tx: Transaction, cinemaIds: string[]): Promise<Map<string, string[]>> {
  if (cinemaIds.length === 0) {
    return new Map();
  }
  const rows = await tx
    .select({
      cinemaId: cinemaHalls.cinemaId,
      name: cinemaHalls.name,
      technologies: cinemaHalls.technologies,
    })
    .from(cinemaHalls)
    .where(inArray(cinemaHalls.cinemaId, cinemaIds));
  return new Map(rows.map((row) => [`${row.cinemaId}|${row.name}`, row.technologies]));
}

export interface ResolvedSession {
  session: CatalogImportSession;
  cinemaId: string;
  showId: string;
  specificities: string[];
}

/** Sessions keyed by cinema, hall and start: a hall shows one session at a time. */
export async function upsertSessions(
  tx: Transaction,
  list: ResolvedSession[],
  mode: ImportMode,
  counts: CatalogImportCounts,
): Promise<void> {
  if (list.length === 0) {
    return;
  }
  const cinemaIds = [...new Set(list.map((item) => item.cinemaId))];
  const stored = await tx.select().from(showSessions).where(inArray(showSessions.cinemaId, cinemaIds));
  const key = (cinemaId: string, hall: string, startsAt: Date) =>
    `${cinemaId}|${hall}|${startsAt.toISOString()}`;
  const byKey = new Map(stored.map((row) => [key(row.cinemaId, row.auditoriumName, row.startsAt), row]));
  const inserts: (typeof showSessions.$inferInsert)[] = [];
  for (const item of list) {
    const startsAt = new Date(item.session.startsAt);
    const fields = {
      showId: item.showId,
      endsAt: new Date(item.session.endsAt),
      version: item.session.version,
      specificities: item.specificities,
    };
    const row = byKey.get(key(item.cinemaId, item.session.hall, startsAt));
    await settle(counts, mode, row, fields, {
      insert: async () => {
        inserts.push({ cinemaId: item.cinemaId, auditoriumName: item.session.hall, startsAt, ...fields });
      },
      update: () =>
        tx
          .update(showSessions)
          .set(fields)
          .where(eq(showSessions.id, row?.id as string)),
    });
  }
  for (let i = 0; i < inserts.length; i += BATCH_SIZE) {
    await tx.insert(showSessions).values(inserts.slice(i, i + BATCH_SIZE));
  }
}
