import { lazy } from "react";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { StaffScreen } from "../../shell/staff/staff-screen";

export const handle = STAFF_PAGE_HANDLE;

// Fetched once the member's role is known (shell/staff/staff-screen.tsx).
const CatalogHomeScreen = lazy(() => import("../../features/staff-catalog/components/catalog-home"));

/** `/staff/{language}/catalog`: the catalog's landing, its four parts (editor). */
export default function CatalogHomeRoute() {
  return <StaffScreen needs="editor" screen={CatalogHomeScreen} />;
}
