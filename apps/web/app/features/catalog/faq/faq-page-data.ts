import type { Language } from "@cinelux/contract/languages";
import type { FaqGroup } from "@cinelux/contract/site-content";
import type { CatalogSeo } from "../../../lib/catalog/catalog-seo.server";

/** What the FAQ page's loader hands the page (faq-page.server.ts). */
export interface FaqPageData {
  language: Language;
  /** Every article of the domain by category; `id`s are the anchors the footer links to. */
  groups: FaqGroup[];
  /** The contact site page in this language. */
  contactPath: string;
  seo: CatalogSeo;
  alternatePaths: Record<Language, string>;
  /** The search the page answers (`?q=`), or null when none was asked (faq-search.server.ts). */
  search: FaqSearch | null;
  /** The search box's `maxlength` (the contract's FAQ_SEARCH_QUERY_MAX, kept out of the page's code). */
  searchMaxLength: number;
}

/** An article found, linked by its anchor on the page. */
export interface FaqSearchResult {
  id: string;
  question: string;
  /** Its group's title. */
  topic: string;
}

export interface FaqSearch {
  /** The query as answered (trimmed, cut at the contract's maximum). */
  query: string;
  /** How many of its words were searched: 0 when none is long enough to search. */
  terms: number;
  results: FaqSearchResult[];
}
