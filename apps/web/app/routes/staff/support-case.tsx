import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const SupportCase = lazy(() => import("../../features/staff-support/components/support-case"));

/** `/staff/{language}/support/{caseId}`: one case (agent). */
export default function SupportCaseRoute() {
  return <StaffScreen needs="agent" screen={SupportCase} />;
}
