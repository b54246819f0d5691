import { lazy } from "react";
import { StaffScreen } from "../../shell/staff/staff-screen";

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const PhotoQueue = lazy(() => import("../../features/staff-moderation/components/photo-queue"));

/** `/staff/{language}/photos`: the pass photos under review (moderator). */
export default function PhotosRoute() {
  return <StaffScreen needs="moderator" screen={PhotoQueue} />;
}
