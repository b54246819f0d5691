import type { Language } from "@cinelux/contract/languages";
import type { AddPrepaidRequest } from "@cinelux/contract/wallet";
import { useWalletWrite } from "./wallet-write";

/** SPEC 7 PATCH /api/accounts/me/prepaids with num and the captcha (SPEC 5). */
export function useAddPrepaid(language: Language) {
  return useWalletWrite<AddPrepaidRequest>(language, (body) => ({
    path: "/api/accounts/me/prepaids",
    method: "PATCH",
    body,
  }));
}
