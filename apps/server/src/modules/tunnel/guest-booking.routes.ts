import {
  ErrorResponseSchema,
  GUEST_BOOKING_KEY_HEADER,
  GuestBookingHeadersSchema,
  GuestBookingParamsSchema,
  GuestBookingSchema,
  LanguageQuerySchema,
} from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { askedLanguage, PERSONAL_NO_STORE } from "../../lib/request-language.ts";
import type { Payments } from "../payments/payments.service.ts";
import { cancelGuestBooking, getGuestBooking } from "./guest-booking.service.ts";
import type { SeatStatesCache } from "./seat-states-cache.ts";
import { HOLD_RATE_LIMIT } from "./tunnel.routes.ts";

function keyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[GUEST_BOOKING_KEY_HEADER];
  return typeof key === "string" ? key : undefined;
}

/**
 * A guest's booking reached from the manage link of its e-ticket mail (docs/domain/booking.md
 * "Cancel: guests"). Public (a guest has no account), limited per client address as the holds are:
 * a key is 32 random bytes, and the limit keeps anyone from asking for many.
 */
export const guestBookingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  payments: Payments;
  seatStates: SeatStatesCache;
}> = async (app, { db, payments, seatStates }) => {
  app.get(
    "/api/guest-bookings/:id",
    {
      config: { public: true, rateLimit: HOLD_RATE_LIMIT },
      schema: {
        tags: ["booking"],
        summary: "A guest's booking, by the manage key of its e-ticket mail: the e-ticket and its status",
        description:
          `The key of the mail's link (its \`#key=\` fragment) in \`${GUEST_BOOKING_KEY_HEADER}\`. The ` +
          "e-ticket in `language` (default: the domain's), `status` CONFIRMED or REFUNDED, `refundable` " +
          "when a cancel would be accepted now. 404 BOOKING_NOT_FOUND alike for a missing booking, a " +
          "customer's, a wrong key or another booking's; 429 past 30 calls a minute from one address. " +
          "`Cache-Control: private, no-store`.",
        headers: GuestBookingHeadersSchema,
        params: GuestBookingParamsSchema,
        querystring: LanguageQuerySchema,
        response: {
          200: GuestBookingSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PERSONAL_NO_STORE);
      return getGuestBooking({
        db,
        bookingId: request.params.id,
        key: keyOf(request),
        language: askedLanguage(request),
      });
    },
  );

  app.post(
    "/api/guest-bookings/:id/cancel",
    {
      config: { public: true, rateLimit: HOLD_RATE_LIMIT },
      schema: {
        tags: ["booking"],
        summary: "Cancel a guest's booking by its manage key: refunded to each means, as a customer's",
        description:
          "The rules of GET /api/ec/cancel/{id}: 409 TICKET_NOT_REFUNDABLE, 409 TICKET_SESSION_STARTED, " +
          "409 TICKET_ALREADY_CANCELLED (a second cancel). The card's payment goes back through the " +
          "provider, prepaid places and gift card amounts back on their cards, the seats back on sale, " +
          "the refund mailed to the guest; answers the e-ticket REFUNDED. 503 PAYMENT_UNAVAILABLE: the " +
          "provider did not answer, nothing changed. 404 BOOKING_NOT_FOUND as GET.",
        headers: GuestBookingHeadersSchema,
        params: GuestBookingParamsSchema,
        querystring: LanguageQuerySchema,
        response: {
          200: GuestBookingSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const booking = await cancelGuestBooking({
        db,
        payments,
        seatStates,
        bookingId: request.params.id,
        key: keyOf(request),
        language: askedLanguage(request),
      });
      reply.header("cache-control", PERSONAL_NO_STORE);
      return booking;
    },
  );
};
