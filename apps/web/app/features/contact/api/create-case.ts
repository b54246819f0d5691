import type { Language } from "@cinelux/contract/languages";
import type { CreateCaseFields, SupportCase } from "@cinelux/contract/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiErrorFrom } from "../../../lib/api/api-error";
import { isBearerAllowed } from "../../../lib/api/bearer-allow-list";
import { apiUrl } from "../../../lib/api/json-exchange";
import { getAccessToken } from "../../../lib/auth/user-manager";
import { captchaHeaders } from "../../../lib/captcha/captcha-answer";

/**
 * The customer's cases' cache key, as features/messages/api/messages-keys.ts names it (features do not
 * import each other): a new case makes the messages page, where the form leads (SPEC 4), reload.
 */
const SUPPORT_CASES_QUERY_KEY = ["support-cases"] as const;

export interface CreateCaseInput {
  fields: CreateCaseFields;
  files: File[];
  captcha: string;
}

/**
 * SPEC 7 POST /api/accounts/me/case as a multipart form: type, topic, reason, subject, description,
 * cinema only when non-empty (SPEC 5), one `attachments[]` part per file, the captcha in its header.
 */
export async function createCase(
  language: Language,
  { fields, files, captcha }: CreateCaseInput,
): Promise<SupportCase> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string" && value.trim() !== "") {
      body.append(name, value);
    }
  }
  for (const file of files) {
    body.append("attachments[]", file, file.name);
  }
  const origin = window.location.origin;
  const url = apiUrl("/api/accounts/me/case", language, origin);
  const headers = new Headers({ ...captchaHeaders(captcha), Accept: "application/json" });
  if (isBearerAllowed(url, origin)) {
    const token = await getAccessToken();
    if (token) {
      headers.set("Authorization", `Bearer ${token}`);
    }
  }
  const response = await fetch(url, { method: "POST", headers, body });
  if (!response.ok) {
    throw await apiErrorFrom(response);
  }
  return (await response.json()) as SupportCase;
}

/** The form shows the refusals it knows in place (captcha, fields, attachments), so no toast here. */
export function useCreateCase(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCaseInput) => createCase(language, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_CASES_QUERY_KEY }),
    meta: { errorToast: "none" },
  });
}
