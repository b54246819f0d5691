import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const CustomerSearch = lazy(() => import("../../features/staff-customers/components/customer-search"));

/** `/staff/{language}/customers`: find a customer, with a reason and a reference (agent). */
export default function CustomerSearchRoute() {
  return <StaffScreen needs="agent" screen={CustomerSearch} />;
}
