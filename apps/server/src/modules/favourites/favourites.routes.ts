import {
  AddFavouriteCinemasRequestSchema,
  ErrorResponseSchema,
  FavouriteCinemaChoicesResponseSchema,
  FavouriteCinemasResponseSchema,
  MAX_FAVOURITE_CINEMAS,
  RemoveFavouriteCinemasRequestSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import {
  addFavouriteCinemas,
  listFavouriteCinemaChoices,
  listFavouriteCinemas,
  removeFavouriteCinemas,
} from "./favourites.service.ts";
import { FAVOURITES_WRITE_RATE_LIMIT } from "./favourites-limits.ts";

const WRITE_RESPONSES = {
  200: FavouriteCinemasResponseSchema,
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** Favourite cinemas (docs/domain/favourites-friends.md): SPEC 7 "Cinemas and friends", the cinemas half. */
export const favouritesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/accounts/me/cinemas",
    {
      schema: {
        tags: ["favourites"],
        summary: "The customer's favourite cinemas of this site (SPEC 3, SPEC 7)",
        description: "`[{ id, name, codeCcs, vistaRef }]` in the order they were added.",
        security: [{ bearer: [] }],
        response: { 200: FavouriteCinemasResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => listFavouriteCinemas({ db, accountId: request.accountId, host: request.host }),
  );

  app.get(
    "/api/accounts/me/cinemas/choices",
    {
      schema: {
        tags: ["favourites"],
        summary: "The cinemas of this site a customer may add to the favourites",
        description:
          "`[{ id, name, codeCcs, vistaRef, city }]` by name: the picker's list (GET /api/cinemas has no ids).",
        security: [{ bearer: [] }],
        response: { 200: FavouriteCinemaChoicesResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => listFavouriteCinemaChoices({ db, host: request.host }),
  );

  app.patch(
    "/api/accounts/me/cinemas",
    {
      config: { rateLimit: FAVOURITES_WRITE_RATE_LIMIT },
      schema: {
        tags: ["favourites"],
        summary: "Add favourite cinemas (SPEC 5: at most 6)",
        description:
          `Adds \`cinemas\` (ids of this site's cinemas). More than ${MAX_FAVOURITE_CINEMAS} in all: 409 ` +
          "FAVOURITES_LIMIT and nothing added, even when two adds arrive at once. An unknown id or another " +
          "site's cinema: 404 FAVOURITE_CINEMA_NOT_FOUND. Answers the list.",
        security: [{ bearer: [] }],
        body: AddFavouriteCinemasRequestSchema,
        response: WRITE_RESPONSES,
      },
    },
    async (request) =>
      addFavouriteCinemas({
        db,
        accountId: request.accountId,
        host: request.host,
        cinemas: request.body.cinemas,
      }),
  );

  app.delete(
    "/api/accounts/me/cinemas",
    {
      config: { rateLimit: FAVOURITES_WRITE_RATE_LIMIT },
      schema: {
        tags: ["favourites"],
        summary: "Remove favourite cinemas",
        description:
          "Removes `cinemas`; one that is not among the favourites: 404 FAVOURITE_CINEMA_NOT_FOUND and nothing removed. Answers the list.",
        security: [{ bearer: [] }],
        body: RemoveFavouriteCinemasRequestSchema,
        response: WRITE_RESPONSES,
      },
    },
    async (request) =>
      removeFavouriteCinemas({
        db,
        accountId: request.accountId,
        host: request.host,
        cinemas: request.body.cinemas,
      }),
  );
};
