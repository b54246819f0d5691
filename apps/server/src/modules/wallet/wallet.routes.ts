import {
  AddGiftCardRequestSchema,
  AddPrepaidRequestSchema,
  AddVoucherRequestSchema,
  ErrorResponseSchema,
  GoodiesResponseSchema,
  LanguageQuerySchema,
  RemovePrepaidRequestSchema,
  WALLET_ADD_LIMITS,
  WalletResponseSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { listGoodies } from "./goodies.service.ts";
import { prepaidOffersRoutes } from "./prepaid-offers.routes.ts";
import { addWalletCard, listWallet, releaseWalletCard, walletLanguage } from "./wallet.service.ts";
import { createAddLimiters, WALLET_WRITE_RATE_LIMIT } from "./wallet-limits.ts";
import { WALLET_WRITE_RESPONSES } from "./wallet-responses.ts";

const ADD_LIMITS_TEXT =
  `Every add counts (prepaid, gift card and voucher share it): ${WALLET_ADD_LIMITS.perAccount.max} per 15 minutes ` +
  `per account, ${WALLET_ADD_LIMITS.perIp.max} per hour per IP, ${WALLET_ADD_LIMITS.perNumber.max} per hour per card number; 429 beyond.`;

/**
 * The wallet (docs/domain/wallet.md): SPEC 7 "Cards and wallet" and goodies. Every write
 * needs the captcha (SPEC 5), answers the whole wallet and runs in one transaction.
 */
export const walletRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const limitAddAttempt = createAddLimiters(app);

  app.get(
    "/api/accounts/me/prepaids",
    {
      schema: {
        tags: ["wallet"],
        summary: "The customer's prepaid cards, gift cards and vouchers (SPEC 3, SPEC 7)",
        description:
          "`{ prepaids, giftCards, vouchers }`, texts in `language`. `status` is SPEC 4's code (0 expired, " +
          "1 used, else available); `given` the offer not yet claimed.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: { 200: WalletResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) =>
      listWallet({
        db,
        accountId: request.accountId,
        language: walletLanguage(request.host, request.query.language),
      }),
  );

  const addRoute = (
    url: string,
    summary: string,
    body: typeof AddPrepaidRequestSchema | typeof AddGiftCardRequestSchema | typeof AddVoucherRequestSchema,
    card: (
      body: Record<string, string>,
    ) => Pick<Parameters<typeof addWalletCard>[0], "kind" | "number" | "pin">,
  ) =>
    app.patch(
      url,
      {
        config: { captcha: true },
        schema: {
          tags: ["wallet"],
          summary,
          description:
            "An unknown number, a wrong pin, a card of another kind and another customer's card answer the " +
            `same 404 WALLET_CARD_NOT_FOUND; the customer's own card 409 WALLET_CARD_ALREADY_ADDED. ${ADD_LIMITS_TEXT}`,
          security: [{ bearer: [] }],
          querystring: LanguageQuerySchema,
          body,
          response: WALLET_WRITE_RESPONSES,
        },
      },
      async (request) => {
        await limitAddAttempt(request);
        return addWalletCard({
          db,
          accountId: request.accountId,
          language: walletLanguage(request.host, request.query.language),
          ...card(request.body as Record<string, string>),
        });
      },
    );

  addRoute(
    "/api/accounts/me/prepaids",
    "Add a prepaid card by its number (SPEC 7 num, captcha)",
    AddPrepaidRequestSchema,
    (b) => ({
      kind: "prepaid",
      number: b.num ?? "",
    }),
  );
  addRoute(
    "/api/accounts/me/giftcard",
    "Add a gift card by its number and pin (SPEC 7, captcha)",
    AddGiftCardRequestSchema,
    (b) => ({ kind: "giftCard", number: b.cardNumber ?? "", pin: b.pinCode ?? "" }),
  );
  addRoute(
    "/api/accounts/me/voucher",
    "Add a voucher by its number (SPEC 7, captcha)",
    AddVoucherRequestSchema,
    (b) => ({
      kind: "voucher",
      number: b.cardNumber ?? "",
    }),
  );

  app.delete(
    "/api/accounts/me/prepaids",
    {
      config: { captcha: true, rateLimit: WALLET_WRITE_RATE_LIMIT },
      schema: {
        tags: ["wallet"],
        summary: "Remove a card from the wallet by its number (SPEC 7 num, captcha)",
        description:
          "Any card of the wallet (prepaid, gift card, voucher): it leaves the account and returns to nobody. " +
          "409 PREPAID_OFFER_PENDING while offered; another customer's card 404 WALLET_CARD_NOT_FOUND.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        body: RemovePrepaidRequestSchema,
        response: WALLET_WRITE_RESPONSES,
      },
    },
    async (request) =>
      releaseWalletCard({
        db,
        accountId: request.accountId,
        language: walletLanguage(request.host, request.query.language),
        card: { number: request.body.num },
      }),
  );

  app.get(
    "/api/accounts/me/goodies",
    {
      schema: {
        tags: ["wallet"],
        summary: "The customer's goodies still valid (SPEC 1, SPEC 7; flag goodiesEnabled)",
        description:
          "Soonest expiry first, texts in `language`. 404 FEATURE_DISABLED where goodiesEnabled is off.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: {
          200: GoodiesResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      listGoodies({ db, accountId: request.accountId, host: request.host, language: request.query.language }),
  );

  await app.register(prepaidOffersRoutes, { db, config });
};
