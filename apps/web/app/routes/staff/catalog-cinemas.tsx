import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/catalog/cinemas`: the cinemas and their halls (editor). */
export default staffScreen("editor", () => import("../../features/staff-catalog/components/cinemas"));
