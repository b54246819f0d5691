import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/alerts`: the chain's alerts, their schedule and domain (editor). */
export default staffScreen(
  "editor",
  () => import("../../features/staff-moderation/components/alerts-screen"),
);
