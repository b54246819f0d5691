import * as z from "zod";
import type { DomainId } from "./domains.ts";
import { vatIncludedCents } from "./sales.ts";

/**
 * A cinema's concessions (SPEC e-ticket `clickAndServe`; docs/domain/prices.md "Concessions"): the
 * menu the tunnel offers with the tickets, to collect at the counter or served at the seat, and
 * `priceConcessions`, the one place an order of them is totalled. Amounts are integer EUR cents,
 * VAT included.
 */

/** SPEC `limitDurationOrder`: concessions are ordered until this many minutes before the start. */
export const CONCESSION_ORDER_LIMIT_MINUTES = 30;
/** The most of one item a booking orders. */
export const CONCESSION_MAX_PER_ITEM = 10;

export const CONCESSION_CATEGORIES = ["popcorn", "drink", "snack", "iceCream", "sweets", "combo"] as const;
export type ConcessionCategory = (typeof CONCESSION_CATEGORIES)[number];

/**
 * VAT per category and domain, in basis points (docs/domain/prices.md gives the sources). France:
 * food and soft drinks prepared to be eaten or drunk at once — popcorn from the machine, fountain
 * drinks, nachos, and a combo, which holds only those — 10 % (CGI art. 279 m); ice cream sold in its
 * own sealed pack, which keeps, 5.5 % (CGI art. 278-0 bis A); confectionery is excluded from the
 * reduced rates, 20 % (CGI art. 278). The Netherlands: food and soft drinks, 9 % (Wet OB 1968,
 * tabel I, post a.1).
 */
export const CONCESSION_VAT_BASIS_POINTS: Record<DomainId, Record<ConcessionCategory, number>> = {
  fr: { popcorn: 1000, drink: 1000, snack: 1000, iceCream: 550, sweets: 2000, combo: 1000 },
  nl: { popcorn: 900, drink: 900, snack: 900, iceCream: 900, sweets: 900, combo: 900 },
};

export const ConcessionNamesSchema = z.strictObject({
  fr: z.string().min(1).max(80),
  nl: z.string().min(1).max(80),
  en: z.string().min(1).max(80),
});
export type ConcessionNames = z.infer<typeof ConcessionNamesSchema>;

/** An item of a cinema's menu (a `concession_items` row). */
export interface ConcessionItem {
  id: string;
  names: ConcessionNames;
  category: ConcessionCategory;
  priceCents: number;
  /** SPEC clickAndServe `eligible`: the item can be brought to the seat. */
  servedAtSeat: boolean;
  /** Off the menu for now (out of stock); it cannot be ordered. */
  available: boolean;
}

/** One line of a concessions order (the tunnel's PATCH sends them). */
export const ConcessionOrderLineSchema = z.strictObject({
  itemId: z.uuid(),
  quantity: z.number().int().min(1).max(CONCESSION_MAX_PER_ITEM),
  /** Brought to the seat rather than collected at the counter. */
  atSeat: z.boolean().optional(),
});
export type ConcessionOrderLine = z.infer<typeof ConcessionOrderLineSchema>;

export const CONCESSION_REFUSALS = ["unknownItem", "unavailable", "tooMany", "notServedAtSeat"] as const;
export type ConcessionRefusal = (typeof CONCESSION_REFUSALS)[number];

export interface PricedConcession {
  itemId: string;
  /** The item's category, for the texts and the VAT. */
  item: ConcessionCategory;
  quantity: number;
  unitCents: number;
  totalCents: number;
  atSeat: boolean;
  vatRateBasisPoints: number;
}

export interface ConcessionsTotal {
  lines: PricedConcession[];
  totalCents: number;
  /** The VAT at each rate of the order, computed on each rate's total (as sales.ts rounds a total). */
  vat: { rateBasisPoints: number; totalCents: number; vatCents: number }[];
  vatCents: number;
}

export type ConcessionsPricing =
  | ({ ok: true } & ConcessionsTotal)
  | { ok: false; refused: { index: number; itemId: string; reason: ConcessionRefusal }[] };

