import {
  CancelBookingRequestSchema,
  CUSTOMER_SEARCH_MAX,
  CustomerFileRequestSchema,
  CustomerFileSchema,
  CustomerIdParamsSchema,
  ErrorResponseSchema,
  GiveGoodwillRequestSchema,
  GiveGoodwillResponseSchema,
  GOODWILL_VOUCHERS_PER_DAY,
  ResendBookingRequestSchema,
  SearchCustomersRequestSchema,
  SearchCustomersResponseSchema,
  StaffBookingIdParamsSchema,
  StaffBookingResponseSchema,
} from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Payments } from "../payments/payments.service.ts";
import { readCustomerFile, searchCustomers } from "./customer-lookup.service.ts";
import { giveGoodwillVoucher } from "./goodwill.service.ts";
import { cancelCustomerBooking, resendBookingTicket } from "./staff-bookings.service.ts";

/** What every staff route may answer besides its own: no token, a customer's, a missing role. */
const GUARD_RESPONSES = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const common = { tags: ["staff", "customers"], security: [{ bearer: [] }] };
const ACCESS =
  "`reason` (one of the list) and `reference` (the case or booking the agent works on, 3–40 letters, digits " +
  "or dashes) are required: 400 otherwise.";

/** The guard has set the member on every /api/staff route; a handler never runs without one. */
function staffIdOf(request: FastifyRequest): string {
  if (!request.staff) {
    throw new AppError("UNAUTHORIZED");
  }
  return request.staff.id;
}

/**
 * The agents' customer work (docs/staff.md "Customers"), role `agent` (admin too): look-up, a
 * customer's file, goodwill vouchers, resend a ticket, cancel a booking with its refund. Every call
 * leaves its row in the audit log, reads included.
 */
export const customerCareRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
  payments?: Payments;
  /** Told the session whose seats a cancel freed (the tunnel's seat states cache). */
  onSeatsFreed?: (sessionId: string) => void;
}> = async (app, { db, config, payments, onSeatsFreed }) => {
  app.get(
    "/api/staff/customers",
    {
      config: { staff: "agent" },
      schema: {
        ...common,
        summary: "Find customers by address, card number or name (agent)",
        description:
          `A \`query\` with \`@\` is the address's beginning; 8–20 digits (spaces and dashes ignored) a pass or ` +
          `wallet card's whole number; anything else every word in the first or last name. At most ` +
          `${CUSTOMER_SEARCH_MAX} accounts, newest first. ${ACCESS} Audited as \`customer.searched\` with the ` +
          "query's kind and the accounts found, never the typed text.",
        querystring: SearchCustomersRequestSchema,
        response: { 200: SearchCustomersResponseSchema, 400: ErrorResponseSchema, ...GUARD_RESPONSES },
      },
    },
    async (request) => searchCustomers({ db, staffId: staffIdOf(request), request: request.query }),
  );

  app.get(
    "/api/staff/customers/:accountId",
    {
      config: { staff: "agent" },
      schema: {
        ...common,
        summary: "A customer's file: account, passes, wallet, bookings, cases (agent)",
        description:
          "Never a password hash, pin, token, scanned code or photo. Pass numbers whole, wallet card numbers as " +
          `their last 4 digits. ${ACCESS} Audited as \`customer.viewed\`. None is 404 CUSTOMER_NOT_FOUND.`,
        params: CustomerIdParamsSchema,
        querystring: CustomerFileRequestSchema,
        response: {
          200: CustomerFileSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          ...GUARD_RESPONSES,
        },
      },
    },
    async (request) =>
      readCustomerFile({
        db,
        staffId: staffIdOf(request),
        accountId: request.params.accountId,
        access: { reason: request.query.reason, reference: request.query.reference },
      }),
  );

  app.post(
    "/api/staff/customers/:accountId/goodwill",
    {
      config: { staff: "agent" },
      schema: {
        ...common,
        summary: "Give a goodwill voucher of 1 or 2 seats, mailed to the customer (agent)",
        description:
          `Into the customer's wallet at once. At most ${GOODWILL_VOUCHERS_PER_DAY} a member and a chain's day, ` +
          "admins included: 409 GOODWILL_LIMIT beyond; 409 WALLET_FULL; 404 CUSTOMER_NOT_FOUND. Audited as " +
          "`customer.goodwill_given` with the reason, the note and the reference.",
        params: CustomerIdParamsSchema,
        body: GiveGoodwillRequestSchema,
        response: {
          201: GiveGoodwillResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...GUARD_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const given = await giveGoodwillVoucher({
        db,
        config,
        staffId: staffIdOf(request),
        accountId: request.params.accountId,
        request: request.body,
      });
      return reply.code(201).send(given);
    },
  );

  app.post(
    "/api/staff/bookings/:bookingId/resend",
    {
      config: { staff: "agent" },
      schema: {
        ...common,
        summary: "Send a booking's e-ticket to its customer again (agent)",
        description:
          "To the account's address, in its language, with its QR code and calendar file. A booking not " +
          "confirmed or whose session has ended is 404 TICKET_NOT_FOUND; a guest's or none is 404 " +
          "STAFF_BOOKING_NOT_FOUND. Audited as `booking.ticket_resent`.",
        params: StaffBookingIdParamsSchema,
        body: ResendBookingRequestSchema,
        response: {
          200: StaffBookingResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          ...GUARD_RESPONSES,
        },
      },
    },
    async (request) =>
      resendBookingTicket({
        db,
        staffId: staffIdOf(request),
        bookingId: request.params.bookingId,
        reference: request.body.reference,
      }),
  );

  app.post(
    "/api/staff/bookings/:bookingId/cancel",
    {
      config: { staff: "agent" },
      schema: {
        ...common,
        summary: "Cancel a customer's booking with its refund, under the customer's rules (agent)",
        description:
          "As the customer's own cancel: a refundable confirmed ticket whose session has not started is refunded " +
          "to each means it was paid with and the customer gets the refund mail; else 409 TICKET_NOT_REFUNDABLE, " +
          "TICKET_SESSION_STARTED or TICKET_ALREADY_CANCELLED. A guest's booking or none is 404 " +
          "STAFF_BOOKING_NOT_FOUND. Audited as `booking.cancelled`.",
        params: StaffBookingIdParamsSchema,
        body: CancelBookingRequestSchema,
        response: {
          200: StaffBookingResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          503: ErrorResponseSchema,
          ...GUARD_RESPONSES,
        },
      },
    },
    async (request) =>
      cancelCustomerBooking({
        db,
        payments,
        staffId: staffIdOf(request),
        bookingId: request.params.bookingId,
        request: request.body,
        onSeatsFreed,
      }),
  );
};
