import type { StaffMember } from "@cinelux/contract/staff-team";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useStaffMember } from "../../../lib/staff/staff-member";
import { staffMembersQuery } from "../../../lib/staff/staff-members";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { Modal } from "../../../shell/modals/modal";
import { closeModal, openModal } from "../../../shell/modals/modal-store";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { StaffError, StaffLoadFailure } from "../../../shell/staff/staff-states";
import { Badge, Button, EmptyState, PageHeader } from "../../../ui";
import { type MemberActionAnswer, useMemberAction } from "../api/member-actions";
import { teamTexts } from "../texts";
import { MemberForm } from "./member-form";
import { SecretView, type TeamSecret } from "./secret-view";
import teamStyles from "./team.css?url";

const FORM_MODAL = "staff-team-form";
const CONFIRM_MODAL = "staff-team-confirm";

type Confirmable = "disable" | "reset-totp" | "recovery-codes";

function secretOf(answer: MemberActionAnswer): TeamSecret | null {
  const secret: TeamSecret = {
    ...("password" in answer && { password: answer.password }),
    ...("enrolment" in answer && { enrolment: answer.enrolment }),
    ...("recoveryCodes" in answer && { recoveryCodes: answer.recoveryCodes }),
  };
  return Object.keys(secret).length > 0 ? secret : null;
}

/**
 * The staff team (docs/staff.md "Team"), for admins: the members, add one, edit roles and name,
 * disable or enable, a new second factor, new recovery codes. What the server answers once (a
 * password, an enrolment, codes) is shown in the modal that asked for it, then forgotten.
 */
export default function Team() {
  const texts = useStaffTexts(teamTexts);
  const language = useStaffLanguage();
  const me = useStaffMember();
  const query = useQuery(staffMembersQuery(language));
  const action = useMemberAction(language);
  const enable = useMemberAction(language);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [confirming, setConfirming] = useState<{ kind: Confirmable; member: StaffMember } | null>(null);
  const [secret, setSecret] = useState<TeamSecret | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function openForm(member: StaffMember | null) {
    setEditing(member);
    setSecret(null);
    setFormKey((key) => key + 1);
    openModal(FORM_MODAL);
  }

  function openConfirm(kind: Confirmable, member: StaffMember) {
    action.reset();
    setSecret(null);
    setConfirming({ kind, member });
    openModal(CONFIRM_MODAL);
  }

  function done(modal: string, answer: MemberActionAnswer) {
    const shown = secretOf(answer);
    setNotice(fill(texts.saved, { name: answer.member.displayName }));
    if (shown) {
      setSecret(shown);
    } else {
      closeModal(modal);
    }
  }

  function closeAll(modal: string) {
    setSecret(null);
    closeModal(modal);
  }

  const confirmText = confirming
    ? fill(
        {
          disable: texts.confirmDisable,
          "reset-totp": texts.confirmReset,
          "recovery-codes": texts.confirmCodes,
        }[confirming.kind],
        { name: confirming.member.displayName },
      )
    : "";

  return (
    <div className="staff-team">
      <link rel="stylesheet" href={teamStyles} precedence="default" />
      <PageHeader
        title={texts.title}
        intro={texts.intro}
        actions={<Button onClick={() => openForm(null)}>{texts.add}</Button>}
      />
      {notice ? (
        <p className="staff-notice" role="status">
          {notice}
        </p>
      ) : null}
      {enable.isError ? <StaffError error={enable.error} fallback={texts.actionError} /> : null}
      {query.isPending ? (
        <StaffLoading />
      ) : query.isError ? (
        <StaffLoadFailure
          error={query.error}
          fallback={texts.loadError}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.members.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        <section className="staff-table-wrap" tabIndex={0} aria-label={texts.title}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{texts.name}</th>
                <th scope="col">{texts.roles}</th>
                <th scope="col">{texts.state}</th>
                <th scope="col">{texts.actions}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.members.map((member) => {
                const name = member.displayName;
                const self = member.id === me.id;
                return (
                  <tr key={member.id}>
                    <td>
                      {name} {self ? <span className="staff-team__muted">{texts.you}</span> : null}
                      <div className="staff-team__muted">{member.mail}</div>
                    </td>
                    <td>{member.roles.map((role) => texts[`role_${role}`]).join(", ")}</td>
                    <td>
                      <div className="staff-team__badges">
                        <Badge tone={member.disabledAt ? "neutral" : "success"}>
                          {member.disabledAt ? texts.disabled : texts.active}
                        </Badge>
                        {member.enrolled ? null : <Badge tone="warning">{texts.notEnrolled}</Badge>}
                        {member.lockedUntil ? <Badge tone="danger">{texts.locked}</Badge> : null}
                      </div>
                      <div className="staff-team__muted">
                        {fill(texts.codesLeft, { count: member.recoveryCodesLeft })}
                      </div>
                    </td>
                    <td>
                      <div className="staff-team__row-actions">
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={fill(texts.editLabel, { name })}
                          onClick={() => openForm(member)}
                        >
                          {texts.edit}
                        </Button>
                        {member.disabledAt ? (
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={fill(texts.enableLabel, { name })}
                            busy={
                              enable.isPending &&
                              enable.variables?.kind === "enable" &&
                              enable.variables.id === member.id
                            }
                            onClick={() =>
                              enable.mutate(
                                { kind: "enable", id: member.id },
                                {
                                  onSuccess: (answer) =>
                                    setNotice(fill(texts.saved, { name: answer.member.displayName })),
                                },
                              )
                            }
                          >
                            {texts.enable}
                          </Button>
                        ) : self ? null : (
                          <Button
                            variant="danger"
                            size="sm"
                            aria-label={fill(texts.disableLabel, { name })}
                            onClick={() => openConfirm("disable", member)}
                          >
                            {texts.disable}
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={fill(texts.resetTotpLabel, { name })}
                          onClick={() => openConfirm("reset-totp", member)}
                        >
                          {texts.resetTotp}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={fill(texts.newCodesLabel, { name })}
                          onClick={() => openConfirm("recovery-codes", member)}
                        >
                          {texts.newCodes}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <Modal
        id={FORM_MODAL}
        title={
          secret
            ? texts.secretTitle
            : editing
              ? fill(texts.editTitle, { name: editing.displayName })
              : texts.addTitle
        }
      >
        {secret ? (
          <SecretView secret={secret} onDone={() => closeAll(FORM_MODAL)} />
        ) : (
          <MemberForm
            key={formKey}
            member={editing}
            onCancel={() => closeModal(FORM_MODAL)}
            onDone={(answer) => done(FORM_MODAL, answer)}
          />
        )}
      </Modal>
      <Modal id={CONFIRM_MODAL} title={secret ? texts.secretTitle : texts.confirmTitle}>
        {secret ? (
          <SecretView secret={secret} onDone={() => closeAll(CONFIRM_MODAL)} />
        ) : (
          <>
            <p>{confirmText}</p>
            {action.isError ? <StaffError error={action.error} fallback={texts.actionError} /> : null}
            <div className="staff-team__modal-actions">
              <Button variant="secondary" onClick={() => closeModal(CONFIRM_MODAL)}>
                {texts.cancel}
              </Button>
              <Button
                variant="danger"
                busy={action.isPending}
                onClick={() =>
                  confirming &&
                  action.mutate(
                    { kind: confirming.kind, id: confirming.member.id },
                    { onSuccess: (answer) => done(CONFIRM_MODAL, answer) },
                  )
                }
              >
                {texts.confirm}
              </Button>
            </div>
          </>
        )}
      </Modal>
    </div>
  );
}
