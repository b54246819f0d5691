import type { Language } from "@cinelux/contract/languages";
import type { CancelDonationRequest } from "@cinelux/contract/wallet";
import { useWalletWrite } from "./wallet-write";

/** SPEC 7 POST /api/accounts/me/prepaids/donate/cancel with id and the captcha: the offer is taken back. */
export function useCancelOffer(language: Language) {
  return useWalletWrite<CancelDonationRequest>(language, (body) => ({
    path: "/api/accounts/me/prepaids/donate/cancel",
    method: "POST",
    body,
  }));
}
