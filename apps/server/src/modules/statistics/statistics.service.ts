import {
  fillMonths,
  INTEREST_GENRE_LABELS,
  type InterestGenre,
  type Language,
  mostSeen,
  passSavings,
  STATISTICS_TOP,
  type StatisticsCinema,
  type StatisticsGenre,
  type StatisticsResponse,
  statisticsMonths,
  topBuckets,
  voPercentOf,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { localDateOf } from "../../lib/local-time.ts";
import {
  genreAggregates,
  passCostOfYear,
  type SeenAggregateRow,
  seenAggregates,
} from "./statistics.repository.ts";

/** A genre's label in `language` (INTEREST_GENRE_LABELS); a genre outside the list keeps its id. */
function genreLabel(id: string, language: Language): string {
  return INTEREST_GENRE_LABELS[id as InterestGenre]?.[language] ?? id;
}

function cinemaOf(row: SeenAggregateRow): StatisticsCinema {
  return {
    id: row.cinema_id ?? "",
    slug: row.cinema_slug ?? "",
    name: row.cinema_name ?? "",
    count: row.sessions,
  };
}

/**
 * The signed-in customer's statistics (SPEC 3), charts and yearly recap, from their
 * sessions seen (docs/domain/statistics.md). `year` defaults to the current year of the cinemas.
 */
export async function computeStatistics(options: {
  db: Database;
  accountId: string;
  language: Language;
  year?: number | undefined;
  now?: Date;
}): Promise<StatisticsResponse> {
  const now = options.now ?? new Date();
  const today = localDateOf(now);
  const year = options.year ?? Number(today.slice(0, 4));
  const months = statisticsMonths(today);
  const query = { accountId: options.accountId, now };
  const [rows, genreRows, passCost] = await Promise.all([
    seenAggregates(options.db, { ...query, fromMonth: months[0] ?? today.slice(0, 7), year }),
    genreAggregates(options.db, query),
    passCostOfYear(options.db, options.accountId, year),
  ]);
  const totals = rows.find((row) => row.kind === "all");
  const cinemaBuckets = rows
    .filter((row) => row.kind === "cinema")
    .map((row) => ({ key: row.cinema_id ?? "", count: row.sessions, lastSeen: row.last_seen, row }));
  const genreBuckets = genreRows.map((row) => ({
    key: row.genre,
    count: row.sessions,
    lastSeen: row.last_seen,
  }));
  const genreOf = (bucket: { key: string; count: number }): StatisticsGenre => ({
    id: bucket.key,
    label: genreLabel(bucket.key, options.language),
    count: bucket.count,
  });
  const favouriteGenre = mostSeen(genreBuckets);
  const favouriteCinema = mostSeen(cinemaBuckets);
  const savings = passSavings({
    passSeats: { fr: totals?.pass_seats_fr ?? 0, nl: totals?.pass_seats_nl ?? 0 },
    passCostCents: passCost,
  });
  return {
    timeSpent: totals?.minutes ?? 0,
    showsSeen: totals?.sessions ?? 0,
    favoriteGenre: favouriteGenre ? genreOf(favouriteGenre) : null,
    mostVisitedCinema: favouriteCinema ? cinemaOf(favouriteCinema.row) : null,
    voPercent: voPercentOf(totals?.original_version ?? 0, totals?.sessions ?? 0),
    months: fillMonths(
      months,
      rows
        .filter((row) => row.kind === "month")
        .map((row) => ({ month: row.month ?? "", count: row.sessions })),
    ),
    genres: topBuckets(genreBuckets, STATISTICS_TOP).map(genreOf),
    cinemas: topBuckets(cinemaBuckets, STATISTICS_TOP).map((bucket) => cinemaOf(bucket.row)),
    recap: {
      year,
      showsSeen: totals?.year_sessions ?? 0,
      minutes: totals?.year_minutes ?? 0,
      passSeats: (totals?.pass_seats_fr ?? 0) + (totals?.pass_seats_nl ?? 0),
      ticketsValue: savings.ticketsValueCents,
      passCost: savings.passCostCents,
      saved: savings.savedCents,
    },
  };
}
