import type { Language } from "@cinelux/contract/languages";
import type { CaseUpdateRequest } from "@cinelux/contract/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { reloadCases } from "./messages-keys";

/**
 * The shell's unread count (GET /api/accounts/me/case/unread) is cached under this key by the
 * account navigation; reading or closing a case changes it.
 */
const UNREAD_QUERY_KEY = ["support-unread"] as const;

/** SPEC 7 PATCH /api/accounts/me/case/{id}: `closed: true` closes for good; `read: true` marks the answers seen. */
export function updateCase(language: Language, caseId: string, body: CaseUpdateRequest): Promise<unknown> {
  return apiRequest({
    path: `/api/accounts/me/case/${encodeURIComponent(caseId)}`,
    method: "PATCH",
    language,
    body,
  });
}

function useUpdateCase(language: Language, body: CaseUpdateRequest, errorToast: "none" | "default") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (caseId: string) => updateCase(language, caseId, body),
    onSuccess: async () => {
      await Promise.all([
        reloadCases(queryClient),
        queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY }),
      ]);
    },
    meta: { errorToast },
  });
}

/** SPEC 4 "open until closed": the confirm modal shows a refusal in place. */
export function useCloseCase(language: Language) {
  return useUpdateCase(language, { closed: true }, "none");
}

/** Opening a case with unread answers marks them read (a failure only leaves them marked unread). */
export function useMarkCaseRead(language: Language) {
  return useUpdateCase(language, { read: true }, "none");
}
