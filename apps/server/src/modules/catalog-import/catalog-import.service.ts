import {
  CATALOG_IMPORT_KINDS,
  type CatalogImport,
  type CatalogImportReport,
  CatalogImportSchema,
} from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import {
  cinemaIdsBySlug,
  emptyCounts,
  hallsOf,
  type ImportMode,
  lockCatalogImport,
  type ResolvedSession,
  showIdsBySlug,
  upsertCinemas,
  upsertConcessions,
  upsertHalls,
  upsertPriceList,
  upsertSeatMaps,
  upsertSessions,
  upsertShows,
} from "./catalog-import.repository.ts";
import { formatJsonPath, lineOfJsonPath } from "./json-lines.ts";

export type { ImportMode } from "./catalog-import.repository.ts";

/** The first bad place of a catalog file: its JSON path, the line it starts on when known, why. */
export interface CatalogImportProblem {
  path: string;
  line?: number;
  message: string;
}

/** A refusal of the file: nothing was written. */
export class CatalogImportError extends Error {
  readonly problem: CatalogImportProblem;

  constructor(problem: CatalogImportProblem) {
    super(`${problem.path}${problem.line ? ` (line ${problem.line})` : ""}: ${problem.message}`);
    this.problem = problem;
  }
}

/**
 * Reads a catalog file's text (docs/catalog-import.md): its JSON syntax, then the contract's
 * CatalogImportSchema, then what ties its parts together. Throws CatalogImportError naming the first
 * bad place.
 */
export function parseCatalogFile(text: string): CatalogImport {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CatalogImportError({ path: "", message: `not JSON: ${(error as Error).message}` });
  }
  return validateCatalog(value, text);
}

/** The contract's checks on a catalog object; `text`, when given, places the first problem on a line. */
export function validateCatalog(value: unknown, text?: string): CatalogImport {
  const parsed = CatalogImportSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = (issue?.path ?? []).filter((step) => typeof step !== "symbol") as (string | number)[];
    throw new CatalogImportError({
      path: formatJsonPath(path),
      line: text === undefined ? undefined : nearestLine(text, path),
      message: issue?.message ?? "invalid",
    });
  }
  const catalog = parsed.data;
  const refuse = (path: (string | number)[], message: string): never => {
    throw new CatalogImportError({
      path: formatJsonPath(path),
      line: text === undefined ? undefined : nearestLine(text, path),
      message,
    });
  };
  const cinemaSlugs = new Set<string>();
  for (const [index, cinema] of catalog.cinemas.entries()) {
    if (cinemaSlugs.has(cinema.slug)) {
      refuse(["cinemas", index, "slug"], `the cinema ${cinema.slug} is listed twice`);
    }
    cinemaSlugs.add(cinema.slug);
    const halls = new Set<string>();
    for (const [hallIndex, hall] of cinema.halls.entries()) {
      if (halls.has(hall.name)) {
        refuse(["cinemas", index, "halls", hallIndex, "name"], `the hall ${hall.name} is listed twice`);
      }
      halls.add(hall.name);
    }
  }
  const showSlugs = new Set<string>();
  for (const [index, show] of catalog.shows.entries()) {
    if (showSlugs.has(show.slug)) {
      refuse(["shows", index, "slug"], `the show ${show.slug} is listed twice`);
    }
    showSlugs.add(show.slug);
  }
  for (const [index, session] of catalog.sessions.entries()) {
    if (Date.parse(session.endsAt) <= Date.parse(session.startsAt)) {
      refuse(["sessions", index, "endsAt"], "a session ends after it starts");
    }
  }
  return catalog;
}

/** The line of `path`, else of the nearest place above it that the file has (a missing key's object). */
function nearestLine(text: string, path: (string | number)[]): number | undefined {
  for (let length = path.length; length >= 0; length--) {
    const line = lineOfJsonPath(text, path.slice(0, length));
    if (line !== undefined) {
      return line;
    }
  }
  return undefined;
}

