import { redirect } from "react-router";
import { currentDomain } from "../../lib/domain/current-domain";
import { STAFF_PAGE_HANDLE, staffPath } from "../../lib/staff/staff-sections";

export const handle = STAFF_PAGE_HANDLE;

/** `/staff`: the back-office in the domain's first language (the bar switches it). */
export function loader() {
  throw redirect(staffPath(currentDomain().languages[0]));
}

export function clientLoader() {
  throw redirect(staffPath(currentDomain().languages[0]));
}

// Never shown: both loaders redirect.
export default function StaffEntry() {
  return null;
}
