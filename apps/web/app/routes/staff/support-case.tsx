import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/support/{caseId}`: one case (agent). */
export default staffScreen("agent", () => import("../../features/staff-support/components/support-case"));
