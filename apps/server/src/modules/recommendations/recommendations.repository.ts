import { type Language, LIKED_EMOTION, MAX_FEELINGS, MAX_FRIENDS } from "@cinelux/contract";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/**
 * The recommendations' reads (docs/domain/statistics.md): each a bounded query on an index of the
 * customer (favourite_cinemas, show_feelings, ignored_shows, friendships, bookings by account).
 */

/** Rows of `db.execute`: both drivers (pg, PGlite) answer `{ rows }`. */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A show's title in `language`, else its catalog title. */
function titleIn(language: Language) {
  return sql`coalesce((select t.title from show_translations t where t.show_id = sh.id and t.language = ${language}), sh.title)`;
}

/** Candidates can only be what is on: a bound for a chain's programme at six cinemas. */
const MAX_CANDIDATES = 500;

export interface CandidateRow {
  id: string;
  slug: string;
  title: string;
  genres: string[];
  is_movie: boolean;
  next_session: string;
  cinema_name: string;
}

/** Every show with a session to come at one of the customer's favourite cinemas, its next one first. */
export async function candidateShows(
  db: Database,
  options: { accountId: string; language: Language; now: Date },
): Promise<CandidateRow[]> {
  return rowsOf<CandidateRow>(
    db,
    sql`
    select sh.id, sh.slug, ${titleIn(options.language)} as title, sh.genres, sh.is_movie,
           to_char(next.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as next_session,
           next.cinema_name
    from (
      select distinct on (s.show_id) s.show_id, s.starts_at, c.name as cinema_name
      from favourite_cinemas f
      join show_sessions s on s.cinema_id = f.cinema_id and s.starts_at > ${options.now.toISOString()}::timestamptz
      join cinemas c on c.id = s.cinema_id
      where f.account_id = ${options.accountId}::uuid
      order by s.show_id, s.starts_at, c.name
    ) next
    join shows sh on sh.id = next.show_id
    order by next.starts_at, sh.slug
    limit ${MAX_CANDIDATES}`,
  );
}

export async function countFavouriteCinemas(db: Database, accountId: string): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from favourite_cinemas where account_id = ${accountId}::uuid`,
  );
  return Number(row?.total ?? 0);
}

/** Shows never to suggest: booked (CONFIRMED, seen or to come), rated, or set aside as not to rate. */
export async function excludedShowIds(db: Database, accountId: string): Promise<Set<string>> {
  const rows = await rowsOf<{ show_id: string }>(
    db,
    sql`
    select s.show_id from bookings b join show_sessions s on s.id = b.session_id
      where b.account_id = ${accountId}::uuid and b.status = 'CONFIRMED'
    union
    select show_id from show_feelings where account_id = ${accountId}::uuid and emotion is not null
    union
    select show_id from ignored_shows where account_id = ${accountId}::uuid`,
  );
  return new Set(rows.map((row) => row.show_id));
}

export interface OwnFeelingRow {
  show_id: string;
  title: string;
  genres: string[];
  intention: number | null;
  emotion: number | null;
}

/** The customer's wishes and ratings, newest first. */
export async function ownFeelings(
  db: Database,
  options: { accountId: string; language: Language },
): Promise<OwnFeelingRow[]> {
  return rowsOf<OwnFeelingRow>(
    db,
    sql`
    select f.show_id, ${titleIn(options.language)} as title, sh.genres, f.intention, f.emotion
    from show_feelings f join shows sh on sh.id = f.show_id
    where f.account_id = ${options.accountId}::uuid
    order by f.updated_at desc, f.show_id
    limit ${MAX_FEELINGS}`,
  );
}

/**
 * The first names of the customer's accepted friends (either side of the invitation) who liked
 * a show, per show, newest rating first.
 */
export async function friendLikes(db: Database, accountId: string): Promise<Map<string, string[]>> {
  const rows = await rowsOf<{ show_id: string; first_name: string }>(
    db,
    sql`
    select sf.show_id, a.first_name
    from friendships fr
    join accounts a on a.id = case when fr.requester_id = ${accountId}::uuid then fr.addressee_id else fr.requester_id end
    join show_feelings sf on sf.account_id = a.id and sf.emotion >= ${LIKED_EMOTION}
    where fr.accepted_at is not null
      and (fr.requester_id = ${accountId}::uuid or fr.addressee_id = ${accountId}::uuid)
      and a.first_name is not null and a.first_name <> ''
    order by sf.updated_at desc, a.first_name
    limit ${MAX_FRIENDS * 20}`,
  );
  const likes = new Map<string, string[]>();
  for (const row of rows) {
    const names = likes.get(row.show_id) ?? [];
    names.push(row.first_name);
    likes.set(row.show_id, names);
  }
  return likes;
}

/** SPEC 3 interest.genres of the account ([] when none). */
export async function interestGenres(db: Database, accountId: string): Promise<string[]> {
  const [row] = await rowsOf<{ interest: { genres?: string[] } | null }>(
    db,
    sql`select interest from accounts where id = ${accountId}::uuid`,
  );
  return row?.interest?.genres ?? [];
}
