import type { FriendsResponse } from "@cinelux/contract/friends";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { FRIENDS_QUERY_KEY, friendsQueryKey } from "./friends-keys";

/** SPEC 7 DELETE /api/accounts/me/friends with id: the answer is the list, kept; other languages refetch. */
export function useRemoveFriend(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<FriendsResponse>({
        path: "/api/accounts/me/friends",
        method: "DELETE",
        language,
        body: { id },
      }),
    onSuccess: async (friends) => {
      queryClient.setQueryData(friendsQueryKey(language), friends);
      await queryClient.invalidateQueries({
        queryKey: FRIENDS_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== language,
      });
    },
    meta: { errorToast: "none" },
  });
}
