import { redirect } from "react-router";
import { currentDomain } from "../../lib/domain/current-domain";
import { staffPath } from "../../lib/staff/staff-sections";

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
