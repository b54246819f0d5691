import type { Language } from "@cinelux/contract/languages";
import type { CaseCommentRequest } from "@cinelux/contract/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { reloadCases } from "./messages-keys";

/** SPEC 7 POST /api/accounts/me/case/{id}/comment with body. */
export function addComment(language: Language, caseId: string, body: CaseCommentRequest): Promise<unknown> {
  return apiRequest({
    path: `/api/accounts/me/case/${encodeURIComponent(caseId)}/comment`,
    method: "POST",
    language,
    body,
  });
}

/** The conversation reloads with the new message; the reply form shows a refusal in place. */
export function useAddComment(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ caseId, body }: { caseId: string; body: CaseCommentRequest }) =>
      addComment(language, caseId, body),
    onSuccess: () => reloadCases(queryClient),
    meta: { errorToast: "none" },
  });
}
