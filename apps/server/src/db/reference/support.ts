import type { DomainId } from "@cinelux/contract";
import type { Transaction } from "../client.ts";
import {
  faqArticles,
  faqCategories,
  supportReasonArticles,
  supportReasons,
  supportThemes,
  supportTopics,
} from "../schema/index.ts";
import { FAQ_CATEGORIES } from "./faq.ts";
import { insertNew } from "./insert-new.ts";
import { SUPPORT_FAQ_ARTICLES, SUPPORT_FAQ_CATEGORIES, supportArticleId } from "./support-faq.ts";
import { SUPPORT_TAXONOMY } from "./support-taxonomy.ts";

/**
 * SPEC 9 support taxonomy (docs/domain/support.md): its themes, sub-themes and reasons, the FAQ
 * articles each reason suggests and their categories, on both domains. Without them no customer
 * can open a case: reference data, written in every environment.
 */
const DOMAIN_IDS: DomainId[] = ["fr", "nl"];

/** The taxonomy's rows, the articles its reasons suggest and their categories, on both domains. */
export function supportRows() {
  const themes = SUPPORT_TAXONOMY.map((theme, index) => ({
    id: theme.id,
    position: index + 1,
    labels: theme.labels,
  }));
  const topics = SUPPORT_TAXONOMY.flatMap((theme) =>
    theme.topics.map((topic, index) => ({
      id: topic.id,
      themeId: theme.id,
      position: index + 1,
      labels: topic.labels,
    })),
  );
  const reasons = SUPPORT_TAXONOMY.flatMap((theme) => theme.topics).flatMap((topic) =>
    topic.reasons.map((reason, index) => ({
      id: reason.id,
      topicId: topic.id,
      position: index + 1,
      labels: reason.labels,
    })),
  );
  const links = SUPPORT_TAXONOMY.flatMap((theme) => theme.topics)
    .flatMap((topic) => topic.reasons)
    .flatMap((reason) =>
      DOMAIN_IDS.flatMap((domain) =>
        reason.articles.map((key, index) => ({
          reasonId: reason.id,
          domain,
          articleId: supportArticleId(domain, key),
          position: index + 1,
        })),
      ),
    );
  const categories = DOMAIN_IDS.flatMap((domain) =>
    SUPPORT_FAQ_CATEGORIES.map((category, index) => ({
      domain,
      id: category.id,
      // After faq.ts's groups on the FAQ page.
      position: FAQ_CATEGORIES.length + index + 1,
      titles: category.titles,
    })),
  );
  const articles = DOMAIN_IDS.flatMap((domain) =>
    SUPPORT_FAQ_ARTICLES.map((article, index) => ({
      id: supportArticleId(domain, article.key),
      domain,
      categoryId: article.category,
      position: 100 + index + 1,
      titles: article.titles,
      answers: article.answers,
    })),
  );
  return { themes, topics, reasons, links, categories, articles };
}

/** Writes what is missing, keyed by id; a row already there is never overwritten. Returns the rows created. */
export async function insertSupportTaxonomy(
  tx: Transaction,
  { themes, topics, reasons, links, categories, articles }: ReturnType<typeof supportRows>,
): Promise<number> {
  let created = 0;
  created += await insertNew(tx, supportThemes, themes);
  created += await insertNew(tx, supportTopics, topics);
  created += await insertNew(tx, supportReasons, reasons);
  created += await insertNew(tx, supportReasonArticles, links);
  created += await insertNew(tx, faqCategories, categories);
  created += await insertNew(tx, faqArticles, articles);
  return created;
}
