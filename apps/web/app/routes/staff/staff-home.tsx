import { StaffHome } from "../../shell/staff/staff-home";

/** `/staff/{language}`: the member's sections. */
export default function StaffHomeRoute() {
  return <StaffHome />;
}
