import { CINEMA_DESCRIPTIONS } from "@cinelux/demo/catalog/cinema-descriptions";
import { SHOW_DETAILS } from "@cinelux/demo/catalog/show-details";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { cinemas, shows, showTranslations } from "../db/schema/index.ts";
import { DEMO_SHOWS, showFacts } from "./shows.ts";

/**
 * The catalog facts of migration 0011 for the demo shows and cinemas: new rows get them on insert
 * (index.ts); rows of a database seeded before 0011 get them here once, only while still blank, so
 * an edited show keeps its edits. Translations are keyed by (show, language) and never overwritten.
 * Returns the translations created.
 */
export async function insertCatalogDetails(tx: Transaction, now: Date): Promise<number> {
  const rows = await tx
    .select({ id: shows.id, slug: shows.slug })
    .from(shows)
    .where(
      inArray(
        shows.slug,
        DEMO_SHOWS.map((show) => show.slug),
      ),
    );
  for (const row of rows) {
    await tx
      .update(shows)
      .set(showFacts(row.slug, now))
      .where(
        and(
          eq(shows.id, row.id),
          isNull(shows.director),
          isNull(shows.trailerKey),
          sql`cardinality(${shows.cast}) = 0`,
        ),
      );
  }
  const translations = rows.flatMap((row) =>
    Object.entries(SHOW_DETAILS[row.slug]?.texts ?? {}).map(([language, text]) => ({
      showId: row.id,
      language: language as "fr" | "nl" | "en",
      title: text.title,
      synopsis: text.synopsis,
    })),
  );
  const created =
    translations.length === 0
      ? []
      : await tx
          .insert(showTranslations)
          .values(translations)
          .onConflictDoNothing()
          .returning({ showId: showTranslations.showId });
  for (const [slug, descriptions] of Object.entries(CINEMA_DESCRIPTIONS)) {
    await tx
      .update(cinemas)
      .set({ descriptions })
      .where(and(eq(cinemas.slug, slug), sql`${cinemas.descriptions} = '{}'::jsonb`));
  }
  return created.length;
}
