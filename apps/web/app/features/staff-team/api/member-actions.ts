import type { Language } from "@cinelux/contract/languages";
import type {
  CreateStaffMemberRequest,
  CreateStaffMemberResponse,
  ListStaffMembersResponse,
  RenewRecoveryCodesResponse,
  ResetStaffTotpResponse,
  StaffMember,
  StaffMemberResponse,
  UpdateStaffMemberRequest,
} from "@cinelux/contract/staff-team";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";
import { staffMembersQuery } from "../../../lib/staff/staff-members";

export type MemberAction =
  | { kind: "create"; body: CreateStaffMemberRequest }
  | { kind: "update"; id: string; body: UpdateStaffMemberRequest }
  | { kind: "disable" | "enable" | "reset-totp" | "recovery-codes"; id: string };

export type MemberActionAnswer =
  | CreateStaffMemberResponse
  | StaffMemberResponse
  | ResetStaffTotpResponse
  | RenewRecoveryCodesResponse;

function send(language: Language, action: MemberAction): Promise<MemberActionAnswer> {
  if (action.kind === "create") {
    return staffRequest({ path: "/api/staff/members", language, method: "POST", body: action.body });
  }
  const member = `/api/staff/members/${encodeURIComponent(action.id)}` as const;
  if (action.kind === "update") {
    return staffRequest({ path: member, language, method: "PATCH", body: action.body });
  }
  return staffRequest({ path: `${member}/${action.kind}`, language, method: "POST" });
}

/** The answer's member replaces (or joins) the cached list: the list is not read again. */
function keep(queryClient: QueryClient, language: Language, member: StaffMember) {
  queryClient.setQueryData<ListStaffMembersResponse>(staffMembersQuery(language).queryKey, (list) => {
    if (!list) {
      return list;
    }
    const known = list.members.some((row) => row.id === member.id);
    return {
      members: known
        ? list.members.map((row) => (row.id === member.id ? member : row))
        : [...list.members, member],
    };
  });
}

/**
 * POST /api/staff/members, PATCH …/{id}, POST …/{id}/disable|enable|reset-totp|recovery-codes: each
 * answers the member as it now is (and a secret to show once, for some).
 */
export function useMemberAction(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MemberAction) => send(language, action),
    onSuccess: (answer) => keep(queryClient, language, answer.member),
  });
}
