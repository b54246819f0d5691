import type { IdentitiesResponse, UnlinkIdentityRequest } from "@cinelux/contract/identities";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { getIdentitiesQueryOptions } from "./get-identities";

/** SPEC 7 POST /api/accounts/me/unlink with the provider and the identity's id; answers the new list. */
export function unlinkIdentity(language: Language, body: UnlinkIdentityRequest): Promise<IdentitiesResponse> {
  return apiRequest<IdentitiesResponse>({ path: "/api/accounts/me/unlink", language, method: "POST", body });
}

export function useUnlinkIdentity(language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UnlinkIdentityRequest) => unlinkIdentity(language, body),
    onSuccess: (identities) => client.setQueryData(getIdentitiesQueryOptions(language).queryKey, identities),
    meta: { errorToast: "none" },
  });
}
