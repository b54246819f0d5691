import { INTEREST_GENRE_LABELS, type InterestGenre } from "@cinelux/contract/interests";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { StatisticsQuerySchema, type StatisticsResponse } from "@cinelux/contract/statistics";
import {
  type CountedKey,
  fillMonths,
  isOriginalVersion,
  mostSeen,
  passSavings,
  statisticsMonths,
  topBuckets,
  voPercentOf,
} from "@cinelux/contract/statistics-rules";
import { HttpResponse, http } from "msw";
import { FAKE_CINEMAS, FAKE_SHOWS } from "../data/catalog";
import { fakeCinemaUuid, fakeHistory } from "../data/history";
import { fakeDb } from "../fake-db";
import { signedInQuery } from "../fake-responses";

/**
 * The statistics on the fakes (docs/domain/statistics.md), from the fake booking history
 * (data/history.ts: its CONFIRMED bookings are the sessions seen; a 0 € one was paid with the
 * pass) and the fake pass's invoices, with the contract's rules, as the server computes them.
 */

const localDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

function count(buckets: Map<string, CountedKey>, key: string, seenAt: string) {
  const bucket = buckets.get(key) ?? { key, count: 0, lastSeen: seenAt };
  bucket.count += 1;
  bucket.lastSeen = seenAt > bucket.lastSeen ? seenAt : bucket.lastSeen;
  buckets.set(key, bucket);
}

export function fakeStatistics(
  language: Language,
  options: {
    now?: Date;
    year?: number | undefined;
    invoices?: readonly { date: string; amount: number }[];
  } = {},
): StatisticsResponse {
  const now = options.now ?? new Date();
  const today = localDate.format(now);
  const year = options.year ?? Number(today.slice(0, 4));
  const seen = fakeHistory(language, now).filter((booking) => booking.status === "CONFIRMED");
  const genres = new Map<string, CountedKey>();
  const cinemas = new Map<string, CountedKey>();
  const months = new Map<string, number>();
  let minutes = 0;
  let original = 0;
  const recap = { showsSeen: 0, minutes: 0, passSeats: 0 };
  for (const booking of seen) {
    const show = FAKE_SHOWS.find((candidate) => candidate.slug === booking.show.slug);
    const duration = show?.durationMinutes ?? 0;
    const day = localDate.format(new Date(booking.session.startDate));
    minutes += duration;
    original += isOriginalVersion(booking.session.version) ? 1 : 0;
    for (const genre of show?.genres ?? []) {
      count(genres, genre, booking.session.startDate);
    }
    count(cinemas, booking.cinema.id, booking.session.startDate);
    months.set(day.slice(0, 7), (months.get(day.slice(0, 7)) ?? 0) + 1);
    if (Number(day.slice(0, 4)) === year) {
      recap.showsSeen += 1;
      recap.minutes += duration;
      recap.passSeats += booking.amount === 0 ? booking.seats.length : 0;
    }
  }
  const genreOf = (bucket: CountedKey) => ({
    id: bucket.key,
    label: INTEREST_GENRE_LABELS[bucket.key as InterestGenre]?.[language] ?? bucket.key,
    count: bucket.count,
  });
  const cinemaOf = (bucket: CountedKey) => {
    const cinema = FAKE_CINEMAS.find((candidate) => fakeCinemaUuid(candidate.slug) === bucket.key);
    return { id: bucket.key, slug: cinema?.slug ?? "", name: cinema?.name ?? "", count: bucket.count };
  };
  const passCostCents = (options.invoices ?? [])
    .filter((invoice) => invoice.date.startsWith(`${year}-`))
    .reduce((sum, invoice) => sum + invoice.amount, 0);
  // The fake customer's cinemas are all French: their seats are priced at the French ticket.
  const savings = passSavings({ passSeats: { fr: recap.passSeats, nl: 0 }, passCostCents });
  const favouriteGenre = mostSeen([...genres.values()]);
  const favouriteCinema = mostSeen([...cinemas.values()]);
  const window = statisticsMonths(today);
  return {
    timeSpent: minutes,
    showsSeen: seen.length,
    favoriteGenre: favouriteGenre ? genreOf(favouriteGenre) : null,
    mostVisitedCinema: favouriteCinema ? cinemaOf(favouriteCinema) : null,
    voPercent: voPercentOf(original, seen.length),
    months: fillMonths(
      window,
      [...months].map(([month, sessions]) => ({ month, count: sessions })),
    ),
    genres: topBuckets([...genres.values()]).map(genreOf),
    cinemas: topBuckets([...cinemas.values()]).map(cinemaOf),
    recap: {
      year,
      ...recap,
      ticketsValue: savings.ticketsValueCents,
      passCost: savings.passCostCents,
      saved: savings.savedCents,
    },
  };
}

export const statisticsHandlers = [
  http.get("*/api/accounts/me/statistics", ({ request }) => {
    const parsed = signedInQuery(request, StatisticsQuerySchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    const language = isLanguage(parsed.data.language) ? parsed.data.language : "fr";
    return HttpResponse.json(
      fakeStatistics(language, { year: parsed.data.year, invoices: fakeDb().pass.invoices }),
    );
  }),
];
