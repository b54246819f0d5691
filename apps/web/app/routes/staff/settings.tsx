import { lazy } from "react";
import { StaffScreen } from "../../shell/staff/staff-screen";

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const SettingsScreen = lazy(() => import("../../features/staff-moderation/components/settings-screen"));

/** `/staff/{language}/settings`: each domain's flags and settings (admin). */
export default function SettingsRoute() {
  return <StaffScreen needs="admin" screen={SettingsScreen} />;
}
