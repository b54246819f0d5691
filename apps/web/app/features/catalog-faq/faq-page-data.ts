import type { Language } from "@cinelux/contract/languages";
import type { FaqGroup } from "@cinelux/contract/site-content";
import type { CatalogSeo } from "../../lib/catalog/catalog-seo.server";

/** What the FAQ page's loader hands the page (faq-page.server.ts). */
export interface FaqPageData {
  language: Language;
  /** Every article of the domain by category; `id`s are the anchors the footer links to. */
  groups: FaqGroup[];
  /** The contact site page in this language. */
  contactPath: string;
  seo: CatalogSeo;
  alternatePaths: Record<Language, string>;
}
