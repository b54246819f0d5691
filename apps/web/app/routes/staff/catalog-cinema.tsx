import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const CinemaEditScreen = lazy(() => import("../../features/staff-catalog/components/cinema-edit"));

/** `/staff/{language}/catalog/cinemas/{slug}`: a cinema's form, its halls and their seat maps (editor). */
export default function CinemaEditRoute() {
  return <StaffScreen needs="editor" screen={CinemaEditScreen} />;
}
