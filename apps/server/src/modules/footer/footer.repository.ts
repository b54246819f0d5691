import type { DomainId } from "@cinelux/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { faqArticles, footerColumns, footerLinks, shows, socialNetworks } from "../../db/schema/index.ts";

export async function listFooterShows(db: Database, limit: number) {
  return db
    .select({ title: shows.title, slug: shows.slug, isMovie: shows.isMovie })
    .from(shows)
    .where(eq(shows.bookable, true))
    .orderBy(asc(shows.title), asc(shows.slug))
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
