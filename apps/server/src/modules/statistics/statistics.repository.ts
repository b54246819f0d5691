import { ORIGINAL_VERSIONS, PASS_TYPES } from "@cinelux/contract";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices } from "../../db/schema/index.ts";
import { CINEMA_TIME_ZONE } from "../../lib/local-time.ts";

/**
 * The statistics' reads (docs/domain/statistics.md): two aggregate queries over the customer's
 * sessions seen, whatever the length of the history, plus one sum of the pass's invoices. A
 * session seen is a CONFIRMED booking whose session has ended; bookings_account_status_idx finds
 * them.
 */

// Constants written into the text: as parameters, PostgreSQL would see the grouped expression and
// the selected one as different (as etickets.repository's historyGroups explains).
const ZONE = sql.raw(`'${CINEMA_TIME_ZONE}'`);
// The contract's own constant lists (pass types, versions), quotes doubled all the same.
const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", "));

function seenSessions(accountId: string, now: Date) {
  return sql`
    select s.starts_at, s.version, s.cinema_id, c.slug as cinema_slug, c.name as cinema_name,
           c.domain, sh.duration_minutes, sh.genres, cardinality(b.seats) as seats,
           (b.payment->>'means') in (${quoted(PASS_TYPES)}) as by_pass,
           to_char(s.starts_at at time zone ${ZONE}, 'YYYY-MM') as month,
           extract(year from s.starts_at at time zone ${ZONE})::int as year
    from bookings b
    join show_sessions s on s.id = b.session_id
    join shows sh on sh.id = s.show_id
    join cinemas c on c.id = s.cinema_id
    where b.account_id = ${accountId}::uuid and b.status = 'CONFIRMED' and s.ends_at <= ${now.toISOString()}::timestamptz`;
}

/** One row of the grouping sets: the totals (kind "all"), a cinema or a month. */
export interface SeenAggregateRow {
  kind: "all" | "cinema" | "month";
  cinema_id: string | null;
  cinema_slug: string | null;
  cinema_name: string | null;
  month: string | null;
  sessions: number;
  minutes: number;
  original_version: number;
  last_seen: string;
  year_sessions: number;
  year_minutes: number;
  pass_seats_fr: number;
  pass_seats_nl: number;
}

/**
 * The totals, the sessions per cinema and per month (months from `fromMonth` on) in one pass over
 * the sessions seen; the year's figures (`year`) ride along on the totals' row.
 */
export async function seenAggregates(
  db: Database,
  options: { accountId: string; now: Date; fromMonth: string; year: number },
): Promise<SeenAggregateRow[]> {
  const inYear = sql`year = ${options.year}`;
  const result = await db.execute(sql`
    with seen as (${seenSessions(options.accountId, options.now)})
    select case when grouping(cinema_id) = 0 then 'cinema' when grouping(month) = 0 then 'month' else 'all' end as kind,
           cinema_id, cinema_slug, cinema_name, month,
           count(*)::int as sessions,
           coalesce(sum(duration_minutes), 0)::int as minutes,
           (count(*) filter (where version in (${quoted(ORIGINAL_VERSIONS)})))::int as original_version,
           to_char(max(starts_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_seen,
           (count(*) filter (where ${inYear}))::int as year_sessions,
           coalesce(sum(duration_minutes) filter (where ${inYear}), 0)::int as year_minutes,
           coalesce(sum(seats) filter (where ${inYear} and by_pass and domain = 'fr'), 0)::int as pass_seats_fr,
           coalesce(sum(seats) filter (where ${inYear} and by_pass and domain = 'nl'), 0)::int as pass_seats_nl
    from seen
    group by grouping sets ((), (cinema_id, cinema_slug, cinema_name), (month))
    having grouping(month) = 1 or month >= ${options.fromMonth}`);
  return (result as unknown as { rows: SeenAggregateRow[] }).rows;
}

export interface GenreAggregateRow {
  genre: string;
  sessions: number;
  last_seen: string;
}

/** The sessions seen per genre of their show (a show of two genres counts for both). */
export async function genreAggregates(
  db: Database,
  options: { accountId: string; now: Date },
): Promise<GenreAggregateRow[]> {
  const result = await db.execute(sql`
    with seen as (${seenSessions(options.accountId, options.now)})
    select genre, count(*)::int as sessions,
           to_char(max(starts_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_seen
    from seen, unnest(genres) as genre
    group by genre`);
  return (result as unknown as { rows: GenreAggregateRow[] }).rows;
}

/** What the customer's pass invoices issued in `year` add up to (EUR cents). */
export async function passCostOfYear(db: Database, accountId: string, year: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${invoices.amountCents}), 0)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.accountId, accountId),
        gte(invoices.issuedOn, `${year}-01-01`),
        lte(invoices.issuedOn, `${year}-12-31`),
      ),
    );
  return Number(row?.total ?? 0);
}
