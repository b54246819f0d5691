import type {
  FaqArticle,
  FaqDataResponse,
  FaqTopicResponse,
  HelpCenterFaqResponse,
  Language,
} from "@cinelux/contract";
import { localizedTitle } from "../footer/footer.presenter.ts";
import type { loadArticles, Taxonomy } from "./support.repository.ts";

type Articles = Awaited<ReturnType<typeof loadArticles>>;

/** An article in `language`: English when the language lacks it (as the FAQ page does). */
export function toFaqArticles(rows: Articles["articles"], language: Language): FaqArticle[] {
  return rows.map((row) => ({
    id: row.id,
    title: localizedTitle(row.titles, language),
    categoryId: row.categoryId,
    answer: row.answers ? (row.answers[language] ?? row.answers.en ?? []) : [],
  }));
}

/** SPEC 3 "FAQ": the taxonomy in `language`, each reason with its articles that exist on the domain. */
export function toFaqData(
  taxonomy: Taxonomy,
  articles: FaqArticle[],
): (language: Language) => FaqDataResponse {
  const known = new Set(articles.map((article) => article.id));
  return (language) => ({
    themes: taxonomy.themes.map((theme) => ({
      id: theme.id,
      label: theme.labels[language],
      topics: taxonomy.topics
        .filter((topic) => topic.themeId === theme.id)
        .map((topic) => ({
          id: topic.id,
          label: topic.labels[language],
          reasons: taxonomy.reasons
            .filter((reason) => reason.topicId === topic.id)
            .map((reason) => ({
              id: reason.id,
              label: reason.labels[language],
              articleIds: taxonomy.links
                .filter((link) => link.reasonId === reason.id && known.has(link.articleId))
                .map((link) => link.articleId),
            })),
        })),
    })),
    articles: articles.map(({ id, title }) => ({ id, title })),
  });
}

/**
 * SPEC 7 GET /api/faq/topic/{id}: a reason's articles, or a sub-theme's (every reason's, once each,
 * in the reasons' order); undefined when no reason nor sub-theme has the id.
 */
export function toFaqTopic(
  taxonomy: Taxonomy,
  articles: FaqArticle[],
  id: string,
  language: Language,
): FaqTopicResponse | undefined {
  const reason = taxonomy.reasons.find((row) => row.id === id);
  const topic = reason ? undefined : taxonomy.topics.find((row) => row.id === id);
  const node = reason ?? topic;
  if (!node) {
    return undefined;
  }
  const reasonIds = reason
    ? [reason.id]
    : taxonomy.reasons.filter((row) => row.topicId === topic?.id).map((row) => row.id);
  const ids = [
    ...new Set(
      reasonIds.flatMap((reasonId) =>
        taxonomy.links.filter((link) => link.reasonId === reasonId).map((link) => link.articleId),
      ),
    ),
  ];
  const byId = new Map(articles.map((article) => [article.id, article]));
  return {
    id: node.id,
    label: node.labels[language],
    articles: ids.flatMap((articleId) => byId.get(articleId) ?? []),
  };
}

/** SPEC 7 GET /api/cms/1.7.0/help-center/faq: the articles by knowledge category, in the FAQ page's order. */
export function toHelpCenter(
  categories: Articles["categories"],
  articles: FaqArticle[],
  language: Language,
): HelpCenterFaqResponse {
  return categories
    .map((category) => ({
      id: category.id,
      title: category.titles[language] ?? category.titles.en,
      articles: articles.filter((article) => article.categoryId === category.id),
    }))
    .filter((group) => group.articles.length > 0);
}
