import type { Language } from "@cinelux/contract/languages";
import type { WalletResponse } from "@cinelux/contract/wallet";
import type { QueryClient } from "@tanstack/react-query";

/** The wallet's own cache keys (not under the account's: other screens need not refetch them). */
export const WALLET_QUERY_KEY = ["wallet"] as const;
export const ETICKETS_QUERY_KEY = ["etickets"] as const;

export function walletQueryKey(language: Language) {
  return [...WALLET_QUERY_KEY, language] as const;
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
