import type { DomainId } from "./domains.ts";
import { PASS_ADD_ON_DEFINITIONS, type PassAddOn, type PassType, passPricing } from "./passes.ts";

/**
 * What the chain sells on the site and what it costs, computed once (docs/domain/payments.md
 * "Prices and VAT"): the server totals every order from these, the web shows the same figures.
 * Amounts are integers in EUR cents, VAT included (prices to consumers are quoted VAT included).
 */

/** VAT on cinema tickets, passes and prepaid places: France 5.5 %, the Netherlands 9 % (basis points). */
export const VAT_RATE_BASIS_POINTS: Record<DomainId, number> = { fr: 550, nl: 900 };

/** The VAT inside a VAT-included amount at `basisPoints` (rounded to the cent, half up). */
export function vatIncludedCents(totalCents: number, basisPoints: number): number {
  return Math.round((totalCents * basisPoints) / (10_000 + basisPoints));
}

/** The prepaid movie cards sold on the Offers page (SPEC 9 MOVIECARD_20, 21, 25, 50). */
export const SOLD_PREPAID_TYPES = ["MOVIECARD_20", "MOVIECARD_21", "MOVIECARD_25", "MOVIECARD_50"] as const;
export type SoldPrepaidType = (typeof SOLD_PREPAID_TYPES)[number];

export interface PrepaidCardOffer {
  type: SoldPrepaidType;
  /** Seats the card holds. */
  places: number;
  priceCents: Record<DomainId, number>;
  /** Months it stays valid from the day it is issued. */
  validityMonths: number;
}

/**
 * Seats bought ahead, cheaper by the dozen than the standard ticket (13.90 € in France, 13.50 € in
 * the Netherlands). MOVIECARD_21 is the 20-seat card with a seat offered, sold at the 20's price
 * during the chain's promotions and all year on the site.
 */
export const PREPAID_CARD_OFFERS: Record<SoldPrepaidType, PrepaidCardOffer> = {
  MOVIECARD_20: {
    type: "MOVIECARD_20",
    places: 20,
    priceCents: { fr: 19_800, nl: 19_400 },
    validityMonths: 12,
  },
  MOVIECARD_21: {
    type: "MOVIECARD_21",
    places: 21,
    priceCents: { fr: 19_800, nl: 19_400 },
    validityMonths: 12,
  },
  MOVIECARD_25: {
    type: "MOVIECARD_25",
    places: 25,
    priceCents: { fr: 23_750, nl: 23_250 },
    validityMonths: 12,
  },
  MOVIECARD_50: {
    type: "MOVIECARD_50",
    places: 50,
    priceCents: { fr: 44_500, nl: 43_500 },
    validityMonths: 24,
  },
};

export function isSoldPrepaidType(value: unknown): value is SoldPrepaidType {
  return typeof value === "string" && (SOLD_PREPAID_TYPES as readonly string[]).includes(value);
}

/** A gift card's amount: any whole euro from 20 to 200 €. */
export const GIFT_CARD_AMOUNT_CENTS = { min: 2_000, max: 20_000, step: 100 } as const;
/** A gift card stays valid this long from the day it is issued. */
export const GIFT_CARD_VALIDITY_MONTHS = 12;

/** Whether `cents` is a gift card amount the site sells. */
export function isGiftCardAmount(cents: number): boolean {
  const { min, max, step } = GIFT_CARD_AMOUNT_CENTS;
  return Number.isInteger(cents) && cents >= min && cents <= max && cents % step === 0;
}

/** A gift sent later: at most a year ahead. */
export const GIFT_SEND_MAX_DAYS_AHEAD = 365;
/** The message a buyer writes to the recipient of a gift. */
export const GIFT_MESSAGE_MAX = 500;

/**
 * VAT on what is sold. A gift card is a multi-purpose voucher (EU directive 2016/1065): no VAT when it
 * is sold, the VAT is due on what it pays for later; a movie card pays for seats only (a
 * single-purpose voucher): the ticket rate when it is sold, as a pass.
 */
