import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const ShowsListScreen = lazy(() => import("../../features/staff-catalog/components/shows-list"));

/** `/staff/{language}/catalog/shows`: the shows, searched and paged (editor). */
export default function ShowsListRoute() {
  return <StaffScreen needs="editor" screen={ShowsListScreen} />;
}
