import { ErrorResponseSchema, FooterResponseSchema, LanguageQuerySchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { READ_SOURCE_HEADER, type ReadRouter, sourceOf } from "../../db/read-routing.ts";
import { NOT_MODIFIED } from "../../lib/response-declarations.ts";
import { getFooter, peekFooter } from "./footer.service.ts";

/** Footer content changes rarely: a CDN may keep it five minutes. */
const CACHE_CONTROL = "public, max-age=300";

export const footerRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache?: PublicReadCache;
  reads?: ReadRouter;
}> = async (app, { db, cache, reads }) => {
  app.get(
    "/api/footer",
    {
      // SPEC 7: public catalog data, no token.
      config: { public: true },
      schema: {
        tags: ["catalog"],
        summary: "Footer of the request's domain: shows, columns, social networks, FAQ (SPEC 3 Footer data)",
        description: "Titles in `language` (default: the domain's first language), English when missing.",
        querystring: LanguageQuerySchema,
        response: { 200: FooterResponseSchema, 304: NOT_MODIFIED, 400: ErrorResponseSchema },
      },
    },
    (request, reply) => {
      const where = { host: request.host, language: request.query.language, cache };
      // A hit answers at once: no promise between the request and its bytes (public-read budget).
      const cached = peekFooter(where);
      if (cached) {
        reply
          .header("cache-control", CACHE_CONTROL)
          .header(READ_SOURCE_HEADER, sourceOf(cached))
          .sendCachedJson(FooterResponseSchema, cached);
        return;
      }
      return getFooter({ db, ...where, routing: { reads } }).then((footer) => {
        reply
          .header("cache-control", CACHE_CONTROL)
          .header(READ_SOURCE_HEADER, sourceOf(footer))
          .sendCachedJson(FooterResponseSchema, footer);
      });
    },
  );
};
