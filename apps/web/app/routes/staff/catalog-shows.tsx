import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/catalog/shows`: the shows, searched and paged (editor). */
export default staffScreen("editor", () => import("../../features/staff-catalog/components/shows-list"));
