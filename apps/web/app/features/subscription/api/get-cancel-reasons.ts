import type { Language } from "@cinelux/contract/languages";
import type { CancelReasonsResponse } from "@cinelux/contract/subscription";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { SUBSCRIPTION_QUERY_KEY } from "./subscription-keys";

/** SPEC 7 GET .../subscription/cancel/reasons: the reasons in the page's language and the exact end date. */
export function getCancelReasons(language: Language, signal?: AbortSignal): Promise<CancelReasonsResponse> {
  return apiRequest<CancelReasonsResponse>({
    path: "/api/accounts/me/subscription/cancel/reasons",
    language,
    signal,
  });
}

export function getCancelReasonsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...SUBSCRIPTION_QUERY_KEY, "cancel-reasons", language],
    queryFn: ({ signal }) => getCancelReasons(language, signal),
    // The end date moves with the day: asked afresh each time the modal opens.
    staleTime: 0,
  });
}
