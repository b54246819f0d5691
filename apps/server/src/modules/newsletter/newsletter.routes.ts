import {
  ErrorResponseSchema,
  GetNewsletterQuerySchema,
  NewsletterResponseSchema,
  OneClickBodySchema,
  OneClickQuerySchema,
  UnsubscribeRequestSchema,
  UnsubscribeResponseSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { describeUnsubscribeLink, unsubscribe } from "./newsletter.service.ts";
import { multipartFields, ONE_CLICK_BODY_LIMIT } from "./one-click-body.ts";
import { loadUnsubscribeSecrets } from "./unsubscribe-token.ts";

/** Per client address; the page makes one read and one write. */
export const NEWSLETTER_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** Mail providers post one-clicks for many customers from few addresses (docs/newsletter.md). */
export const ONE_CLICK_RATE_LIMIT = { max: 300, timeWindow: 60_000 };

const errors = {
  400: ErrorResponseSchema,
  404: ErrorResponseSchema,
  410: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/**
 * SPEC 7 newsletter calls and the RFC 8058 one-click: public (the signed token is the authority; no
 * sign-in, no captcha), never cached. Rules in docs/newsletter.md.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Database; cache: AccountCache }> = async (
  app,
  { db, cache },
) => {
  const secrets = await loadUnsubscribeSecrets(db);
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "string", bodyLimit: ONE_CLICK_BODY_LIMIT },
    (request, body, done) => {
      done(null, multipartFields(body as string, request.headers["content-type"]));
    },
  );
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/newsletter",
    {
      config: { public: true, rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ["newsletter"],
        summary: "The category of an unsubscribe link (SPEC 7), for the unsubscribe page",
        description:
          "Public. The category (filmnews, filmtips, account, servicemail, else unknown) and the " +
          "masked address. 400 NEWSLETTER_TOKEN_INVALID, 410 NEWSLETTER_TOKEN_EXPIRED; see docs/newsletter.md.",
        querystring: GetNewsletterQuerySchema,
        response: { 200: NewsletterResponseSchema, ...errors },
      },
    },
    async (request) => describeUnsubscribeLink({ db, cache, secrets, token: request.query.token }),
  );

  app.patch(
    "/api/newsletter/unsubscribe",
    {
      config: { public: true, rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ["newsletter"],
        summary: "Turn off the mails of the link's category (SPEC 7)",
        description:
          "Public; idempotent. A service mail's link (account, servicemail) turns nothing off and " +
          "answers `unsubscribed: false`; see docs/newsletter.md.",
        body: UnsubscribeRequestSchema,
        response: { 200: UnsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => unsubscribe({ db, cache, secrets, token: request.body.token, scope: "category" }),
  );

  app.patch(
    "/api/newsletter/unsubscribe/all",
    {
      config: { public: true, rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ["newsletter"],
        summary: "Turn off every marketing mail of the link's account (SPEC 7)",
        description: "Public; idempotent. Both communication opt-ins go off; see docs/newsletter.md.",
        body: UnsubscribeRequestSchema,
        response: { 200: UnsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => unsubscribe({ db, cache, secrets, token: request.body.token, scope: "all" }),
  );

  app.post(
    "/api/newsletter/one-click",
    {
      config: { public: true, rateLimit: ONE_CLICK_RATE_LIMIT },
      schema: {
        tags: ["newsletter"],
        summary: "RFC 8058 one-click unsubscribe from a List-Unsubscribe header",
        description:
          "The mail client posts `List-Unsubscribe=One-Click` (urlencoded or multipart) to the " +
          "header's URL: the link's category is turned off, as PATCH /api/newsletter/unsubscribe. " +
          "No sign-in, no captcha, no redirect; idempotent.",
        querystring: OneClickQuerySchema,
        body: OneClickBodySchema,
        response: { 200: UnsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => unsubscribe({ db, cache, secrets, token: request.query.token, scope: "category" }),
  );
};
