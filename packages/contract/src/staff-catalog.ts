import * as z from "zod";
import { SeatMapSchema } from "./booking.ts";
import {
  CatalogImportCinemaSchema,
  CatalogImportHallSchema,
  CatalogImportSessionSchema,
  CatalogImportShowSchema,
} from "./catalog-import.ts";
import { LanguageQuerySchema } from "./queries.ts";
import { PriceListSchema } from "./ticket-prices.ts";

/**
 * The editors' catalog calls (docs/staff.md "Catalog"), role `editor` (admin holds every role).
 * Every write body is a part of the catalog import's format (docs/catalog-import.md): the same
 * checks as `npm run catalog:import`, and the same code writes it.
 */

/** What a session adds to its show's length: adverts and trailers, as the demo programme plans them. */
export const SESSION_ADS_MINUTES = 20;

/** Shows per page of the editors' list. */
export const STAFF_SHOWS_PAGE_SIZE = 25;

/** The largest poster or backdrop file taken (bytes); its pixels are bounded too (below). */
export const SHOW_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** A decoded image larger than this many pixels is refused from its header. */
export const SHOW_IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** The stored master's width, per kind: every served variant is resized from it. */
export const SHOW_IMAGE_MASTER_WIDTH = { poster: 1000, backdrop: 1920 } as const;

const slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A local day (Europe/Paris, which Amsterdam shares). */
const day = z.iso.date();

export const StaffShowIdParamsSchema = z.strictObject({ id: z.uuid() });
export const StaffShowImageParamsSchema = z.strictObject({
  id: z.uuid(),
  kind: z.enum(["poster", "backdrop"]),
});

export const ListStaffShowsRequestSchema = z.strictObject({
  // The staff app sends its language with every call (the error messages follow it).
  ...LanguageQuerySchema.shape,
  /** Part of a title, in any language or the catalog's, case and accents ignored. */
  q: z.string().trim().min(1).max(80).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ListStaffShowsRequest = z.infer<typeof ListStaffShowsRequestSchema>;

/** A show as the editors read it: every field of the import's format, its id and its images. */
export const StaffShowSchema = CatalogImportShowSchema.extend({
  id: z.uuid(),
  /**
   * What customers are served (the media routes): an uploaded image, else the artwork pipeline's
   * drawing; `uploaded` says which kinds were uploaded.
   */
  images: z.object({
    posterUrl: z.string(),
    backdropUrl: z.string(),
    uploaded: z.object({ poster: z.boolean(), backdrop: z.boolean() }),
  }),
});
export type StaffShow = z.infer<typeof StaffShowSchema>;

export const StaffShowLineSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  isMovie: z.boolean(),
  durationMinutes: z.number().int(),
  releaseYear: z.number().int(),
  posterUrl: z.string(),
});
export type StaffShowLine = z.infer<typeof StaffShowLineSchema>;

