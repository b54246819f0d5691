import type { Language } from "@cinelux/contract/languages";
import type { ClaimPrepaidResponse } from "@cinelux/contract/wallet";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reloadWallet } from "../../../lib/account/wallet";
import { apiRequest } from "../../../lib/api/api-client";

/**
 * POST /api/accounts/me/prepaids/claim with the offer mail's token (no captcha: the token is the
 * secret): the offered card moves into this customer's wallet. The answer is that wallet, plus the
 * card and the first name of whoever offered it (`claimed`).
 */
export function claimPrepaid(language: Language, token: string): Promise<ClaimPrepaidResponse> {
  return apiRequest<ClaimPrepaidResponse>({
    path: "/api/accounts/me/prepaids/claim",
    language,
    method: "POST",
    body: { token },
  });
}

export function useClaimPrepaid(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => claimPrepaid(language, token),
    onSuccess: ({ claimed: _claimed, ...wallet }) => reloadWallet(queryClient, language, wallet),
    // The screen says in place why a link no longer works (PREPAID_CLAIM_INVALID).
    meta: { errorToast: "none" },
  });
}
