import { lazy } from "react";
import { StaffScreen } from "../../shell/staff/staff-screen";

// Fetched once the member is known (shell/staff/staff-screen.tsx).
const StaffWelcome = lazy(() => import("../../shell/staff/staff-welcome"));

/** `/staff/{language}`: the member's sections. */
export default function StaffHomeRoute() {
  return <StaffScreen screen={StaffWelcome} />;
}
