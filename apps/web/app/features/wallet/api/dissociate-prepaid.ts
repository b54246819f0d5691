import type { Language } from "@cinelux/contract/languages";
import type { DissociatePrepaidRequest } from "@cinelux/contract/wallet";
import { useWalletWrite } from "./wallet-write";

/** SPEC 7 POST /api/accounts/me/prepaids/cancel with id and the captcha: the card leaves the account. */
export function useDissociatePrepaid(language: Language) {
  return useWalletWrite<DissociatePrepaidRequest>(language, (body) => ({
    path: "/api/accounts/me/prepaids/cancel",
    method: "POST",
    body,
  }));
}
