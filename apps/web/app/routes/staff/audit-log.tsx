import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const AuditLog = lazy(() => import("../../features/staff-audit/components/audit-log"));

/** `/staff/{language}/audit-log`: every staff action and customer look-up, filtered (admin). */
export default function AuditLogRoute() {
  return <StaffScreen needs="admin" screen={AuditLog} />;
}
