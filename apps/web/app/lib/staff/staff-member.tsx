import type { StaffMeResponse } from "@cinelux/contract/staff";
import { type StaffRole, staffHasRole } from "@cinelux/contract/staff-roles";
import { createContext, type ReactNode, useContext } from "react";

const StaffMemberContext = createContext<StaffMeResponse | null>(null);

/** The signed-in member (GET /api/staff/me), read once by the staff layout for every screen below. */
export function StaffMemberProvider({ member, children }: { member: StaffMeResponse; children: ReactNode }) {
  return <StaffMemberContext value={member}>{children}</StaffMemberContext>;
}

export function useStaffMember(): StaffMeResponse {
  const member = useContext(StaffMemberContext);
  if (!member) {
    throw new Error("useStaffMember outside the staff layout");
  }
  return member;
}

/** Whether the member may open what `role` opens (admin holds every role). */
export function useStaffHasRole(role: StaffRole): boolean {
  return staffHasRole(useStaffMember().roles, role);
}
