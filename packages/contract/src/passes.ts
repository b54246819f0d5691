import type { Technology } from "./catalog.ts";
import type { DomainId } from "./domains.ts";

/**
 * SPEC 9's pass catalog, in one place: what each subscription pass costs per domain, who may hold
 * it and what it includes. The public Subscription page shows it and the customer area's
 * subscription sells and changes plans from it. Pure data and pure helpers, no zod:
 * a server loader imports it and hands the page finished texts (decision 004).
 */

/** SPEC 9 pass types, in the order the catalog presents them. */
export const PASS_TYPES = [
  "CINEPASS",
  "CINEPASS_26",
  "CINEPASS_DUO",
  "CINEPASS_GOLD",
  "FAMILY",
  "EXPLORER",
  "UNLIMITED",
  "UNLIMITED_GOLD",
] as const;
export type PassType = (typeof PASS_TYPES)[number];

export function isPassType(value: unknown): value is PassType {
  return typeof value === "string" && (PASS_TYPES as readonly string[]).includes(value);
}

/** The premium formats a pass includes or charges a supplement for (SPEC 9 technology icons). */
export const PREMIUM_FORMATS = ["imax", "4dx", "screenx", "dolby"] as const satisfies readonly Technology[];

/** What a pass costs on one domain. Amounts are EUR cents (SPEC 1: EUR). */
export interface PassPricing {
  monthlyPriceCents: number;
  /** Months the holder commits to; 0 is month to month (cancel at any time). */
  commitmentMonths: number;
  /** Paid once at sign-up (card issue); 0 when none. */
  joiningFeeCents: number;
}

export interface PassDefinition {
  type: PassType;
  /** How many people the pass admits: 1, 2 for the Duo (holder and a named partner), up to 4 for the family. */
  people: number;
  /** Youth pass: the holder must be younger than this age (CINEPASS_26: under 26); null for none. */
  maxAgeExclusive: number | null;
  /** Family pass: how many of its people may be adults (the others are children under 18). */
  maxAdults: number | null;
  /** Sessions a month for the whole pass; null is unlimited (one session at a time per person). */
  sessionsPerMonth: number | null;
  /** Premium formats (IMAX, 4DX, ScreenX, Dolby) without supplement; else the per-session supplement applies. */
  premiumIncluded: boolean;
  /** Discount on the cinema's concessions (popcorn, drinks), in percent. */
  concessionsDiscountPercent: number;
  /** Free tickets a month for a guest who holds no pass. */
  guestTicketsPerMonth: number;
  pricing: Record<DomainId, PassPricing>;
}

/** Price in cents of one premium-format session for a pass that does not include them. */
export const PREMIUM_SUPPLEMENT_CENTS: Record<DomainId, number> = { fr: 350, nl: 400 };

const YEAR = 12;

/**
 * The eight passes. Prices are a French chain's (Paris-level tickets at 13.90 €) and a Dutch
 * chain's (a little higher, VAT on cinema tickets is 9 % there against 5.5 % in France).
 * The CINEPASS family commits for a year; UNLIMITED is the same offer month to month, dearer.
 */
export const PASSES: Record<PassType, PassDefinition> = {
  CINEPASS: {
    type: "CINEPASS",
    people: 1,
    maxAgeExclusive: null,
    maxAdults: null,
    sessionsPerMonth: null,
    premiumIncluded: false,
    concessionsDiscountPercent: 10,
    guestTicketsPerMonth: 0,
    pricing: {
      fr: { monthlyPriceCents: 2290, commitmentMonths: YEAR, joiningFeeCents: 3000 },
      nl: { monthlyPriceCents: 2350, commitmentMonths: YEAR, joiningFeeCents: 2500 },
    },
  },
  CINEPASS_26: {
    type: "CINEPASS_26",
    people: 1,
    maxAgeExclusive: 26,
    maxAdults: null,
    sessionsPerMonth: null,
    premiumIncluded: false,
    concessionsDiscountPercent: 10,
    guestTicketsPerMonth: 0,
    pricing: {
      fr: { monthlyPriceCents: 1790, commitmentMonths: YEAR, joiningFeeCents: 0 },
      nl: { monthlyPriceCents: 1850, commitmentMonths: YEAR, joiningFeeCents: 0 },
    },
  },
  CINEPASS_DUO: {
    type: "CINEPASS_DUO",
    people: 2,
    maxAgeExclusive: null,
    maxAdults: null,
    sessionsPerMonth: null,
    premiumIncluded: false,
    concessionsDiscountPercent: 10,
    guestTicketsPerMonth: 0,
    pricing: {
      fr: { monthlyPriceCents: 3990, commitmentMonths: YEAR, joiningFeeCents: 3000 },
      nl: { monthlyPriceCents: 4150, commitmentMonths: YEAR, joiningFeeCents: 2500 },
    },
  },
  CINEPASS_GOLD: {
    type: "CINEPASS_GOLD",
    people: 1,
    maxAgeExclusive: null,
    maxAdults: null,
    sessionsPerMonth: null,
    premiumIncluded: true,
    concessionsDiscountPercent: 20,
    guestTicketsPerMonth: 1,
    pricing: {
      fr: { monthlyPriceCents: 2990, commitmentMonths: YEAR, joiningFeeCents: 3000 },
      nl: { monthlyPriceCents: 3090, commitmentMonths: YEAR, joiningFeeCents: 2500 },
    },
  },
  FAMILY: {
    type: "FAMILY",
    people: 4,
    maxAgeExclusive: null,
    maxAdults: 2,
    sessionsPerMonth: 8,
    premiumIncluded: false,
    concessionsDiscountPercent: 15,
    guestTicketsPerMonth: 0,
    pricing: {
      fr: { monthlyPriceCents: 4490, commitmentMonths: YEAR, joiningFeeCents: 3000 },
      nl: { monthlyPriceCents: 4690, commitmentMonths: YEAR, joiningFeeCents: 2500 },
    },
  },
  EXPLORER: {
    type: "EXPLORER",
    people: 1,
    maxAgeExclusive: null,
    maxAdults: null,
    sessionsPerMonth: 4,
    premiumIncluded: false,
    concessionsDiscountPercent: 0,
    guestTicketsPerMonth: 0,
    pricing: {
      fr: { monthlyPriceCents: 1490, commitmentMonths: 0, joiningFeeCents: 0 },
      nl: { monthlyPriceCents: 1590, commitmentMonths: 0, joiningFeeCents: 0 },
    },
  },
  UNLIMITED: {
    type: "UNLIMITED",
    people: 1,
    maxAgeExclusive: null,
    maxAdults: null,
    sessionsPerMonth: null,
    premiumIncluded: false,
    concessionsDiscountPercent: 10,
    guestTicketsPerMonth: 0,
    pricing: {
      fr: { monthlyPriceCents: 2690, commitmentMonths: 0, joiningFeeCents: 0 },
      nl: { monthlyPriceCents: 2790, commitmentMonths: 0, joiningFeeCents: 0 },
    },
  },
  UNLIMITED_GOLD: {
    type: "UNLIMITED_GOLD",
    people: 1,
    maxAgeExclusive: null,
    maxAdults: null,
    sessionsPerMonth: null,
    premiumIncluded: true,
    concessionsDiscountPercent: 20,
    guestTicketsPerMonth: 2,
    pricing: {
      fr: { monthlyPriceCents: 3490, commitmentMonths: 0, joiningFeeCents: 0 },
      nl: { monthlyPriceCents: 3590, commitmentMonths: 0, joiningFeeCents: 0 },
    },
  },
};

