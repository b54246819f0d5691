import * as z from "zod";
import {
  BOOKING_STAGES,
  MAX_SEATS_PER_BOOKING,
  SEAT_STATES,
  SEAT_TYPES,
  SESSION_CLOSED_REASONS,
} from "./booking-terms.ts";
import { AGE_RATINGS, SESSION_VERSIONS, TECHNOLOGIES } from "./catalog.ts";
import { ConcessionOrderLineSchema } from "./concessions.ts";
import type { DomainId } from "./domains.ts";
import { EticketSchema } from "./etickets.ts";
import { TICKET_TYPES } from "./ticket-prices.ts";

export {
  BOOKING_STAGES,
  BOOKING_TOKEN_HEADER,
  type BookingStage,
  HOLD_MINUTES,
  MAX_SEATS_PER_BOOKING,
  SEAT_STATES,
  SEAT_TYPES,
  SESSION_CLOSED_REASONS,
  type SeatState,
  type SeatType,
  type SessionClosedReason,
} from "./booking-terms.ts";

/**
 * The booking tunnel (docs/domain/booking.md): a session's hall and its seat map, the seats' states,
 * and a booking that holds seats for HOLD_MINUTES while the customer chooses tickets and pays.
 */

/**
 * A seat's stable id in its hall: the row's letters and the seat's number ("F12"), as an e-ticket
 * names its seats (SPEC 3 `seats`). Stable across imports of the same plan, so a sold seat keeps its
 * meaning when a map is edited.
 */
export const SeatIdSchema = z
  .string()
  .min(2)
  .max(5)
  .regex(/^[A-Z]{1,2}[1-9][0-9]{0,2}$/);

/**
 * The seat-map format (modelled on pretix's seating plan: zones, rows, seats with a stable id and a
 * position): what the seed generates and the back-office imports. Positions are in the plan's own
 * units (one seat is about 1 x 1), x to the right, y away from the screen.
 */
export const SeatMapSchema = z.strictObject({
  /** The plan's extent, for drawing to scale. */
  size: z.strictObject({ width: z.number().positive().max(200), height: z.number().positive().max(200) }),
  /** Where the screen is: a line along the top of the plan (y = 0) from x to x + width. */
  screen: z.strictObject({ x: z.number().min(0).max(200), width: z.number().positive().max(200) }),
  zones: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(60),
        rows: z
          .array(
            z.strictObject({
              /** The row's label as painted on the seats ("A", "F", "AA"). */
              label: z
                .string()
                .min(1)
                .max(2)
                .regex(/^[A-Z]+$/),
              seats: z
                .array(
                  z.strictObject({
                    id: SeatIdSchema,
                    number: z.number().int().min(1).max(999),
                    x: z.number().min(0).max(200),
                    y: z.number().min(0).max(200),
                    type: z.enum(SEAT_TYPES),
                    /** The other seat of a love seat's pair. */
                    pair: SeatIdSchema.optional(),
                    /** Kept out of sale by the cinema (a broken seat, a camera). */
                    blocked: z.boolean().optional(),
                  }),
                )
                .min(1)
                .max(80),
            }),
          )
          .min(1)
          .max(60),
      }),
    )
    .min(1)
    .max(8),
});
export type SeatMap = z.infer<typeof SeatMapSchema>;

export const SessionParamsSchema = z.strictObject({ id: z.uuid() });

/** GET /api/sessions/{id}: the session, its show, cinema and hall with its seat map. */
export const SessionDetailSchema = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  version: z.enum(SESSION_VERSIONS),
  specificities: z.array(z.string()),
  technologies: z.array(z.enum(TECHNOLOGIES)),
  show: z.object({
    slug: z.string(),
    title: z.string(),
    durationMinutes: z.number().int(),
    ageRating: z.enum(AGE_RATINGS),
    backdropUrl: z.string().nullable(),
  }),
  cinema: z.object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    domain: z.enum(["fr", "nl"] as const satisfies readonly DomainId[]),
  }),
  hall: z.object({ name: z.string(), seatCount: z.number().int(), seatMap: SeatMapSchema }),
  /** null: seats can be chosen now. */
  closed: z.enum(SESSION_CLOSED_REASONS).nullable(),
  holdMinutes: z.number().int(),
  maxSeats: z.number().int(),
});
export type SessionDetail = z.infer<typeof SessionDetailSchema>;

/** GET /api/sessions/{id}/seats: every seat of the hall and its state now (cacheable for a second). */
export const SessionSeatsSchema = z.object({
  seats: z.array(
    z.object({
      id: SeatIdSchema,
      row: z.string(),
      number: z.number().int(),
      type: z.enum(SEAT_TYPES),
      state: z.enum(SEAT_STATES),
    }),
  ),
});
export type SessionSeats = z.infer<typeof SessionSeatsSchema>;

