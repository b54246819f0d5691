import {
  ClientSalesforceShowParamsSchema,
  ClientShowParamsSchema,
  domainFromHost,
  ErrorResponseSchema,
  emotionChangeOf,
  FeelingsQuerySchema,
  FeelingsResponseSchema,
  FeelingWriteResponseSchema,
  IgnoreMovieRequestSchema,
  intentionChangeOf,
  type Language,
  LanguageQuerySchema,
  MoviesToNoteResponseSchema,
  ratingTargetOf,
  SetEmotionRequestSchema,
  SetIntentionRequestSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  changeFeeling,
  listAccountFeelings,
  missingParameter,
  requireOwnAccount,
} from "./feelings.service.ts";
import { ignoreMovie, listMoviesToNote, purgeMoviesToNote } from "./movie-to-note.service.ts";

const WRITE_RESPONSES = {
  200: FeelingWriteResponseSchema,
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

const MOVIES_TO_NOTE_RESPONSES = {
  200: MoviesToNoteResponseSchema,
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

const ACCOUNT_TEXT =
  "`{account}` must be the signed-in customer's own account id: any other answers 404 CLIENT_ACCOUNT_NOT_FOUND.";

/** The body schemas refuse these already (their refinements are the same rules); kept for the types. */
const invalidChange = () =>
  new AppError("BAD_REQUEST", {
    message: (m) => m.when.changingNothing.BAD_REQUEST,
    detail: "The body names no change.",
  });

/** The language of the show names: the asked one, else the first of the request's domain. */
function languageOf(host: string, language: Language | undefined): Language {
  return language ?? domainFromHost(host).languages[0];
}

/**
 * Wishlist and ratings (docs/domain/feelings.md): SPEC 7 "Ratings and wishlist", and the
 * feelings read SPEC 7 leaves unnamed (GET /api/accounts/me/feelings).
 */
export const feelingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/accounts/me/feelings",
    {
      schema: {
        tags: ["feelings"],
        summary: "The customer's wishlist (filter=wished) or ratings (filter=rated), newest first (SPEC 3)",
        security: [{ bearer: [] }],
        querystring: FeelingsQuerySchema,
        response: { 200: FeelingsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) =>
      listAccountFeelings({
        db,
        accountId: request.accountId,
        language: languageOf(request.host, request.query.language),
        filter: request.query.filter,
      }),
  );

  app.post(
    "/api/client/:account/show/:slug/intention",
    {
      schema: {
        tags: ["feelings"],
        summary: "Wish a show (intention 2) or take it off the wishlist (intention null, isDelete true)",
        description: `SPEC 7, SPEC 9. ${ACCOUNT_TEXT} An unknown slug answers 404 SHOW_NOT_FOUND.`,
        security: [{ bearer: [] }],
        params: ClientShowParamsSchema,
        querystring: LanguageQuerySchema,
        body: SetIntentionRequestSchema,
        response: WRITE_RESPONSES,
      },
    },
    (request) =>
      setFeeling(request, { slug: request.params.slug }, () => {
        const intention = intentionChangeOf(request.body);
        return intention ? { intention } : null;
      }),
  );

  /**
   * The three feeling writes: the caller's own `{account}`, a show named by slug or salesforce id
   * (SPEC 5 / 8: neither is 'Missing parameter'), a change the body allows, then the service.
   */
  const setFeeling = (
    request: { params: { account: string }; query: { language?: Language }; host: string; accountId: string },
    show: { slug?: string; salesforceShowId?: string },
    changeOf: () => Parameters<typeof changeFeeling>[0]["change"] | null,
  ) => {
    requireOwnAccount(request.params.account, request.accountId);
    const target = ratingTargetOf(show);
    if (!target) {
      throw missingParameter();
    }
    const change = changeOf();
    if (!change) {
      throw invalidChange();
    }
    return changeFeeling({
      db,
      accountId: request.accountId,
      language: languageOf(request.host, request.query.language),
      target,
      change,
    });
  };

  const emotionHandler =
    (paramsOf: (params: Record<string, string>) => { slug?: string; salesforceShowId?: string }) =>
    async (request: {
      params: Record<string, string> & { account: string };
      body: { emotion?: number | null; isDelete?: boolean };
      query: { language?: Language };
      host: string;
      accountId: string;
    }) =>
      setFeeling(request, paramsOf(request.params), () => {
        const emotion = emotionChangeOf(request.body);
        return emotion ? { emotion } : null;
      });

  const emotionSchema = {
    tags: ["feelings"],
    description: `SPEC 5, 7: emotion 1 (disliked) to 5 (loved) rates the show; isDelete true removes the rating. ${ACCOUNT_TEXT} Neither slug nor salesforce id: 400 MISSING_PARAMETER ('Missing parameter'); an unknown show 404 SHOW_NOT_FOUND.`,
    security: [{ bearer: [] }],
    querystring: LanguageQuerySchema,
    body: SetEmotionRequestSchema,
    response: WRITE_RESPONSES,
  };

  app.post(
    "/api/client/:account/show/:slug/emotion",
    { schema: { ...emotionSchema, summary: "Rate a show by its slug", params: ClientShowParamsSchema } },
    emotionHandler((params) => ({ slug: params.slug })),
  );
  app.post(
    "/api/client/:account/show/sf/:id/emotion",
    {
      schema: {
        ...emotionSchema,
        summary: "Rate a show by its salesforce id",
        params: ClientSalesforceShowParamsSchema,
      },
    },
    emotionHandler((params) => ({ salesforceShowId: params.id })),
  );

  app.get(
    "/api/accounts/me/movieToNote",
    {
      schema: {
        tags: ["feelings"],
        summary: "Films to rate: seen in the customer's confirmed past bookings, not rated nor ignored",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: { 200: MoviesToNoteResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) =>
      listMoviesToNote({
        db,
        accountId: request.accountId,
        language: languageOf(request.host, request.query.language),
      }),
  );

  app.patch(
    "/api/accounts/me/ignoreMovie",
    {
      schema: {
        tags: ["feelings"],
        summary: "Ignore a film to rate (idSpectacle: its salesforce id); answers the films to rate",
        description: "A film the customer did not see answers 404 MOVIE_TO_NOTE_NOT_FOUND.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        body: IgnoreMovieRequestSchema,
        response: MOVIES_TO_NOTE_RESPONSES,
      },
    },
    async (request) =>
      ignoreMovie({
        db,
        accountId: request.accountId,
        language: languageOf(request.host, request.query.language),
        salesforceShowId: request.body.idSpectacle,
      }),
  );

  app.post(
    "/api/accounts/me/movieToNote/purge",
    {
      schema: {
        tags: ["feelings"],
        summary: "Ignore every film to rate; answers the (empty) list",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: MOVIES_TO_NOTE_RESPONSES,
      },
    },
    async (request) =>
      purgeMoviesToNote({
        db,
        accountId: request.accountId,
        language: languageOf(request.host, request.query.language),
      }),
  );
};
