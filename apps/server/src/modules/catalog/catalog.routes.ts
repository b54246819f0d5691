import {
  CinemaResponseSchema,
  CinemaShowsResponseSchema,
  CinemaSlugParamsSchema,
  CinemasResponseSchema,
  ErrorResponseSchema,
  LanguageQuerySchema,
  MOBILE_CATALOG_PREFIX,
  ShowResponseSchema,
  ShowSlugParamsSchema,
  ShowsQuerySchema,
  ShowsResponseSchema,
  TrailersResponseSchema,
  ZoneParamsSchema,
  ZoneQuerySchema,
  ZoneResponseSchema,
} from "@cinelux/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type * as z from "zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { READ_SOURCE_HEADER, type ReadRouter, type ReadTrace } from "../../db/read-routing.ts";
import { AppError } from "../../lib/app-error.ts";
import { NOT_MODIFIED } from "../../lib/response-declarations.ts";
import { catalogCacheControl, MOBILE_KEY_HEADER, mobileKeyGuard, varyOnMobileKey } from "./catalog.http.ts";
import {
  getCinema,
  getCinemaShows,
  getCinemas,
  getShow,
  getShows,
  getTrailers,
  getZone,
} from "./catalog.service.ts";

/** How each catalog answers about the mobile key (docs/catalog.md "Mobile apps"), in its OpenAPI text. */
const KEY_NOTES = {
  web: `A \`${MOBILE_KEY_HEADER}\` header other than the domain's settings \`mobileKey\` gets 401 MOBILE_KEY_INVALID.`,
  mobile: `The mobile apps' catalog: the \`${MOBILE_KEY_HEADER}\` header is required, the domain's settings \`mobileKey\` (401 MOBILE_KEY_REQUIRED without it, 401 MOBILE_KEY_INVALID with another).`,
};

type CatalogPluginOptions = {
  db: Database;
  config: Pick<Config, "env" | "origins" | "publicUrl">;
  cache?: PublicReadCache;
  reads?: ReadRouter;
};

/** Every public catalog answer: the contract's body, 304 on a matching If-None-Match, coded errors. */
function publicResponses<T extends z.ZodType>(body: T) {
  return {
    200: body,
    304: NOT_MODIFIED,
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  };
}

/** The read's answer, or 404 with `code` when the slug or zone names nothing of the domain. */
function found<T>(value: T | undefined, code: "SHOW_NOT_FOUND" | "CINEMA_NOT_FOUND" | "ZONE_NOT_FOUND"): T {
  if (!value) {
    throw new AppError(code);
  }
  return value;
}

/**
 * SPEC 7 "Catalog and other" (docs/catalog.md): public reads of the request's domain, in `language`.
 * Registered twice: at `/api/...` for the web, under MOBILE_CATALOG_PREFIX for the apps.
 */
