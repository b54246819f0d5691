import type { HomePushHistory } from "@cinelux/contract/home-push";
import type { HomePush } from "@cinelux/contract/home-push-rules";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { HOME_PUSH_HISTORY_QUERY_KEY } from "./get-home-push-history";

/** POST /api/accounts/me/home-push-history: the push stays hidden 60 days, on every device. */
export function dismissHomePush(language: Language, push: HomePush): Promise<HomePushHistory> {
  return apiRequest<HomePushHistory>({
    path: "/api/accounts/me/home-push-history",
    language,
    method: "POST",
    body: { push },
  });
}

export function useDismissHomePush(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (push: HomePush) => dismissHomePush(language, push),
    // The answer is the whole history: no second request.
    onSuccess: (history) => queryClient.setQueryData(HOME_PUSH_HISTORY_QUERY_KEY, history),
  });
}
