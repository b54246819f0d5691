import type { Language } from "@cinelux/contract/languages";
import type { StaffSettingsResponse, UpdateStaffSettingsRequest } from "@cinelux/contract/staff-content";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";

export type SettingsDomain = "fr" | "nl";

const ROOT = ["staff", "settings"] as const;

/** GET /api/staff/settings/{domain}: the domain's flags and settings as stored. */
export function staffSettingsQuery(language: Language, domain: SettingsDomain) {
  return queryOptions({
    // The screen says a failure in place, with a retry.
    meta: { errorToast: "none" },
    queryKey: [...ROOT, domain],
    queryFn: ({ signal }) =>
      staffRequest<StaffSettingsResponse>({ path: `/api/staff/settings/${domain}`, language, signal }),
  });
}

/**
 * PATCH /api/staff/settings/{domain}: the changes and the reason; the answer replaces the cached
 * domain. An admin's write with an old second factor signs in again (staffRequest).
 */
export function useSettingsChange(language: Language, domain: SettingsDomain) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form or the queue says a failure in place.
    meta: { errorToast: "none" },
    mutationFn: (request: UpdateStaffSettingsRequest) =>
      staffRequest<StaffSettingsResponse>({
        path: `/api/staff/settings/${domain}`,
        language,
        method: "PATCH",
        body: request,
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(staffSettingsQuery(language, domain).queryKey, updated);
    },
  });
}
