import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/catalog/shows/{id}`: a show's form (`new` creates one) and its images (editor). */
export default staffScreen("editor", () => import("../../features/staff-catalog/components/show-edit"));
