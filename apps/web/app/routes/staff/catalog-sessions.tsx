import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const SessionsScreen = lazy(() => import("../../features/staff-catalog/components/sessions"));

/** `/staff/{language}/catalog/sessions`: a cinema's sessions of a day (editor). */
export default function SessionsRoute() {
  return <StaffScreen needs="editor" screen={SessionsScreen} />;
}
