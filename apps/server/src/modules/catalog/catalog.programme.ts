import { CATALOG_HORIZON_DAYS, DAY_MS, DOMAINS, type DomainId, domainFromHost } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { type PublicReadRouting, readPublic } from "../../db/read-routing.ts";
import { localDateOf } from "../../lib/local-time.ts";
import type { ProgrammeSession } from "./catalog.presenter.ts";
import {
  type CinemaRow,
  type HallRow,
  listCinemas,
  listHalls,
  listSessions,
  listShows,
  type ShowRow,
  type ShowTranslationRow,
} from "./catalog.repository.ts";
import { addDays, localTimeOf, today } from "./catalog-days.ts";

export interface CatalogOptions {
  db: Database;
  /** The request's Host: it picks the domain (fr or nl), as settings and footer do. */
  host: string;
  cache?: PublicReadCache | undefined;
  /** The replica when it may answer, and where the answer came from (docs/scaling.md "Replica reads"). */
  routing?: PublicReadRouting | undefined;
  /** Tests only: the clock. */
  now?: Date;
}

/**
 * One domain's catalog for one local day: every show, the domain's cinemas and their sessions from
 * today to CATALOG_HORIZON_DAYS ahead. Every answer is built from it in memory (a few thousand
 * sessions per domain), so one read serves every filter (docs/catalog.md).
 */
export interface Programme {
  domain: DomainId;
  today: string;
  shows: ShowRow[];
  translations: Map<string, Map<string, ShowTranslationRow>>;
  cinemas: CinemaRow[];
  /** Each cinema's halls by cinema id, hall 1 first (SPEC 3 Cinema `theaters`). */
  hallsByCinema: Map<string, HallRow[]>;
  sessions: ProgrammeSession[];
  sessionsByShow: Map<string, ProgrammeSession[]>;
  /**
   * The answers built from this programme, by kind, language and slug: they live and go with it, so
   * the public read cache holds one entry per domain and day however many pages are asked for.
   */
  answers: Map<string, unknown>;
  /** Filtered show lists, the most recent FILTERED_ANSWERS_KEPT only: their combinations are many. */
  filteredAnswers: Map<string, unknown>;
}

/** Enough for the filters a page offers in a day; a search (`q`) is never kept. */
export const FILTERED_ANSWERS_KEPT = 64;

function context(options: CatalogOptions) {
  const domain = domainFromHost(options.host).id;
  const now = options.now ?? new Date();
  return { domain, now, day: today(now) };
}

/** An answer built once per programme (the same object every time: its JSON and ETag are kept). */
export function memo<T>(plan: Programme, key: string, build: () => T): T {
  if (plan.answers.has(key)) {
    return plan.answers.get(key) as T;
  }
  const answer = build();
  plan.answers.set(key, answer);
  return answer;
}

/** As memo, for answers of many possible keys: the oldest goes once FILTERED_ANSWERS_KEPT are held. */
export function memoRecent<T>(plan: Programme, key: string, build: () => T): T {
  if (plan.filteredAnswers.has(key)) {
    return plan.filteredAnswers.get(key) as T;
  }
  const answer = build();
  if (plan.filteredAnswers.size >= FILTERED_ANSWERS_KEPT) {
    const oldest = plan.filteredAnswers.keys().next().value;
    if (oldest !== undefined) {
      plan.filteredAnswers.delete(oldest);
    }
  }
  plan.filteredAnswers.set(key, answer);
  return answer;
}

async function loadProgramme(db: Database, domain: DomainId, now: Date, day: string): Promise<Programme> {
  // A day's first sessions started before `now`: a day and a half back covers any offset.
  const from = new Date(now.getTime() - 1.5 * DAY_MS);
  const to = new Date(now.getTime() + (CATALOG_HORIZON_DAYS + 1) * DAY_MS);
  const last = addDays(day, CATALOG_HORIZON_DAYS - 1);
  const [{ shows, translations }, cinemas, halls, rows] = await Promise.all([
    listShows(db),
    listCinemas(db, domain),
    listHalls(db, domain),
    listSessions(db, domain, from, to),
  ]);
  const hallsByCinema = new Map<string, HallRow[]>();
  for (const hall of halls) {
    const list = hallsByCinema.get(hall.cinemaId);
    if (list) {
      list.push(hall);
    } else {
      hallsByCinema.set(hall.cinemaId, [hall]);
    }
  }
  const sessions: ProgrammeSession[] = [];
  const sessionsByShow = new Map<string, ProgrammeSession[]>();
  for (const row of rows) {
    const date = localDateOf(row.startsAt);
    if (date < day || date > last) {
      continue;
    }
    const session = { ...row, date, time: localTimeOf(row.startsAt) };
    sessions.push(session);
    const list = sessionsByShow.get(row.showId);
    if (list) {
      list.push(session);
    } else {
      sessionsByShow.set(row.showId, [session]);
    }
  }
  const byShow = new Map<string, Map<string, ShowTranslationRow>>();
  for (const translation of translations) {
    const map = byShow.get(translation.showId) ?? new Map<string, ShowTranslationRow>();
    map.set(translation.language, translation);
    byShow.set(translation.showId, map);
  }
  return {
    domain,
    today: day,
    shows,
    translations: byShow,
    cinemas,
    hallsByCinema,
    sessions,
    sessionsByShow,
    answers: new Map(),
    filteredAnswers: new Map(),
  };
}

/**
 * Through the public read cache when given: the key names the local day, so nothing built from it
 * outlives the day; a change to a catalog table drops it (NOTIFY public_read_changed, migration 0011).
 */
export async function programme(options: CatalogOptions): Promise<Programme> {
  const { domain, now, day } = context(options);
  return readPublic({
    db: options.db,
    cache: options.cache,
    key: `catalog programme ${domain} ${day}`,
    routing: options.routing,
    load: (db) => loadProgramme(db, domain, now, day),
  });
}

/**
 * Reads every domain's programme into the cache, one after the other. The production entry calls it
 * shortly after a start (server.ts), so the first visitor of each domain's catalog does not wait for
 * the week's sessions to be read (~0.1-0.3 s on PGlite, which runs one query at a time).
 */
export async function primeProgrammes(
  db: Database,
  cache: PublicReadCache,
  now?: Date,
  routing?: PublicReadRouting,
): Promise<void> {
  for (const domain of Object.values(DOMAINS)) {
    await programme({ db, cache, host: domain.host, routing, ...(now ? { now } : {}) });
  }
}
