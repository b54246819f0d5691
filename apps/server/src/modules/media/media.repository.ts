import { isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { shows } from "../../db/schema/index.ts";
import type { ArtworkSubject } from "./artwork-generator.ts";
import type { TrailerSubject } from "./trailer-generator.ts";

/** Every show's slug and genres: what its artwork is drawn from. */
export async function listArtworkSubjects(db: Database): Promise<ArtworkSubject[]> {
  return db.select({ slug: shows.slug, genres: shows.genres }).from(shows);
}

/** The shows that have a trailer, with the facts drawn into it (the catalog title: one video for every language). */
export async function listTrailerSubjects(db: Database): Promise<TrailerSubject[]> {
  const rows = await db
    .select({
      key: shows.trailerKey,
      slug: shows.slug,
      genres: shows.genres,
      title: shows.title,
      releaseYear: shows.releaseYear,
      durationMinutes: shows.durationMinutes,
      director: shows.director,
      cast: shows.cast,
    })
    .from(shows)
    .where(isNotNull(shows.trailerKey));
  return rows.flatMap(({ key, ...row }) => (key ? [{ key, ...row }] : []));
}
