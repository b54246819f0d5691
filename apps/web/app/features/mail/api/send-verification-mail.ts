import type { SendVerificationMailResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/** POST /api/accounts/me/verification-mail: 202 `{ queued: true }`, 409 when already verified, 429 when too often. */
export function sendVerificationMail(language: Language): Promise<SendVerificationMailResponse> {
  return apiRequest<SendVerificationMailResponse>({
    path: "/api/accounts/me/verification-mail",
    language,
    method: "POST",
  });
}

export function useSendVerificationMail(language: Language) {
  return useMutation({
    mutationFn: () => sendVerificationMail(language),
    // The page answers 409 and 429 itself (an info message, the server's message).
    meta: { errorToast: "none" },
  });
}
