import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const CustomerFile = lazy(() => import("../../features/staff-customers/components/customer-file"));

/** `/staff/{language}/customers/{accountId}`: a customer's file, bookings and goodwill (agent). */
export default function CustomerFileRoute() {
  return <StaffScreen needs="agent" screen={CustomerFile} />;
}
