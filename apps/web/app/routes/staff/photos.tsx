import { staffScreen } from "../../shell/staff/staff-screen";

/** `/staff/{language}/photos`: the pass photos under review (moderator). */
export default staffScreen(
  "moderator",
  () => import("../../features/staff-moderation/components/photo-queue"),
);
