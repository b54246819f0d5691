import type { Language } from "./languages.ts";

/**
 * The site's own content pages (docs/catalog-pages.md "Site pages and FAQ"): the footer's
 * about us, careers, press, contact, accessibility, terms and privacy pages, and the FAQ page. Plain
 * text in sections, which the pages render as React elements (never as HTML).
 */

/** One section of a site page. */
export interface SitePageSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** A path on this site (`/fr/contact`) or an https address. */
  link?: { label: string; href: string };
}

export interface SitePage {
  slug: string;
  language: Language;
  title: string;
  /** The meta description and the page's lead paragraph. */
  description: string;
  sections: SitePageSection[];
}

export interface FaqEntry {
  /** The anchor the footer's FAQ links open (`/fr/faq#ka-fr-0001`). */
  id: string;
  question: string;
  /** Paragraphs; empty for an article that has no answer in any language yet. */
  answer: string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  articles: FaqEntry[];
}

/**
 * The footer's links name catalog pages this way instead of an address (`catalog:Page/about`,
 * `catalog:Faq`): the footer builds the path in the page's language from the catalog base URL.
 */
export const CATALOG_LINK_PREFIX = "catalog:";

/** The site content of the request's domain, read in process by the web's server loaders. */
export interface SiteContentReader {
  /** A page in `language` (English, then the domain's first language, when it lacks one); undefined: 404. */
  page(slug: string, language: Language): Promise<SitePage | undefined>;
  /** The slugs of the domain's site pages, sorted (the sitemap lists them). */
  slugs(): Promise<string[]>;
  /** Every FAQ article of the domain, grouped by category, in `language`. */
  faq(language: Language): Promise<FaqGroup[]>;
}
