import type { FriendsResponse } from "@cinelux/contract/friends";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { friendsQueryKey } from "./friends-keys";

/** SPEC 7 GET /api/accounts/me/friends (SPEC 3 "Friend"): received first, then friends, then invitations. */
export function getFriends(language: Language, signal?: AbortSignal): Promise<FriendsResponse> {
  return apiRequest<FriendsResponse>({ path: "/api/accounts/me/friends", language, signal });
}

export function getFriendsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: friendsQueryKey(language),
    queryFn: ({ signal }) => getFriends(language, signal),
  });
}
