import type { AlertsResponse } from "@cinelux/contract/alerts";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api/api-client";

// Typed by the contract's schema (AlertsResponseSchema), not parsed with
// them: the shell loads no zod (decision 004, lib/architecture/import-rules.ts), as every other
// call of the shell; the server validates what it sends and the fakes' tests check their answers.

/** SPEC 7: GET /api/alerts?type=ec, the content in `language`. */
export function getAlerts(language: Language, signal?: AbortSignal): Promise<AlertsResponse> {
  return apiRequest<AlertsResponse>({ path: "/api/alerts?type=ec", language, signal });
}

export function getAlertsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ["alerts", "ec", language] as const,
    queryFn: ({ signal }) => getAlerts(language, signal),
    // Once per page load: the chain edits its alerts rarely, a reload asks again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Alerts are a hint on top of the page: without them the page works; no error toast.
    meta: { errorToast: "none" },
  });
}
