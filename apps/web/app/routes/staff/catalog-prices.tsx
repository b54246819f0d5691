import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/catalog/prices`: a cinema's price list (editor). */
export default staffScreen("editor", () => import("../../features/staff-catalog/components/prices"));
