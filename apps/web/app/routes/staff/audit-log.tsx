import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/audit-log`: every staff action and customer look-up, filtered (admin). */
export default staffScreen("admin", () => import("../../features/staff-audit/components/audit-log"));
