import {
  CancelDonationRequestSchema,
  ClaimPrepaidRequestSchema,
  ClaimPrepaidResponseSchema,
  DissociatePrepaidRequestSchema,
  DonatePrepaidRequestSchema,
  LanguageQuerySchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { cancelPrepaidOffer, claimPrepaidOffer, offerPrepaid } from "./prepaid-offers.service.ts";
import { releaseWalletCard, walletLanguage } from "./wallet.service.ts";
import { WALLET_OFFER_RATE_LIMIT, WALLET_WRITE_RATE_LIMIT } from "./wallet-limits.ts";
import { WALLET_WRITE_RESPONSES } from "./wallet-responses.ts";

const schema = <B>(summary: string, description: string, body: B) => ({
  tags: ["wallet"],
  summary,
  description,
  security: [{ bearer: [] }],
  querystring: LanguageQuerySchema,
  body,
  response: WALLET_WRITE_RESPONSES,
});

/**
 * SPEC 4 "Prepaid cards can be offered, the offer cancelled, and the card dissociated"; SPEC 7's
 * donate, donate/cancel and cancel, and the claim of an offered card (docs/domain/wallet.md "Offers").
 * Each answers the wallet of the caller (SPEC 4: the wallet reloads).
 */
export const prepaidOffersRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    "/api/accounts/me/prepaids/donate",
    {
      config: { captcha: true, rateLimit: WALLET_OFFER_RATE_LIMIT },
      schema: schema(
        "Offer a prepaid card to a friend by mail (SPEC 7 id, email; captcha)",
        "The friend gets a mail in the customer's language with a claim link; the card stays in the " +
          "wallet with `given` until claimed. 409 PREPAID_NOT_SHAREABLE (not shareable, used, expired), " +
          "PREPAID_OFFER_PENDING (already offered), PREPAID_OFFER_TO_SELF (own address); 404 for another " +
          "customer's card. 10 offers per hour per account.",
        DonatePrepaidRequestSchema,
      ),
    },
    async (request) =>
      offerPrepaid({
        db,
        config,
        accountId: request.accountId,
        language: walletLanguage(request.host, request.query.language),
        ...request.body,
      }),
  );

  app.post(
    "/api/accounts/me/prepaids/donate/cancel",
    {
      config: { captcha: true, rateLimit: WALLET_WRITE_RATE_LIMIT },
      schema: schema(
        "Cancel the offer of a prepaid card not yet claimed (SPEC 7 id; captcha)",
        "The claim link stops working. 409 PREPAID_NO_PENDING_OFFER when claimed, cancelled or never offered.",
        CancelDonationRequestSchema,
      ),
    },
    async (request) =>
      cancelPrepaidOffer({
        db,
        accountId: request.accountId,
        language: walletLanguage(request.host, request.query.language),
        id: request.body.id,
      }),
  );

  app.post(
    "/api/accounts/me/prepaids/cancel",
    {
      config: { captcha: true, rateLimit: WALLET_WRITE_RATE_LIMIT },
      schema: schema(
        "Dissociate a prepaid card from the account (SPEC 7 id; captcha)",
        "The card leaves the account and returns to nobody (its printed number may add it again). " +
          "409 PREPAID_OFFER_PENDING while offered.",
        DissociatePrepaidRequestSchema,
      ),
    },
    async (request) =>
      releaseWalletCard({
        db,
        accountId: request.accountId,
        language: walletLanguage(request.host, request.query.language),
        card: { id: request.body.id },
      }),
  );

  // No captcha (docs/domain/wallet.md "Offers"): the 256-bit token cannot be guessed, and the page
  // claims as soon as the friend lands on it; the per-account write limit still holds.
  app.post(
    "/api/accounts/me/prepaids/claim",
    {
      config: { rateLimit: WALLET_WRITE_RATE_LIMIT },
      schema: {
        ...schema(
          "Claim a prepaid card offered by mail (the link's token)",
          "Signed in; the 256-bit token is the secret, whoever signs in with it gets the card. The card moves to the caller's wallet. " +
            "Answers the wallet and `claimed`: the card and the giver's first name (null when none). " +
            "404 PREPAID_CLAIM_INVALID for an unknown, claimed or cancelled token; 409 PREPAID_OFFER_TO_SELF for the giver.",
          ClaimPrepaidRequestSchema,
        ),
        response: { ...WALLET_WRITE_RESPONSES, 200: ClaimPrepaidResponseSchema },
      },
    },
    async (request) =>
      claimPrepaidOffer({
        db,
        accountId: request.accountId,
        language: walletLanguage(request.host, request.query.language),
        token: request.body.token,
      }),
  );
};
