import {
  CancelStaffSessionRequestSchema,
  CancelStaffSessionResponseSchema,
  CreateStaffSessionRequestSchema,
  CreateStaffShowRequestSchema,
  ErrorResponseSchema,
  ListStaffCinemasResponseSchema,
  ListStaffSessionsRequestSchema,
  ListStaffSessionsResponseSchema,
  ListStaffShowsRequestSchema,
  ListStaffShowsResponseSchema,
  MoveStaffSessionRequestSchema,
  SHOW_IMAGE_MAX_BYTES,
  ShowImageResponseSchema,
  StaffCinemaParamsSchema,
  StaffCinemaSchema,
  StaffHallParamsSchema,
  StaffPriceListRequestSchema,
  StaffPriceListResponseSchema,
  StaffSeatMapRequestSchema,
  StaffSeatMapResponseSchema,
  StaffSessionIdParamsSchema,
  StaffSessionSchema,
  StaffShowIdParamsSchema,
  StaffShowImageParamsSchema,
  StaffShowSchema,
  UpdateStaffCinemaRequestSchema,
  UpdateStaffHallRequestSchema,
  UpdateStaffShowRequestSchema,
} from "@cinelux/contract";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Payments } from "../payments/payments.service.ts";
import {
  cancelStaffSession,
  createStaffSession,
  listStaffSessions,
  moveStaffSession,
} from "./staff-sessions.service.ts";
import {
  createStaffShow,
  listStaffShows,
  readStaffShow,
  updateStaffShow,
  uploadShowImage,
} from "./staff-shows.service.ts";
import {
  listStaffCinemas,
  previewSeatMap,
  readPriceList,
  replacePriceList,
  replaceSeatMap,
  updateStaffCinema,
  updateStaffHall,
} from "./staff-venues.service.ts";

/** What every staff route may answer besides its own: no token, a customer's, a missing role. */
const GUARD = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const WRITE = { 400: ErrorResponseSchema, ...GUARD, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const editor = { staff: "editor" } as const;
const tags = ["staff"];
const security = [{ bearer: [] }];

function staffIdOf(request: { staff: { id: string } | null }): string {
  if (!request.staff) {
    throw new AppError("UNAUTHORIZED", { detail: "A staff route ran without its guard." });
  }
  return request.staff.id;
}

/** The upload's bytes: a multipart body's one file, or the raw body (an image content type). */
async function imageBytesOf(request: FastifyRequest): Promise<Uint8Array> {
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts({
        limits: { fileSize: SHOW_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 16 },
      })) {
        if (part.type === "file") {
          const bytes = new Uint8Array(await part.toBuffer());
          if (part.file.truncated) {
            throw new AppError("SHOW_IMAGE_TOO_LARGE");
          }
          return bytes;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") {
        throw new AppError("SHOW_IMAGE_TOO_LARGE");
      }
      throw error instanceof AppError ? error : new AppError("BAD_REQUEST", { detail: String(error) });
    }
    throw new AppError("SHOW_IMAGE_UNREADABLE", { detail: "The multipart body holds no file." });
  }
  if (!Buffer.isBuffer(request.body)) {
    throw new AppError("SHOW_IMAGE_TYPE_NOT_ALLOWED");
  }
  return new Uint8Array(request.body);
}

export interface StaffCatalogRoutesOptions {
  db: Database;
  cache?: PublicReadCache;
  payments?: Payments;
  /** Called after an image upload: the media routes read the shows' images again. */
  onShowImage?: () => void;
  /** Called after a cancel: the tunnel drops the session's seat states. */
  onSessionCancelled?: (sessionId: string) => void;
}

