import {
  BOOKING_TOKEN_HEADER,
  BookingCheckoutResponseSchema,
  BookingChoicesRequestSchema,
  BookingParamsSchema,
  BookingSchema,
  ErrorResponseSchema,
  HOLD_MINUTES,
  HoldRequestSchema,
  LanguageQuerySchema,
  MAX_SEATS_PER_BOOKING,
  SessionDetailSchema,
  SessionParamsSchema,
  SessionSeatsSchema,
} from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { READ_SOURCE_HEADER, type ReadRouter, sourceOf } from "../../db/read-routing.ts";
import { readAfterOf } from "../../lib/read-after.ts";
import { askedLanguage, PERSONAL_NO_STORE } from "../../lib/request-language.ts";
import { requestOrigin } from "../../lib/request-origin.ts";
import { NOT_MODIFIED } from "../../lib/response-declarations.ts";
import { onceForKey } from "../payments/idempotency.ts";
import type { Payments } from "../payments/payments.service.ts";
import { checkoutBooking, chooseTickets } from "./checkout.service.ts";
import type { HallMapCache } from "./hall-map-cache.ts";
import type { SeatStatesCache } from "./seat-states-cache.ts";
import {
  type Caller,
  getBooking,
  getSession,
  getSessionSeats,
  placeHold,
  releaseBooking,
} from "./tunnel.service.ts";

/** A browser or a CDN may keep the seats a second: the same freshness as the process's own cache. */
const SEATS_CACHE_CONTROL = "public, max-age=1";
/** Holds per client IP: enough to change one's mind often, too few to hoard a hall. */
export const HOLD_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const BookingTokenHeadersSchema = z.looseObject({
  [BOOKING_TOKEN_HEADER]: z
    .string()
    .max(100)
    .optional()
    .describe("A guest's booking token, as answered once by POST /api/bookings"),
});

function callerOf(request: FastifyRequest): Caller {
  const token = request.headers[BOOKING_TOKEN_HEADER];
  return { accountId: request.accountId, token: typeof token === "string" ? token : undefined };
}

/**
 * The booking tunnel's first calls (docs/domain/booking.md): a session and its seats, and holds of
 * seats for a signed-in customer or a guest.
 */
