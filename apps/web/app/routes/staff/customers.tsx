import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/customers`: find a customer, with a reason and a reference (agent). */
export default staffScreen(
  "agent",
  () => import("../../features/staff-customers/components/customer-search"),
);
