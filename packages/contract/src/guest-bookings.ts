import * as z from "zod";
import { EticketSchema, HISTORY_STATUSES } from "./etickets.ts";
import type { Language } from "./languages.ts";

/**
 * A guest's booking after the tunnel (docs/domain/booking.md "Cancel: guests"): a guest has no
 * account, so the e-ticket mail carries a manage link with a key, 32 random bytes in base64url,
 * whose sha-256 alone is kept on the booking. The key sits in the link's fragment (`#key=`), so it
 * never reaches a server log or a Referer; the page sends it back in GUEST_BOOKING_KEY_HEADER.
 */
export const GUEST_BOOKING_KEY_HEADER = "x-booking-key";
/** The fragment's parameter holding the key: `#key=...`. */
export const GUEST_BOOKING_KEY_FRAGMENT = "key";

/** The page's path segment in each language, before the booking's id (the web's `Routes.Catalog.GuestBooking`). */
export const GUEST_BOOKING_SEGMENTS = {
  fr: "ma-reservation",
  nl: "mijn-reservering",
  en: "my-booking",
} as const satisfies Record<Language, string>;

/** `{origin}/{language}/{segment}/{bookingId}#key={key}`: the link the guest's e-ticket mail carries. */
export function guestBookingLink(options: {
  origin: string;
  language: Language;
  bookingId: string;
  key: string;
}): string {
  const origin = options.origin.replace(/\/+$/, "");
  const segment = GUEST_BOOKING_SEGMENTS[options.language];
  return `${origin}/${options.language}/${segment}/${options.bookingId}#${GUEST_BOOKING_KEY_FRAGMENT}=${options.key}`;
}

/** The key as a header value: base64url of 32 bytes is 43 characters; anything else reaches nothing. */
export const GuestBookingKeySchema = z.string().min(1).max(100);

export const GuestBookingHeadersSchema = z.looseObject({
  [GUEST_BOOKING_KEY_HEADER]: GuestBookingKeySchema.describe(
    "The manage key of the guest's e-ticket mail (the link's `#key=` fragment)",
  ),
});

export const GuestBookingParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * GET /api/guest-bookings/{id} and POST /api/guest-bookings/{id}/cancel: the booking's e-ticket in
 * `?language=`, with its status (REFUNDED once cancelled). `refundable` says whether cancel is
 * accepted now (CONFIRMED, refundable, the session not started).
 */
export const GuestBookingSchema = EticketSchema.extend({ status: z.enum(HISTORY_STATUSES) });
export type GuestBooking = z.infer<typeof GuestBookingSchema>;
