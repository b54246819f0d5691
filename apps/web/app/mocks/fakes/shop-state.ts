import type { Language } from "@cinelux/contract/languages";
import type { Order, OrderKind, OrderStatus } from "@cinelux/contract/orders";
import { PREPAID_CARD_OFFERS, type SaleTotal, type SoldPrepaidType } from "@cinelux/contract/sales";
import { fakeSessionState } from "../fake-session-state";

/**
 * The orders the fake payment endpoints keep (docs/fakes.md "Orders"): each as GET /api/orders/{id}
 * answers it, with who owns it, how many times it was read and the idempotency keys already used.
 */
export interface FakeOrder {
  /** Its figures; the line labels hold the items' codes, written out at each read (presentOrder). */
  order: Order;
  /** A guest's order is read by its id alone; a customer's needs the Bearer token. */
  owner: "guest" | "customer";
  /** GET /api/orders/{id} calls so far: a pending order turns paid after `paidAfterReads`. */
  reads: number;
  /** The fake webhook: null, the order stays as it is. */
  paidAfterReads: number | null;
  /** A pass's or an invoice's order: its title and line labels as the server wrote them, per language. */
  texts?: Record<Language, { description: string; labels: string[] }>;
}

export interface FakeShop {
  orders: Record<string, FakeOrder>;
  /** Idempotency-Key → the request it came with and the answer it got (Stripe's replay rule). */
  keys: Record<string, { request: string; orderId: string }>;
}

/** The reads after which a new order is paid: the order page polls twice, then sees it paid. */
export const FAKE_READS_BEFORE_PAID = 2;

/** Orders in every settled state, for the order page's screens (`/fr/orders/{id}`). */
export const FAKE_ORDER_IDS = {
  paidCard: "0a0a0a0a-0000-4000-8000-000000000001",
  paidGift: "0a0a0a0a-0000-4000-8000-000000000002",
  failed: "0a0a0a0a-0000-4000-8000-000000000003",
  canceled: "0a0a0a0a-0000-4000-8000-000000000004",
  expired: "0a0a0a0a-0000-4000-8000-000000000005",
  refunded: "0a0a0a0a-0000-4000-8000-000000000006",
  /** Pending for ever: the page's "taking longer" state after two minutes. */
  stuck: "0a0a0a0a-0000-4000-8000-000000000007",
} as const;

const CARD_LABEL: Record<Language, (places: number) => string> = {
  fr: (places) => `Carte ${places} places`,
  nl: (places) => `Filmkaart ${places} plaatsen`,
  en: (places) => `${places}-seat movie card`,
};
const GIFT_LABEL: Record<Language, string> = { fr: "Carte cadeau", nl: "Cadeaukaart", en: "Gift card" };
const DESCRIPTION: Record<Language, Record<"prepaid" | "giftCard", string>> = {
  fr: { prepaid: "Carte de places Cinélux", giftCard: "Carte cadeau Cinélux" },
  nl: { prepaid: "Cinélux-filmkaart", giftCard: "Cinélux-cadeaukaart" },
  en: { prepaid: "Cinélux movie card", giftCard: "Cinélux gift card" },
};

/** An order line's label in the request's language, as the server writes it. */
export function lineLabel(item: string, language: Language): string {
  return item in PREPAID_CARD_OFFERS
    ? CARD_LABEL[language](PREPAID_CARD_OFFERS[item as SoldPrepaidType].places)
    : GIFT_LABEL[language];
}

/** An order as the fake keeps it: its figures; its texts are written at each read, in its language. */
export function fakeOrderOf(options: {
  id: string;
  kind: OrderKind;
  status: OrderStatus;
  sale: SaleTotal;
  nextPath: string | null;
  gift?: Order["gift"];
  createdAt?: string;
}): Order {
  const { id, kind, status, sale } = options;
  const createdAt = options.createdAt ?? new Date().toISOString();
  return {
    id,
    kind,
    status,
    description: "",
    lines: sale.lines.map((line) => ({
      label: line.item,
      quantity: line.quantity,
      unitCents: line.unitCents,
      totalCents: line.totalCents,
    })),
    totalCents: sale.totalCents,
    vatRateBasisPoints: sale.vatRateBasisPoints,
    vatCents: sale.vatCents,
    refundedCents: status === "refunded" ? sale.totalCents : 0,
    createdAt,
    paidAt: status === "paid" || status === "refunded" ? createdAt : null,
    checkoutUrl: null,
    nextPath: options.nextPath,
    gift: options.gift ?? null,
  };
}

/**
 * GET /api/orders/{id}'s answer: the texts in `language`; while pending the page to pay on (the
 * fakes have no provider: "paying" is coming back to the order page), once paid the next step.
 */
export function presentOrder(
  kept: Order,
  language: Language,
  origin: string,
  texts?: FakeOrder["texts"],
): Order {
  const kind = kept.kind === "giftCard" ? "giftCard" : "prepaid";
  const written = texts?.[language];
  return {
    ...kept,
    description: written?.description ?? DESCRIPTION[language][kind],
    lines: kept.lines.map((line, index) => ({
      ...line,
      label: written?.labels[index] ?? lineLabel(line.label, language),
    })),
    checkoutUrl: kept.status === "pending" ? `${origin}/${language}/orders/${kept.id}` : null,
    nextPath: kept.status === "paid" ? kept.nextPath : null,
  };
}

/** Per fake database; in the browser a reload keeps the orders (like fake-db.ts). */
const shopState = fakeSessionState<FakeShop>("cinelux.fake.shop", () => ({ orders: {}, keys: {} }));

export function fakeShop(): FakeShop {
  return shopState.current();
}

export function saveFakeShop(): void {
  shopState.save();
}

/** The chain's calendar day (Europe/Paris), YYYY-MM-DD, `days` from today. */
export function chainDay(days = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A pass's or an invoice's order, paid at once by the fakes' provider (fakes/subscribe.ts): the order
 * page the payer comes back to reads it, as on the server, with its next step.
 */
export function keepPaidOrder(options: {
  id: string;
  kind: "subscription" | "invoice";
  sale: SaleTotal;
  texts: NonNullable<FakeOrder["texts"]>;
}): void {
  fakeShop().orders[options.id] = {
    order: fakeOrderOf({
      id: options.id,
      kind: options.kind,
      status: "paid",
      sale: options.sale,
      nextPath: "/{language}/subscription",
    }),
    owner: "customer",
    reads: 0,
    paidAfterReads: null,
    texts: options.texts,
  };
  saveFakeShop();
}
