import type { Language } from "@cinelux/contract/languages";
import type { AddGiftCardRequest } from "@cinelux/contract/wallet";
import { useWalletWrite } from "./wallet-write";

/** SPEC 7 PATCH /api/accounts/me/giftcard with cardNumber, pinCode and the captcha (SPEC 5). */
export function useAddGiftCard(language: Language) {
  return useWalletWrite<AddGiftCardRequest>(language, (body) => ({
    path: "/api/accounts/me/giftcard",
    method: "PATCH",
    body,
  }));
}
