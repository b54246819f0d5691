import {
  domainFromHost,
  FAQ_SEARCH_RESULTS_MAX,
  type FaqArticle,
  type FaqDataResponse,
  type FaqSearchResponse,
  type FaqTopicResponse,
  type HelpCenterFaqResponse,
  type Language,
  searchArticles,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { type PublicReadRouting, readPublic } from "../../db/read-routing.ts";
import { AppError } from "../../lib/app-error.ts";
import { toFaqArticles, toFaqData, toFaqTopic, toHelpCenter } from "./faq.presenter.ts";
import { loadArticles, loadTaxonomy, type Taxonomy } from "./support.repository.ts";

/**
 * The FAQ's public reads (docs/domain/support.md "FAQ"): the taxonomy and the articles of the
 * request's domain in the asked language (default: the domain's first). With `cache`, each domain's
 * rows are kept in the process until a change to their tables notifies (migrations 0010, 0013,
 * 0019), as the footer's and the FAQ page's are. Answers are shared: read them, never change them.
 */
export interface FaqReader {
  data(): Promise<FaqDataResponse>;
  topic(id: string): Promise<FaqTopicResponse>;
  helpCenter(): Promise<HelpCenterFaqResponse>;
  search(query: string): Promise<FaqSearchResponse>;
}

interface FaqContent {
  taxonomy: Taxonomy;
  categories: Awaited<ReturnType<typeof loadArticles>>["categories"];
  articles: FaqArticle[];
}

export function faqReader(options: {
  db: Database;
  host: string;
  language?: Language | undefined;
  cache?: PublicReadCache | undefined;
  /** The replica when it may answer (docs/scaling.md "Replica reads"). */
  routing?: PublicReadRouting | undefined;
}): FaqReader {
  const domain = domainFromHost(options.host);
  const language = options.language ?? domain.languages[0];
  const content = () =>
    readPublic<FaqContent>({
      db: options.db,
      cache: options.cache,
      key: `support faq ${domain.id} ${language}`,
      routing: options.routing,
      load: async (db) => {
        const [taxonomy, { categories, articles }] = await Promise.all([
          loadTaxonomy(db, domain.id),
          loadArticles(db, domain.id),
        ]);
        return { taxonomy, categories, articles: toFaqArticles(articles, language) };
      },
    });
  return {
    async data() {
      const { taxonomy, articles } = await content();
      return toFaqData(taxonomy, articles)(language);
    },
    async topic(id) {
      const { taxonomy, articles } = await content();
      const topic = toFaqTopic(taxonomy, articles, id, language);
      if (!topic) {
        throw new AppError("FAQ_TOPIC_NOT_FOUND");
      }
      return topic;
    },
    async helpCenter() {
      const { categories, articles } = await content();
      return toHelpCenter(categories, articles, language);
    },
    async search(query) {
      const { articles } = await content();
      return { query, articles: searchArticles(articles, query, FAQ_SEARCH_RESULTS_MAX) };
    },
  };
}
