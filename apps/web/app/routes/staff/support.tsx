import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/support`: the support queue (agent). */
export default staffScreen("agent", () => import("../../features/staff-support/components/support-queue"));
