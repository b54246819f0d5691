import type { Database } from "../../db/client.ts";
import { shows } from "../../db/schema/index.ts";
import type { ArtworkSubject } from "./artwork-generator.ts";

/** Every show's slug and genres: what its artwork is drawn from. */
export async function listArtworkSubjects(db: Database): Promise<ArtworkSubject[]> {
  return db.select({ slug: shows.slug, genres: shows.genres }).from(shows);
}
