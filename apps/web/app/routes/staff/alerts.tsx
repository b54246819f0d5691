import { lazy } from "react";
import { StaffScreen } from "../../shell/staff/staff-screen";

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const AlertsScreen = lazy(() => import("../../features/staff-moderation/components/alerts-screen"));

/** `/staff/{language}/alerts`: the chain's alerts, their schedule and domain (editor). */
export default function AlertsRoute() {
  return <StaffScreen needs="editor" screen={AlertsScreen} />;
}
