import type { Language } from "@cinelux/contract/languages";
import type { ListStaffMembersResponse } from "@cinelux/contract/staff-team";
import { queryOptions } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";

/** GET /api/staff/members: the members the log can be filtered by (the log's own key, not the team's). */
export function auditMembersQuery(language: Language) {
  return queryOptions({
    queryKey: ["staff", "audit-log", "members"],
    queryFn: ({ signal }) =>
      staffRequest<ListStaffMembersResponse>({ path: "/api/staff/members", language, signal }),
    staleTime: 5 * 60_000,
  });
}
