import { ErrorResponseSchema, WalletResponseSchema } from "@cinelux/contract";

/**
 * A wallet write's answers, for the cards' and the prepaid offers' routes: the wallet after it, or a
 * coded error (bad body, no session, unknown card, refused change, too many tries).
 */
export const WALLET_WRITE_RESPONSES = {
  200: WalletResponseSchema,
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
