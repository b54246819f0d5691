import {
  CancelReasonsResponseSchema,
  CancelSubscriptionRequestSchema,
  ErrorResponseSchema,
  GroupSupplementInvoiceRequestSchema,
  LanguageQuerySchema,
  type SubscriptionAction,
  SubscriptionActionResponseSchema,
  SubscriptionResponseSchema,
  SuspendSubscriptionRequestSchema,
} from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { type BillingOptions, DEFAULT_BILLING } from "./subscription.billing.ts";
import { getCancelReasons, getSubscription, runSubscriptionAction } from "./subscription.service.ts";

const BASE = "/api/accounts/me/subscription";

/**
 * The subscription actions, per account once the token is verified: a customer toggles a few times
 * at most; a script cannot flood the audit or the mailbox (a cancellation mails a confirmation).
 */
export const SUBSCRIPTION_WRITE_RATE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) =>
    request.accountId ? `subscription:${request.accountId}` : request.ip,
};

const ACTION_ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache: AccountCache;
  billing?: Partial<BillingOptions>;
}> = async (app, { db, cache, billing: custom }) => {
  const billing: BillingOptions = { ...DEFAULT_BILLING, ...custom };
  const act = (
    accountId: string,
    action: SubscriptionAction,
    input?: { reason?: string; enabled?: boolean },
  ) => runSubscriptionAction({ db, cache, accountId, action, input, billing });

  app.get(
    BASE,
    {
      schema: {
        tags: ["subscription"],
        summary: "The signed-in customer's pass subscription (SPEC 3 Subscription data)",
        description:
          "Invoices, unpaid balance, the current period's consumption, debit invoicing, the card, the " +
          "status and the computed `subscriptionState`; names in `language` (default: the account's). " +
          "404 SUBSCRIPTION_NOT_FOUND without a pass.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: {
          200: SubscriptionResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      getSubscription({
        db,
        accountId: request.accountId,
        language: request.query.language,
        now: billing.clock(),
      }),
  );

  app.get(
    `${BASE}/cancel/reasons`,
    {
      schema: {
        tags: ["subscription"],
        summary: "The 25 cancel reasons, and the day the pass would stop if cancelled today",
        description:
          "Labels in `language` (default: the account's). `effectiveDate` is cancellationEndDate: the " +
          "later of the commitment end and one month's notice (French and Dutch law).",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: {
          200: CancelReasonsResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      getCancelReasons({
        db,
        accountId: request.accountId,
        language: request.query.language,
        now: billing.clock(),
      }),
  );

  const writeSchema = (summary: string, description: string) => ({
    tags: ["subscription"],
    summary,
    description,
    security: [{ bearer: [] }],
    querystring: LanguageQuerySchema,
    response: { 200: SubscriptionActionResponseSchema, ...ACTION_ERRORS },
  });

  app.patch(
    `${BASE}/suspend`,
    {
      config: { rateLimit: SUBSCRIPTION_WRITE_RATE_LIMIT },
      schema: {
        ...writeSchema(
          "Pause or resume the pass (SPEC 4 pause toggle)",
          "`suspend` schedules a one-month pause from the next billing date (flag eligibleForSuspension); " +
            "`resume` ends a pause today and bills the rest of the month (eligibleForReactivation). " +
            "409 with the flag's code otherwise.",
        ),
        body: SuspendSubscriptionRequestSchema,
      },
    },
    async (request) => act(request.accountId, request.body.action),
  );

  app.delete(
    `${BASE}/suspend`,
    {
      config: { rateLimit: SUBSCRIPTION_WRITE_RATE_LIMIT },
      schema: writeSchema(
        "Undo a scheduled pause",
        "Flag eligibleToCancelSuspension; 409 SUBSCRIPTION_NO_PENDING_PAUSE otherwise.",
      ),
    },
    async (request) => act(request.accountId, "cancelSuspension"),
  );

  app.patch(
    `${BASE}/cancel`,
    {
      config: { rateLimit: SUBSCRIPTION_WRITE_RATE_LIMIT },
      schema: {
        ...writeSchema(
          "Cancel the pass with a reason",
          "Flag eligibleChanges. The pass stops on `effectiveDate` (the later of the commitment end and " +
            "one month's notice); a confirmation stating that day is mailed in the account's language.",
        ),
        body: CancelSubscriptionRequestSchema,
      },
    },
    async (request) => act(request.accountId, "cancel", { reason: request.body.reason }),
  );

  app.delete(
    BASE,
    {
      config: { rateLimit: SUBSCRIPTION_WRITE_RATE_LIMIT },
      schema: writeSchema(
        "Undo a pending cancellation",
        "Flag eligibleToCancelCancellation; 409 SUBSCRIPTION_NO_PENDING_CANCELLATION otherwise.",
      ),
    },
    async (request) => act(request.accountId, "cancelCancellation"),
  );

  app.delete(
    `${BASE}/downgrade`,
    {
      config: { rateLimit: SUBSCRIPTION_WRITE_RATE_LIMIT },
      schema: writeSchema(
        "Undo a pending plan change",
        "Flag pendingPlanChange; 409 SUBSCRIPTION_NO_PENDING_PLAN_CHANGE otherwise.",
      ),
    },
    async (request) => act(request.accountId, "cancelPlanChange"),
  );

  app.patch(
    `${BASE}/groupSupplementInvoice`,
    {
      config: { rateLimit: SUBSCRIPTION_WRITE_RATE_LIMIT },
      schema: {
        ...writeSchema(
          "Supplement debit invoicing on or off",
          "`activated`: the month's supplements are billed on the next monthly invoice; `disabled`: " +
            "paid at each session. 409 SUBSCRIPTION_ENDED on a pass that has ended.",
        ),
        body: GroupSupplementInvoiceRequestSchema,
      },
    },
    async (request) =>
      act(request.accountId, "groupSupplementInvoice", { enabled: request.body.action === "activated" }),
  );
};
