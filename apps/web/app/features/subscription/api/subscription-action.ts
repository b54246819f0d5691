import type { Language } from "@cinelux/contract/languages";
import type { SubscriptionActionResponse } from "@cinelux/contract/subscription";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import type { ErrorToastMode } from "../../../lib/api/error-toast";
import { reloadAfterAction } from "./subscription-keys";

/** What every SPEC 4 action shares: its call, then the user and the subscription reloaded. */
export function useSubscriptionAction<TInput>(
  language: Language,
  request: (input: TInput) => { path: string; method: "PATCH" | "DELETE"; body?: unknown },
  errorToast: ErrorToastMode = "default",
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => apiRequest<SubscriptionActionResponse>({ ...request(input), language }),
    onSuccess: () => reloadAfterAction(queryClient),
    meta: { errorToast },
  });
}
