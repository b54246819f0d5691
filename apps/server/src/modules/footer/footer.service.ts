import {
  domainFromHost,
  FOOTER_FAQ_CATEGORY_ID,
  type FooterResponse,
  type Language,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { localizedTitle, toFooterColumns } from "./footer.presenter.ts";
import {
  listFaqArticles,
  listFooterColumns,
  listFooterShows,
  listSocialNetworks,
} from "./footer.repository.ts";

/** The Shows column lists this many bookable shows, by title, before its "All shows" link. */
export const FOOTER_SHOW_COUNT = 8;

/** SPEC 3 "Footer data" for the domain serving `host`, in `language` (default: the domain's first). */
export async function getFooter(options: {
  db: Database;
  host: string;
  language?: Language | undefined;
}): Promise<FooterResponse> {
  const domain = domainFromHost(options.host);
  const language = options.language ?? domain.languages[0];
  const [shows, { columns, links }, socialNetworks, articles] = await Promise.all([
    listFooterShows(options.db, FOOTER_SHOW_COUNT),
    listFooterColumns(options.db, domain.id),
    listSocialNetworks(options.db, domain.id),
    listFaqArticles(options.db, domain.id, FOOTER_FAQ_CATEGORY_ID),
  ]);
  return {
    shows: shows.map((show) => ({ title: show.title, slug: show.slug, movie: show.isMovie })),
    columns: toFooterColumns(columns, links, language),
    socialNetworks,
    faq: articles.map((article) => ({ id: article.id, title: localizedTitle(article.titles, language) })),
  };
}
