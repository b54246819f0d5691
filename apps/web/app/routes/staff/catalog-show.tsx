import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const ShowEditScreen = lazy(() => import("../../features/staff-catalog/components/show-edit"));

/** `/staff/{language}/catalog/shows/{id}`: a show's form (`new` creates one) and its images (editor). */
export default function ShowEditRoute() {
  return <StaffScreen needs="editor" screen={ShowEditScreen} />;
}
