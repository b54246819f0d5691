import type { Language } from "@cinelux/contract/languages";
import type { RemovePrepaidRequest } from "@cinelux/contract/wallet";
import { useWalletWrite } from "./wallet-write";

/** SPEC 7 DELETE /api/accounts/me/prepaids with num and the captcha: the item leaves the wallet. */
export function useRemoveCard(language: Language) {
  return useWalletWrite<RemovePrepaidRequest>(language, (body) => ({
    path: "/api/accounts/me/prepaids",
    method: "DELETE",
    body,
  }));
}
