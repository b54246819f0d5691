import type { IdentitiesResponse, LinkIdentityRequest } from "@cinelux/contract/identities";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { getIdentitiesQueryOptions } from "./get-identities";

/** SPEC 7 POST /api/accounts/me/link with the popup's link token and its provider; answers the new list. */
export function linkIdentity(language: Language, body: LinkIdentityRequest): Promise<IdentitiesResponse> {
  return apiRequest<IdentitiesResponse>({ path: "/api/accounts/me/link", language, method: "POST", body });
}

export function useLinkIdentity(language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkIdentityRequest) => linkIdentity(language, body),
    onSuccess: (identities) => client.setQueryData(getIdentitiesQueryOptions(language).queryKey, identities),
    // The section names the coded failures (already linked, provider taken) itself.
    meta: { errorToast: "none" },
  });
}
