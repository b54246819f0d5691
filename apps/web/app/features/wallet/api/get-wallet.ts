import type { Language } from "@cinelux/contract/languages";
import type { WalletResponse } from "@cinelux/contract/wallet";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { walletQueryKey } from "./wallet-keys";

/** SPEC 7 GET /api/accounts/me/prepaids: the prepaid cards, gift cards and vouchers (SPEC 3). */
export function getWallet(language: Language, signal?: AbortSignal): Promise<WalletResponse> {
  return apiRequest<WalletResponse>({ path: "/api/accounts/me/prepaids", language, signal });
}

export function getWalletQueryOptions(language: Language) {
  return queryOptions({
    queryKey: walletQueryKey(language),
    queryFn: ({ signal }) => getWallet(language, signal),
  });
}
