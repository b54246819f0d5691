import type { CinemasResponse } from "@cinelux/contract/catalog";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api/api-client";

/** SPEC 7 GET /api/cinemas: the request's domain's cinemas. */
export function getCinemas(language: Language, signal?: AbortSignal): Promise<CinemasResponse> {
  return apiRequest<CinemasResponse>({ path: "/api/cinemas", language, signal });
}

/**
 * Read by the contact form (the case's optional cinema) and the support conversation (the cinema's
 * name beside a case), each shaping it with its own `select`. Both work without it, so no error toast.
 */
export function getCinemasQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ["cinemas", language] as const,
    queryFn: ({ signal }) => getCinemas(language, signal),
    meta: { errorToast: "none" },
  });
}
