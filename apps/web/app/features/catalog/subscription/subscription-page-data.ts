import type { Language } from "@cinelux/contract/languages";
import type { PassAddOn, PassType } from "@cinelux/contract/passes";
import type { CatalogSeo } from "../../../lib/catalog/catalog-seo.server";

/** What the Subscription page's loader hands the page (subscription-page.server.ts): finished texts. */
export interface PassView {
  type: PassType;
  name: string;
  tagline: string;
  /** "22,90 €" in the page language. */
  price: string;
  /** What the pass includes, one line each. */
  features: string[];
  /** The customer area's subscription page with this plan chosen; it signs the visitor in first. */
  subscribeHref: string;
  popular: boolean;
}

export interface ComparisonRow {
  label: string;
  /** One cell per pass, in the order of `passes`. */
  cells: string[];
}

export interface AddOnView {
  type: PassAddOn;
  name: string;
  price: string;
  description: string;
  /** The passes it can be added to, by name. */
  passes: string;
}

export interface SubscriptionPageData {
  language: Language;
  /** The cheapest monthly price of the domain: "14,90 €". */
  fromPrice: string;
  passes: PassView[];
  comparison: ComparisonRow[];
  addOns: AddOnView[];
  /** The conditions' answer about where the pass works: the domain's country. */
  whereAnswer: string;
  faqHref: string;
  /** The same page in every language: the language switch lands there. */
  alternatePaths: Record<Language, string>;
  seo: CatalogSeo;
}
