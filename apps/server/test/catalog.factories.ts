// Cinemas and shows a test makes for itself (STYLE.md "Tests"), so it does not depend on the demo
// catalog: each has a unique slug, and every column can be overridden.
import { randomUUID } from "node:crypto";
import type { Database } from "../src/db/client.ts";
import {
  cinemas,
  type cinemas as cinemaTable,
  shows,
  type shows as showTable,
  showTranslations,
} from "../src/db/schema/index.ts";

let sequence = 0;

function unique(): string {
  sequence += 1;
  return `${sequence}-${randomUUID().slice(0, 8)}`;
}

/** A cinema of the French domain in Paris (zone `idf`), twelve halls, IMAX. */
export async function createCinema(
  db: Database,
  overrides: Partial<typeof cinemaTable.$inferInsert> = {},
): Promise<typeof cinemaTable.$inferSelect> {
  const id = unique();
  const [cinema] = await db
    .insert(cinemas)
    .values({
      slug: `test-cinema-${id}`,
      citySlug: "paris",
      domain: "fr",
      name: `Cinéma de test ${id}`,
      address: "1 rue de Test",
      postalCode: "75011",
      city: "Paris",
      latitude: "48.8600",
      longitude: "2.3500",
      tags: ["imax"],
      hallCount: 12,
      seatCount: 2000,
      codeCcs: `CCS-T-${id}`,
      vistaRef: `V-T-${id}`,
      zone: "idf",
      ...overrides,
    })
    .returning();
  if (!cinema) {
    throw new Error("the cinema was not inserted");
  }
  return cinema;
}

/**
 * A bookable film of 100 minutes, with a title in each language unless `translations` is false:
 * its `title`, or the one `titles` gives that language.
 */
export async function createShow(
  db: Database,
  overrides: Partial<typeof showTable.$inferInsert> = {},
  options: { translations?: boolean; titles?: Partial<Record<"fr" | "nl" | "en", string>> } = {},
): Promise<typeof showTable.$inferSelect> {
  const id = unique();
  const title = overrides.title ?? `Test film ${id}`;
  const [show] = await db
    .insert(shows)
    .values({
      slug: `test-film-${id}`,
      salesforceShowId: `SF-T-${id}`,
      title,
      genres: ["drama"],
      durationMinutes: 100,
      releaseYear: 1925,
      ...overrides,
    })
    .returning();
  if (!show) {
    throw new Error("the show was not inserted");
  }
  if (options.translations !== false) {
    await db.insert(showTranslations).values(
      (["fr", "nl", "en"] as const).map((language) => ({
        showId: show.id,
        language,
        title: options.titles?.[language] ?? title,
        synopsis: `The synopsis of ${title}.`,
      })),
    );
  }
  return show;
}
