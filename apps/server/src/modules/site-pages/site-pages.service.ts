import {
  domainFromHost,
  type FaqGroup,
  type Language,
  type SiteContentReader,
  type SitePage,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { toFaqGroups, toSitePages } from "./site-pages.presenter.ts";
import { listFaq, listSitePages } from "./site-pages.repository.ts";

/** The title of FAQ articles whose category has no row (never the case in the seed). */
const OTHER_QUESTIONS = { fr: "Autres questions", nl: "Overige vragen", en: "Other questions" } as const;

/**
 * The site pages and FAQ of the domain serving `host` (docs/catalog-pages.md), for the web's server
 * loaders (WebServerContext.content). With `cache`, each domain's pages and FAQ are kept per
 * language in the process until a change to their tables notifies (migration 0013): an unknown slug
 * costs no query. The answers are shared between requests: read them, never change them.
 */
export function siteContentReader(options: {
  db: Database;
  host: string;
  cache?: PublicReadCache | undefined;
}): SiteContentReader {
  const domain = domainFromHost(options.host);
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> =>
    options.cache ? options.cache.read(key, load).then((value) => value ?? load()) : load();
  const pages = (language: Language) =>
    cached<Map<string, SitePage>>(`site pages ${domain.id} ${language}`, async () =>
      toSitePages(await listSitePages(options.db, domain.id), language, domain.languages[0]),
    );
  return {
    async page(slug, language) {
      return (await pages(language)).get(slug);
    },
    async slugs() {
      return [...(await pages(domain.languages[0])).keys()].sort();
    },
    faq(language) {
      return cached<FaqGroup[]>(`faq ${domain.id} ${language}`, async () => {
        const { categories, articles } = await listFaq(options.db, domain.id);
        return toFaqGroups(categories, articles, language, OTHER_QUESTIONS[language]);
      });
    },
  };
}
