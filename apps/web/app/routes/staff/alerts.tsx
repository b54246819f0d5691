import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const AlertsScreen = lazy(() => import("../../features/staff-moderation/components/alerts-screen"));

/** `/staff/{language}/alerts`: the chain's alerts, their schedule and domain (editor). */
export default function AlertsRoute() {
  return <StaffScreen needs="editor" screen={AlertsScreen} />;
}
