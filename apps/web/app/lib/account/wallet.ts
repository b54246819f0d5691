import type { Language } from "@cinelux/contract/languages";
import type { WalletResponse } from "@cinelux/contract/wallet";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api/api-client";

/**
 * SPEC 7 GET /api/accounts/me/prepaids: the prepaid cards, gift cards and vouchers (SPEC 3), read by
 * the wallet and by the booking tunnel (a prepaid place per seat, gift cards paying before the card).
 * The wallet's own cache keys (not under the account's: other screens need not refetch them).
 */
export const WALLET_QUERY_KEY = ["wallet"] as const;
/** The e-tickets' key: a booking confirmed in the tunnel adds one. */
export const ETICKETS_QUERY_KEY = ["etickets"] as const;

export function walletQueryKey(language: Language) {
  return [...WALLET_QUERY_KEY, language] as const;
}

export function getWallet(language: Language, signal?: AbortSignal): Promise<WalletResponse> {
  return apiRequest<WalletResponse>({ path: "/api/accounts/me/prepaids", language, signal });
}

export function getWalletQueryOptions(language: Language) {
  return queryOptions({
    queryKey: walletQueryKey(language),
    queryFn: ({ signal }) => getWallet(language, signal),
  });
}

/**
 * SPEC 4: after an offer, a dissociation or a cancelled offer the wallet reloads. Every wallet write
 * answers the whole wallet (contract wallet.ts), so that answer is the reload: it replaces the
 * cached one, and the other languages' copies are marked stale.
 */
export async function reloadWallet(
  queryClient: QueryClient,
  language: Language,
  wallet: WalletResponse,
): Promise<void> {
  queryClient.setQueryData(walletQueryKey(language), wallet);
  await queryClient.invalidateQueries({
    queryKey: WALLET_QUERY_KEY,
    predicate: (query) => query.queryKey[1] !== language,
  });
}

/** A booking paid with wallet cards or confirmed: the wallet's places and balances and its e-tickets change. */
export async function invalidateWalletAndTickets(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ETICKETS_QUERY_KEY }),
  ]);
}
