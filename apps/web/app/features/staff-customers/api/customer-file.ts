import type { Language } from "@cinelux/contract/languages";
import type { CustomerAccess, CustomerFile } from "@cinelux/contract/staff-customers";
import { queryOptions } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";
import { CUSTOMERS_ROOT } from "./keys";

export function customerFileKey(accountId: string) {
  return [...CUSTOMERS_ROOT, "file", accountId] as const;
}

/** GET /api/staff/customers/{accountId}: the file, read with the reason and the reference (audited). */
export function customerFileQuery(language: Language, accountId: string, access: CustomerAccess) {
  return queryOptions({
    queryKey: [...customerFileKey(accountId), access.reason, access.reference],
    queryFn: ({ signal }) =>
      staffRequest<CustomerFile>({
        path: `/api/staff/customers/${encodeURIComponent(accountId)}?${new URLSearchParams({ ...access })}`,
        language,
        signal,
      }),
    // Each read is audited: read again only after an action changed the file.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
