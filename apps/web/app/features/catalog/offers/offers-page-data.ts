import type { Language } from "@cinelux/contract/languages";
import type { SoldPrepaidType } from "@cinelux/contract/sales";
import type { CatalogSeo } from "../../../lib/catalog/catalog-seo.server";
import type { GroupOffer, ReducedPrice } from "./offers";

/** What the Offers page's loader hands the page (offers-page.server.ts): finished prices. */
export interface ReducedPriceView {
  id: ReducedPrice;
  /** "5,90 €" in the page language. */
  price: string;
  /** What it saves on the standard price: "8,00 €". */
  saving: string;
}

export interface GroupOfferView {
  id: GroupOffer;
  price: string;
  minimum: number;
}

export interface MovieCardView {
  type: SoldPrepaidType;
  places: number;
  price: string;
  /** The price of one seat on the card: "9,90 €". */
  each: string;
  validityMonths: number;
  /** The purchase page for this card. */
  buyHref: string;
}

export interface OffersPageData {
  language: Language;
  fullPrice: string;
  reduced: ReducedPriceView[];
  groups: GroupOfferView[];
  /** The movie cards the site sells (the contract's `PREPAID_CARD_OFFERS`), each with its purchase link. */
  movieCards: MovieCardView[];
  /** The gift card's amount range and its purchase link. */
  gift: { min: string; max: string; validityMonths: number; buyHref: string };
  premiumSupplement: string;
  /** The Subscription page and its lowest price; null when `subscriptionEnabled` is off. */
  subscription: { href: string; fromPrice: string } | null;
  /** The Club page; null when the club flag is off. */
  clubHref: string | null;
  faqHref: string;
  /** The footnote's scope: the domain's country. */
  footnoteKey: "CatalogOffers.Footnote.fr" | "CatalogOffers.Footnote.nl";
  alternatePaths: Record<Language, string>;
  seo: CatalogSeo;
}
