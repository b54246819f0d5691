import {
  type DomainId,
  domainFromHost,
  FOOTER_FAQ_CATEGORY_ID,
  type FooterResponse,
  type Language,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { type PublicReadRouting, readPublic } from "../../db/read-routing.ts";
import { localizedTitle, toFooterColumns } from "./footer.presenter.ts";
import {
  listFaqArticles,
  listFooterColumns,
  listFooterShows,
  listSocialNetworks,
} from "./footer.repository.ts";

/** The Shows column lists this many bookable shows, by title, before its "All shows" link. */
export const FOOTER_SHOW_COUNT = 8;

/** The cache key of a footer: a known domain (an unknown host falls back to the first) and a language. */
function footerKey(host: string, language: Language | undefined): string {
  const domain = domainFromHost(host);
  return `footer ${domain.id} ${language ?? domain.languages[0]}`;
}

/** The footer if the cache holds it, without waiting (the route's fast path). */
export function peekFooter(options: {
  host: string;
  language?: Language | undefined;
  cache?: PublicReadCache | undefined;
}): FooterResponse | undefined {
  return options.cache?.peek<FooterResponse>(footerKey(options.host, options.language));
}

/**
 * SPEC 3 "Footer data" for the domain serving `host`, in `language` (default: the domain's first).
 * With `cache`, kept in the process until a change to one of its tables notifies
 * (docs/performance.md). The answer is shared between requests: read it, never change it.
 */
export async function getFooter(options: {
  db: Database;
  host: string;
  language?: Language | undefined;
  cache?: PublicReadCache | undefined;
  /** The replica when it may answer (docs/scaling.md "Replica reads"). */
  routing?: PublicReadRouting | undefined;
}): Promise<FooterResponse> {
  const domain = domainFromHost(options.host);
  const language = options.language ?? domain.languages[0];
  return readPublic({
    db: options.db,
    cache: options.cache,
    key: footerKey(options.host, language),
    routing: options.routing,
    load: (db) => loadFooter(db, domain.id, language),
  });
}

async function loadFooter(db: Database, domainId: DomainId, language: Language): Promise<FooterResponse> {
  const [shows, { columns, links }, socialNetworks, articles] = await Promise.all([
    listFooterShows(db, language, FOOTER_SHOW_COUNT),
    listFooterColumns(db, domainId),
    listSocialNetworks(db, domainId),
    listFaqArticles(db, domainId, FOOTER_FAQ_CATEGORY_ID),
  ]);
  return {
    shows: shows.map((show) => ({ title: show.title, slug: show.slug, movie: show.isMovie })),
    columns: toFooterColumns(columns, links, language),
    socialNetworks,
    faq: articles.map((article) => ({ id: article.id, title: localizedTitle(article.titles, language) })),
  };
}
