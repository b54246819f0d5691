import type { Language } from "@cinelux/contract/languages";
import type { AddVoucherRequest } from "@cinelux/contract/wallet";
import { useWalletWrite } from "./wallet-write";

/** SPEC 7 PATCH /api/accounts/me/voucher with cardNumber and the captcha (SPEC 5). */
export function useAddVoucher(language: Language) {
  return useWalletWrite<AddVoucherRequest>(language, (body) => ({
    path: "/api/accounts/me/voucher",
    method: "PATCH",
    body,
  }));
}