/** Options a holder adds to a pass, billed monthly with it. */
export const PASS_ADD_ONS = ["PREMIUM_FORMATS", "GUEST_TICKETS"] as const;
export type PassAddOn = (typeof PASS_ADD_ONS)[number];

export interface PassAddOnDefinition {
  type: PassAddOn;
  monthlyPriceCents: Record<DomainId, number>;
  /** The passes it can be added to: a pass that already includes what it gives cannot take it. */
  appliesTo: readonly PassType[];
  /** GUEST_TICKETS: the guest tickets it adds each month. */
  guestTicketsPerMonth: number;
}

export const PASS_ADD_ON_DEFINITIONS: Record<PassAddOn, PassAddOnDefinition> = {
  // Every premium session without supplement, for a pass that charges one.
  PREMIUM_FORMATS: {
    type: "PREMIUM_FORMATS",
    monthlyPriceCents: { fr: 590, nl: 650 },
    appliesTo: PASS_TYPES.filter((type) => !PASSES[type].premiumIncluded),
    guestTicketsPerMonth: 0,
  },
  GUEST_TICKETS: {
    type: "GUEST_TICKETS",
    monthlyPriceCents: { fr: 990, nl: 1050 },
    appliesTo: PASS_TYPES.filter((type) => PASSES[type].people === 1),
    guestTicketsPerMonth: 2,
  },
};

/** What `type` costs on `domain`. */
export function passPricing(type: PassType, domain: DomainId): PassPricing {
  return PASSES[type].pricing[domain];
}

/** What the holder pays over the commitment, joining fee included (a month for a month-to-month pass). */
export function passCommitmentCostCents(type: PassType, domain: DomainId): number {
  const { monthlyPriceCents, commitmentMonths, joiningFeeCents } = passPricing(type, domain);
  return monthlyPriceCents * Math.max(commitmentMonths, 1) + joiningFeeCents;
}

/** The pass a visitor can start from: the lowest monthly price on `domain`. */
export function cheapestPass(domain: DomainId): PassType {
  return PASS_TYPES.reduce((best, type) =>
    passPricing(type, domain).monthlyPriceCents < passPricing(best, domain).monthlyPriceCents ? type : best,
  );
}

/** Whether someone of `age` (whole years) may hold `type` (CINEPASS_26: under 26). */
export function passAllowsAge(type: PassType, age: number): boolean {
  const limit = PASSES[type].maxAgeExclusive;
  return limit === null || age < limit;
}

/** The add-ons `type` can take. */
export function passAddOns(type: PassType): PassAddOn[] {
  return PASS_ADD_ONS.filter((addOn) => PASS_ADD_ON_DEFINITIONS[addOn].appliesTo.includes(type));
}

/** SPEC 9 analytics subscription labels: Cinépass duo, Cinépass-26, Cinépass, else 0. */
export function passAnalyticsLabel(type: string | null | undefined): string | 0 {
  switch (type) {
    case "CINEPASS_DUO":
      return "Cinépass duo";
    case "CINEPASS_26":
      return "Cinépass-26";
    case "CINEPASS":
      return "Cinépass";
    default:
      return 0;
  }
}
