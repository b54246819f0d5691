import * as z from "zod";
import { LANGUAGES } from "./languages.ts";
import { LanguageQuerySchema } from "./queries.ts";

/**
 * E-tickets and booking history (SPEC 3 "E-ticket", SPEC 4 "E-tickets", SPEC 7
 * "E-ticket (tunnel)", SPEC 8). Every amount is EUR cents (as passes.ts and subscription.ts), every
 * instant an ISO date-time with offset; every string and list is bounded. The rules behind them
 * (order, ticket reference, share link, yearly totals, calendar file) are in eticket-rules.ts;
 * docs/domain/etickets.md says which bookings each call lists.
 */

const instant = z.iso.datetime({ offset: true });
const uuid = z.uuid();
const cents = z.number().int().min(0).max(10_000_000);
/** A booking never holds more seats than a row of a hall; the tunnel sells at most 10 at once. */
const MAX_SEATS = 20;
const MAX_OPTIONS = 20;
/** The tickets a customer can hold for sessions to come: the tunnel sells 28 days ahead. */
export const MAX_ETICKETS = 200;

// ---------------------------------------------------------------------------------------------
// GET /api/ec/ebillet (SPEC 3 "E-ticket")

export const GpsPositionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GpsPosition = z.infer<typeof GpsPositionSchema>;

export const EticketPaymentSchema = z.object({
  /** When the booking was paid. */
  bookingDate: instant,
  /** How it was paid: CB, VISA, iDEAL, CINEPASS (a pass place), a prepaid card… */
  means: z.string().max(32),
  /** EUR cents; 0 for a session taken with a pass. */
  totalAmount: cents,
  currency: z.literal("EUR"),
});

export const EticketSessionSchema = z.object({
  id: uuid,
  startDate: instant,
  endDate: instant,
  /** The session's premium formats (TECHNOLOGIES of catalog.ts: imax, 4dx, screenx, dolby). */
  specificities: z.array(z.string().max(32)).max(8),
  /** One of SESSION_VERSIONS (VO, VF, VOST, OV, NL). */
  version: z.string().max(8),
  auditoriumName: z.string().max(64),
});
export type EticketSession = z.infer<typeof EticketSessionSchema>;

export const EticketOptionSchema = z.object({
  label: z.string().max(120),
  quantity: z.number().int().min(1).max(99),
});

/** SPEC 3 clickAndServe: concessions ordered in the tunnel and served at the seat. */
export const ClickAndServeSchema = z.object({
  /** The cinema serves concessions at the seat. */
  concessions: z.boolean(),
  /** The customer ordered something to be served with this booking. */
  activated: z.boolean(),
  /** An order can still be placed or changed now (the cinema serves, and the deadline has not passed). */
  eligible: z.boolean(),
  /** Orders are taken until this many minutes before the session starts. */
  limitDurationOrder: z.number().int().min(0).max(1440),
});
export type ClickAndServe = z.infer<typeof ClickAndServeSchema>;

export const EticketShowSchema = z.object({
  slug: z.string().max(120),
  /** In the request's language. */
  title: z.string().max(200),
  /** Minutes. */
  duration: z.number().int().min(0).max(1000),
  /** The media pipeline's stable backdrop (artworkPath("backdrop", slug) of artwork.ts). */
  backdropUrl: z.string().max(300),
});

export const EticketCinemaSchema = z.object({
  id: uuid,
  name: z.string().max(120),
  address: z.string().max(200),
  city: z.string().max(120),
  postalCode: z.string().max(16),
  /** Null for a cinema whose position is not known: the web then offers no directions link. */
  gpsPosition: GpsPositionSchema.nullable(),
});

export const EticketSchema = z.object({
  /** The booking's id: the `id` of the ticket reference and of GET /api/ec/cancel/{id}. */
  id: uuid,
  /** The booking number printed on the ticket and told at the counter, e.g. CLX-FR-000101. */
  bookingId: z.string().max(32),
  /** What the entrance scans (the QR code's content): unguessable, one per booking. */
  code: z.string().min(8).max(64),
  /** The chain's site the booking was made on (cinelux.fr, cinelux.nl): the cinema's domain. */
  website: z.string().max(64),
  /** The language the ticket is written in: the request's (SPEC 7 `language`). */
  language: z.enum(LANGUAGES),
  payment: EticketPaymentSchema,
  session: EticketSessionSchema,
  seats: z.array(z.string().max(8)).min(1).max(MAX_SEATS),
  /** standard, premium, pmr… */
  seatType: z.string().max(32),
  options: z.array(EticketOptionSchema).max(MAX_OPTIONS),
  clickAndServe: ClickAndServeSchema,
  show: EticketShowSchema,
  cinema: EticketCinemaSchema,
  /** The customer may cancel it now (GET /api/ec/cancel/{id}): a refundable booking whose session has not started. */
  refundable: z.boolean(),
});
export type Eticket = z.infer<typeof EticketSchema>;

