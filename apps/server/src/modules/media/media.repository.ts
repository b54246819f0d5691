import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { showImages, shows } from "../../db/schema/index.ts";
import type { ArtworkSubject } from "./artwork-generator.ts";
import type { TrailerSubject } from "./trailer-generator.ts";

/** Every show's slug and genres (what its artwork is drawn from) and the digests of its uploaded images. */
export async function listArtworkSubjects(db: Database): Promise<ArtworkSubject[]> {
  const rows = await db.select({ slug: shows.slug, genres: shows.genres }).from(shows);
  const uploads = await db
    .select({ slug: shows.slug, kind: showImages.kind, digest: showImages.digest })
    .from(showImages)
    .innerJoin(shows, eq(shows.id, showImages.showId));
  const bySlug = new Map<string, NonNullable<ArtworkSubject["uploaded"]>>();
  for (const upload of uploads) {
    bySlug.set(upload.slug, { ...bySlug.get(upload.slug), [upload.kind]: upload.digest });
  }
  return rows.map((row) => {
    const uploaded = bySlug.get(row.slug);
    return uploaded ? { ...row, uploaded } : row;
  });
}

/** The master JPEG of a show's uploaded image, if it still has the digest asked. */
export async function findUploadedImage(
  db: Database,
  slug: string,
  kind: "poster" | "backdrop",
  digest: string,
): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ image: showImages.image })
    .from(showImages)
    .innerJoin(shows, eq(shows.id, showImages.showId))
    .where(and(eq(shows.slug, slug), eq(showImages.kind, kind), eq(showImages.digest, digest)));
  return row?.image;
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