/**
 * Prices an order from `menu` on `domain`. A pass's concessions discount (PASSES[type].
 * concessionsDiscountPercent) comes off each line, rounded to the cent. Refuses an item not on the
 * menu or not available, more than CONCESSION_MAX_PER_ITEM of one item over the order, and a seat
 * delivery of an item not served at the seat; each refusal names the line.
 */
export function priceConcessions(options: {
  domain: DomainId;
  menu: readonly ConcessionItem[];
  order: readonly ConcessionOrderLine[];
  discountPercent?: number;
}): ConcessionsPricing {
  const byId = new Map(options.menu.map((item) => [item.id, item]));
  const discount = Math.min(100, Math.max(0, options.discountPercent ?? 0));
  const counts = new Map<string, number>();
  for (const line of options.order) {
    counts.set(line.itemId, (counts.get(line.itemId) ?? 0) + line.quantity);
  }
  const refused: { index: number; itemId: string; reason: ConcessionRefusal }[] = [];
  const lines: PricedConcession[] = [];
  options.order.forEach((line, index) => {
    const item = byId.get(line.itemId);
    const reason = refusalOf(item, line, counts.get(line.itemId) ?? 0);
    if (reason || !item) {
      refused.push({ index, itemId: line.itemId, reason: reason ?? "unknownItem" });
      return;
    }
    const unitCents = Math.round((item.priceCents * (100 - discount)) / 100);
    lines.push({
      itemId: item.id,
      item: item.category,
      quantity: line.quantity,
      unitCents,
      totalCents: unitCents * line.quantity,
      atSeat: line.atSeat ?? false,
      vatRateBasisPoints: CONCESSION_VAT_BASIS_POINTS[options.domain][item.category],
    });
  });
  if (refused.length > 0) {
    return { ok: false, refused };
  }
  const byRate = new Map<number, number>();
  for (const line of lines) {
    byRate.set(line.vatRateBasisPoints, (byRate.get(line.vatRateBasisPoints) ?? 0) + line.totalCents);
  }
  const vat = [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, totalCents]) => ({
      rateBasisPoints,
      totalCents,
      vatCents: vatIncludedCents(totalCents, rateBasisPoints),
    }));
  return {
    ok: true,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    vat,
    vatCents: vat.reduce((sum, rate) => sum + rate.vatCents, 0),
  };
}

function refusalOf(
  item: ConcessionItem | undefined,
  line: ConcessionOrderLine,
  orderedOfItem: number,
): ConcessionRefusal | null {
  if (!item) {
    return "unknownItem";
  }
  if (!item.available) {
    return "unavailable";
  }
  if (orderedOfItem > CONCESSION_MAX_PER_ITEM) {
    return "tooMany";
  }
  if (line.atSeat && !item.servedAtSeat) {
    return "notServedAtSeat";
  }
  return null;
}

/** The last instant concessions can be ordered for a session starting at `startsAt`. */
export function concessionOrderDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CONCESSION_ORDER_LIMIT_MINUTES * 60_000);
}

/** SPEC clickAndServe `eligible`: orders are taken until CONCESSION_ORDER_LIMIT_MINUTES before the start. */
export function concessionsOrderable(startsAt: Date, now: Date): boolean {
  return now.getTime() <= concessionOrderDeadline(startsAt).getTime();
}

/**
 * GET /api/sessions/{id}/concessions: the session's cinema's menu (available items, in the menu's
 * order) in `language`; `orderable` false once the session is closer than
 * CONCESSION_ORDER_LIMIT_MINUTES.
 */
export const SessionConcessionsSchema = z.object({
  sessionId: z.uuid(),
  currency: z.literal("EUR"),
  orderable: z.boolean(),
  /** The last instant an order is taken (ISO 8601). */
  orderUntil: z.string(),
  limitDurationOrder: z.number().int(),
  maxPerItem: z.number().int(),
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      category: z.enum(CONCESSION_CATEGORIES),
      priceCents: z.number().int(),
      servedAtSeat: z.boolean(),
    }),
  ),
});
export type SessionConcessions = z.infer<typeof SessionConcessionsSchema>;
