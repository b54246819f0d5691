import type { Language, MoviesToNoteResponse } from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { toShowToRate } from "./feelings.presenter.ts";
import {
  findSeenShow,
  insertIgnoredShows,
  listAllShowIdsToRate,
  listShowsToRate,
} from "./feelings.repository.ts";

/**
 * Films to rate (docs/domain/feelings.md): the shows of the customer's confirmed past
 * bookings not yet rated nor ignored; ignoring one, or purging the list (ignoring them all).
 */

/** GET /api/accounts/me/movieToNote: the last seen first, at most MAX_SHOWS_TO_RATE. */
export async function listMoviesToNote(options: {
  db: Database | Transaction;
  accountId: string;
  language: Language;
  now?: Date;
}): Promise<MoviesToNoteResponse> {
  const rows = await listShowsToRate(options.db, { ...options, now: options.now ?? new Date() });
  return { shows: rows.map(toShowToRate) };
}

/**
 * PATCH /api/accounts/me/ignoreMovie: the show (its salesforce id, `idSpectacle`) leaves the films
 * to rate for good. Only a show the customer saw can be ignored: any other id, another customer's
 * film included, answers MOVIE_TO_NOTE_NOT_FOUND. Ignoring twice changes nothing.
 */
export async function ignoreMovie(options: {
  db: Database;
  accountId: string;
  language: Language;
  salesforceShowId: string;
  now?: Date;
}): Promise<MoviesToNoteResponse> {
  const { db, accountId } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const show = await findSeenShow(tx, { accountId, salesforceShowId: options.salesforceShowId, now });
    if (!show) {
      throw new AppError("MOVIE_TO_NOTE_NOT_FOUND");
    }
    await insertIgnoredShows(tx, accountId, [show.id]);
    return listMoviesToNote({ db: tx, accountId, language: options.language, now });
  });
}

/** POST /api/accounts/me/movieToNote/purge: every film to rate is ignored; the list comes back empty. */
export async function purgeMoviesToNote(options: {
  db: Database;
  accountId: string;
  language: Language;
  now?: Date;
}): Promise<MoviesToNoteResponse> {
  const { db, accountId } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await insertIgnoredShows(tx, accountId, await listAllShowIdsToRate(tx, accountId, now));
    return listMoviesToNote({ db: tx, accountId, language: options.language, now });
  });
}
