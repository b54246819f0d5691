import {
  type DomainId,
  domainFromHost,
  type FavouriteCinemaChoicesResponse,
  type FavouriteCinemasResponse,
  favouritesAfterAdding,
} from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError, accountGone } from "../../lib/app-error.ts";
import {
  deleteFavouriteCinemas,
  findCinemaChoices,
  findDomainCinemaIds,
  findFavouriteCinemas,
  insertFavouriteCinemas,
  lockAccount,
} from "./favourites.repository.ts";

/**
 * Favourite cinemas (docs/domain/favourites-friends.md): SPEC 7 GET, PATCH, DELETE
 * /api/accounts/me/cinemas. Only cinemas of the request's domain are listed, added or removed;
 * every write answers the list.
 */

/** GET /api/accounts/me/cinemas: the favourites of the request's domain, in the order added. */
export async function listFavouriteCinemas(options: {
  db: Database;
  accountId: string;
  host: string;
}): Promise<FavouriteCinemasResponse> {
  return findFavouriteCinemas(options.db, options.accountId, domainFromHost(options.host).id);
}

/** GET /api/accounts/me/cinemas/choices: the picker's list, every cinema of the request's domain. */
export async function listFavouriteCinemaChoices(options: {
  db: Database;
  host: string;
}): Promise<FavouriteCinemaChoicesResponse> {
  return findCinemaChoices(options.db, domainFromHost(options.host).id);
}

const notFound = () => new AppError("FAVOURITE_CINEMA_NOT_FOUND");

/** An add or a removal of favourite cinemas on the site of `host`. */
interface FavouriteCinemasChange {
  db: Database;
  accountId: string;
  host: string;
  cinemas: string[];
}

/** 404 FAVOURITE_CINEMA_NOT_FOUND unless every asked cinema (each once) is one of this site's. */
async function requireDomainCinemas(tx: Transaction, asked: string[], domain: DomainId): Promise<void> {
  const known = await findDomainCinemaIds(tx, asked, domain);
  if (known.length !== asked.length) {
    throw notFound();
  }
}

/**
 * PATCH /api/accounts/me/cinemas: adds the cinemas; SPEC 5 refuses the whole add with 409
 * FAVOURITES_LIMIT when the customer would hold more than MAX_FAVOURITE_CINEMAS. The account's row is
 * locked first, so two adds at once are counted one after the other.
 */
export async function addFavouriteCinemas(
  options: FavouriteCinemasChange,
): Promise<FavouriteCinemasResponse> {
  const domain = domainFromHost(options.host).id;
  const asked = [...new Set(options.cinemas)];
  return options.db.transaction(async (tx) => {
    if (!(await lockAccount(tx, options.accountId))) {
      throw accountGone();
    }
    await requireDomainCinemas(tx, asked, domain);
    // SPEC 5 counts what the customer sees: this site's favourites.
    const held = (await findFavouriteCinemas(tx, options.accountId, domain)).map((cinema) => cinema.id);
    const next = favouritesAfterAdding(held, asked);
    if (next.overLimit) {
      throw new AppError("FAVOURITES_LIMIT");
    }
    if (next.added.length > 0) {
      await insertFavouriteCinemas(tx, options.accountId, next.added);
    }
    return findFavouriteCinemas(tx, options.accountId, domain);
  });
}

/** DELETE /api/accounts/me/cinemas: removes the cinemas; one that is not a favourite of this site is a 404. */
export async function removeFavouriteCinemas(
  options: FavouriteCinemasChange,
): Promise<FavouriteCinemasResponse> {
  const domain = domainFromHost(options.host).id;
  const asked = [...new Set(options.cinemas)];
  return options.db.transaction(async (tx) => {
    await requireDomainCinemas(tx, asked, domain);
    const removed = await deleteFavouriteCinemas(tx, options.accountId, asked);
    if (removed.length !== asked.length) {
      // Rolls the transaction back: nothing is removed when one of them is not a favourite.
      throw notFound();
    }
    return findFavouriteCinemas(tx, options.accountId, domain);
  });
}
