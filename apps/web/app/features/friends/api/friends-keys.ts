import type { Language } from "@cinelux/contract/languages";
import type { QueryClient } from "@tanstack/react-query";

export const FRIENDS_QUERY_KEY = ["friends"] as const;

export function friendsQueryKey(language: Language) {
  return [...FRIENDS_QUERY_KEY, language] as const;
}

/** SPEC 4 "After add or accept the list reloads": every language's copy is fetched again. */
export async function reloadFriends(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: FRIENDS_QUERY_KEY });
}
