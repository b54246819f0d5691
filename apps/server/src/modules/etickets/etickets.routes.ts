import {
  BookingHistoryQuerySchema,
  BookingHistoryResponseSchema,
  CancelTicketParamsSchema,
  CancelTicketQuerySchema,
  DEFAULT_LANGUAGE,
  ERROR_MESSAGES,
  ERROR_STATUS,
  ErrorResponseSchema,
  EticketsQuerySchema,
  EticketsResponseSchema,
  type Language,
  parseCancelTarget,
  parseTicketReference,
  SendTicketMailParamsSchema,
  SendTicketMailQuerySchema,
  SharedSessionParamsSchema,
  SharedSessionQuerySchema,
  SharedSessionResponseSchema,
  TicketActionResponseSchema,
} from "@cinelux/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Payments } from "../payments/payments.service.ts";
import {
  bookingHistory,
  cancelTicket,
  listEtickets,
  sendTicketMail,
  sharedSession,
  TicketError,
} from "./etickets.service.ts";

/**
 * sendmail and cancel write through a GET (SPEC 7): limited per account like the other writes, on top
 * of the ticket mail limit of the service (docs/domain/etickets.md).
 */
export const TICKET_ACTION_RATE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) =>
    request.accountId ? `eticket:${request.accountId}` : request.ip,
};

// SPEC 8 reads `error.error.code` and `error.error.message` of a failed call: every failure of the
// two actions keeps the `{ done, error }` shape, with the status of its code (errors.ts). A 401 or a
// limit of the HTTP layer answers the API's usual `{ code, message }`.
const ACTION_RESPONSES = {
  200: TicketActionResponseSchema,
  400: TicketActionResponseSchema,
  401: ErrorResponseSchema,
  404: TicketActionResponseSchema,
  409: TicketActionResponseSchema,
  429: z.union([TicketActionResponseSchema, ErrorResponseSchema]),
};

/**
 * Runs a ticket action and answers SPEC 7's `{ done, error }`: the message in `language` (the
 * ticket's or the asked one), else in the language any error of the request is answered in.
 */
async function answerAction(
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language | undefined,
  action: () => Promise<void>,
) {
  reply.header("cache-control", "private, no-store");
  try {
    await action();
    return reply.status(200).send({ done: true, error: null });
  } catch (error) {
    if (!(error instanceof TicketError)) {
      throw error;
    }
    const message = ERROR_MESSAGES[language ?? (await request.errorLanguage())][error.code];
    return reply
      .status(ERROR_STATUS[error.code] as 400 | 404 | 409 | 429)
      .send({ done: false, error: { code: error.code, message } });
  }
}

export const eticketsRoutes: FastifyPluginAsyncZod<{ db: Database; payments?: Payments }> = async (
  app,
  { db, payments },
) => {
  app.get(
    "/api/ec/ebillet",
    {
      schema: {
        tags: ["etickets"],
        summary:
          "The signed-in customer's e-tickets (SPEC 3): CONFIRMED, session not ended, soonest first (SPEC 4)",
        security: [{ bearer: [] }],
        querystring: EticketsQuerySchema,
        response: { 200: EticketsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const tickets = await listEtickets({
        db,
        accountId: request.accountId,
        language: request.query.language,
      });
      reply.header("cache-control", "private, no-store");
      return tickets;
    },
  );

  app.get(
    "/api/ec/sendmail/:a/:b",
    {
      config: { rateLimit: TICKET_ACTION_RATE_LIMIT },
      schema: {
        tags: ["etickets"],
        summary: "Mails a ticket (QR code and .ics attached) to an address: a = ticket reference, b = mail",
        security: [{ bearer: [] }],
        params: SendTicketMailParamsSchema,
        querystring: SendTicketMailQuerySchema,
        response: ACTION_RESPONSES,
      },
    },
    async (request, reply) => {
      const { a, b } = request.params;
      // The reference names the ticket's language: the mail and the answer speak it.
      const language = parseTicketReference(a)?.language ?? request.query.language;
      return answerAction(request, reply, language, () =>
        sendTicketMail({ db, accountId: request.accountId, reference: a, to: b }),
      );
    },
  );

  app.get(
    "/api/ec/cancel/:id",
    {
      config: { rateLimit: TICKET_ACTION_RATE_LIMIT },
      schema: {
        tags: ["etickets"],
        summary:
          "Cancels a refundable ticket whose session has not started; the refund is recorded and mailed",
        security: [{ bearer: [] }],
        params: CancelTicketParamsSchema,
        querystring: CancelTicketQuerySchema,
        response: ACTION_RESPONSES,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const language = parseCancelTarget(id)?.reference?.language ?? request.query.language;
      return answerAction(request, reply, language, () =>
        cancelTicket({
          db,
          payments,
          accountId: request.accountId,
          target: id,
          language: request.query.language,
        }),
      );
    },
  );

  app.get(
    "/api/accounts/me/bookings",
    {
      schema: {
        tags: ["etickets"],
        summary:
          "The booking history (confirmed, cancelled, refunded), newest first, paginated, with yearly totals",
        security: [{ bearer: [] }],
        querystring: BookingHistoryQuerySchema,
        response: { 200: BookingHistoryResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize, language } = request.query;
      const history = await bookingHistory({ db, accountId: request.accountId, page, pageSize, language });
      reply.header("cache-control", "private, no-store");
      return history;
    },
  );

  app.get(
    "/api/ec/shared/:share",
    {
      config: { public: true },
      schema: {
        tags: ["etickets"],
        summary:
          "The session a share link points at (SPEC 7 V{cinema}S{session}): film, cinema, date, version",
        params: SharedSessionParamsSchema,
        querystring: SharedSessionQuerySchema,
        response: { 200: SharedSessionResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const language = request.query.language ?? DEFAULT_LANGUAGE;
      try {
        const view = await sharedSession({ db, share: request.params.share, language });
        // Nobody's data: a shared cache may keep it a little (a session does not move often).
        reply.header("cache-control", "public, max-age=300");
        return view;
      } catch (error) {
        if (error instanceof TicketError) {
          throw new AppError(error.code);
        }
        throw error;
      }
    },
  );
};
