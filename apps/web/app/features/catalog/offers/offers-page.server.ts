import type { Domain } from "@cinelux/contract/domains";
import { CLUB_FLAG, type Flags } from "@cinelux/contract/flags";
import { cheapestPass, PREMIUM_SUPPLEMENT_CENTS, passPricing } from "@cinelux/contract/passes";
import {
  GIFT_CARD_AMOUNT_CENTS,
  GIFT_CARD_VALIDITY_MONTHS,
  PREPAID_CARD_OFFERS,
  SOLD_PREPAID_TYPES,
} from "@cinelux/contract/sales";
import { data } from "react-router";
import { formatEuros } from "../../../lib/catalog/catalog-format.server";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { serverCatalogs } from "../../../lib/i18n/catalogs.server";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { buyPath } from "../../../lib/routing/paths";
import {
  FULL_PRICE_CENTS,
  GROUP_OFFER_TERMS,
  GROUP_OFFERS,
  REDUCED_PRICE_CENTS,
  REDUCED_PRICES,
  savingCents,
} from "./offers";
import type { OffersPageData } from "./offers-page-data";

/**
 * The Offers page's loader work, on the server only (docs/catalog-pages.md): the offers table
 * (offers.ts) priced for the request's domain, in the page language.
 */

export interface OffersLoaderInput {
  params: { language?: string };
  request: Request;
  flags: Flags;
  domain: Domain;
}

/** schema.org: the standing offers as an `OfferCatalog` of this domain's prices. */
function jsonLd(
  page: Omit<OffersPageData, "seo">,
  names: Record<string, string>,
  canonical: string,
  domain: Domain,
) {
  const offer = (name: string, cents: number) => ({
    "@type": "Offer",
    name,
    price: (cents / 100).toFixed(2),
    priceCurrency: "EUR",
  });
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: names.title,
    url: canonical,
    itemListElement: [
      ...page.reduced.map(({ id }) => offer(names[id] ?? id, REDUCED_PRICE_CENTS[id][domain.id])),
      ...page.groups.map(({ id }) => offer(names[id] ?? id, GROUP_OFFER_TERMS[id].priceCents[domain.id])),
      ...SOLD_PREPAID_TYPES.map((type) =>
        offer(names[type] ?? type, PREPAID_CARD_OFFERS[type].priceCents[domain.id]),
      ),
    ],
  };
}

/**
 * The loader: the site's 404 when `offersMenuDisplayed` is off (the header shows no Offers link
 * then, SPEC 2.1: the page goes with it), a 301 from another language's path, else the offers.
 */
export function loadOffersPage({ params, request, flags, domain }: OffersLoaderInput) {
  if (!flags.offersMenuDisplayed) {
    throw data(null, { status: 404 });
  }
  const location = catalogLocation(params, request, "Offers");
  const { language, url, alternatePaths } = location;
  const { t } = createI18n(language, serverCatalogs);
  const euros = (cents: number) => formatEuros(cents, language);
  const fromPrice = euros(passPricing(cheapestPass(domain.id), domain.id).monthlyPriceCents);
  const page: Omit<OffersPageData, "seo"> = {
    language,
    fullPrice: euros(FULL_PRICE_CENTS[domain.id]),
    reduced: REDUCED_PRICES.map((id) => ({
      id,
      price: euros(REDUCED_PRICE_CENTS[id][domain.id]),
      saving: euros(savingCents(REDUCED_PRICE_CENTS[id][domain.id], domain.id)),
    })),
    groups: GROUP_OFFERS.map((id) => ({
      id,
      price: euros(GROUP_OFFER_TERMS[id].priceCents[domain.id]),
      minimum: GROUP_OFFER_TERMS[id].minimum,
    })),
    movieCards: SOLD_PREPAID_TYPES.map((type) => {
      const card = PREPAID_CARD_OFFERS[type];
      return {
        type,
        places: card.places,
        price: euros(card.priceCents[domain.id]),
        each: euros(Math.round(card.priceCents[domain.id] / card.places)),
        validityMonths: card.validityMonths,
        buyHref: buyPath(language, type),
      };
    }),
    gift: {
      min: euros(GIFT_CARD_AMOUNT_CENTS.min),
      max: euros(GIFT_CARD_AMOUNT_CENTS.max),
      validityMonths: GIFT_CARD_VALIDITY_MONTHS,
      buyHref: buyPath(language, "GIFT_CARD"),
    },
    premiumSupplement: euros(PREMIUM_SUPPLEMENT_CENTS[domain.id]),
    subscription: flags.subscriptionEnabled
      ? { href: catalogPath(language, "Subscription"), fromPrice }
      : null,
    clubHref: flags[CLUB_FLAG] ? catalogPath(language, "ClubCinelux") : null,
    faqHref: catalogPath(language, "Faq"),
    footnoteKey: domain.id === "nl" ? "CatalogOffers.Footnote.nl" : "CatalogOffers.Footnote.fr",
    alternatePaths,
  };
  const names: Record<string, string> = {
    title: t("CatalogOffers.Title"),
    ...Object.fromEntries(
      SOLD_PREPAID_TYPES.map((type) => [
        type,
        t("Shop.MovieCard.Name", { places: PREPAID_CARD_OFFERS[type].places }),
      ]),
    ),
    ...Object.fromEntries(REDUCED_PRICES.map((id) => [id, t(`CatalogOffers.Offer.${id}`)])),
    ...Object.fromEntries(GROUP_OFFERS.map((id) => [id, t(`CatalogOffers.Group.${id}`)])),
  };
  const result: OffersPageData = {
    ...page,
    seo: catalogSeo(location, domain, {
      description: t("CatalogOffers.MetaDescription", { under14: page.reduced[0]?.price ?? "" }),
      jsonLd: jsonLd(page, names, `${url.origin}${catalogPath(language, "Offers")}`, domain),
    }),
  };
  return result;
}
