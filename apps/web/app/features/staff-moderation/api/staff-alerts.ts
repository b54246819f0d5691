import type { Language } from "@cinelux/contract/languages";
import type {
  CreateStaffAlertRequest,
  ListStaffAlertsResponse,
  StaffAlert,
  UpdateStaffAlertRequest,
} from "@cinelux/contract/staff-content";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";

const ROOT = ["staff", "alerts"] as const;

/** GET /api/staff/alerts: every alert, the withdrawn ones included, newest first. */
export function staffAlertsQuery(language: Language) {
  return queryOptions({
    // The screen says a failure in place, with a retry.
    meta: { errorToast: "none" },
    queryKey: [...ROOT, "list"],
    queryFn: ({ signal }) =>
      staffRequest<ListStaffAlertsResponse>({ path: "/api/staff/alerts", language, signal }),
  });
}

export type AlertWrite =
  | { kind: "create"; alert: CreateStaffAlertRequest }
  | { kind: "update"; id: string; changes: UpdateStaffAlertRequest }
  | { kind: "withdraw"; id: string; reason?: string };

/** POST /api/staff/alerts, PATCH …/{id}, POST …/{id}/withdraw: each reads the list again. */
export function useAlertWrite(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form or the queue says a failure in place.
    meta: { errorToast: "none" },
    mutationFn: (write: AlertWrite) => {
      if (write.kind === "create") {
        return staffRequest<StaffAlert>({
          path: "/api/staff/alerts",
          language,
          method: "POST",
          body: write.alert,
        });
      }
      const path = `/api/staff/alerts/${encodeURIComponent(write.id)}` as const;
      if (write.kind === "update") {
        return staffRequest<StaffAlert>({ path, language, method: "PATCH", body: write.changes });
      }
      return staffRequest<StaffAlert>({
        path: `${path}/withdraw`,
        language,
        method: "POST",
        body: write.reason ? { reason: write.reason } : {},
      });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...ROOT, "list"] });
    },
  });
}
