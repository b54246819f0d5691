import {
  ApproveStaffPhotoRequestSchema,
  ErrorResponseSchema,
  ListStaffPhotosRequestSchema,
  ListStaffPhotosResponseSchema,
  RefuseStaffPhotoRequestSchema,
  StaffPhotoDecisionResponseSchema,
  StaffPhotoParamsSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { fileResponse } from "../../lib/response-declarations.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { approvePhoto, listPhotosToReview, readPhotoToReview, refusePhoto } from "./staff-photos.service.ts";

/** What every staff route may answer besides its own: no token, a customer's, a missing role. */
const GUARD_RESPONSES = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

function staffIdOf(request: { staff: { id: string } | null }): string {
  if (!request.staff) {
    throw new AppError("UNAUTHORIZED", { detail: "A staff route ran without its guard." });
  }
  return request.staff.id;
}

const RACE =
  "409 PHOTO_NOT_PENDING when the photo waits no more (another moderator decided first), 409 PHOTO_REPLACED when the customer sent " +
  "another since `uploadedAt`; 404 PHOTO_NOT_FOUND for an unknown card.";

/** The pass photos under review (docs/staff.md "Pass photos"): the moderator's. */
export const staffPhotosRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache: AccountCache;
  config: Pick<Config, "origins" | "publicUrl">;
}> = async (app, { db, cache, config }) => {
  app.get(
    "/api/staff/photos",
    {
      config: { staff: "moderator" },
      schema: {
        tags: ["staff"],
        summary: "The pass photos waiting for a decision, the oldest upload first (moderator)",
        description: "24 a page, `page` 1–1000 (1); `total` counts every photo waiting.",
        security: [{ bearer: [] }],
        querystring: ListStaffPhotosRequestSchema,
        response: { 200: ListStaffPhotosResponseSchema, 400: ErrorResponseSchema, ...GUARD_RESPONSES },
      },
    },
    async (request) => listPhotosToReview({ db, page: request.query.page }),
  );

  app.get(
    "/api/staff/photos/:cardId/image",
    {
      config: { staff: "moderator" },
      schema: {
        tags: ["staff"],
        summary: "A card's photo, as the JPEG the server stored (moderator)",
        description:
          "`cache-control: private, no-store` and `x-content-type-options: nosniff`; 404 PHOTO_NOT_FOUND without a photo.",
        security: [{ bearer: [] }],
        params: StaffPhotoParamsSchema,
        response: {
          200: fileResponse("The photo", ["image/jpeg"]),
          400: ErrorResponseSchema,
          ...GUARD_RESPONSES,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const photo = await readPhotoToReview({ db, cardId: request.params.cardId });
      return reply
        .header("content-type", "image/jpeg")
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .send(Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength));
    },
  );

  app.post(
    "/api/staff/photos/:cardId/approve",
    {
      config: { staff: "moderator" },
      schema: {
        tags: ["staff"],
        summary: "Approves a photo: it is accepted and an incorrect_photo block lifts (moderator)",
        description: `\`{ uploadedAt }\`: the upload looked at. Audit: \`photo.approved\`, target \`pass_card\`. ${RACE}`,
        security: [{ bearer: [] }],
        params: StaffPhotoParamsSchema,
        body: ApproveStaffPhotoRequestSchema,
        response: {
          200: StaffPhotoDecisionResponseSchema,
          400: ErrorResponseSchema,
          ...GUARD_RESPONSES,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      approvePhoto({
        db,
        cache,
        staffId: staffIdOf(request),
        cardId: request.params.cardId,
        uploadedAt: request.body.uploadedAt,
      }),
  );

  app.post(
    "/api/staff/photos/:cardId/refuse",
    {
      config: { staff: "moderator" },
      schema: {
        tags: ["staff"],
        summary: "Refuses a photo with a reason from the list (moderator)",
        description:
          "`{ uploadedAt, reason, note? }`: the photo goes KO, a block stays, the customer's incorrect-photo toast shows " +
          "again and the `photo_refused` mail says the reason in their language (never the note). Audit: " +
          `\`photo.refused\`, the reason, the note in details. ${RACE}`,
        security: [{ bearer: [] }],
        params: StaffPhotoParamsSchema,
        body: RefuseStaffPhotoRequestSchema,
        response: {
          200: StaffPhotoDecisionResponseSchema,
          400: ErrorResponseSchema,
          ...GUARD_RESPONSES,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      refusePhoto({
        db,
        cache,
        config,
        staffId: staffIdOf(request),
        cardId: request.params.cardId,
        uploadedAt: request.body.uploadedAt,
        refusal: request.body,
      }),
  );
};