/**
 * Writes a validated catalog inside `tx` (the caller's transaction), cinemas and shows first, then
 * halls, seat maps, prices, menus and sessions. A session's cinema, hall and show are the file's or
 * already stored; one that names neither refuses the whole import.
 */
export async function writeCatalog(options: {
  tx: Transaction;
  catalog: CatalogImport;
  mode: ImportMode;
}): Promise<CatalogImportReport> {
  const { tx, catalog, mode } = options;
  const report = Object.fromEntries(
    CATALOG_IMPORT_KINDS.map((kind) => [kind, emptyCounts()]),
  ) as CatalogImportReport;
  await lockCatalogImport(tx);
  const cinemaIds = await upsertCinemas(tx, catalog.cinemas, mode, report.cinemas);
  for (const cinema of catalog.cinemas) {
    const cinemaId = cinemaIds.get(cinema.slug) as string;
    await upsertHalls(tx, cinemaId, cinema.halls, mode, report.halls);
    await upsertSeatMaps(tx, cinemaId, cinema.halls, mode, report.seatMaps);
    if (cinema.priceList) {
      await upsertPriceList(tx, cinemaId, cinema.priceList, mode, report.priceLists);
    }
    if (cinema.concessions) {
      await upsertConcessions(tx, cinemaId, cinema.concessions, mode, report.concessions);
    }
  }
  const showIds = await upsertShows(tx, catalog.shows, mode, report);
  const sessions = await resolveSessions(tx, catalog, { cinemaIds, showIds });
  await upsertSessions(tx, sessions, mode, report.sessions);
  return report;
}

async function resolveSessions(
  tx: Transaction,
  catalog: CatalogImport,
  known: { cinemaIds: Map<string, string>; showIds: Map<string, string> },
): Promise<ResolvedSession[]> {
  const otherCinemas = await cinemaIdsBySlug(
    tx,
    [...new Set(catalog.sessions.map((session) => session.cinema))].filter(
      (slug) => !known.cinemaIds.has(slug),
    ),
  );
  const otherShows = await showIdsBySlug(
    tx,
    [...new Set(catalog.sessions.map((session) => session.show))].filter((slug) => !known.showIds.has(slug)),
  );
  const cinemaIds = new Map([...known.cinemaIds, ...otherCinemas]);
  const showIds = new Map([...known.showIds, ...otherShows]);
  const halls = await hallsOf(tx, [...new Set(cinemaIds.values())]);
  return catalog.sessions.map((session, index) => {
    const where = (field: string) => formatJsonPath(["sessions", index, field]);
    const cinemaId = cinemaIds.get(session.cinema);
    if (!cinemaId) {
      throw new CatalogImportError({ path: where("cinema"), message: `no cinema ${session.cinema}` });
    }
    const technologies = halls.get(`${cinemaId}|${session.hall}`);
    if (!technologies) {
      throw new CatalogImportError({
        path: where("hall"),
        message: `${session.cinema} has no hall ${session.hall}`,
      });
    }
    const showId = showIds.get(session.show);
    if (!showId) {
      throw new CatalogImportError({ path: where("show"), message: `no show ${session.show}` });
    }
    return { session, cinemaId, showId, specificities: session.specificities ?? technologies };
  });
}

/** `npm run catalog:import`: the file's text checked whole, then written in one transaction. */
export async function importCatalog(options: {
  db: Database;
  text: string;
  mode?: ImportMode;
}): Promise<CatalogImportReport> {
  const catalog = parseCatalogFile(options.text);
  try {
    return await options.db.transaction((tx) =>
      writeCatalog({ tx, catalog, mode: options.mode ?? "update" }),
    );
  } catch (error) {
    if (error instanceof CatalogImportError && error.problem.line === undefined) {
      const path = error.problem.path
        .split(/\.|\[|\]/)
        .filter(Boolean)
        .map((step) => (/^\d+$/.test(step) ? Number(step) : step));
      throw new CatalogImportError({ ...error.problem, line: nearestLine(options.text, path) });
    }
    throw error;
  }
}
