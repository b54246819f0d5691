import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const Team = lazy(() => import("../../features/staff-team/components/team"));

/** `/staff/{language}/team`: the staff members, their roles and second factor (admin). */
export default function TeamRoute() {
  return <StaffScreen needs="admin" screen={Team} />;
}
