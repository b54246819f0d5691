import type { Language } from "@cinelux/contract/languages";
import type { ListStaffCasesResponse, StaffCase, StaffCaseStatus } from "@cinelux/contract/staff-support";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";

const ROOT = ["staff", "support"] as const;

/** GET /api/staff/support/cases: one page of the queue of a status, oldest waiting first. */
export function staffCasesQuery(language: Language, status: StaffCaseStatus, page: number) {
  return queryOptions({
    queryKey: [...ROOT, "cases", status, page],
    // The screen says what failed in place (the customers' default toast is not the staff's).
    meta: { errorToast: "none" },
    queryFn: ({ signal }) =>
      staffRequest<ListStaffCasesResponse>({
        path: `/api/staff/support/cases?status=${status}&page=${page}`,
        language,
        signal,
      }),
  });
}

/** GET /api/staff/support/cases/{id}: the case, its thread and its attachments. */
export function staffCaseQuery(language: Language, id: string) {
  return queryOptions({
    queryKey: [...ROOT, "case", id],
    meta: { errorToast: "none" },
    queryFn: ({ signal }) =>
      staffRequest<StaffCase>({
        path: `/api/staff/support/cases/${encodeURIComponent(id)}`,
        language,
        signal,
      }),
  });
}

type CaseAction =
  | { kind: "answer"; message: string }
  | { kind: "close" }
  | { kind: "assign"; staffId: string | null };

/**
 * POST …/answer, …/close and …/assign: each answers the case as it now is, which replaces the
 * cached one; the queue's pages are read again (the case may have left the status shown).
 */
export function useCaseAction(language: Language, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "none" },
    mutationFn: (action: CaseAction) => {
      const path = `/api/staff/support/cases/${encodeURIComponent(id)}/${action.kind}` as const;
      const body =
        action.kind === "answer"
          ? { message: action.message }
          : action.kind === "assign"
            ? { staffId: action.staffId }
            : undefined;
      return staffRequest<StaffCase>({ path, language, method: "POST", body });
    },
    onSuccess: async (updated) => {
      queryClient.setQueryData(staffCaseQuery(language, id).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: [...ROOT, "cases"] });
    },
  });
}
