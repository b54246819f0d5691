import type { ErrorCode } from "@cinelux/contract/errors";
import { ApiError } from "../../lib/api/api-error";
import type { TranslationKey } from "../../lib/i18n/create-i18n";

/**
 * The wallet's coded refusals and the sentence each one shows (STYLE.md "Errors": the web
 * translates the code, never the message). A code not listed gets the default error toast.
 */
export const WALLET_ERROR_KEYS = {
  WALLET_CARD_NOT_FOUND: "Wallet.Error.CardNotFound",
  WALLET_CARD_ALREADY_ADDED: "Wallet.Error.CardAlreadyAdded",
  PREPAID_NOT_SHAREABLE: "Wallet.Error.NotShareable",
  PREPAID_OFFER_PENDING: "Wallet.Error.OfferPending",
  PREPAID_NO_PENDING_OFFER: "Wallet.Error.NoPendingOffer",
  PREPAID_OFFER_TO_SELF: "Wallet.Error.OfferToSelf",
  PREPAID_CLAIM_INVALID: "Wallet.Error.ClaimInvalid",
  WALLET_FULL: "Wallet.Error.WalletFull",
  RATE_LIMITED: "WalletPage.Error.RateLimited",
  BAD_REQUEST: "WalletPage.Error.BadRequest",
} as const satisfies Partial<Record<ErrorCode, TranslationKey>>;

/** The sentence for a coded wallet refusal, or null when the default error toast should say it. */
export function walletErrorKey(error: unknown): TranslationKey | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  return (WALLET_ERROR_KEYS as Partial<Record<string, TranslationKey>>)[error.code] ?? null;
}
