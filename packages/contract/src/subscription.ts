import * as z from "zod";
import { SubscriptionStateSchema } from "./account.ts";
import { PASS_TYPES } from "./passes.ts";
import { SUBSCRIPTION_STATUSES } from "./subscription-rules.ts";

/**
 * The subscription's calls (SPEC 7 "Subscription", base /api/accounts/me/subscription; "Account" invoices;
 * "Cards and wallet" cards and photo). Every amount is EUR cents (as passes.ts), every date an ISO
 * date (YYYY-MM-DD); every string, list and body is bounded, and request bodies refuse unknown
 * fields (`strict`). The rules behind them are in subscription-rules.ts.
 */

const isoDate = z.iso.date();
const cents = z.number().int().min(-10_000_000).max(10_000_000);
const id = z.string().min(1).max(64);
/** Twenty years of monthly invoices: far beyond any customer, small enough to bound a reply. */
const MAX_INVOICES = 240;

// ---------------------------------------------------------------------------------------------
// Invoices (SPEC 3 "Subscription data"; SPEC 7 GET /api/accounts/me/invoices)

export const INVOICE_STATUSES = ["paid", "unpaid"] as const;

export const InvoiceSchema = z.object({
  id,
  /** The invoice number printed on the PDF, e.g. "F-2026-03-000123". */
  name: z.string().max(64),
  /** Issue date. */
  date: isoDate,
  amount: cents,
  status: z.enum(INVOICE_STATUSES),
  /** Paid by SEPA direct debit (extracted to the bank file, "NIB"); false for a card payment or an unpaid one. */
  extractedToNib: z.boolean(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** GET /api/accounts/me/invoices: the customer's invoices, newest first. */
export const InvoicesResponseSchema = z.array(InvoiceSchema).max(MAX_INVOICES);
export type InvoicesResponse = z.infer<typeof InvoicesResponseSchema>;

/** GET .../subscription/invoice/{id}.pdf: the path's id (the route adds the `.pdf`). */
export const InvoicePdfParamsSchema = z.object({ id }).strict();

// ---------------------------------------------------------------------------------------------
// GET /api/accounts/me/subscription (SPEC 3 "Subscription data")

/** A premium-format supplement paid for one session (SPEC 3 consumption). */
export const SupplementSchema = z.object({
  /** What was charged, e.g. "Supplément IMAX" (in the request's language). */
  name: z.string().max(120),
  date: isoDate,
  movie: z.string().max(200),
  cinema: z.string().max(120),
  amount: cents,
});
export type Supplement = z.infer<typeof SupplementSchema>;

/** SPEC 3 "card" of the subscription data: the pass card the subscription is on. */
export const SubscriptionCardSchema = z.object({
  type: z.enum(PASS_TYPES),
  /** The server status (SPEC 4: the web maps it with passStatusOf). */
  status: z.string().max(32),
  /** Subscription start. */
  date: isoDate,
  cardNumber: z.string().max(32),
  subscriptionNumber: z.string().max(32),
  /** Month-to-month plan (no commitment). */
  openEndedSubscription: z.boolean(),
  subscriptionId: id,
  blockedReason: z.string().max(64).nullable(),
});

export const SubscriptionResponseSchema = z.object({
  invoices: z.array(InvoiceSchema).max(MAX_INVOICES),
  /** At least one invoice is unpaid (SPEC 4: raises the unpaid alert toast). */
  unpaidInvoice: z.boolean(),
  /** Sum of the unpaid invoices. */
  unpaidBalance: cents,
  consumption: z.object({
    /** What the plan and add-ons cost a month. */
    subscriptionAmount: cents,
    /** The current billing period's supplements, newest first. */
    supplements: z.array(SupplementSchema).max(500),
  }),
  debitInvoiceEnabled: z.boolean(),
  card: SubscriptionCardSchema,
  /** The server status: active, suspended, canceled, unpaid or blocked. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionState: SubscriptionStateSchema,
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Actions (SPEC 4 "Subscription actions")

/** A cancel reason id (snake case, e.g. "financial_difficulties"). */
export const CancelReasonIdSchema = z.string().regex(/^[a-z][a-z0-9_]{1,47}$/);

/** GET .../cancel/reasons: the 25 reasons in the request's language, and the end date if cancelled today. */
export const CancelReasonsResponseSchema = z.object({
  reasons: z.array(z.object({ id: CancelReasonIdSchema, label: z.string().max(200) })).max(50),
  /** The exact day the pass would stop (cancellationEndDate): the screen states it before confirming. */
  effectiveDate: isoDate,
});
export type CancelReasonsResponse = z.infer<typeof CancelReasonsResponseSchema>;

/** PATCH .../cancel. */
export const CancelSubscriptionRequestSchema = z.object({ reason: CancelReasonIdSchema }).strict();
export type CancelSubscriptionRequest = z.infer<typeof CancelSubscriptionRequestSchema>;

/** PATCH .../suspend: the pause toggle. */
export const SuspendSubscriptionRequestSchema = z.object({ action: z.enum(["suspend", "resume"]) }).strict();
export type SuspendSubscriptionRequest = z.infer<typeof SuspendSubscriptionRequestSchema>;

/** PATCH .../groupSupplementInvoice: supplement debit invoicing on or off. */
export const GroupSupplementInvoiceRequestSchema = z
  .object({ action: z.enum(["activated", "disabled"]) })
  .strict();
export type GroupSupplementInvoiceRequest = z.infer<typeof GroupSupplementInvoiceRequestSchema>;

/**
 * The reply of every action (PATCH cancel/suspend/groupSupplementInvoice, DELETE on the
 * subscription, .../suspend, .../downgrade): the new state. The web reloads the user anyway
 * (SPEC 4); `effectiveDate` is the cancellation's day after PATCH .../cancel, else null.
 */
export const SubscriptionActionResponseSchema = z.object({
  subscriptionState: SubscriptionStateSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  effectiveDate: isoDate.nullable(),
});
export type SubscriptionActionResponse = z.infer<typeof SubscriptionActionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Pass cards (SPEC 3 "Pass card"; SPEC 7 GET/PATCH /api/accounts/me/cards, updatePhoto)

/** SPEC 3 photoStatus: KO is an invalid photo; PENDING waits for a check; null: no photo yet. */
export const PHOTO_STATUSES = ["OK", "KO", "PENDING"] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

export const PassCardSchema = z.object({
  id,
  /** A pass type or another card type of SPEC 9 (kept as a string: an unknown type is not chosen, not refused). */
  type: z.string().max(32),
  /** The card's name as printed on it. */
  label: z.string().max(80),
  /** `/api/accounts/me/cards/picture/{id}.jpg` when the card has a photo, else null. */
  picture: z.string().max(200).nullable(),
  number: z.string().max(32),
  activationDate: isoDate.nullable(),
  expirationDate: isoDate.nullable(),
  /** What the cinema scans (the screen draws it as a QR code). */
  code: z.string().max(128),
  /** The server status (SPEC 4: mapped on the web by passStatusOf). */
  subscriptionStatus: z.string().max(32),
  openEndedSubscription: z.boolean(),
  photoStatus: z.enum(PHOTO_STATUSES).nullable(),
  /** ISO instant of the card's last change: the active pass choice sorts on it (SPEC 4). */
  lastUpdateDate: z.iso.datetime({ offset: true }).nullable(),
});
export type PassCard = z.infer<typeof PassCardSchema>;

/** GET /api/accounts/me/cards. */
export const CardsResponseSchema = z.array(PassCardSchema).max(50);
export type CardsResponse = z.infer<typeof CardsResponseSchema>;

/**
 * A card number as printed: digits, maybe grouped by spaces or hyphens. It travels normalised
 * (digits only, 8 to 20), so "6280 0100-0000 0001" and "6280010000000001" find the same card.
 */
export const CardNumberSchema = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^[0-9]{8,20}$/));

/**
 * PATCH /api/accounts/me/cards (with the captcha header): attach a card by the holder's last name
 * and its number. The name is trimmed and NFC-normalised; the server compares it case- and
 * accent-insensitively.
 */
export const AttachCardRequestSchema = z
  .object({
    lastname: z
      .string()
      .max(60)
      .transform((value) => value.normalize("NFC").trim())
      .pipe(z.string().min(1)),
    cardNumber: CardNumberSchema,
  })
  .strict();
export type AttachCardRequest = z.input<typeof AttachCardRequestSchema>;

/** A last name with accents, case and runs of spaces folded: "Lefèvre" and "LEFEVRE " are one name. */
function foldedName(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * PATCH /api/accounts/me/cards: whether the typed last name is the card holder's, accents and case
 * ignored (a customer types "Lefevre" for "Lefèvre"), nothing else: no prefix nor partial match.
 */
export function sameHolderLastName(typed: string, holder: string): boolean {
  const folded = foldedName(typed);
  return folded.length > 0 && folded === foldedName(holder);
}

/** PATCH /api/accounts/me/cards replies the cards, the attached one included. */
export const AttachCardResponseSchema = CardsResponseSchema;

/** GET /api/accounts/me/cards/picture/{id}.jpg: the path's id. */
export const CardPictureParamsSchema = z.object({ id }).strict();

/**
 * POST /api/accounts/me/updatePhoto (multipart: `photo` file, `cardId` field; the file's checks are
 * photo-rules.ts). The reply is the card's new photo state.
 */
export const UpdatePhotoFieldsSchema = z.object({ cardId: id }).strict();
export const UpdatePhotoResponseSchema = z.object({
  cardId: id,
  photoStatus: z.enum(PHOTO_STATUSES),
  picture: z.string().max(200),
});
export type UpdatePhotoResponse = z.infer<typeof UpdatePhotoResponseSchema>;
