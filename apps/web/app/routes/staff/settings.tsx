import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/settings`: each domain's flags and settings (admin). */
export default staffScreen(
  "admin",
  () => import("../../features/staff-moderation/components/settings-screen"),
);
