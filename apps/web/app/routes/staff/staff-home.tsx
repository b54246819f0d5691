import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member is known (shell/staff/staff-screen.tsx).
const StaffWelcome = lazy(() => import("../../shell/staff/staff-welcome"));

/** `/staff/{language}`: the member's sections. */
export default function StaffHomeRoute() {
  return <StaffScreen screen={StaffWelcome} />;
}