export const ListStaffShowsResponseSchema = z.object({
  shows: z.array(StaffShowLineSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ListStaffShowsResponse = z.infer<typeof ListStaffShowsResponseSchema>;

/** POST /api/staff/catalog/shows: a show of the import's format. */
export const CreateStaffShowRequestSchema = CatalogImportShowSchema;
export type CreateStaffShowRequest = z.input<typeof CreateStaffShowRequestSchema>;
/** PUT /api/staff/catalog/shows/{id}: the whole show again, but its slug, which names its pages and images. */
export const UpdateStaffShowRequestSchema = CatalogImportShowSchema.omit({ slug: true });
export type UpdateStaffShowRequest = z.input<typeof UpdateStaffShowRequestSchema>;

export const ShowImageResponseSchema = z.object({
  kind: z.enum(["poster", "backdrop"]),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type ShowImageResponse = z.infer<typeof ShowImageResponseSchema>;

// Sessions

export const ListStaffSessionsRequestSchema = z.strictObject({
  ...LanguageQuerySchema.shape,
  cinema: slug,
  date: day,
});
export type ListStaffSessionsRequest = z.infer<typeof ListStaffSessionsRequestSchema>;

export const StaffSessionSchema = z.object({
  id: z.uuid(),
  show: z.object({ id: z.uuid(), slug: z.string(), title: z.string() }),
  cinema: z.string(),
  hall: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  version: z.string(),
  specificities: z.array(z.string()),
  /** Confirmed bookings: what a cancel refunds. */
  bookings: z.number().int(),
  /** Seats sold (confirmed bookings' seats): a session with any cannot change hall. */
  soldSeats: z.number().int(),
  cancelledAt: z.string().nullable(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const ListStaffSessionsResponseSchema = z.object({ sessions: z.array(StaffSessionSchema) });
export type ListStaffSessionsResponse = z.infer<typeof ListStaffSessionsResponseSchema>;

/** POST /api/staff/catalog/sessions: an import's session whose end comes from its show's length. */
export const CreateStaffSessionRequestSchema = CatalogImportSessionSchema.omit({ endsAt: true });
export type CreateStaffSessionRequest = z.infer<typeof CreateStaffSessionRequestSchema>;

export const StaffSessionIdParamsSchema = z.strictObject({ id: z.uuid() });

/** POST …/sessions/{id}/move: a new start, and a new hall of the same cinema if given. */
export const MoveStaffSessionRequestSchema = z.strictObject({
  startsAt: CatalogImportSessionSchema.shape.startsAt,
  hall: CatalogImportSessionSchema.shape.hall.optional(),
});
export type MoveStaffSessionRequest = z.infer<typeof MoveStaffSessionRequestSchema>;

export const CancelStaffSessionRequestSchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });
export type CancelStaffSessionRequest = z.infer<typeof CancelStaffSessionRequestSchema>;

export const CancelStaffSessionResponseSchema = z.object({
  session: StaffSessionSchema,
  /** Bookings refunded by this call (0 for a second cancel). */
  refunded: z.number().int(),
});
export type CancelStaffSessionResponse = z.infer<typeof CancelStaffSessionResponseSchema>;

// Cinemas, halls, seat maps, prices

export const StaffCinemaParamsSchema = z.strictObject({ slug });
export const StaffHallParamsSchema = z.strictObject({ slug, hall: CatalogImportHallSchema.shape.name });

/** The fields of a cinema the editors change; its slug, domain and references stay. */
export const UpdateStaffCinemaRequestSchema = CatalogImportCinemaSchema.pick({
  name: true,
  address: true,
  postalCode: true,
  city: true,
  latitude: true,
  longitude: true,
  tags: true,
  hasPmrService: true,
  seatCount: true,
  descriptions: true,
});
export type UpdateStaffCinemaRequest = z.input<typeof UpdateStaffCinemaRequestSchema>;

export const StaffHallSchema = z.object({
  name: z.string(),
  seatCount: z.number().int(),
  technologies: z.array(z.string()),
  hasSeatMap: z.boolean(),
});
export type StaffHall = z.infer<typeof StaffHallSchema>;

export const StaffCinemaSchema = z.object({
  slug: z.string(),
  domain: z.enum(["fr", "nl"]),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  tags: z.array(z.string()),
  hasPmrService: z.boolean(),
  seatCount: z.number().int(),
  descriptions: z.object({ fr: z.string().optional(), nl: z.string().optional(), en: z.string().optional() }),
  halls: z.array(StaffHallSchema),
  hasPriceList: z.boolean(),
});
export type StaffCinema = z.infer<typeof StaffCinemaSchema>;

export const ListStaffCinemasResponseSchema = z.object({ cinemas: z.array(StaffCinemaSchema) });
export type ListStaffCinemasResponse = z.infer<typeof ListStaffCinemasResponseSchema>;

/** PUT …/halls/{hall}: its seats and premium formats. */
export const UpdateStaffHallRequestSchema = CatalogImportHallSchema.pick({
  seatCount: true,
  technologies: true,
});
export type UpdateStaffHallRequest = z.input<typeof UpdateStaffHallRequestSchema>;

/** A seat map as the booking format writes it (docs/domain/booking.md "Seat maps"). */
export const StaffSeatMapRequestSchema = z.strictObject({ seatMap: SeatMapSchema });
export type StaffSeatMapRequest = z.infer<typeof StaffSeatMapRequestSchema>;

export const StaffSeatMapResponseSchema = z.object({
  seatMap: SeatMapSchema,
  /** Seats of the map, blocked ones included. */
  seats: z.number().int(),
  rows: z.number().int(),
  /** Seats of the stored map this one does not have. */
  removedSeats: z.array(z.string()),
});
export type StaffSeatMapResponse = z.infer<typeof StaffSeatMapResponseSchema>;

export const StaffPriceListRequestSchema = z.strictObject({ priceList: PriceListSchema });
export type StaffPriceListRequest = z.infer<typeof StaffPriceListRequestSchema>;
export const StaffPriceListResponseSchema = z.object({ priceList: PriceListSchema.nullable() });
export type StaffPriceListResponse = z.infer<typeof StaffPriceListResponseSchema>;
