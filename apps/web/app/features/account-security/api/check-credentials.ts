import type { CheckCredentialsRequest, CheckCredentialsResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { captchaHeaders } from "../../../lib/captcha/captcha-answer";

/** SPEC 7: POST /api/accounts/me/checkCredentials with mail, password and the captcha header. */
export function checkCredentials(
  language: Language,
  body: CheckCredentialsRequest,
  captcha: string,
): Promise<CheckCredentialsResponse> {
  return apiRequest<CheckCredentialsResponse>({
    path: "/api/accounts/me/checkCredentials",
    language,
    method: "POST",
    body,
    headers: captchaHeaders(captcha),
  });
}

export function useCheckCredentials(language: Language) {
  return useMutation({
    mutationFn: ({ body, captcha }: { body: CheckCredentialsRequest; captcha: string }) =>
      checkCredentials(language, body, captcha),
    // The form places each refusal itself (a field, the captcha, a toast): see mail-change-errors.ts.
    meta: { errorToast: "none" },
  });
}
