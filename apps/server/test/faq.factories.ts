// The FAQ a test writes for itself (STYLE.md "Tests"), instead of the demo knowledge base: articles,
// their categories, and the support taxonomy whose reasons suggest them.
import { randomUUID } from "node:crypto";
import { type DomainId, FOOTER_FAQ_CATEGORY_ID } from "@cinelux/contract";
import type { Database } from "../src/db/client.ts";
import {
  faqArticles,
  faqCategories,
  type LocalizedParagraphs,
  type LocalizedText,
  type LocalizedTitles,
  supportReasonArticles,
  supportReasons,
  supportThemes,
  supportTopics,
} from "../src/db/schema/index.ts";

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

/** A knowledge category of `domain`, the FAQ page's group of articles; `position` orders it (1 unless asked). */
export async function createFaqCategory(
  db: Database,
  options: { domain: DomainId; id: string; position?: number; titles?: LocalizedTitles },
): Promise<typeof faqCategories.$inferSelect> {
  const [category] = await db
    .insert(faqCategories)
    .values({
      domain: options.domain,
      id: options.id,
      position: options.position ?? 1,
      titles: options.titles ?? {
        fr: `${options.id} (fr)`,
        nl: `${options.id} (nl)`,
        en: `${options.id} (en)`,
      },
    })
    .returning();
  if (!category) {
    throw new Error("the FAQ category was not inserted");
  }
  return category;
}

/** A theme of the support taxonomy with its sub-themes (topics) and their reasons, in order. */
export interface ThemeContent {
  id: string;
  labels: LocalizedText;
  topics: {
    id: string;
    labels: LocalizedText;
    /** `articles`: the ids of the articles each domain's reason suggests, in order. */
    reasons: { id: string; labels: LocalizedText; articles: Partial<Record<DomainId, string[]>> }[];
  }[];
}

/**
 * The SPEC 9 support taxonomy, themes > sub-themes > reasons, positioned in the order given, with
 * each reason's suggested articles per domain; written in one batch per table.
 */
export async function createFaqTaxonomy(db: Database, themes: ThemeContent[]): Promise<void> {
  const topics = themes.flatMap((theme) =>
    theme.topics.map((topic, index) => ({ ...topic, themeId: theme.id, position: index + 1 })),
  );
  const reasons = topics.flatMap((topic) =>
    topic.reasons.map((reason, index) => ({ ...reason, topicId: topic.id, position: index + 1 })),
  );
  const links = reasons.flatMap((reason) =>
    (Object.entries(reason.articles) as [DomainId, string[]][]).flatMap(([domain, ids]) =>
      ids.map((articleId, index) => ({ reasonId: reason.id, domain, articleId, position: index + 1 })),
    ),
  );
  await db
    .insert(supportThemes)
    .values(themes.map((theme, index) => ({ id: theme.id, position: index + 1, labels: theme.labels })));
  await db
    .insert(supportTopics)
    .values(topics.map(({ id, themeId, position, labels }) => ({ id, themeId, position, labels })));
  await db
    .insert(supportReasons)
    .values(reasons.map(({ id, topicId, position, labels }) => ({ id, topicId, position, labels })));
  if (links.length > 0) {
    await db.insert(supportReasonArticles).values(links);
  }
}
