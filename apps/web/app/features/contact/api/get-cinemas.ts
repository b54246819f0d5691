import type { CinemasResponse } from "@cinelux/contract/catalog";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/** SPEC 7 GET /api/cinemas: the request's domain's cinemas, for the case's optional cinema (SPEC 5). */
export function getCinemas(language: Language, signal?: AbortSignal): Promise<CinemasResponse> {
  return apiRequest<CinemasResponse>({ path: "/api/cinemas", language, signal });
}

export function getContactCinemasQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ["contact-cinemas", language] as const,
    queryFn: ({ signal }) => getCinemas(language, signal),
    // The case names its cinema by slug (the server checks it is one of the chain's); the list shows names.
    select: (answer) =>
      answer.cinemas
        .map(({ slug, name }) => ({ slug, name }))
        .sort((a, b) => a.name.localeCompare(b.name, language)),
    // The cinema is optional: without the list the form still works (SPEC 5), so no error toast.
    meta: { errorToast: "none" },
  });
}
