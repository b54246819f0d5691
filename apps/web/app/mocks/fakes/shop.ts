import { domainFromHost } from "@cinelux/contract/domains";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import {
  BuyGiftCardRequestSchema,
  BuyPrepaidRequestSchema,
  type CheckoutResponse,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  type JoinClubResponseSchema,
  type Order,
  OrderParamsSchema,
} from "@cinelux/contract/orders";
import {
  GIFT_SEND_MAX_DAYS_AHEAD,
  giftCardSale,
  isGiftCardAmount,
  prepaidCardSale,
} from "@cinelux/contract/sales";
import { HttpResponse, http } from "msw";
import type * as z from "zod";
import { fakeDb, saveFakeDb } from "../fake-db";
import { badRequest, coded, refusedFields, unauthorized } from "../fake-responses";
import {
  chainDay,
  FAKE_ORDER_IDS,
  FAKE_READS_BEFORE_PAID,
  type FakeOrder,
  fakeOrderOf,
  fakeShop,
  presentOrder,
  saveFakeShop,
} from "./shop-state";

/**
 * The payment endpoints (docs/fakes.md "Orders"): buying a movie card or a gift card, reading an
 * order, joining the Club. Refusals in the server's order: the Idempotency-Key, the body against the
 * contract's schema, the sale's rules, then the key's replay.
 */

/** A buyer at this address meets a provider that is down (503 PAYMENT_UNAVAILABLE): try it in the browser. */
export const FAKE_PAYMENT_DOWN_MAIL = "payment-down@example.com";

/** Where the wallet is, in the order's next step: written in the reader's language. */
const WALLET_NEXT = "/{language}/tickets";

function requestLanguage(request: Request): Language {
  const language = new URL(request.url).searchParams.get("language");
  return isLanguage(language) ? language : "fr";
}

function origin(request: Request): string {
  const url = new URL(request.url);
  return `${url.protocol}//${request.headers.get("host") ?? url.host}`;
}

function signedIn(request: Request): boolean {
  return unauthorized(request) === null;
}

type BuyBody = z.infer<typeof BuyGiftCardRequestSchema> | z.infer<typeof BuyPrepaidRequestSchema>;

/** The sale's own rules once the schema passed: who pays, a whole-euro amount, a send day within a year. */
function saleRefusal(request: Request, body: BuyBody): Response | null {
  const fields: { path: string; code: "required" | "invalid_value" }[] = [];
  if (!signedIn(request) && !body.buyerMail) {
    fields.push({ path: "buyerMail", code: "required" });
  }
  if ("amountCents" in body && !isGiftCardAmount(body.amountCents)) {
    fields.push({ path: "amountCents", code: "invalid_value" });
  }
  if (body.sendOn && (body.sendOn < chainDay() || body.sendOn > chainDay(GIFT_SEND_MAX_DAYS_AHEAD))) {
    fields.push({ path: "sendOn", code: "invalid_value" });
  }
  if (!body.recipientMail && (body.recipientName || body.message || body.sendOn)) {
    fields.push({ path: "recipientMail", code: "required" });
  }
  return fields.length > 0 ? refusedFields(request, fields) : null;
}

async function buy(request: Request, kind: "giftCard" | "prepaid") {
  const key = IdempotencyKeySchema.safeParse(request.headers.get(IDEMPOTENCY_HEADER) ?? "");
  if (!key.success) {
    return coded(request, "IDEMPOTENCY_KEY_REQUIRED");
  }
  const raw: unknown = await request.json().catch(() => null);
  const schema = kind === "giftCard" ? BuyGiftCardRequestSchema : BuyPrepaidRequestSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return badRequest(request, parsed.error.issues, raw);
  }
  const body = parsed.data;
  const refused = saleRefusal(request, body);
  if (refused) {
    return refused;
  }
  const language = requestLanguage(request);
  const shop = fakeShop();
  const fingerprint = JSON.stringify([kind, signedIn(request), body]);
  const earlier = shop.keys[key.data];
  if (earlier) {
    return earlier.request === fingerprint
      ? HttpResponse.json(checkout(request, language, earlier.orderId), { status: 201 })
      : coded(request, "IDEMPOTENCY_KEY_REUSED");
  }
  if (body.buyerMail === FAKE_PAYMENT_DOWN_MAIL) {
    return coded(request, "PAYMENT_UNAVAILABLE");
  }
  const domain = domainFromHost(new URL(origin(request)).host).id;
  const sale =
    "amountCents" in body ? giftCardSale(body.amountCents, domain) : prepaidCardSale(body.type, domain);
  const customer = signedIn(request);
  const id = crypto.randomUUID();
  const gift = body.recipientMail
    ? { recipientMail: body.recipientMail, sendOn: body.sendOn ?? chainDay(), sent: false }
    : null;
  shop.orders[id] = {
    order: fakeOrderOf({
      id,
      kind,
      status: "pending",
      sale,
      // Without a gift a customer's card lands in the wallet; a guest's and a gift go by mail.
      nextPath: customer && !gift ? WALLET_NEXT : null,
      gift,
    }),
    owner: customer ? "customer" : "guest",
    reads: 0,
    paidAfterReads: FAKE_READS_BEFORE_PAID,
  };
  shop.keys[key.data] = { request: fingerprint, orderId: id };
  saveFakeShop();
  return HttpResponse.json(checkout(request, language, id), { status: 201 });
}

