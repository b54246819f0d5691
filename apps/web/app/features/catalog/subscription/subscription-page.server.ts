import type { Domain } from "@cinelux/contract/domains";
import type { Flags } from "@cinelux/contract/flags";
import type { Language } from "@cinelux/contract/languages";
import {
  cheapestPass,
  PASS_ADD_ON_DEFINITIONS,
  PASS_ADD_ONS,
  PASS_TYPES,
  PASSES,
  type PassType,
  PREMIUM_SUPPLEMENT_CENTS,
  passPricing,
} from "@cinelux/contract/passes";
import { data } from "react-router";
import { formatEuros } from "../../../lib/catalog/catalog-format.server";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { serverCatalogs } from "../../../lib/i18n/catalogs.server";
import { createI18n, type MessageKey, type TFunction } from "../../../lib/i18n/create-i18n";
import { paths } from "../../../lib/routing/paths";
import type { AddOnView, ComparisonRow, PassView, SubscriptionPageData } from "./subscription-page-data";

/**
 * The Subscription page's loader work, on the server only (docs/catalog-pages.md): the pass
 * catalog of the contract (`@cinelux/contract/passes`) priced for the request's domain and written
 * out in the page language, so the page's JavaScript carries neither the catalog nor its rules.
 */

/** The pass most visitors choose: the page marks it. */
export const POPULAR_PASS: PassType = "CINEPASS";

function passFeatures(type: PassType, domain: Domain, t: TFunction, language: Language): string[] {
  const pass = PASSES[type];
  const { commitmentMonths, joiningFeeCents } = passPricing(type, domain.id);
  const features = [
    pass.sessionsPerMonth === null
      ? t("CatalogSubscription.Feature.Unlimited")
      : t("CatalogSubscription.Feature.Sessions", { count: pass.sessionsPerMonth }),
  ];
  if (pass.people === 2) {
    features.push(t("CatalogSubscription.Feature.Duo"));
  } else if (pass.people > 2) {
    features.push(
      t("CatalogSubscription.Feature.Family", { count: String(pass.people), adults: String(pass.maxAdults) }),
    );
  } else {
    features.push(t("CatalogSubscription.Feature.Solo"));
  }
  if (pass.maxAgeExclusive !== null) {
    features.push(t("CatalogSubscription.Feature.Age", { age: String(pass.maxAgeExclusive) }));
  }
  features.push(
    pass.premiumIncluded
      ? t("CatalogSubscription.Feature.PremiumIncluded")
      : t("CatalogSubscription.Feature.PremiumSupplement", {
          price: formatEuros(PREMIUM_SUPPLEMENT_CENTS[domain.id], language),
        }),
  );
  if (pass.concessionsDiscountPercent > 0) {
    features.push(t("CatalogSubscription.Feature.Concessions", { percent: pass.concessionsDiscountPercent }));
  }
  if (pass.guestTicketsPerMonth > 0) {
    features.push(t("CatalogSubscription.Feature.Guests", { count: pass.guestTicketsPerMonth }));
  }
  features.push(
    commitmentMonths > 0
      ? t("CatalogSubscription.Feature.Commitment", { months: commitmentMonths })
      : t("CatalogSubscription.Feature.NoCommitment"),
    joiningFeeCents > 0
      ? t("CatalogSubscription.Feature.JoiningFee", { price: formatEuros(joiningFeeCents, language) })
      : t("CatalogSubscription.Feature.NoJoiningFee"),
  );
  return features;
}

/** The plan comparison: one row per property, one cell per pass. */
function comparison(domain: Domain, t: TFunction, language: Language): ComparisonRow[] {
  const row = (label: MessageKey, cell: (type: PassType) => string): ComparisonRow => ({
    label: t(label),
    cells: PASS_TYPES.map(cell),
  });
  const no = t("CatalogSubscription.Cell.No");
  return [
    row("CatalogSubscription.Row.Price", (type) =>
      formatEuros(passPricing(type, domain.id).monthlyPriceCents, language),
    ),
    row("CatalogSubscription.Row.Commitment", (type) => {
      const months = passPricing(type, domain.id).commitmentMonths;
      return months > 0
        ? t("CatalogSubscription.Cell.Months", { months })
        : t("CatalogSubscription.Cell.None");
    }),
    row("CatalogSubscription.Row.JoiningFee", (type) => {
      const fee = passPricing(type, domain.id).joiningFeeCents;
      return fee > 0 ? formatEuros(fee, language) : t("CatalogSubscription.Cell.None");
    }),
    row("CatalogSubscription.Row.People", (type) => {
      const people = PASSES[type].people;
      return people > 2 ? t("CatalogSubscription.Cell.UpTo", { count: people }) : String(people);
    }),
    row("CatalogSubscription.Row.Age", (type) => {
      const age = PASSES[type].maxAgeExclusive;
      return age === null
        ? t("CatalogSubscription.Cell.AnyAge")
        : t("CatalogSubscription.Cell.Under", { age });
    }),
    row("CatalogSubscription.Row.Sessions", (type) => {
      const sessions = PASSES[type].sessionsPerMonth;
      return sessions === null
        ? t("CatalogSubscription.Cell.Unlimited")
        : t("CatalogSubscription.Cell.PerMonth", { count: sessions });
    }),
    row("CatalogSubscription.Row.Premium", (type) =>
      PASSES[type].premiumIncluded
        ? t("CatalogSubscription.Cell.Included")
        : t("CatalogSubscription.Cell.Supplement", {
            price: formatEuros(PREMIUM_SUPPLEMENT_CENTS[domain.id], language),
          }),
    ),
    row("CatalogSubscription.Row.Concessions", (type) => {
      const percent = PASSES[type].concessionsDiscountPercent;
      return percent > 0 ? t("CatalogSubscription.Cell.Percent", { percent }) : no;
    }),
    row("CatalogSubscription.Row.Guests", (type) => {
      const guests = PASSES[type].guestTicketsPerMonth;
      return guests > 0 ? t("CatalogSubscription.Cell.PerMonth", { count: guests }) : no;
    }),
  ];
}