function registerPublicReads(
  app: FastifyInstance,
  {
    db,
    cache,
    reads,
    catalog,
  }: {
    db: Database;
    cache?: PublicReadCache | undefined;
    reads?: ReadRouter | undefined;
    catalog: "web" | "mobile";
  },
): void {
  const tags = [catalog === "web" ? "catalog" : "mobile catalog"];
  const keyNote = KEY_NOTES[catalog];
  // Public answers only: the v4 route is personal (http/personal-cache.ts sets no-store on it).
  // Each answer names the database it came from (docs/scaling.md "Replica reads").
  const sendPublic = <T extends object>(
    reply: FastifyReply,
    read: { routing: { trace: ReadTrace } },
    schema: z.ZodType<T>,
    value: T,
  ) =>
    reply
      .header("cache-control", catalogCacheControl())
      .header(READ_SOURCE_HEADER, read.routing.trace.source)
      .sendCachedJson(schema, value);
  const routed = () => ({ db, cache, routing: { reads, trace: { source: "primary" } as ReadTrace } });
  const server = app.withTypeProvider<ZodTypeProvider>();

  server.get(
    "/api/shows",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The domain's shows (now showing, presales, coming soon), filtered",
        description: `Filters combine; version, technology and date must hold on one session. ${keyNote}`,
        querystring: ShowsQuerySchema,
        response: publicResponses(ShowsResponseSchema),
      },
    },
    async (request, reply) => {
      const { language, ...filters } = request.query;
      const read = routed();
      const shows = await getShows({ ...read, host: request.host, language, filters });
      return sendPublic(reply, read, ShowsResponseSchema, shows);
    },
  );

  server.get(
    "/api/shows/trailers",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Listed shows that have a trailer, with the key of its self-hosted video (trailerUrl)",
        description: keyNote,
        querystring: LanguageQuerySchema,
        response: publicResponses(TrailersResponseSchema),
      },
    },
    async (request, reply) => {
      const read = routed();
      const trailers = await getTrailers({ ...read, host: request.host, language: request.query.language });
      return sendPublic(reply, read, TrailersResponseSchema, trailers);
    },
  );

  server.get(
    "/api/show/:slug",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "One show (Show or Entertainment page): texts, cast, sessions by cinema and day",
        description: `404 SHOW_NOT_FOUND for an unknown slug. ${keyNote}`,
        params: ShowSlugParamsSchema,
        querystring: LanguageQuerySchema,
        response: publicResponses(ShowResponseSchema),
      },
    },
    async (request, reply) => {
      const read = routed();
      const show = await getShow({
        ...read,
        host: request.host,
        slug: request.params.slug,
        language: request.query.language,
      });
      return sendPublic(reply, read, ShowResponseSchema, found(show, "SHOW_NOT_FOUND"));
    },
  );

  server.get(
    "/api/cinemas",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The domain's cinemas",
        description: keyNote,
        querystring: LanguageQuerySchema,
        response: publicResponses(CinemasResponseSchema),
      },
    },
    async (request, reply) => {
      const read = routed();
      const cinemas = await getCinemas({ ...read, host: request.host });
      return sendPublic(reply, read, CinemasResponseSchema, cinemas);
    },
  );

  server.get(
    "/api/cinema/:slug",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "One cinema of the domain with its nearest other cinemas (nearbyCinemas)",
        description: `404 CINEMA_NOT_FOUND for an unknown slug or another domain's cinema. ${keyNote}`,
        params: CinemaSlugParamsSchema,
        querystring: LanguageQuerySchema,
        response: publicResponses(CinemaResponseSchema),
      },
    },
    async (request, reply) => {
      const read = routed();
      const cinema = await getCinema({
        ...read,
        host: request.host,
        slug: request.params.slug,
        language: request.query.language,
      });
      return sendPublic(reply, read, CinemaResponseSchema, found(cinema, "CINEMA_NOT_FOUND"));
    },
  );

  server.get(
    "/api/cinema/:slug/shows",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A cinema's sessions for 7 days, by day then show",
        description: `404 CINEMA_NOT_FOUND for an unknown slug. ${keyNote}`,
        params: CinemaSlugParamsSchema,
        querystring: LanguageQuerySchema,
        response: publicResponses(CinemaShowsResponseSchema),
      },
    },
    async (request, reply) => {
      const read = routed();
      const week = await getCinemaShows({
        ...read,
        host: request.host,
        slug: request.params.slug,
        language: request.query.language,
      });
      return sendPublic(reply, read, CinemaShowsResponseSchema, found(week, "CINEMA_NOT_FOUND"));
    },
  );

  server.get(
    "/api/zone/:zone",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A zone's schedule for one day: its cinemas with their sessions by show",
        description: `Zones: idf (Paris area) and one per other city (its slug). \`date\` defaults to today (local). 404 ZONE_NOT_FOUND for a zone of no cinema of the domain. ${keyNote}`,
        params: ZoneParamsSchema,
        querystring: ZoneQuerySchema,
        response: publicResponses(ZoneResponseSchema),
      },
    },
    async (request, reply) => {
      const read = routed();
      const schedule = await getZone({
        ...read,
        host: request.host,
        zone: request.params.zone,
        date: request.query.date,
        language: request.query.language,
      });
      return sendPublic(reply, read, ZoneResponseSchema, found(schedule, "ZONE_NOT_FOUND"));
    },
  );
}

/**
 * SPEC 7 "Catalog and other": the web's catalog (a browser sends no mobile key) with the signed-in
 * screens' list of shows, and the mobile apps' catalog, the same reads under MOBILE_CATALOG_PREFIX
 * where the key is required (docs/catalog.md "Mobile apps").
 */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogPluginOptions> = async (
  app,
  { db, config, cache, reads },
) => {
  await app.register(async (web) => {
    web.addHook("onRequest", mobileKeyGuard({ db, config, cache, required: false }));
    registerPublicReads(web, { db, cache, reads, catalog: "web" });
    registerClientShows(web, { db, cache });
  });
  await app.register(
    async (mobile) => {
      mobile.addHook("onRequest", mobileKeyGuard({ db, config, cache, required: true }));
      mobile.addHook("onSend", varyOnMobileKey);
      registerPublicReads(mobile, { db, cache, reads, catalog: "mobile" });
    },
    { prefix: MOBILE_CATALOG_PREFIX },
  );
};

/** SPEC 7 GET /api/v4/client/shows: personal (a Bearer token), so only on the web's catalog. */
function registerClientShows(
  app: FastifyInstance,
  base: { db: Database; cache?: PublicReadCache | undefined },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v4/client/shows",
    {
      schema: {
        tags: ["catalog"],
        summary: "The same shows as GET /api/shows, for signed-in screens (SPEC 7)",
        security: [{ bearer: [] }],
        querystring: ShowsQuerySchema,
        response: { 200: ShowsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { language, ...filters } = request.query;
      return getShows({ ...base, host: request.host, language, filters });
    },
  );
}
