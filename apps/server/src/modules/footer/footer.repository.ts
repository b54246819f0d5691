import type { DomainId } from "@cinelux/contract";
import type { Language } from "@cinelux/contract/languages";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  faqArticles,
  footerColumns,
  footerLinks,
  shows,
  showTranslations,
  socialNetworks,
} from "../../db/schema/index.ts";

/** Bookable shows by their title as released in `language` (a French page lists "Le Cuirassé Potemkine"). */
export async function listFooterShows(db: Database, language: Language, limit: number) {
  const title = sql<string>`coalesce(${showTranslations.title}, ${shows.title})`;
  return db
    .select({ title, slug: shows.slug, isMovie: shows.isMovie })
    .from(shows)
    .leftJoin(
      showTranslations,
      and(eq(showTranslations.showId, shows.id), eq(showTranslations.language, language)),
    )
    .where(eq(shows.bookable, true))
    .orderBy(asc(title), asc(shows.slug))
    .limit(limit);
}

export async function listFooterColumns(db: Database, domain: DomainId) {
  const columns = await db
    .select()
    .from(footerColumns)
    .where(eq(footerColumns.domain, domain))
    .orderBy(asc(footerColumns.position), asc(footerColumns.id));
  if (columns.length === 0) {
    return { columns, links: [] };
  }
  const links = await db
    .select()
    .from(footerLinks)
    .where(
      inArray(
        footerLinks.columnId,
        columns.map((column) => column.id),
      ),
    )
    .orderBy(asc(footerLinks.position), asc(footerLinks.id));
  return { columns, links };
}

export async function listSocialNetworks(db: Database, domain: DomainId) {
  return db
    .select({ label: socialNetworks.label, url: socialNetworks.url })
    .from(socialNetworks)
    .where(eq(socialNetworks.domain, domain))
    .orderBy(asc(socialNetworks.position), asc(socialNetworks.label));
}

export async function listFaqArticles(db: Database, domain: DomainId, categoryId: string) {
  return db
    .select({ id: faqArticles.id, titles: faqArticles.titles })
    .from(faqArticles)
    .where(and(eq(faqArticles.domain, domain), eq(faqArticles.categoryId, categoryId)))
    .orderBy(asc(faqArticles.position), asc(faqArticles.id));
}
