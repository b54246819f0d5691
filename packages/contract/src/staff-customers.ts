import * as z from "zod";
import { LANGUAGES } from "./languages.ts";

/**
 * The agents' customer calls (docs/staff.md "Customers"): look-up, a customer's file, goodwill
 * vouchers, resend a ticket, cancel a booking with its refund. Role `agent` (admin holds every role).
 * Every look-up and every read of a customer names why (a reason of the list) and for what (a case
 * or booking reference): both go into the audit log with the read.
 */

/** Why an agent opens a customer's data: the audit log keeps it with each read. */
export const CUSTOMER_ACCESS_REASONS = [
  "support_case",
  "booking_problem",
  "payment_problem",
  "pass_problem",
  "account_access",
  "other",
] as const;
export const CustomerAccessReasonSchema = z.enum(CUSTOMER_ACCESS_REASONS);
export type CustomerAccessReason = z.infer<typeof CustomerAccessReasonSchema>;

/** A case number (C-2026-000123), a booking reference (CLX-FR-100001) or an id: letters, digits, dashes. */
export const CUSTOMER_REFERENCE_MAX = 40;
export const CustomerReferenceSchema = z
  .string()
  .trim()
  .min(3)
  .max(CUSTOMER_REFERENCE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);

/** At most this many accounts answer a look-up: an agent narrows the query rather than pages. */
export const CUSTOMER_SEARCH_MAX = 20;
/** The customer's file lists at most this many bookings (newest first) and this many cases. */
export const CUSTOMER_BOOKINGS_MAX = 20;
export const CUSTOMER_CASES_MAX = 20;
export const CUSTOMER_QUERY_MAX = 100;

/** Why and for what, on every read of a customer. */
export const CustomerAccessSchema = z.strictObject({
  reason: CustomerAccessReasonSchema,
  reference: CustomerReferenceSchema,
});
export type CustomerAccess = z.infer<typeof CustomerAccessSchema>;

/** `language`: the words of a refusal (every staff call carries the page's). */
export const SearchCustomersRequestSchema = z.strictObject({
  query: z.string().trim().min(2).max(CUSTOMER_QUERY_MAX),
  reason: CustomerAccessReasonSchema,
  reference: CustomerReferenceSchema,
  language: z.enum(LANGUAGES).optional(),
});
export type SearchCustomersRequest = z.infer<typeof SearchCustomersRequestSchema>;

/**
 * What a look-up's text is taken for: an address (it holds `@`), a card number (8 to 20 digits once
 * spaces and dashes are dropped: a pass or a wallet card), else a name.
 */
export const CUSTOMER_QUERY_KINDS = ["mail", "card", "name"] as const;
export type CustomerQueryKind = (typeof CUSTOMER_QUERY_KINDS)[number];

export function customerQueryKindOf(query: string): { kind: CustomerQueryKind; value: string } {
  const trimmed = query.trim();
  if (trimmed.includes("@")) {
    return { kind: "mail", value: trimmed.toLowerCase() };
  }
  const digits = trimmed.replace(/[\s-]/g, "");
  if (/^\d{8,20}$/.test(digits)) {
    return { kind: "card", value: digits };
  }
  return { kind: "name", value: trimmed.replace(/\s+/g, " ") };
}

/** One line of the look-up's answer. */
export const CustomerSummarySchema = z.object({
  accountId: z.uuid(),
  mail: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  status: z.string(),
  domain: z.enum(["fr", "nl"]),
  createdAt: z.string(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const SearchCustomersResponseSchema = z.object({
  kind: z.enum(CUSTOMER_QUERY_KINDS),
  customers: z.array(CustomerSummarySchema).max(CUSTOMER_SEARCH_MAX),
});
export type SearchCustomersResponse = z.infer<typeof SearchCustomersResponseSchema>;

/** GET /api/staff/customers/{accountId}: why and for what, and the words of a refusal. */
export const CustomerFileRequestSchema = CustomerAccessSchema.extend({
  language: z.enum(LANGUAGES).optional(),
});

export const CustomerIdParamsSchema = z.strictObject({ accountId: z.uuid() });

/**
 * A pass card as an agent reads it. The number is whole: the customer reads it out to the agent,
 * and it opens nothing alone (attaching a pass also needs the holder's name). The code the cinema
 * scans and the photo's bytes are never answered; the photo's review status is.
 */
export const CustomerPassSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  label: z.string(),
  number: z.string(),
  status: z.string(),
  activationDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  photoStatus: z.enum(["OK", "KO", "PENDING"]).nullable(),
});

/**
 * A wallet card as an agent reads it: only the last 4 digits of its number, since a prepaid card's
 * or a voucher's number alone adds the card to any wallet once it is free; never its code or pin.
 */
export const CustomerWalletCardSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  numberLast4: z.string().length(4),
  name: z.string(),
  initialQuantity: z.number().int(),
  remainingQuantity: z.number().int(),
  expirationDate: z.string().nullable(),
});