/** POST /api/bookings: hold these seats of a session. A guest gives the mail the tickets go to. */
export const HoldRequestSchema = z.strictObject({
  sessionId: z.uuid(),
  seats: z.array(SeatIdSchema).min(1).max(MAX_SEATS_PER_BOOKING),
  buyerMail: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional(),
});
export type HoldRequest = z.infer<typeof HoldRequestSchema>;

const mail = z.string().trim().toLowerCase().max(254).pipe(z.email());

/**
 * One held seat's ticket (PATCH /api/bookings/{id}). `cardId` names what a ticket is taken on: for
 * `pass`, a pass card of the customer's (`pass_cards.id`: the holder, a Duo's partner or a Family
 * pass's member is one of the people that pass admits); for `prepaid`, a card of the customer's
 * wallet with places left (`wallet_cards.id`: a movie card or a voucher, one place per seat).
 */
export const TicketChoiceSchema = z.strictObject({
  seatId: SeatIdSchema,
  type: z.enum(TICKET_TYPES),
  cardId: z.uuid().optional(),
});
export type TicketChoice = z.infer<typeof TicketChoiceSchema>;

/**
 * PATCH /api/bookings/{id}: a ticket for every held seat (exactly the booking's seats), the
 * concessions ordered with them, the gift cards of the customer's wallet that pay before the card
 * does (`wallet_cards.id`, their balance in cents), and a guest's mail (required before checkout).
 * Each PATCH replaces the previous choices; the server prices them (the answer's `quote`).
 */
export const BookingChoicesRequestSchema = z.strictObject({
  tickets: z.array(TicketChoiceSchema).min(1).max(MAX_SEATS_PER_BOOKING),
  concessions: z.array(ConcessionOrderLineSchema).max(20).default([]),
  giftCards: z.array(z.uuid()).max(5).default([]),
  buyerMail: mail.optional(),
});
export type BookingChoicesRequest = z.infer<typeof BookingChoicesRequestSchema>;

const cents = z.number().int().min(0).max(10_000_000);

/**
 * What a booking costs, computed by the server only (ticket-prices.ts, concessions.ts, sales.ts):
 * tickets and concessions with their VAT; what gift cards pay; the pass supplements put on the
 * customer's monthly supplement invoice instead of being charged now (SPEC 7
 * `groupSupplementInvoice`); and what is left to pay by card (`toPayCents`; 0 confirms at once).
 */
export const BookingQuoteSchema = z.object({
  tickets: z.array(
    z.object({
      seatId: SeatIdSchema,
      type: z.enum(TICKET_TYPES),
      cardId: z.uuid().nullable(),
      /** The ticket type's name in the request's language. */
      label: z.string().max(120),
      priceCents: cents,
    }),
  ),
  concessions: z.array(
    z.object({
      itemId: z.uuid(),
      name: z.string().max(120),
      quantity: z.number().int().min(1),
      atSeat: z.boolean(),
      totalCents: cents,
    }),
  ),
  ticketsCents: cents,
  concessionsCents: cents,
  totalCents: cents,
  vatCents: cents,
  /** Put on the monthly supplement invoice, not charged now. */
  invoicedSupplementCents: cents,
  giftCardCents: cents,
  toPayCents: cents,
});
export type BookingQuote = z.infer<typeof BookingQuoteSchema>;

/**
 * A booking in the tunnel (201 from POST /api/bookings; GET and PATCH /api/bookings/{id}). A guest's
 * booking answers its `token` once, at creation: the guest's browser sends it back in the
 * BOOKING_TOKEN_HEADER header, the only way a guest reaches it. `quote` once tickets are chosen;
 * `orderId` while a payment is under way; `eticket` once confirmed (SPEC 3 E-ticket).
 */
export const BookingSchema = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  stage: z.enum(BOOKING_STAGES),
  seats: z.array(SeatIdSchema),
  expiresAt: z.string(),
  token: z.string().optional(),
  buyerMail: z.string().max(254).nullable().optional(),
  quote: BookingQuoteSchema.nullable().optional(),
  orderId: z.uuid().nullable().optional(),
  eticket: EticketSchema.nullable().optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

/**
 * POST /api/bookings/{id}/checkout, with an `Idempotency-Key` (orders.ts IDEMPOTENCY_HEADER): nothing
 * left to pay (every seat on a pass or a prepaid place, gift cards covering the rest) confirms at once;
 * else an order of kind `booking` and the provider's page (orders.ts CheckoutResponseSchema).
 */
export const BookingCheckoutResponseSchema = z.union([
  z.object({ status: z.literal("CONFIRMED"), eticketId: z.uuid() }),
  z.object({ orderId: z.uuid(), checkoutUrl: z.url().max(2048).nullable() }),
]);
export type BookingCheckoutResponse = z.infer<typeof BookingCheckoutResponseSchema>;

export const BookingParamsSchema = z.strictObject({ id: z.uuid() });
