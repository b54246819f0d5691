import type { Language } from "@cinelux/contract/languages";
import type { ListStaffMembersResponse } from "@cinelux/contract/staff-team";
import { queryOptions } from "@tanstack/react-query";
import { staffRequest } from "./staff-api";

/**
 * GET /api/staff/members (admin): every member, active first; no secret in it. Shared code: the team
 * screen lists and changes them, the audit log filters by them.
 */
export function staffMembersQuery(language: Language) {
  return queryOptions({
    queryKey: ["staff", "members"],
    queryFn: ({ signal }) =>
      staffRequest<ListStaffMembersResponse>({ path: "/api/staff/members", language, signal }),
  });
}
