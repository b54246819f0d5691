import { STAFF_ROLES, type StaffRole } from "@cinelux/contract/staff-roles";
import { STAFF_DISPLAY_NAME_MAX, STAFF_MAIL_MAX, type StaffMember } from "@cinelux/contract/staff-team";
import { type FormEvent, useRef, useState } from "react";
import { useStaffMember } from "../../../lib/staff/staff-member";
import { useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffError } from "../../../shell/staff/staff-states";
import { Button, CheckboxField, TextField } from "../../../ui";
import { type MemberActionAnswer, useMemberAction } from "../api/member-actions";
import { teamTexts } from "../texts";

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Add a member (mail, name, roles) or change one's name and roles. The signed-in admin's own admin
 * box is locked: the server refuses it too (STAFF_SELF_LOCKOUT).
 */
export function MemberForm({
  member,
  onCancel,
  onDone,
}: {
  member: StaffMember | null;
  onCancel: () => void;
  onDone: (answer: MemberActionAnswer) => void;
}) {
  const texts = useStaffTexts(teamTexts);
  const language = useStaffLanguage();
  const me = useStaffMember();
  const action = useMemberAction(language);
  const [mail, setMail] = useState("");
  const [displayName, setDisplayName] = useState(member?.displayName ?? "");
  const [roles, setRoles] = useState<StaffRole[]>(member?.roles ?? []);
  const [errors, setErrors] = useState<{ mail?: string; displayName?: string; roles?: string }>({});
  const first = useRef<HTMLInputElement>(null);
  const self = member?.id === me.id;

  function toggle(role: StaffRole, on: boolean) {
    setRoles((current) => (on ? [...current, role] : current.filter((other) => other !== role)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!member && !MAIL.test(mail.trim())) {
      found.mail = texts.mailRequired;
    }
    if (displayName.trim() === "") {
      found.displayName = texts.nameRequired;
    }
    if (roles.length === 0) {
      found.roles = texts.rolesRequired;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      first.current?.focus();
      return;
    }
    const ordered = STAFF_ROLES.filter((role) => roles.includes(role));
    action.mutate(
      member
        ? { kind: "update", id: member.id, body: { displayName: displayName.trim(), roles: ordered } }
        : { kind: "create", body: { mail: mail.trim(), displayName: displayName.trim(), roles: ordered } },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="staff-team__form">
      {member ? null : (
        <TextField
          ref={first}
          label={texts.mail}
          type="email"
          name="mail"
          autoComplete="off"
          maxLength={STAFF_MAIL_MAX}
          value={mail}
          onChange={(event) => setMail(event.target.value)}
          error={errors.mail}
          required
        />
      )}
      <TextField
        ref={member ? first : undefined}
        label={texts.displayName}
        name="displayName"
        autoComplete="off"
        maxLength={STAFF_DISPLAY_NAME_MAX}
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
        error={errors.displayName}
        required
      />
      <fieldset
        className="staff-team__roles"
        aria-describedby={errors.roles ? "staff-team-roles-error" : undefined}
      >
        <legend>{texts.rolesLegend}</legend>
        {STAFF_ROLES.map((role) => (
          <CheckboxField
            key={role}
            label={texts[`role_${role}`]}
            name="roles"
            value={role}
            checked={roles.includes(role)}
            disabled={self && role === "admin"}
            hint={self && role === "admin" ? texts.selfAdmin : undefined}
            onChange={(event) => toggle(role, event.target.checked)}
          />
        ))}
        {errors.roles ? (
          <p className="ui-field__error" id="staff-team-roles-error" role="alert">
            {errors.roles}
          </p>
        ) : null}
      </fieldset>
      {action.isError ? <StaffError error={action.error} fallback={texts.actionError} /> : null}
      <div className="staff-team__modal-actions">
        <Button variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button type="submit" busy={action.isPending}>
          {member ? texts.save : texts.create}
        </Button>
      </div>
    </form>
  );
}
