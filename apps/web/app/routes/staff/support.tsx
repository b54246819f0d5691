import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const SupportQueue = lazy(() => import("../../features/staff-support/components/support-queue"));

/** `/staff/{language}/support`: the support queue (agent). */
export default function SupportRoute() {
  return <StaffScreen needs="agent" screen={SupportQueue} />;
}
