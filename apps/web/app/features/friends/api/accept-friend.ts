import type { Friend } from "@cinelux/contract/friends";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { reloadFriends } from "./friends-keys";

/** SPEC 4, 7 PATCH /api/accounts/me/friends with id: accepts a received request; the list reloads. */
export function useAcceptFriend(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Friend>({ path: "/api/accounts/me/friends", method: "PATCH", language, body: { id } }),
    onSuccess: () => reloadFriends(queryClient),
    meta: { errorToast: "none" },
  });
}
