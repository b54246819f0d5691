import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/catalog/sessions`: a cinema's sessions of a day (editor). */
export default staffScreen("editor", () => import("../../features/staff-catalog/components/sessions"));