export const tunnelRoutes: FastifyPluginAsyncZod<{
  db: Database;
  seatStates: SeatStatesCache;
  hallMaps: HallMapCache;
  payments: Payments;
  config: Config;
  /** Where the session's public reads go (db/read-routing.ts); without it, `db`. */
  reads?: ReadRouter | undefined;
}> = async (app, { db, seatStates, hallMaps, payments, config, reads }) => {
  app.get(
    "/api/sessions/:id",
    {
      config: { public: true },
      schema: {
        tags: ["booking"],
        summary: "A session: its show, cinema, hall with its seat map, and whether it can be booked",
        description:
          "`closed`: `past` once the session has started, `notBookable` when its show is not on sale, " +
          "`soldOut` when no seat is free, else null. The show's title in `language` (default: the " +
          "cinema's domain's). 404 NOT_FOUND: no session, or its hall has no seat map.",
        params: SessionParamsSchema,
        querystring: LanguageQuerySchema,
        response: { 200: SessionDetailSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { session, source } = await getSession({
        db,
        reads,
        seatStates,
        sessionId: request.params.id,
        language: request.query.language,
        afterLsn: readAfterOf(request.headers),
      });
      reply.header(READ_SOURCE_HEADER, source);
      return session;
    },
  );

  app.get(
    "/api/sessions/:id/seats",
    {
      config: { public: true },
      schema: {
        tags: ["booking"],
        summary: "Every seat of the session's hall and its state: free, held, sold or blocked",
        description: "At most one second old (`Cache-Control: public, max-age=1`). 404 NOT_FOUND as above.",
        params: SessionParamsSchema,
        response: {
          200: SessionSeatsSchema,
          304: NOT_MODIFIED,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    (request, reply) => {
      // A customer's own hold shows at once on any process: with the read-after position of its
      // write, the seats come from the primary until the replica has replayed it. The answer is the
      // same public one, only fresher: a shared cache may keep it its second like any other.
      const afterLsn = readAfterOf(request.headers);
      // A hit answers at once: no promise between the request and its bytes.
      const cached = afterLsn === undefined ? seatStates.peek(request.params.id) : undefined;
      if (cached) {
        reply
          .header("cache-control", SEATS_CACHE_CONTROL)
          .header(READ_SOURCE_HEADER, sourceOf(cached))
          .sendCachedJson(SessionSeatsSchema, cached);
        return;
      }
      return getSessionSeats({ seatStates, sessionId: request.params.id, afterLsn }).then((seats) => {
        reply
          .header("cache-control", SEATS_CACHE_CONTROL)
          .header(READ_SOURCE_HEADER, sourceOf(seats))
          .sendCachedJson(SessionSeatsSchema, seats);
      });
    },
  );

  app.post(
    "/api/bookings",
    {
      config: { public: true, optionalAuth: true, rateLimit: HOLD_RATE_LIMIT },
      schema: {
        tags: ["booking"],
        summary: `Hold seats of a session for ${HOLD_MINUTES} minutes (a booking in the tunnel)`,
        description:
          `Up to ${MAX_SEATS_PER_BOOKING} seats by id ("F12"). Signed in: the customer's booking; else a ` +
          `guest's, whose \`token\` is answered once here and sent back in \`${BOOKING_TOKEN_HEADER}\`. ` +
          "The caller's open booking on the same session is released (a new choice replaces it). " +
          "404 NOT_FOUND: no such session; 409 SESSION_CLOSED: started or not on sale; 400 SEATS_INVALID: " +
          "seats not in the hall, blocked or repeated (`fields` `seats.<id>`); 400 LOVE_SEAT_PAIR_REQUIRED: " +
          "a love seat without its pair (`fields` names the missing seat, code `required`); 409 SEATS_TAKEN: " +
          "held or sold by another booking (`fields` `seats.<id>` for each); 409 SEAT_STRANDED: the choice " +
          "leaves a single free seat between taken ones (`fields` names that seat); 429 past 30 holds a " +
          "minute from one address.",
        security: [{}, { bearer: [] }],
        headers: BookingTokenHeadersSchema,
        body: HoldRequestSchema,
        response: {
          201: BookingSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const booking = await placeHold({
        db,
        seatStates,
        hallMaps,
        caller: callerOf(request),
        request: request.body,
      });
      reply.header("cache-control", PERSONAL_NO_STORE);
      return reply.code(201).send(booking);
    },
  );

  app.get(
    "/api/bookings/:id",
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ["booking"],
        summary: "The caller's booking in the tunnel: its stage, seats, end of hold, quote and e-ticket",
        description:
          `The signed-in customer's own, or a guest's with its token in \`${BOOKING_TOKEN_HEADER}\`; ` +
          "anyone else's answers 404 BOOKING_NOT_FOUND as if it did not exist. `quote` once tickets are " +
          "chosen, `orderId` once a payment was started, `eticket` (in `language`) once confirmed.",
        security: [{}, { bearer: [] }],
        headers: BookingTokenHeadersSchema,
        params: BookingParamsSchema,
        querystring: LanguageQuerySchema,
        response: {
          200: BookingSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const booking = await getBooking({
        db,
        holdId: request.params.id,
        caller: callerOf(request),
        language: askedLanguage(request),
      });
      reply.header("cache-control", PERSONAL_NO_STORE);
      return booking;
    },
  );

  app.patch(
    "/api/bookings/:id",
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ["booking"],
        summary: "Choose a ticket per held seat, concessions and gift cards: answers the server's quote",
        description:
          "The owner only, as GET. Each call replaces the previous choices. 409 BOOKING_EXPIRED: the hold " +
          "ended; 409 BOOKING_ALREADY_CONFIRMED; 400 TICKETS_MISMATCH: not one ticket per held seat " +
          "(`fields` `tickets.<seat>`); 400 TICKET_SIGN_IN_REQUIRED: a guest asked a pass, prepaid or gift " +
          "card; 400 TICKET_CARD_INVALID: a card missing, not the customer's, of the wrong kind, inactive, " +
          "expired or empty (`fields` `tickets.<seat>.cardId`, `giftCards.<index>`); 409 PASS_SEATS_EXCEEDED: " +
          "more pass tickets at the session than the pass admits people; 409 TICKET_PLACES_EXCEEDED; " +
          "409 CONCESSIONS_CLOSED: too close to the start; 400 CONCESSIONS_INVALID (`fields` " +
          "`concessions.<index>.itemId`); 409 TICKETS_NOT_SOLD: the cinema has no price list.",
        security: [{}, { bearer: [] }],
        headers: BookingTokenHeadersSchema,
        params: BookingParamsSchema,
        querystring: LanguageQuerySchema,
        body: BookingChoicesRequestSchema,
        response: {
          200: BookingSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const booking = await chooseTickets({
        db,
        holdId: request.params.id,
        caller: callerOf(request),
        choices: request.body,
        language: askedLanguage(request),
      });
      reply.header("cache-control", PERSONAL_NO_STORE);
      return booking;
    },
  );

  app.post(
    "/api/bookings/:id/checkout",
    {
      config: { public: true, optionalAuth: true, rateLimit: HOLD_RATE_LIMIT },
      schema: {
        tags: ["booking"],
        summary: "Pay the booking: confirmed at once when nothing is left to pay, else an order to pay",
        description:
          "The owner only, as GET; needs an `Idempotency-Key` header (422 IDEMPOTENCY_KEY_REUSED with " +
          "another body, 409 IDEMPOTENCY_KEY_IN_USE while the first is answered). The choices are checked " +
          "and priced again (the refusals of PATCH). 409 BOOKING_CHOICES_REQUIRED before PATCH; 409 " +
          "BOOKING_EXPIRED once the hold ended; 400 BAD_REQUEST `buyerMail` required for a guest without " +
          "one; 503 PAYMENT_UNAVAILABLE when the provider cannot be reached (nothing written).",
        security: [{}, { bearer: [] }],
        headers: BookingTokenHeadersSchema,
        params: BookingParamsSchema,
        querystring: LanguageQuerySchema,
        response: {
          201: BookingCheckoutResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const answer = await onceForKey(
        { db, request, scope: caller.accountId || `booking-${request.params.id}`, status: 201 },
        () =>
          checkoutBooking({
            db,
            payments,
            holdId: request.params.id,
            caller,
            language: askedLanguage(request),
            origin: requestOrigin(config, request),
            links: config,
            seatStates,
          }),
      );
      reply.header("cache-control", PERSONAL_NO_STORE);
      return reply.code(201).send(answer.body);
    },
  );

  app.delete(
    "/api/bookings/:id",
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ["booking"],
        summary: "Release the caller's booking: its seats are free at once",
        description: "The owner only, as GET; releasing a released or expired booking again changes nothing.",
        security: [{}, { bearer: [] }],
        headers: BookingTokenHeadersSchema,
        params: BookingParamsSchema,
        response: {
          204: z.undefined().describe("Released"),
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await releaseBooking({ db, seatStates, holdId: request.params.id, caller: callerOf(request) });
      reply.header("cache-control", PERSONAL_NO_STORE);
      return reply.code(204).send();
    },
  );
};
