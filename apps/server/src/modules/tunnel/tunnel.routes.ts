import {
  BOOKING_TOKEN_HEADER,
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
import type { Database } from "../../db/client.ts";
import { NOT_MODIFIED } from "../../lib/response-declarations.ts";
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
/** A booking is personal, and a guest's carries its token once: never kept by any cache. */
const PERSONAL = "private, no-store";
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
export const tunnelRoutes: FastifyPluginAsyncZod<{ db: Database; seatStates: SeatStatesCache }> = async (
  app,
  { db, seatStates },
) => {
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
    async (request) =>
      getSession({ db, seatStates, sessionId: request.params.id, language: request.query.language }),
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
      // A hit answers at once: no promise between the request and its bytes.
      const cached = seatStates.peek(request.params.id);
      if (cached) {
        reply.header("cache-control", SEATS_CACHE_CONTROL).sendCachedJson(SessionSeatsSchema, cached);
        return;
      }
      return getSessionSeats({ seatStates, sessionId: request.params.id }).then((seats) => {
        reply.header("cache-control", SEATS_CACHE_CONTROL).sendCachedJson(SessionSeatsSchema, seats);
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
      const booking = await placeHold({ db, seatStates, caller: callerOf(request), request: request.body });
      reply.header("cache-control", PERSONAL);
      return reply.code(201).send(booking);
    },
  );

  app.get(
    "/api/bookings/:id",
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ["booking"],
        summary: "The caller's booking in the tunnel: its stage, seats and end of hold",
        description:
          `The signed-in customer's own, or a guest's with its token in \`${BOOKING_TOKEN_HEADER}\`; ` +
          "anyone else's answers 404 BOOKING_NOT_FOUND as if it did not exist.",
        security: [{}, { bearer: [] }],
        headers: BookingTokenHeadersSchema,
        params: BookingParamsSchema,
        response: {
          200: BookingSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const booking = await getBooking({ db, holdId: request.params.id, caller: callerOf(request) });
      reply.header("cache-control", PERSONAL);
      return booking;
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
      reply.header("cache-control", PERSONAL);
      return reply.code(204).send();
    },
  );
};
