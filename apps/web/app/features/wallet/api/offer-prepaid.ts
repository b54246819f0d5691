import type { Language } from "@cinelux/contract/languages";
import type { DonatePrepaidRequest } from "@cinelux/contract/wallet";
import { useWalletWrite } from "./wallet-write";

/** SPEC 7 POST /api/accounts/me/prepaids/donate with id, email and the captcha: the friend gets a claim link. */
export function useOfferPrepaid(language: Language) {
  return useWalletWrite<DonatePrepaidRequest>(language, (body) => ({
    path: "/api/accounts/me/prepaids/donate",
    method: "POST",
    body,
  }));
}
