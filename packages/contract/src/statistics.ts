import * as z from "zod";
import { LANGUAGES } from "./languages.ts";
import { STATISTICS_MONTHS, STATISTICS_TOP } from "./statistics-rules.ts";

/**
 * GET /api/accounts/me/statistics (SPEC 3 "Statistics"; SPEC 7 names no path, see
 * docs/domain/statistics.md): the five figures of SPEC 3 over every session the customer has seen,
 * the charts' data and the yearly recap. A session seen is a CONFIRMED booking whose session has
 * ended; amounts are EUR cents, durations minutes.
 */

/** The recap's year: a calendar year in the cinemas' time zone; the bounds keep the query sane. */
export const MIN_STATISTICS_YEAR = 2000;
export const MAX_STATISTICS_YEAR = 2100;

export const StatisticsQuerySchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  /** The yearly recap's year; default the current year. */
  year: z.coerce.number().int().min(MIN_STATISTICS_YEAR).max(MAX_STATISTICS_YEAR).optional(),
});
export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>;

const count = z.number().int().nonnegative();
const cents = z.number().int();

/** A genre of the catalog (INTEREST_GENRES id) and its label in the request's language. */
export const StatisticsGenreSchema = z.object({ id: z.string().max(60), label: z.string().max(120), count });
export type StatisticsGenre = z.infer<typeof StatisticsGenreSchema>;

export const StatisticsCinemaSchema = z.object({
  id: z.uuid(),
  slug: z.string().max(120),
  name: z.string().max(200),
  count,
});
export type StatisticsCinema = z.infer<typeof StatisticsCinemaSchema>;

/** "2026-03": a month in the cinemas' time zone, and the sessions seen in it. */
export const StatisticsMonthSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count });
export type StatisticsMonth = z.infer<typeof StatisticsMonthSchema>;

/** The yearly recap: films seen, hours, and what the pass saved against ticket prices. */
export const YearlyRecapSchema = z.object({
  year: z.number().int().min(MIN_STATISTICS_YEAR).max(MAX_STATISTICS_YEAR),
  showsSeen: count,
  minutes: count,
  /** Seats of the year paid with a pass. */
  passSeats: count,
  /** Those seats at the full ticket price of their cinema's domain (REFERENCE_TICKET_CENTS). */
  ticketsValue: cents,
  /** The pass's invoices issued that year. */
  passCost: cents,
  /** ticketsValue − passCost; negative while the pass has not paid for itself. */
  saved: cents,
});
export type YearlyRecap = z.infer<typeof YearlyRecapSchema>;

export const StatisticsResponseSchema = z.object({
  /** SPEC 3: minutes spent in the cinema (the films' running times). */
  timeSpent: count,
  /** SPEC 3: sessions seen. */
  showsSeen: count,
  /** SPEC 3: the genre seen most; null before the first session. */
  favoriteGenre: StatisticsGenreSchema.nullable(),
  /** SPEC 3: the cinema visited most; null before the first session. */
  mostVisitedCinema: StatisticsCinemaSchema.nullable(),
  /** SPEC 3: whole percent of the sessions seen in original version (VO, VOST, OV). */
  voPercent: z.number().int().min(0).max(100),
  /** The last STATISTICS_MONTHS months, oldest first, months without a session included. */
  months: z.array(StatisticsMonthSchema).max(STATISTICS_MONTHS),
  genres: z.array(StatisticsGenreSchema).max(STATISTICS_TOP),
  cinemas: z.array(StatisticsCinemaSchema).max(STATISTICS_TOP),
  recap: YearlyRecapSchema,
});
export type StatisticsResponse = z.infer<typeof StatisticsResponseSchema>;