/** GET /api/ec/ebillet?language=: CONFIRMED tickets whose session has not ended, session start ascending (SPEC 4). */
export const EticketsQuerySchema = LanguageQuerySchema;
export const EticketsResponseSchema = z.array(EticketSchema).max(MAX_ETICKETS);
export type EticketsResponse = z.infer<typeof EticketsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/ec/sendmail/{a}/{b} and GET /api/ec/cancel/{id} (SPEC 7, 8)

/**
 * The reply of sendmail and cancel, success and failure alike (SPEC 7): `{ done: true, error: null }`,
 * or `{ done: false, error: { code, message } }` with a 4xx status; the web titles its toast
 * 'Code {code}' and shows `message`, already in the request's language (SPEC 8).
 */
export const TicketActionResponseSchema = z.object({
  done: z.boolean(),
  error: z
    .object({
      /** One of ERROR_STATUS's codes (errors.ts). */
      code: z.string().max(64),
      message: z.string().max(500),
    })
    .nullable(),
});
export type TicketActionResponse = z.infer<typeof TicketActionResponseSchema>;

/** The longest address RFC 5321 lets through. */
export const MAX_MAIL_LENGTH = 254;

/**
 * The two unnamed path parameters of sendmail, read as plain strings: the handler checks them itself
 * so that a malformed one still answers in the `{ done, error }` shape.
 */
export const SendTicketMailParamsSchema = z.object({
  /** The ticket reference (ticketReferenceOf of eticket-rules.ts). */
  a: z.string().max(200),
  /** The address to send the ticket to. */
  b: z.string().max(MAX_MAIL_LENGTH + 50),
});
export const SendTicketMailQuerySchema = LanguageQuerySchema;

/** GET /api/ec/cancel/{id}: the ticket reference, or the bare e-ticket `id`. */
export const CancelTicketParamsSchema = z.object({ id: z.string().max(200) });
export const CancelTicketQuerySchema = LanguageQuerySchema;

// ---------------------------------------------------------------------------------------------
// GET /api/accounts/me/bookings?page=&pageSize= (the booking history, SPEC 2.2 /history)

export const HISTORY_STATUSES = ["CONFIRMED", "CANCELLED", "REFUNDED"] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export const MAX_HISTORY_PAGE_SIZE = 50;
export const DEFAULT_HISTORY_PAGE_SIZE = 10;

export const BookingHistoryQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_HISTORY_PAGE_SIZE).default(DEFAULT_HISTORY_PAGE_SIZE),
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type BookingHistoryQuery = z.infer<typeof BookingHistoryQuerySchema>;

export const RefundSchema = z.object({
  amount: cents,
  /** When the refund was recorded. */
  date: instant,
  /** Where the money goes back: the payment's means. */
  means: z.string().max(32),
});
export type Refund = z.infer<typeof RefundSchema>;

export const HistoryBookingSchema = z.object({
  id: uuid,
  bookingId: z.string().max(32),
  status: z.enum(HISTORY_STATUSES),
  show: z.object({ slug: z.string().max(120), title: z.string().max(200) }),
  cinema: z.object({ id: uuid, name: z.string().max(120), city: z.string().max(120) }),
  session: z.object({ id: uuid, startDate: instant, version: z.string().max(8) }),
  seats: z.array(z.string().max(8)).max(MAX_SEATS),
  seatType: z.string().max(32),
  /** What was paid, EUR cents. */
  amount: cents,
  currency: z.literal("EUR"),
  /** Set for a REFUNDED booking. */
  refund: RefundSchema.nullable(),
});
export type HistoryBooking = z.infer<typeof HistoryBookingSchema>;

/** One year of the history (the year of the sessions, in the chain's time zone). */
export const YearTotalSchema = z.object({
  year: z.number().int().min(2000).max(2200),
  /** Every booking of the year in the history, whatever its status. */
  bookings: z.number().int().min(0),
  /** Paid for the CONFIRMED ones, EUR cents. */
  amount: z.number().int().min(0),
  /** Given back for the REFUNDED ones, EUR cents. */
  refunded: z.number().int().min(0),
});
export type YearTotal = z.infer<typeof YearTotalSchema>;

export const BookingHistoryResponseSchema = z.object({
  /** Session start descending (newest first), then booking id. */
  bookings: z.array(HistoryBookingSchema).max(MAX_HISTORY_PAGE_SIZE),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(MAX_HISTORY_PAGE_SIZE),
  /** Bookings in the whole history (every page). */
  total: z.number().int().min(0),
  /** Every year of the whole history, newest first (not only this page's). */
  years: z.array(YearTotalSchema).max(200),
});
export type BookingHistoryResponse = z.infer<typeof BookingHistoryResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/ec/shared/V{cinema}S{session} (SPEC 7 share link; public, no customer data)

export const SharedSessionParamsSchema = z.object({
  /** The share link's segment `V{cinema}S{session}` (parseShareSegment of eticket-rules.ts). */
  share: z.string().max(100),
});
export const SharedSessionQuerySchema = LanguageQuerySchema;

export const SharedSessionResponseSchema = z.object({
  show: EticketShowSchema,
  cinema: EticketCinemaSchema,
  session: EticketSessionSchema,
});
export type SharedSessionResponse = z.infer<typeof SharedSessionResponseSchema>;
