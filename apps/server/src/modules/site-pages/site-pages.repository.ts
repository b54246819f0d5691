import type { DomainId } from "@cinelux/contract";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { faqArticles, faqCategories, sitePages } from "../../db/schema/index.ts";

/** Every language's version of every site page of the domain (7 pages × 3 languages here). */
export async function listSitePages(db: Database, domain: DomainId) {
  return db
    .select()
    .from(sitePages)
    .where(eq(sitePages.domain, domain))
    .orderBy(asc(sitePages.slug), asc(sitePages.language));
}

export async function listFaq(db: Database, domain: DomainId) {
  const [categories, articles] = await Promise.all([
    db
      .select()
      .from(faqCategories)
      .where(eq(faqCategories.domain, domain))
      .orderBy(asc(faqCategories.position), asc(faqCategories.id)),
    db
      .select({
        id: faqArticles.id,
        categoryId: faqArticles.categoryId,
        titles: faqArticles.titles,
        answers: faqArticles.answers,
      })
      .from(faqArticles)
      .where(eq(faqArticles.domain, domain))
      .orderBy(asc(faqArticles.position), asc(faqArticles.id)),
  ]);
  return { categories, articles };
}
