import {
  ErrorResponseSchema,
  FaqDataResponseSchema,
  FaqSearchQuerySchema,
  FaqSearchResponseSchema,
  FaqTopicParamsSchema,
  FaqTopicResponseSchema,
  HelpCenterFaqResponseSchema,
  type Language,
  LanguageQuerySchema,
} from "@cinelux/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { READ_SOURCE_HEADER, type ReadRouter, type ReadTrace } from "../../db/read-routing.ts";
import { NOT_MODIFIED } from "../../lib/response-declarations.ts";
import { type FaqReader, faqReader } from "./faq.service.ts";

/** FAQ content changes rarely: a CDN may keep it five minutes, as the footer. */
const CACHE_CONTROL = "public, max-age=300";
const LANGUAGE_TEXT = "Texts in `language` (default: the domain's first language), English when missing.";

/** SPEC 7 "Catalog and other" FAQ reads, and the FAQ search (docs/domain/support.md). */
export const faqRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache?: PublicReadCache;
  reads?: ReadRouter;
}> = async (app, { db, cache, reads }) => {
  /** One FAQ read in the request's domain and language, from the read cache, cacheable by a CDN. */
  const sendFaq = async <T extends object>(
    request: FastifyRequest<{ Querystring: { language?: Language | undefined } }>,
    reply: FastifyReply,
    schema: z.ZodType<T>,
    read: (faq: FaqReader) => Promise<T>,
  ) => {
    const trace: ReadTrace = { source: "primary" };
    const faq = faqReader({
      db,
      host: request.host,
      language: request.query.language,
      cache,
      routing: { reads, trace },
    });
    const answer = await read(faq);
    reply.header("cache-control", CACHE_CONTROL).header(READ_SOURCE_HEADER, trace.source);
    return reply.sendCachedJson(schema, answer);
  };

  app.get(
    "/api/faq/data",
    {
      config: { public: true },
      schema: {
        tags: ["support"],
        summary:
          "The support taxonomy (SPEC 9: themes, sub-themes, reasons) and the FAQ articles (id, title)",
        description: `Each reason lists the articles the contact form suggests. ${LANGUAGE_TEXT}`,
        querystring: LanguageQuerySchema,
        response: { 200: FaqDataResponseSchema, 304: NOT_MODIFIED, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => sendFaq(request, reply, FaqDataResponseSchema, (faq) => faq.data()),
  );

  app.get(
    "/api/faq/topic/:id",
    {
      config: { public: true },
      schema: {
        tags: ["support"],
        summary: "The articles, with their answers, of a reason or of a sub-theme (every reason's)",
        description: `404 FAQ_TOPIC_NOT_FOUND for an unknown id. ${LANGUAGE_TEXT}`,
        params: FaqTopicParamsSchema,
        querystring: LanguageQuerySchema,
        response: {
          200: FaqTopicResponseSchema,
          304: NOT_MODIFIED,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      sendFaq(request, reply, FaqTopicResponseSchema, (faq) => faq.topic(request.params.id)),
  );

  app.get(
    "/api/cms/1.7.0/help-center/faq",
    {
      config: { public: true },
      schema: {
        tags: ["support"],
        summary: "The help centre: every FAQ article of the domain with its answer, by knowledge category",
        description: LANGUAGE_TEXT,
        querystring: LanguageQuerySchema,
        response: { 200: HelpCenterFaqResponseSchema, 304: NOT_MODIFIED, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => sendFaq(request, reply, HelpCenterFaqResponseSchema, (faq) => faq.helpCenter()),
  );

  app.get(
    "/api/faq/search",
    {
      config: { public: true },
      schema: {
        tags: ["support"],
        summary: "Search the FAQ articles by words, in the page's language",
        description:
          "Every word of `q` (2 letters or more, the first 8) must start a word of the article's title or " +
          "answer, accents and case ignored (support-rules.ts `searchArticles`); title matches first; at " +
          `most 20. ${LANGUAGE_TEXT}`,
        querystring: FaqSearchQuerySchema,
        response: { 200: FaqSearchResponseSchema, 304: NOT_MODIFIED, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      sendFaq(request, reply, FaqSearchResponseSchema, (faq) => faq.search(request.query.q)),
  );
};
