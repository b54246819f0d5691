import {
  AttachCardRequestSchema,
  AttachCardResponseSchema,
  CardPictureParamsSchema,
  CardsResponseSchema,
  ErrorResponseSchema,
  LanguageQuerySchema,
  UpdatePhotoResponseSchema,
} from "@cinelux/contract";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { fileResponse } from "../../lib/response-declarations.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { attachOwnCard, listOwnCards, readOwnCardPhoto, updateOwnCardPhoto } from "./cards.service.ts";
import { readPhotoUpload } from "./photo-upload.ts";

const accountKey = (request: FastifyRequest) =>
  request.accountId ? `account:${request.accountId}` : request.ip;

/**
 * Attaching a card is guessing-sensitive (a number and a name), so it is limited like the
 * sign-in (docs/identity.md "Brute force"): per account (this route's limiter, counted once authentication
 * named the customer) and per card number across every account (ATTACH_PER_NUMBER below), both on the shared
 * PostgreSQL store, so N processes allow no more than one. Every attempt counts, the good ones too: a
 * customer adds a card once.
 */
export const ATTACH_PER_ACCOUNT_RATE_LIMIT = {
  max: 5,
  timeWindow: 15 * 60_000,
  hook: "preHandler" as const,
  keyGenerator: accountKey,
};
export const ATTACH_PER_NUMBER = { max: 10, timeWindow: 60 * 60_000 };

/** A decode costs CPU: an account gets 20 uploads a minute, far above a customer's retries. */
const PHOTO_RATE_LIMIT = {
  max: 20,
  timeWindow: 60_000,
  hook: "preHandler" as const,
  keyGenerator: accountKey,
};

/** The path's last segment, `{id}.jpg`: find-my-way reads `:id` up to the literal suffix. */
const PicturePathSchema = CardPictureParamsSchema;

export const cardsRoutes: FastifyPluginAsyncZod<{ db: Database; cache: AccountCache }> = async (
  app,
  { db, cache },
) => {
  // Only these routes parse multipart (this plugin's scope). The byte limits are SPEC 5's; a larger
  // file is cut at the limit and answered PHOTO_TOO_LARGE (photo-upload.ts).
  await app.register(multipart);
  const perNumber = app.createRateLimit({
    ...ATTACH_PER_NUMBER,
    keyGenerator: (request: FastifyRequest) =>
      `pass-card-number:${(request.body as { cardNumber?: string } | undefined)?.cardNumber ?? ""}`,
  });

  app.get(
    "/api/accounts/me/cards",
    {
      schema: {
        tags: ["cards"],
        summary: "The signed-in customer's pass and other cards (SPEC 3 Pass card, SPEC 7)",
        description:
          "`subscriptionStatus` is the server value; the web maps it (SPEC 4 passStatusOf) and picks " +
          "the pass (activePassOf). `picture` is the photo's URL when there is one.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: { 200: CardsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => listOwnCards({ db, accountId: request.accountId }),
  );

  app.patch(
    "/api/accounts/me/cards",
    {
      config: { captcha: true, rateLimit: ATTACH_PER_ACCOUNT_RATE_LIMIT },
      schema: {
        tags: ["cards"],
        summary: "Attach a card by its number and the holder's last name (SPEC 7, captcha)",
        description:
          "Accents and case of the name are ignored. A wrong number, a wrong name and another " +
          "customer's card answer the same 404 PASS_CARD_NOT_FOUND; the customer's own card 409 " +
          "PASS_CARD_ALREADY_ATTACHED. 5 attempts per 15 minutes per account, 10 per hour per card number.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        body: AttachCardRequestSchema,
        response: {
          200: AttachCardResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const limit = await perNumber(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new AppError("RATE_LIMITED", {
          message: (m) => m.when.tryingCards.RATE_LIMITED(limit.ttlInSeconds),
          detail: "Too many attempts for this card.",
          headers: { "retry-after": String(limit.ttlInSeconds) },
        });
      }
      return attachOwnCard({ db, accountId: request.accountId, ...request.body });
    },
  );

  app.post(
    "/api/accounts/me/updatePhoto",
    {
      config: { rateLimit: PHOTO_RATE_LIMIT },
      schema: {
        tags: ["cards"],
        summary: "Upload the photo of one of the customer's cards (multipart: photo, cardId)",
        description:
          "SPEC 5 on the bytes: over 512000 bytes 413 PHOTO_TOO_LARGE (10001 on the web); not a JPEG, " +
          "PNG, WebP or HEIF by its magic bytes, or a HEIC this server cannot decode, 415 " +
          "PHOTO_TYPE_NOT_ALLOWED (10002); bytes that do not decode 400 PHOTO_UNREADABLE. Stored " +
          "re-encoded as a JPEG without metadata. A photo of the pass that must be checked (the pass " +
          "blocked for its photo, or no accepted photo yet) answers `photoStatus` PENDING and waits for a " +
          "moderator, the block kept; an accepted photo of a pass in good standing is replaced at once (OK). " +
          "Another customer's card: 404.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: {
          200: UpdatePhotoResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const upload = await readPhotoUpload(request);
      return updateOwnCardPhoto({ db, cache, accountId: request.accountId, ...upload });
    },
  );

  app.get(
    "/api/accounts/me/cards/picture/:id.jpg",
    {
      schema: {
        tags: ["cards"],
        summary: "The photo of one of the customer's cards, as a JPEG (SPEC 7)",
        description:
          "Only the owner's: any other id is 404. Always the server's re-encoded JPEG, with " +
          "`x-content-type-options: nosniff` and `cache-control: private, no-store`.",
        security: [{ bearer: [] }],
        params: PicturePathSchema,
        querystring: LanguageQuerySchema,
        response: {
          200: fileResponse("The photo", ["image/jpeg"]),
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const photo = await readOwnCardPhoto({ db, accountId: request.accountId, cardId: request.params.id });
      return reply
        .header("content-type", "image/jpeg")
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .send(Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength));
    },
  );
};
