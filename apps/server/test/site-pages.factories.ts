// Site pages a test writes for itself (STYLE.md "Tests"), instead of the demo company's pages.
import { randomUUID } from "node:crypto";
import type { DomainId, Language, SitePageSection } from "@cinelux/contract";
import type { Database } from "../src/db/client.ts";
import { sitePages } from "../src/db/schema/index.ts";

let sequence = 0;

/**
 * One language's version of a site page of `domain` (docs/catalog-pages.md: one slug per page, the
 * same in every language), with one section unless asked.
 */
export async function createSitePage(
  db: Database,
  options: {
    domain: DomainId;
    language: Language;
    slug?: string;
    title?: string;
    description?: string;
    sections?: SitePageSection[];
  },
): Promise<typeof sitePages.$inferSelect> {
  sequence += 1;
  const slug = options.slug ?? `test-page-${sequence}-${randomUUID().slice(0, 8)}`;
  const [page] = await db
    .insert(sitePages)
    .values({
      domain: options.domain,
      slug,
      language: options.language,
      title: options.title ?? `The page ${slug} (${options.language})`,
      description: options.description ?? `What the page ${slug} is about (${options.language}).`,
      sections: options.sections ?? [
        { heading: `About ${slug}`, paragraphs: [`The first words of ${slug}.`] },
      ],
    })
    .returning();
  if (!page) {
    throw new Error("the site page was not inserted");
  }
  return page;
}
