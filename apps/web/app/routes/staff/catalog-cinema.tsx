import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/catalog/cinemas/{slug}`: a cinema's form, its halls and their seat maps (editor). */
export default staffScreen("editor", () => import("../../features/staff-catalog/components/cinema-edit"));
