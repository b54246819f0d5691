import type { FaqGroup } from "@cinelux/contract/site-content";
import { FAQ_SEARCH_QUERY_MAX, FAQ_SEARCH_RESULTS_MAX } from "@cinelux/contract/support-limits";
import { searchArticles, searchWords } from "@cinelux/contract/support-rules";
import type { FaqSearch } from "./faq-page-data";

/**
 * The FAQ search, across articles by words in the page's language (docs/support.md), on the server
 * (the page's `?q=` GET form works without JavaScript, and the contract's rules stay out of the
 * catalog's browser code): the page's own articles, by the contract's normalisation and scoring
 * (support-rules.ts, the same as GET /api/faq/search). No `q`, or a blank one: no search.
 */
export function searchFaqPage(groups: FaqGroup[], url: URL): FaqSearch | null {
  const asked = url.searchParams.get("q")?.trim() ?? "";
  if (asked === "") {
    return null;
  }
  // A longer query (typed past the box's maxlength, or in the address bar) is cut, not refused.
  const query = asked.slice(0, FAQ_SEARCH_QUERY_MAX);
  const articles = groups.flatMap((group) =>
    group.articles.map((article) => ({
      id: article.id,
      title: article.question,
      answer: article.answer,
      topic: group.title,
    })),
  );
  const found = searchArticles(articles, query, FAQ_SEARCH_RESULTS_MAX);
  return {
    query,
    terms: searchWords(query).length,
    results: found.map((article) => ({ id: article.id, question: article.title, topic: article.topic })),
  };
}