export type SaleKind = "subscription" | "invoice" | "planChange" | "prepaid" | "giftCard";

export function vatRateOf(kind: SaleKind, domain: DomainId): number {
  return kind === "giftCard" ? 0 : VAT_RATE_BASIS_POINTS[domain];
}

/** One line of an order or a receipt. */
export interface SaleLine {
  /** What the line is (a pass type, an add-on, "JOINING_FEE", a card type, "GIFT_CARD"…), for the texts. */
  item: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface SaleTotal {
  lines: SaleLine[];
  totalCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
}

function total(kind: SaleKind, domain: DomainId, lines: SaleLine[]): SaleTotal {
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const vatRateBasisPoints = vatRateOf(kind, domain);
  return {
    lines,
    totalCents,
    vatRateBasisPoints,
    vatCents: vatIncludedCents(totalCents, vatRateBasisPoints),
  };
}

function line(item: string, unitCents: number, quantity = 1): SaleLine {
  return { item, quantity, unitCents, totalCents: unitCents * quantity };
}

/**
 * The first payment of a new pass: the joining fee and the first month (plan and add-ons). The
 * month is charged whole: billing starts the day after, on the billing day (docs/domain/payments.md).
 */
export function subscriptionFirstPayment(
  plan: PassType,
  addOns: readonly PassAddOn[],
  domain: DomainId,
): SaleTotal {
  const pricing = passPricing(plan, domain);
  const lines = [line(plan, pricing.monthlyPriceCents)];
  for (const addOn of addOns) {
    lines.push(line(addOn, PASS_ADD_ON_DEFINITIONS[addOn].monthlyPriceCents[domain]));
  }
  if (pricing.joiningFeeCents > 0) {
    lines.push(line("JOINING_FEE", pricing.joiningFeeCents));
  }
  return total("subscription", domain, lines);
}

/** A pass's monthly price with its add-ons. */
export function monthlyPriceCents(plan: PassType, addOns: readonly PassAddOn[], domain: DomainId): number {
  return (
    passPricing(plan, domain).monthlyPriceCents +
    addOns.reduce((sum, addOn) => sum + PASS_ADD_ON_DEFINITIONS[addOn].monthlyPriceCents[domain], 0)
  );
}

/** Movie cards: `quantity` of one type. */
export function prepaidCardSale(type: SoldPrepaidType, domain: DomainId, quantity = 1): SaleTotal {
  return total("prepaid", domain, [line(type, PREPAID_CARD_OFFERS[type].priceCents[domain], quantity)]);
}

/** One gift card of `amountCents`. */
export function giftCardSale(amountCents: number, domain: DomainId): SaleTotal {
  return total("giftCard", domain, [line("GIFT_CARD", amountCents)]);
}

/** An unpaid invoice paid by card: its amount as it stands. */
export function invoiceSale(invoiceNumber: string, amountCents: number, domain: DomainId): SaleTotal {
  return total("invoice", domain, [line(invoiceNumber, amountCents)]);
}

/** An upgrade's charge for the rest of the current period (upgradeProRataCents), at the pass's VAT. */
export function planUpgradeSale(plan: PassType, proRataCents: number, domain: DomainId): SaleTotal {
  return total("planChange", domain, [line(plan, proRataCents)]);
}

/**
 * An upgrade charged at once: the difference of the monthly prices for the days left in the current
 * billing period (`daysLeft` of `daysInPeriod`), rounded to the cent; 0 when the new plan is not dearer.
 */
export function upgradeProRataCents(
  fromMonthlyCents: number,
  toMonthlyCents: number,
  daysLeft: number,
  daysInPeriod: number,
): number {
  const difference = toMonthlyCents - fromMonthlyCents;
  if (difference <= 0 || daysLeft <= 0 || daysInPeriod <= 0) {
    return 0;
  }
  return Math.round((difference * Math.min(daysLeft, daysInPeriod)) / daysInPeriod);
}
