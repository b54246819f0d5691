import type { Language } from "@cinelux/contract/languages";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { ApiError } from "../../../lib/api/api-error";
import { SUBSCRIPTION_QUERY_KEY } from "./subscription-keys";

/**
 * SPEC 7 GET /api/accounts/me/subscription. A customer without a pass is answered 404
 * SUBSCRIPTION_NOT_FOUND: that is the screen's empty state (null), not a failure.
 */
export async function getSubscription(
  language: Language,
  signal?: AbortSignal,
): Promise<SubscriptionResponse | null> {
  try {
    return await apiRequest<SubscriptionResponse>({
      path: "/api/accounts/me/subscription",
      language,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === "SUBSCRIPTION_NOT_FOUND") {
      return null;
    }
    throw error;
  }
}

export function getSubscriptionQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...SUBSCRIPTION_QUERY_KEY, language],
    queryFn: ({ signal }) => getSubscription(language, signal),
  });
}