/** The editors' catalog (docs/staff.md "Catalog"). */
export const staffCatalogRoutes: FastifyPluginAsyncZod<StaffCatalogRoutesOptions> = async (app, options) => {
  const { db, cache } = options;
  const as = (request: { staff: { id: string } | null }) => ({ db, cache, staffId: staffIdOf(request) });

  // Only this plugin's routes parse multipart (its scope): the image upload's one file.
  await app.register(multipart);
  // A raw upload (not multipart): the bytes as they are, bounded; they decide the type, not this header.
  app.addContentTypeParser(
    ["image/jpeg", "image/png", "image/webp", "application/octet-stream"],
    { parseAs: "buffer", bodyLimit: SHOW_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/api/staff/catalog/shows",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Shows by title, 25 a page; `q` searches the titles in every language (editor)",
        querystring: ListStaffShowsRequestSchema,
        response: { 200: ListStaffShowsResponseSchema, 400: ErrorResponseSchema, ...GUARD },
      },
    },
    async (request) => listStaffShows({ db, query: request.query }),
  );

  app.get(
    "/api/staff/catalog/shows/:id",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "A show with its texts in fr, nl, en and its images (editor)",
        params: StaffShowIdParamsSchema,
        response: { 200: StaffShowSchema, 400: ErrorResponseSchema, ...GUARD, 404: ErrorResponseSchema },
      },
    },
    async (request) => readStaffShow({ db, id: request.params.id }),
  );

  app.post(
    "/api/staff/catalog/shows",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Creates a show: the catalog import's show format (editor)",
        description:
          "409 SHOW_SLUG_TAKEN when the slug or distributor reference is another show's. Audit `show.created`.",
        body: CreateStaffShowRequestSchema,
        response: { 201: StaffShowSchema, ...WRITE },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStaffShow({ ...as(request), show: request.body })),
  );

  app.put(
    "/api/staff/catalog/shows/:id",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Replaces a show's fields and texts; its slug stays (editor)",
        description: "Customers see the change at once. Audit `show.updated` with before and after.",
        params: StaffShowIdParamsSchema,
        body: UpdateStaffShowRequestSchema,
        response: { 200: StaffShowSchema, ...WRITE },
      },
    },
    async (request) => updateStaffShow({ ...as(request), id: request.params.id, show: request.body }),
  );

  app.put(
    "/api/staff/catalog/shows/:id/images/:kind",
    {
      config: editor,
      bodyLimit: SHOW_IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        security,
        summary: "Uploads a show's poster or backdrop (editor)",
        description:
          "multipart/form-data with one file, or the raw bytes (image/jpeg, image/png, image/webp). At most 8 MB; the bytes must be JPEG, PNG or WebP (415 SHOW_IMAGE_TYPE_NOT_ALLOWED) and decode (400 SHOW_IMAGE_UNREADABLE). Stored re-encoded as a JPEG without metadata, cropped to 2:3 or 16:9, and served at the show's artwork URLs. Audit `show.image_uploaded` (never the bytes).",
        params: StaffShowImageParamsSchema,
        response: {
          200: ShowImageResponseSchema,
          ...WRITE,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      uploadShowImage({
        ...as(request),
        id: request.params.id,
        kind: request.params.kind,
        bytes: await imageBytesOf(request),
        ...(options.onShowImage ? { onStored: options.onShowImage } : {}),
      }),
  );

  app.get(
    "/api/staff/catalog/sessions",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "A cinema's sessions of a local day, cancelled ones included (editor)",
        querystring: ListStaffSessionsRequestSchema,
        response: {
          200: ListStaffSessionsResponseSchema,
          400: ErrorResponseSchema,
          ...GUARD,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => listStaffSessions({ db, query: request.query }),
  );

  app.post(
    "/api/staff/catalog/sessions",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Creates a session; its end is its show's length and 20 minutes of adverts (editor)",
        description:
          "409 SESSION_HALL_BUSY when another session takes the hall then. Audit `session.created`.",
        body: CreateStaffSessionRequestSchema,
        response: { 201: StaffSessionSchema, ...WRITE },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStaffSession({ ...as(request), session: request.body })),
  );

  app.post(
    "/api/staff/catalog/sessions/:id/move",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Moves a session to a new start, and maybe a new hall (editor)",
        description:
          "The session keeps its length. 409 SESSION_SEATS_SOLD when seats are sold and the hall changes, SESSION_HALL_BUSY, SESSION_STARTED, SESSION_CANCELLED. Audit `session.moved`.",
        params: StaffSessionIdParamsSchema,
        body: MoveStaffSessionRequestSchema,
        response: { 200: StaffSessionSchema, ...WRITE },
      },
    },
    async (request) => moveStaffSession({ ...as(request), id: request.params.id, move: request.body }),
  );

  app.post(
    "/api/staff/catalog/sessions/:id/cancel",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Cancels a session and refunds every booking of it (editor)",
        description:
          "In one transaction: the session leaves the catalog, holds on it are refused (SESSION_CANCELLED), every confirmed booking is refunded as a customer's cancel is (each means of payment back) and its customer or guest mailed. A second cancel changes nothing (`refunded: 0`). 409 SESSION_STARTED. Audit `session.cancelled` with the reason.",
        params: StaffSessionIdParamsSchema,
        body: CancelStaffSessionRequestSchema,
        response: { 200: CancelStaffSessionResponseSchema, ...WRITE, 503: ErrorResponseSchema },
      },
    },
    async (request) =>
      cancelStaffSession({
        ...as(request),
        id: request.params.id,
        reason: request.body.reason,
        payments: options.payments,
        ...(options.onSessionCancelled ? { onCancelled: options.onSessionCancelled } : {}),
      }),
  );

  app.get(
    "/api/staff/catalog/cinemas",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Every cinema with its halls (editor)",
        response: { 200: ListStaffCinemasResponseSchema, ...GUARD },
      },
    },
    async () => listStaffCinemas({ db }),
  );

  app.put(
    "/api/staff/catalog/cinemas/:slug",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Updates a cinema's name, address, city, position, tags, seats and descriptions (editor)",
        description: "Audit `cinema.updated`.",
        params: StaffCinemaParamsSchema,
        body: UpdateStaffCinemaRequestSchema,
        response: { 200: StaffCinemaSchema, ...WRITE },
      },
    },
    async (request) =>
      updateStaffCinema({ ...as(request), slug: request.params.slug, changes: request.body }),
  );

  app.put(
    "/api/staff/catalog/cinemas/:slug/halls/:hall",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Updates a hall's seats and premium formats (editor)",
        description: "Audit `hall.updated`.",
        params: StaffHallParamsSchema,
        body: UpdateStaffHallRequestSchema,
        response: { 200: StaffCinemaSchema, ...WRITE },
      },
    },
    async (request) =>
      updateStaffHall({
        ...as(request),
        slug: request.params.slug,
        hall: request.params.hall,
        changes: request.body,
      }),
  );

  app.post(
    "/api/staff/catalog/cinemas/:slug/halls/:hall/seat-map/preview",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Checks a seat map (the booking format) and answers it for drawing; writes nothing (editor)",
        params: StaffHallParamsSchema,
        body: StaffSeatMapRequestSchema,
        response: {
          200: StaffSeatMapResponseSchema,
          400: ErrorResponseSchema,
          ...GUARD,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      previewSeatMap({
        db,
        slug: request.params.slug,
        hall: request.params.hall,
        seatMap: request.body.seatMap,
      }),
  );

  app.put(
    "/api/staff/catalog/cinemas/:slug/halls/:hall/seat-map",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Replaces a hall's seat map (editor)",
        description:
          "409 SEAT_MAP_SEATS_SOLD, naming the seats, when the map drops a seat sold at one of the hall's sessions to come. Audit `hall.seat_map_replaced`.",
        params: StaffHallParamsSchema,
        body: StaffSeatMapRequestSchema,
        response: { 200: StaffSeatMapResponseSchema, ...WRITE },
      },
    },
    async (request) =>
      replaceSeatMap({
        ...as(request),
        slug: request.params.slug,
        hall: request.params.hall,
        seatMap: request.body.seatMap,
      }),
  );

  app.get(
    "/api/staff/catalog/cinemas/:slug/prices",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "A cinema's price list, null when it has none (editor)",
        params: StaffCinemaParamsSchema,
        response: {
          200: StaffPriceListResponseSchema,
          400: ErrorResponseSchema,
          ...GUARD,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => readPriceList({ db, slug: request.params.slug }),
  );

  app.put(
    "/api/staff/catalog/cinemas/:slug/prices",
    {
      config: editor,
      schema: {
        tags,
        security,
        summary: "Replaces a cinema's price list, amounts in cents (editor)",
        description: "The tunnel prices with it at once. Audit `prices.replaced` with before and after.",
        params: StaffCinemaParamsSchema,
        body: StaffPriceListRequestSchema,
        response: { 200: StaffPriceListResponseSchema, ...WRITE },
      },
    },
    async (request) =>
      replacePriceList({ ...as(request), slug: request.params.slug, priceList: request.body.priceList }),
  );
};
