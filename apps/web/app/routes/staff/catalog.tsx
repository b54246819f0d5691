import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/catalog`: the catalog's landing, its four parts (editor). */
export default staffScreen("editor", () => import("../../features/staff-catalog/components/catalog-home"));
