import * as z from "zod";
import { PASS_ADD_ONS, PASS_TYPES } from "./passes.ts";
import { GIFT_CARD_AMOUNT_CENTS, GIFT_MESSAGE_MAX, SOLD_PREPAID_TYPES } from "./sales.ts";

/**
 * Orders and their payment (docs/domain/payments.md): every call that creates a payment answers
 * `{ orderId, checkoutUrl }` and takes an `Idempotency-Key` header; the customer follows the order
 * with GET /api/orders/{id}. Amounts are EUR cents; the server computes every total (sales.ts).
 */

/** The header every payment-creating call takes: one random value per attempt (the web sends a UUID). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** A key is 1 to 255 printable characters (Stripe's rule). */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** An order's life: pending → paid | failed | canceled | expired; a paid order may become refunded. */
export const ORDER_STATUSES = ["pending", "paid", "failed", "canceled", "expired", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order pays for. */
export const ORDER_KINDS = [
  "subscription",
  "invoice",
  "planChange",
  "prepaid",
  "giftCard",
  "booking",
] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

const cents = z.number().int().min(0).max(10_000_000);
const mail = z.string().trim().toLowerCase().max(254).pipe(z.email());
const isoDate = z.iso.date();

/** What every payment-creating call answers (201): the order and where the payer goes to pay. */
export const CheckoutResponseSchema = z.object({
  orderId: z.uuid(),
  /** The provider's hosted payment page; null when nothing is left to pay (the order is already settled). */
  checkoutUrl: z.url().max(2048).nullable(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

const person = z.strictObject({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  birthDate: isoDate,
});
export const PassPersonSchema = person;
export type PassPerson = z.infer<typeof PassPersonSchema>;

/**
 * POST /api/accounts/me/subscription: a new pass. `partner` is the Duo's second holder, `members` the
 * Family pass's others (the pass rules are checked by the server: age, adults, people).
 */
export const SubscribeRequestSchema = z.strictObject({
  plan: z.enum(PASS_TYPES),
  addOns: z.array(z.enum(PASS_ADD_ONS)).max(PASS_ADD_ONS.length).default([]),
  partner: person.optional(),
  members: z.array(person).max(3).optional(),
});
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;

/**
 * POST /api/accounts/me/subscription/plan (the same body as subscribing): a dearer plan is an
 * upgrade, charged at once for the rest of the month and in force when paid; a cheaper or equal one
 * is scheduled for the commitment's end or the next billing date (SPEC 4 pending plan change).
 */
export const PlanChangeResponseSchema = z.discriminatedUnion("change", [
  z.object({ change: z.literal("upgrade"), orderId: z.uuid(), checkoutUrl: z.url().max(2048).nullable() }),
  z.object({ change: z.literal("scheduled"), executionDate: isoDate }),
]);
export type PlanChangeResponse = z.infer<typeof PlanChangeResponseSchema>;

/** POST /api/accounts/me/subscription/invoice/{id}/pay. */
export const PayInvoiceParamsSchema = z.strictObject({ id: z.uuid() });

/** What a gift adds: who receives it, when, with which words. Without `recipientMail` it goes to the buyer. */
const gift = {
  recipientMail: mail.optional(),
  recipientName: z.string().trim().min(1).max(60).optional(),
  message: z.string().trim().max(GIFT_MESSAGE_MAX).optional(),
  /** The day the recipient's mail goes out (the chain's calendar); today or absent: at once. */
  sendOn: isoDate.optional(),
};

/** POST /api/giftcards: a guest names `buyerMail`; a signed-in buyer may leave it out. */
export const BuyGiftCardRequestSchema = z.strictObject({
  amountCents: z.number().int().min(GIFT_CARD_AMOUNT_CENTS.min).max(GIFT_CARD_AMOUNT_CENTS.max),
  buyerMail: mail.optional(),
  ...gift,
});
export type BuyGiftCardRequest = z.infer<typeof BuyGiftCardRequestSchema>;

/** POST /api/prepaids: one movie card. */
export const BuyPrepaidRequestSchema = z.strictObject({
  type: z.enum(SOLD_PREPAID_TYPES),
  buyerMail: mail.optional(),
  ...gift,
});
export type BuyPrepaidRequest = z.infer<typeof BuyPrepaidRequestSchema>;

export const OrderParamsSchema = z.strictObject({ id: z.uuid() });

export const OrderLineSchema = z.object({
  /** What the line is, in the request's language ("Cinépass — 1 month", "MovieCard 20"…). */
  label: z.string().max(200),
  quantity: z.number().int().min(1).max(100),
  unitCents: cents,
  totalCents: cents,
});

/** GET /api/orders/{id}: where the order and its payment stand. */
export const OrderSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  /** The order's title in the request's language. */
  description: z.string().max(200),
  lines: z.array(OrderLineSchema).max(20),
  totalCents: cents,
  vatRateBasisPoints: z.number().int().min(0).max(10_000),
  vatCents: cents,
  refundedCents: cents,
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** While pending: the page to pay on (again); null once settled. */
  checkoutUrl: z.url().max(2048).nullable(),
  /** Where the customer goes once it is paid (the wallet, the subscription…), a path of the site. */
  nextPath: z.string().max(200).nullable(),
  /** A gift: to whom and when it is sent (the recipient's address is shown to its buyer only). */
  gift: z.object({ recipientMail: z.string().max(254), sendOn: isoDate, sent: z.boolean() }).nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** POST /api/payments/webhook: the provider posts the payment's id only (form-encoded); nothing else is trusted. */
export const PaymentWebhookBodySchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_]{1,64}$/) });

/** POST /api/accounts/me/club: joining the Club (free). */
export const JoinClubResponseSchema = z.object({ hasLoyalty: z.literal(true) });
