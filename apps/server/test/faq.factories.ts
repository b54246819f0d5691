// FAQ articles a test writes for itself (STYLE.md "Tests"), instead of the demo knowledge base.
import { randomUUID } from "node:crypto";
import { type DomainId, FOOTER_FAQ_CATEGORY_ID } from "@cinelux/contract";
import type { Database } from "../src/db/client.ts";
import { faqArticles, type LocalizedParagraphs, type LocalizedTitles } from "../src/db/schema/index.ts";

let sequence = 0;

/**
 * A knowledge article of `domain` (SPEC 9), in the footer's category unless asked, its title and
 * answer in fr, nl and en; `position` orders it in its category (1 unless asked).
 */
export async function createFaqArticle(
  db: Database,
  options: {
    domain: DomainId;
    id?: string;
    categoryId?: string;
    position?: number;
    titles?: LocalizedTitles;
    answers?: LocalizedParagraphs | null;
  },
): Promise<typeof faqArticles.$inferSelect> {
  sequence += 1;
  const id = options.id ?? `ka-test-${sequence}-${randomUUID().slice(0, 8)}`;
  const [article] = await db
    .insert(faqArticles)
    .values({
      id,
      domain: options.domain,
      categoryId: options.categoryId ?? FOOTER_FAQ_CATEGORY_ID,
      position: options.position ?? 1,
      titles: options.titles ?? {
        fr: `Question ${id} (fr)`,
        nl: `Question ${id} (nl)`,
        en: `Question ${id} (en)`,
      },
      answers:
        options.answers === undefined
          ? { fr: [`Réponse ${id}`], nl: [`Antwoord ${id}`], en: [`Answer ${id}`] }
          : options.answers,
    })
    .returning();
  if (!article) {
    throw new Error("the FAQ article was not inserted");
  }
  return article;
}
