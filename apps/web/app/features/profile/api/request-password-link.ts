import type { ChangePasswordResult } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/**
 * SPEC 7 GET /api/accounts/me/changePassword: the server mails a password-reset link. SPEC 8
 * "Password change failure: returns done false": any failure (rate limit, server, network)
 * resolves to `{ done: false }`, never a throw, and the page shows its own error toast.
 */
export async function requestPasswordLink(language: Language): Promise<ChangePasswordResult> {
  try {
    return await apiRequest<ChangePasswordResult>({
      path: "/api/accounts/me/changePassword",
      language,
      // The page says what happened: no default toast on top of it.
      errorToast: "none",
    });
  } catch {
    return { done: false };
  }
}

export function useRequestPasswordLink(language: Language) {
  return useMutation({ mutationFn: () => requestPasswordLink(language) });
}