function addOns(
  domain: Domain,
  t: TFunction,
  language: Language,
  name: (type: PassType) => string,
): AddOnView[] {
  return PASS_ADD_ONS.map((type) => {
    const addOn = PASS_ADD_ON_DEFINITIONS[type];
    return {
      type,
      name: t(`PassAddOn.${type}`),
      price: t("CatalogSubscription.AddOnPrice", {
        price: formatEuros(addOn.monthlyPriceCents[domain.id], language),
      }),
      description: t(`CatalogSubscription.AddOn.${type}`, { count: addOn.guestTicketsPerMonth }),
      passes: t("CatalogSubscription.AddOnFor", { passes: addOn.appliesTo.map(name).join(", ") }),
    };
  });
}

/** schema.org: each pass a `Product` with its monthly `Offer` on this domain. */
function jsonLd(passes: PassView[], domain: Domain, canonical: string, origin: string): unknown {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    url: canonical,
    itemListElement: passes.map((pass, index) => {
      const { monthlyPriceCents } = passPricing(pass.type, domain.id);
      const price = (monthlyPriceCents / 100).toFixed(2);
      return {
        "@type": "ListItem",
        position: index + 1,
        item: {
          "@type": "Product",
          name: pass.name,
          description: pass.tagline,
          sku: pass.type,
          brand: { "@type": "Brand", name: "Cinélux" },
          offers: {
            "@type": "Offer",
            price,
            priceCurrency: "EUR",
            availability: "https://schema.org/InStock",
            url: `${origin}${pass.subscribeHref}`,
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price,
              priceCurrency: "EUR",
              unitCode: "MON",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
            },
          },
        },
      };
    }),
  };
}

export interface SubscriptionLoaderInput {
  params: { language?: string };
  request: Request;
  flags: Flags;
  domain: Domain;
}

/**
 * The loader: the site's 404 when `subscriptionEnabled` is off (the header hides its link then,
 * SPEC 2.1), a 301 from another language's path, else the eight passes priced on this domain.
 */
export function loadSubscriptionPage({ params, request, flags, domain }: SubscriptionLoaderInput) {
  if (!flags.subscriptionEnabled) {
    throw data(null, { status: 404 });
  }
  const location = catalogLocation(params, request, "Subscription");
  const { language, url, alternatePaths } = location;
  const { t } = createI18n(language, serverCatalogs);
  const name = (type: PassType) => t(`PassType.${type}`);
  const passes: PassView[] = PASS_TYPES.map((type) => ({
    type,
    name: name(type),
    tagline: t(`CatalogSubscription.Tagline.${type}`),
    price: formatEuros(passPricing(type, domain.id).monthlyPriceCents, language),
    features: passFeatures(type, domain, t, language),
    subscribeHref: `${paths.subscribe(language)}?plan=${type}`,
    popular: type === POPULAR_PASS,
  }));
  const fromPrice = formatEuros(passPricing(cheapestPass(domain.id), domain.id).monthlyPriceCents, language);
  const result: SubscriptionPageData = {
    language,
    fromPrice,
    passes,
    comparison: comparison(domain, t, language),
    addOns: addOns(domain, t, language, name),
    whereAnswer: t(`CatalogSubscription.A.Where.${domain.id}`),
    faqHref: catalogPath(language, "Faq"),
    alternatePaths,
    seo: catalogSeo(location, domain, {
      description: t("CatalogSubscription.MetaDescription", { price: fromPrice }),
      jsonLd: jsonLd(passes, domain, `${url.origin}${catalogPath(language, "Subscription")}`, url.origin),
    }),
  };
  return result;
}
