import type { Language } from "@cinelux/contract/languages";
import type { CatalogSeo } from "../../../lib/catalog/catalog-seo.server";

/** One section as the page renders it: plain texts, an anchor id, a checked link. */
export interface SitePageSectionView {
  id: string;
  heading: string;
  paragraphs: string[];
  items: string[];
  link: { label: string; href: string } | null;
}

/** What the site page's loader hands the page (site-page.server.ts). */
export interface SitePageData {
  language: Language;
  slug: string;
  title: string;
  description: string;
  sections: SitePageSectionView[];
  /** The FAQ page in this language, linked below every site page. */
  faqPath: string;
  seo: CatalogSeo;
  alternatePaths: Record<Language, string>;
}
