import type { DeleteAccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/** SPEC 7: POST /api/accounts/me/delete (no body); needs a sign-in of the last 10 minutes. */
export function deleteAccount(language: Language): Promise<DeleteAccountResponse> {
  return apiRequest<DeleteAccountResponse>({ path: "/api/accounts/me/delete", language, method: "POST" });
}

/** Nothing to invalidate: on success the customer's data is gone and the page is left (account-deletion.tsx). */
export function useDeleteAccount(language: Language) {
  return useMutation({
    mutationFn: () => deleteAccount(language),
    // REAUTHENTICATION_REQUIRED sends the customer to sign in again; other failures show the
    // server's message (SPEC 8), decided by the form.
    meta: { errorToast: "none" },
  });
}
