import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const PricesScreen = lazy(() => import("../../features/staff-catalog/components/prices"));

/** `/staff/{language}/catalog/prices`: a cinema's price list (editor). */
export default function PricesRoute() {
  return <StaffScreen needs="editor" screen={PricesScreen} />;
}
