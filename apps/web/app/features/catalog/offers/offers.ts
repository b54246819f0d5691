import type { DomainId } from "@cinelux/contract/domains";

/**
 * The chain's standing offers (the Offers page), one typed table: prices in EUR cents per
 * domain, conditions as numbers. Their texts are the `CatalogOffers.*` keys named after each id.
 * A French chain's prices (Paris-level standard ticket 13.90 €) and a Dutch chain's (13.50 €).
 */

/** The standard price of a 2D ticket, the reference every reduction is measured against. */
export const FULL_PRICE_CENTS: Record<DomainId, number> = { fr: 1390, nl: 1350 };

/** Reduced ticket prices, in the order the page lists them. */
export const REDUCED_PRICES = ["UNDER_14", "STUDENT", "TUESDAY", "MATINEE", "SENIOR"] as const;
export type ReducedPrice = (typeof REDUCED_PRICES)[number];

export const REDUCED_PRICE_CENTS: Record<ReducedPrice, Record<DomainId, number>> = {
  UNDER_14: { fr: 590, nl: 800 },
  STUDENT: { fr: 790, nl: 950 },
  TUESDAY: { fr: 850, nl: 950 },
  MATINEE: { fr: 750, nl: 900 },
  SENIOR: { fr: 890, nl: 1050 },
};

/** Group and company rates: a price per person from a minimum number. */
export const GROUP_OFFERS = ["GROUP", "COMPANY"] as const;
export type GroupOffer = (typeof GROUP_OFFERS)[number];

export const GROUP_OFFER_TERMS: Record<
  GroupOffer,
  { minimum: number; priceCents: Record<DomainId, number> }
> = {
  // From 20 people at one session.
  GROUP: { minimum: 20, priceCents: { fr: 650, nl: 800 } },
  // E-tickets bought by the batch of 50 or more.
  COMPANY: { minimum: 50, priceCents: { fr: 890, nl: 995 } },
};

/** What `cents` saves on the domain's standard price. */
export function savingCents(cents: number, domain: DomainId): number {
  return Math.max(FULL_PRICE_CENTS[domain] - cents, 0);
}
