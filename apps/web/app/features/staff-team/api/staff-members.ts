import type { Language } from "@cinelux/contract/languages";
import type { ListStaffMembersResponse } from "@cinelux/contract/staff-team";
import { queryOptions } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";

export const TEAM_ROOT = ["staff", "team"] as const;

/** GET /api/staff/members: every member, active first; no secret in it. */
export function staffMembersQuery(language: Language) {
  return queryOptions({
    queryKey: [...TEAM_ROOT, "members"],
    queryFn: ({ signal }) =>
      staffRequest<ListStaffMembersResponse>({ path: "/api/staff/members", language, signal }),
  });
}