export const CustomerBookingSchema = z.object({
  id: z.uuid(),
  bookingRef: z.string(),
  status: z.enum(["CONFIRMED", "CANCELLED", "PENDING", "REFUNDED"]),
  showTitle: z.string(),
  cinemaName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  seats: z.array(z.string()),
  totalCents: z.number().int(),
  means: z.string(),
  refundable: z.boolean(),
});
export type CustomerBooking = z.infer<typeof CustomerBookingSchema>;

export const CustomerCaseSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  subject: z.string(),
  closed: z.boolean(),
  createdAt: z.string(),
});

export const CustomerAccountSchema = z.object({
  accountId: z.uuid(),
  mail: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  language: z.enum(LANGUAGES),
  domain: z.enum(["fr", "nl"]),
  status: z.string(),
  blockedReason: z.string().nullable(),
  registered: z.boolean(),
  createdAt: z.string(),
});

/** GET /api/staff/customers/{accountId}: never a password hash, pin, token, secret or photo. */
export const CustomerFileSchema = z.object({
  account: CustomerAccountSchema,
  passes: z.array(CustomerPassSchema),
  wallet: z.array(CustomerWalletCardSchema),
  bookings: z.array(CustomerBookingSchema).max(CUSTOMER_BOOKINGS_MAX),
  cases: z.array(CustomerCaseSchema).max(CUSTOMER_CASES_MAX),
});
export type CustomerFile = z.infer<typeof CustomerFileSchema>;

/** Goodwill vouchers: seats given by the chain, at most this many a voucher. */
export const GOODWILL_SEATS_MAX = 2;
/**
 * Goodwill vouchers one staff member may give in a chain's day (Europe/Paris), admins included: a
 * voucher is money, and a stolen session of any role must not hand out more.
 */
export const GOODWILL_VOUCHERS_PER_DAY = 5;
/** A goodwill voucher is valid this many months (its last day the day before, as sold cards). */
export const GOODWILL_VALIDITY_MONTHS = 6;
export const GOODWILL_NOTE_MAX = 500;

export const GOODWILL_REASONS = [
  "session_incident",
  "booking_problem",
  "payment_problem",
  "service_quality",
  "other",
] as const;
export const GoodwillReasonSchema = z.enum(GOODWILL_REASONS);
export type GoodwillReason = z.infer<typeof GoodwillReasonSchema>;

export const GiveGoodwillRequestSchema = z.strictObject({
  seats: z.number().int().min(1).max(GOODWILL_SEATS_MAX),
  reason: GoodwillReasonSchema,
  note: z.string().trim().max(GOODWILL_NOTE_MAX).optional(),
  reference: CustomerReferenceSchema,
});
export type GiveGoodwillRequest = z.infer<typeof GiveGoodwillRequestSchema>;

export const GiveGoodwillResponseSchema = z.object({
  voucher: CustomerWalletCardSchema,
  /** What the member may still give today. */
  remainingToday: z.number().int().min(0),
});
export type GiveGoodwillResponse = z.infer<typeof GiveGoodwillResponseSchema>;

export const StaffBookingIdParamsSchema = z.strictObject({ bookingId: z.uuid() });

/** POST /api/staff/bookings/{bookingId}/resend: for which case or booking the agent sends it. */
export const ResendBookingRequestSchema = z.strictObject({ reference: CustomerReferenceSchema });
export type ResendBookingRequest = z.infer<typeof ResendBookingRequestSchema>;

export const CANCEL_NOTE_MAX = 500;
export const CancelBookingRequestSchema = z.strictObject({
  reason: CustomerAccessReasonSchema,
  note: z.string().trim().max(CANCEL_NOTE_MAX).optional(),
  reference: CustomerReferenceSchema,
});
export type CancelBookingRequest = z.infer<typeof CancelBookingRequestSchema>;

/** The booking after the action, as the customer's file lists it. */
export const StaffBookingResponseSchema = z.object({ booking: CustomerBookingSchema });
export type StaffBookingResponse = z.infer<typeof StaffBookingResponseSchema>;

/** A goodwill voucher's name and description in the customer's wallet, by its seats (SPEC 1: fr, nl, en). */
export function goodwillVoucherTexts(seats: number): {
  name: Record<"fr" | "nl" | "en", string>;
  description: Record<"fr" | "nl" | "en", string>;
} {
  const one = seats === 1;
  return {
    name: {
      fr: one ? "Place offerte" : `${seats} places offertes`,
      nl: one ? "Gratis ticket" : `${seats} gratis tickets`,
      en: one ? "Free ticket" : `${seats} free tickets`,
    },
    description: {
      fr: `Un geste de notre service client : ${one ? "une place" : `${seats} places`} pour une séance 2D de votre choix.`,
      nl: `Een gebaar van onze klantendienst: ${one ? "een ticket" : `${seats} tickets`} voor een 2D-voorstelling naar keuze.`,
      en: `A gesture from our customer service: ${one ? "one ticket" : `${seats} tickets`} for a 2D screening of your choice.`,
    },
  };
}
