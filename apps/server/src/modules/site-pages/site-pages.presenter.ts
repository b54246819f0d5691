import type { FaqGroup, Language, SitePage } from "@cinelux/contract";
import type { faqArticles, faqCategories, sitePages } from "../../db/schema/index.ts";
import { localizedTitle } from "../footer/footer.presenter.ts";

type PageRow = typeof sitePages.$inferSelect;
type CategoryRow = typeof faqCategories.$inferSelect;
type ArticleRow = Pick<typeof faqArticles.$inferSelect, "id" | "categoryId" | "titles" | "answers">;

/**
 * The domain's pages in `language`, by slug: each page's row in that language, else English, else
 * the domain's first language (`fallback`), so a page never disappears for a missing translation.
 */
export function toSitePages(rows: PageRow[], language: Language, fallback: Language): Map<string, SitePage> {
  const order = [language, "en", fallback];
  const pages = new Map<string, SitePage>();
  const bySlug = new Map<string, PageRow[]>();
  for (const row of rows) {
    bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row]);
  }
  for (const [slug, versions] of bySlug) {
    const row = order.map((wanted) => versions.find((version) => version.language === wanted)).find(Boolean);
    if (row) {
      pages.set(slug, {
        slug,
        language: row.language,
        title: row.title,
        description: row.description,
        sections: row.sections,
      });
    }
  }
  return pages;
}

/**
 * FAQ groups in `language`: the categories in their order, each with its articles; an article whose
 * category has no row still shows, under a group titled by `otherTitle`. Empty groups are left out.
 */
export function toFaqGroups(
  categories: CategoryRow[],
  articles: ArticleRow[],
  language: Language,
  otherTitle: string,
): FaqGroup[] {
  const known = new Set(categories.map((category) => category.id));
  const groups = [
    ...categories.map((category) => ({ id: category.id, title: localizedTitle(category.titles, language) })),
    { id: "other", title: otherTitle },
  ];
  return groups
    .map((group) => ({
      ...group,
      articles: articles
        .filter((article) =>
          group.id === "other" ? !known.has(article.categoryId) : article.categoryId === group.id,
        )
        .map((article) => ({
          id: article.id,
          question: localizedTitle(article.titles, language),
          answer: article.answers ? (article.answers[language] ?? article.answers.en ?? []) : [],
        })),
    }))
    .filter((group) => group.articles.length > 0);
}