function checkout(request: Request, language: Language, orderId: string): CheckoutResponse {
  return { orderId, checkoutUrl: `${origin(request)}/${language}/orders/${orderId}` };
}

/** The fake webhook: after its reads a pending order is paid, and a gift due today goes out. */
function advance(kept: FakeOrder): void {
  kept.reads += 1;
  const { order } = kept;
  if (order.status !== "pending" || kept.paidAfterReads === null || kept.reads <= kept.paidAfterReads) {
    return;
  }
  order.status = "paid";
  order.paidAt = new Date().toISOString();
  if (order.gift) {
    order.gift.sent = order.gift.sendOn <= chainDay();
  }
}

function readOrder(request: Request, id: string) {
  const params = OrderParamsSchema.safeParse({ id });
  if (!params.success) {
    return badRequest(request, params.error.issues, { id });
  }
  seedOrders();
  const kept = fakeShop().orders[id];
  // A customer's order is theirs only: without the token it answers as missing.
  if (!kept || (kept.owner === "customer" && !signedIn(request))) {
    return coded(request, "ORDER_NOT_FOUND");
  }
  advance(kept);
  saveFakeShop();
  const language = requestLanguage(request);
  const order = presentOrder(kept.order, language, origin(request), kept.texts);
  return HttpResponse.json<Order>({
    ...order,
    nextPath: order.nextPath?.replace("{language}", language) ?? null,
  });
}

/** The demo orders of FAKE_ORDER_IDS, once per fake database (French prices). */
function seedOrders(): void {
  const shop = fakeShop();
  if (shop.orders[FAKE_ORDER_IDS.paidCard]) {
    return;
  }
  const made = new Date(Date.now() - 3_600_000).toISOString();
  const settled = (
    id: string,
    owner: FakeOrder["owner"],
    order: Omit<Parameters<typeof fakeOrderOf>[0], "id" | "createdAt">,
  ) => {
    shop.orders[id] = {
      order: fakeOrderOf({ ...order, id, createdAt: made }),
      owner,
      reads: 0,
      paidAfterReads: null,
    };
  };
  const card = (type: Parameters<typeof prepaidCardSale>[0]) => prepaidCardSale(type, "fr");
  settled(FAKE_ORDER_IDS.paidCard, "customer", {
    kind: "prepaid",
    status: "paid",
    sale: card("MOVIECARD_20"),
    nextPath: WALLET_NEXT,
  });
  settled(FAKE_ORDER_IDS.paidGift, "guest", {
    kind: "giftCard",
    status: "paid",
    sale: giftCardSale(5_000, "fr"),
    nextPath: null,
    gift: { recipientMail: "alex.dupont@example.com", sendOn: chainDay(7), sent: false },
  });
  settled(FAKE_ORDER_IDS.failed, "guest", {
    kind: "prepaid",
    status: "failed",
    sale: card("MOVIECARD_25"),
    nextPath: null,
  });
  settled(FAKE_ORDER_IDS.canceled, "guest", {
    kind: "giftCard",
    status: "canceled",
    sale: giftCardSale(10_000, "fr"),
    nextPath: null,
  });
  settled(FAKE_ORDER_IDS.expired, "guest", {
    kind: "prepaid",
    status: "expired",
    sale: card("MOVIECARD_50"),
    nextPath: null,
  });
  settled(FAKE_ORDER_IDS.refunded, "customer", {
    kind: "prepaid",
    status: "refunded",
    sale: card("MOVIECARD_21"),
    nextPath: null,
  });
  settled(FAKE_ORDER_IDS.stuck, "guest", {
    kind: "prepaid",
    status: "pending",
    sale: card("MOVIECARD_20"),
    nextPath: null,
  });
}

export const shopHandlers = [
  http.post("*/api/giftcards", ({ request }) => buy(request, "giftCard")),
  http.post("*/api/prepaids", ({ request }) => buy(request, "prepaid")),
  http.get("*/api/orders/:id", ({ request, params }) => readOrder(request, String(params.id))),

  // Joining the Club is free: the account's `hasLoyalty` turns on (and stays on when asked again).
  http.post("*/api/accounts/me/club", ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    fakeDb().account.hasLoyalty = true;
    saveFakeDb();
    return HttpResponse.json<z.infer<typeof JoinClubResponseSchema>>({ hasLoyalty: true });
  }),
];
