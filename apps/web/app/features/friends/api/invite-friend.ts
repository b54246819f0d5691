import type { AddFriendRequest, Friend } from "@cinelux/contract/friends";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { reloadFriends } from "./friends-keys";

/** SPEC 7 POST /api/accounts/me/friends with mail; SPEC 4: the list reloads after it. */
export function useInviteFriend(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddFriendRequest) =>
      apiRequest<Friend>({ path: "/api/accounts/me/friends", method: "POST", language, body }),
    onSuccess: () => reloadFriends(queryClient),
    // The page shows the failure (friends-errors.ts: SPEC 8, the server's message).
    meta: { errorToast: "none" },
  });
}
