import { ErrorResponseSchema, LanguageQuerySchema, SettingsResponseSchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { NOT_MODIFIED } from "../../lib/response-declarations.ts";
import { getSettings, peekSettings } from "./settings.service.ts";

/** A CDN may keep the settings a minute: a switched flag shows within that. */
const CACHE_CONTROL = "public, max-age=60";

export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
  cache?: PublicReadCache;
}> = async (app, { db, config, cache }) => {
  app.get(
    "/api/settings",
    {
      // SPEC 7: settings are read without a token.
      config: { public: true },
      schema: {
        tags: ["settings"],
        summary: "Settings and feature flags of the request's domain (SPEC 3 Settings)",
        description: "The `language` parameter is accepted (SPEC 7) and changes nothing here.",
        querystring: LanguageQuerySchema,
        response: {
          200: SettingsResponseSchema,
          304: NOT_MODIFIED,
          400: ErrorResponseSchema,
          500: ErrorResponseSchema,
        },
      },
    },
    (request, reply) => {
      // A hit answers at once: no promise between the request and its bytes (public-read budget).
      const cached = peekSettings({ config, host: request.host, cache });
      if (cached) {
        reply.header("cache-control", CACHE_CONTROL).sendCachedJson(SettingsResponseSchema, cached);
        return;
      }
      return getSettings({ db, config, host: request.host, cache }).then((settings) => {
        reply.header("cache-control", CACHE_CONTROL).sendCachedJson(SettingsResponseSchema, settings);
      });
    },
  );
};
