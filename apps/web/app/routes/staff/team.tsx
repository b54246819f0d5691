import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/team`: the staff members, their roles and second factor (admin). */
export default staffScreen("admin", () => import("../../features/staff-team/components/team"));
