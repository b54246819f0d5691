import { SHOW_DETAILS } from "@cinelux/demo/catalog/show-details";
import { DEMO_RELEASE_WEEKS, DEMO_SHOWS as SHOWS } from "@cinelux/demo/catalog/shows";
import type { shows } from "../db/schema/index.ts";
import { localDateOf } from "../lib/local-time.ts";

export type ShowSeed = Omit<typeof shows.$inferInsert, "id">;

/** The Wednesday `weeks` weeks after the local date of `now` (YYYY-MM-DD). */
export function releaseDateAfter(now: Date, weeks: number): string {
  const day = new Date(`${localDateOf(now)}T00:00:00Z`);
  const toWednesday = (3 - day.getUTCDay() + 7) % 7;
  day.setUTCDate(day.getUTCDate() + toWednesday + weeks * 7);
  return day.toISOString().slice(0, 10);
}

/** The columns of a show that come from show-details.ts and the clock, by slug. */
export function showFacts(slug: string, now: Date) {
  const details = SHOW_DETAILS[slug];
  const weeks = DEMO_RELEASE_WEEKS[slug];
  return {
    director: details?.director ?? null,
    cast: details?.cast ?? [],
    ageRating: details?.ageRating ?? "all",
    // The self-hosted trailer's key, in its URL (docs/artwork.md "Trailers"): the slug itself.
    trailerKey: details?.trailer ? slug : null,
    releaseDate: weeks === undefined ? null : releaseDateAfter(now, weeks),
  } satisfies Partial<ShowSeed>;
}

/** The demo shows (packages/demo) as rows; their artwork is generated, so no backdrop URL. */
export const DEMO_SHOWS: ShowSeed[] = SHOWS.map((show) => ({ ...show, backdropUrl: null }));
