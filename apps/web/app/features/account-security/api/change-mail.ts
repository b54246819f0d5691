import type { ChangeMailRequest, ChangeMailResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAccount } from "../../../lib/account/update-account";
import { apiRequest } from "../../../lib/api/api-client";
import { refreshSignIn } from "../../../lib/auth/recent-sign-in";
import { captchaHeaders } from "../../../lib/captcha/captcha-answer";

/** SPEC 7: PATCH /api/accounts/me/email with newMail, newMailConfirmation and the captcha header. */
export function changeMail(
  language: Language,
  body: ChangeMailRequest,
  captcha: string,
): Promise<ChangeMailResponse> {
  return apiRequest<ChangeMailResponse>({
    path: "/api/accounts/me/email",
    language,
    method: "PATCH",
    body,
    headers: captchaHeaders(captcha),
  });
}

/** SPEC 4: step 2 success refreshes the sign-in (the ID token's e-mail) and reloads the account. */
export function useChangeMail(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, captcha }: { body: ChangeMailRequest; captcha: string }) =>
      changeMail(language, body, captcha),
    onSuccess: async () => {
      await refreshSignIn();
      await invalidateAccount(queryClient);
    },
    meta: { errorToast: "none" },
  });
}
