import type { DomainId } from "@cinelux/contract/domains";
import type { FieldError } from "@cinelux/contract/errors";
import { fieldErrorsOf } from "@cinelux/contract/errors";
import {
  type BuyGiftCardRequest,
  BuyGiftCardRequestSchema,
  type BuyPrepaidRequest,
  BuyPrepaidRequestSchema,
} from "@cinelux/contract/orders";
import {
  GIFT_CARD_AMOUNT_CENTS,
  GIFT_SEND_MAX_DAYS_AHEAD,
  giftCardSale,
  isGiftCardAmount,
  isSoldPrepaidType,
  prepaidCardSale,
  type SaleTotal,
  SOLD_PREPAID_TYPES,
} from "@cinelux/contract/sales";
import type { BuyItem } from "../../lib/routing/paths";

/**
 * The purchase form's rules (docs/screens/shop.md): what it sells, the amounts it offers, the body
 * it sends and the fields it refuses before sending. The server checks the same schema again and
 * decides the price; the total shown is the contract's (`giftCardSale`, `prepaidCardSale`).
 */

/** The items of the page's choice, in the Offers page's order. */
export const BUY_ITEMS: readonly BuyItem[] = [...SOLD_PREPAID_TYPES, "GIFT_CARD"];

/** The gift card's one-click amounts, in euros. */
export const GIFT_AMOUNT_PRESETS = [25, 50, 100] as const;

/** `?item=` as the page reads it: an unknown or missing one is the first movie card. */
export function buyItemOf(value: string | null): BuyItem {
  return value === "GIFT_CARD" || isSoldPrepaidType(value) ? value : SOLD_PREPAID_TYPES[0];
}

export interface BuyFormValues {
  item: BuyItem;
  /** The gift card's amount as typed, in euros. */
  amountEuros: string;
  buyerMail: string;
  gift: boolean;
  recipientMail: string;
  recipientName: string;
  message: string;
  /** YYYY-MM-DD; the chain's today by default. */
  sendOn: string;
}

export function initialBuyForm(item: BuyItem, today: string): BuyFormValues {
  return {
    item,
    amountEuros: String(GIFT_AMOUNT_PRESETS[1]),
    buyerMail: "",
    gift: false,
    recipientMail: "",
    recipientName: "",
    message: "",
    sendOn: today,
  };
}

/** The typed amount in cents, or null when it is not a whole number of euros. */
export function amountCentsOf(amountEuros: string): number | null {
  const text = amountEuros.trim();
  return /^\d{1,4}$/.test(text) ? Number(text) * 100 : null;
}

/** The total the page shows, or null while the amount is not one the site sells. */
export function saleOf(values: BuyFormValues, domain: DomainId): SaleTotal | null {
  if (values.item !== "GIFT_CARD") {
    return prepaidCardSale(values.item, domain);
  }
  const cents = amountCentsOf(values.amountEuros);
  return cents !== null && isGiftCardAmount(cents) ? giftCardSale(cents, domain) : null;
}

/** The chain's calendar day (Europe/Paris: both countries' cinemas), `days` from `now`. */
export function chainDay(now: Date, days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days a gift may go out on: today to a year ahead, in the chain's calendar. */
export function sendOnRange(now: Date): { first: string; last: string } {
  return { first: chainDay(now), last: chainDay(now, GIFT_SEND_MAX_DAYS_AHEAD) };
}

export type BuyRequest =
  | { item: "GIFT_CARD"; body: BuyGiftCardRequest }
  | { item: "prepaid"; body: BuyPrepaidRequest };

/** Empty texts are left out: the schema takes an absent field, not an empty one. */
function text(value: string): string | undefined {
  return value.trim() === "" ? undefined : value.trim();
}

function bodyOf(values: BuyFormValues, signedIn: boolean): Record<string, unknown> {
  const gift = values.gift
    ? {
        recipientMail: values.recipientMail.trim(),
        recipientName: text(values.recipientName),
        message: text(values.message),
        sendOn: values.sendOn || undefined,
      }
    : {};
  const buyer = signedIn ? {} : { buyerMail: values.buyerMail.trim() };
  const what =
    values.item === "GIFT_CARD"
      ? { amountCents: amountCentsOf(values.amountEuros) ?? Number.NaN }
      : { type: values.item };
  return JSON.parse(JSON.stringify({ ...what, ...buyer, ...gift })) as Record<string, unknown>;
}

/**
 * The request to send, or the fields to fix first, by the request's names (`amountCents`,
 * `buyerMail`, `recipientMail`, `sendOn`…), as the server would name them.
 */
export function buyRequestOf(
  values: BuyFormValues,
  options: { signedIn: boolean; now: Date },
): { request: BuyRequest; fields?: undefined } | { request?: undefined; fields: FieldError[] } {
  const body = bodyOf(values, options.signedIn);
  const fields: FieldError[] = [];
  const parsed =
    values.item === "GIFT_CARD"
      ? BuyGiftCardRequestSchema.safeParse(body)
      : BuyPrepaidRequestSchema.safeParse(body);
  if (!parsed.success) {
    fields.push(...fieldErrorsOf(parsed.error.issues, body));
  }
  if (values.item === "GIFT_CARD") {
    const cents = amountCentsOf(values.amountEuros);
    if (cents === null || !isGiftCardAmount(cents)) {
      replace(fields, { path: "amountCents", code: "invalid_value" });
    }
  }
  if (!options.signedIn && values.buyerMail.trim() === "") {
    replace(fields, { path: "buyerMail", code: "required" });
  }
  if (values.gift && values.recipientMail.trim() === "") {
    replace(fields, { path: "recipientMail", code: "required" });
  }
  const { first, last } = sendOnRange(options.now);
  if (values.gift && (values.sendOn < first || values.sendOn > last)) {
    replace(fields, { path: "sendOn", code: "invalid_value" });
  }
  if (fields.length > 0 || !parsed.success) {
    return { fields };
  }
  return values.item === "GIFT_CARD"
    ? { request: { item: "GIFT_CARD", body: parsed.data as BuyGiftCardRequest } }
    : { request: { item: "prepaid", body: parsed.data as BuyPrepaidRequest } };
}

/** One error per field: the rule's own code wins over the schema's. */
function replace(fields: FieldError[], field: FieldError): void {
  const index = fields.findIndex((existing) => existing.path === field.path);
  if (index === -1) {
    fields.push(field);
  } else {
    fields[index] = field;
  }
}

/** The amount's bounds in euros, for the hint. */
export const GIFT_AMOUNT_EUROS = {
  min: GIFT_CARD_AMOUNT_CENTS.min / 100,
  max: GIFT_CARD_AMOUNT_CENTS.max / 100,
};
