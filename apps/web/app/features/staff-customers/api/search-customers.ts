import type { Language } from "@cinelux/contract/languages";
import type { CustomerAccessReason, SearchCustomersResponse } from "@cinelux/contract/staff-customers";
import { queryOptions } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";
import { CUSTOMERS_ROOT } from "./keys";

export interface CustomerSearch {
  query: string;
  reason: CustomerAccessReason;
  reference: string;
}

/** GET /api/staff/customers: at most 20 accounts; the server writes the look-up in the audit log. */
export function searchCustomersQuery(language: Language, search: CustomerSearch) {
  return queryOptions({
    queryKey: [...CUSTOMERS_ROOT, "search", search.query, search.reason, search.reference],
    queryFn: ({ signal }) =>
      staffRequest<SearchCustomersResponse>({
        path: `/api/staff/customers?${new URLSearchParams({ ...search })}`,
        language,
        signal,
      }),
    // Each look-up is audited: one read per search, not one per focus or remount.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
