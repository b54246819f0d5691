import type { Language } from "@cinelux/contract/languages";
import type { GetAuditLogResponse } from "@cinelux/contract/staff";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";

export interface AuditFilter {
  staffId?: string;
  action?: string;
  /** ISO 8601 instants. */
  from?: string;
  to?: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/staff/audit-log: newest first, 50 a page; "more" asks for the page before the last one's `nextBefore`. */
export function auditLogQuery(language: Language, filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: ["staff", "audit-log", filter],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
      for (const [key, value] of Object.entries(filter)) {
        if (value) {
          params.set(key, value);
        }
      }
      if (pageParam) {
        params.set("before", String(pageParam));
      }
      return staffRequest<GetAuditLogResponse>({ path: `/api/staff/audit-log?${params}`, language, signal });
    },
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}
