import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/customers/{accountId}`: a customer's file, bookings and goodwill (agent). */
export default staffScreen("agent", () => import("../../features/staff-customers/components/customer-file"));
