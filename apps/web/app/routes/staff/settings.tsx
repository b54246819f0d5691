import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const SettingsScreen = lazy(() => import("../../features/staff-moderation/components/settings-screen"));

/** `/staff/{language}/settings`: each domain's flags and settings (admin). */
export default function SettingsRoute() {
  return <StaffScreen needs="admin" screen={SettingsScreen} />;
}
