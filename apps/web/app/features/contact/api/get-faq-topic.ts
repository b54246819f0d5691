import type { Language } from "@cinelux/contract/languages";
import type { FaqTopicResponse } from "@cinelux/contract/support";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/** SPEC 7 GET /api/faq/topic/{id}: the articles of a reason, which the form suggests before a case. */
export function getFaqTopic(language: Language, id: string, signal?: AbortSignal): Promise<FaqTopicResponse> {
  return apiRequest<FaqTopicResponse>({ path: `/api/faq/topic/${encodeURIComponent(id)}`, language, signal });
}

export function getFaqTopicQueryOptions(language: Language, id: string) {
  return queryOptions({
    queryKey: ["faq-topic", id, language] as const,
    queryFn: ({ signal }) => getFaqTopic(language, id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Suggestions help, they do not block: a failure hides them, with no error toast.
    meta: { errorToast: "none" },
  });
}
