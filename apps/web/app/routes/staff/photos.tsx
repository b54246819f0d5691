import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const PhotoQueue = lazy(() => import("../../features/staff-moderation/components/photo-queue"));

/** `/staff/{language}/photos`: the pass photos under review (moderator). */
export default function PhotosRoute() {
  return <StaffScreen needs="moderator" screen={PhotoQueue} />;
}
