import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const CinemasScreen = lazy(() => import("../../features/staff-catalog/components/cinemas"));

/** `/staff/{language}/catalog/cinemas`: the cinemas and their halls (editor). */
export default function CinemasRoute() {
  return <StaffScreen needs="editor" screen={CinemasScreen} />;
}
