import { type StaffAlertState, staffAlertStateOf } from "@cinelux/contract/alert-rules";
import type { Language } from "@cinelux/contract/languages";
import { STAFF_REASON_MAX, type StaffAlert } from "@cinelux/contract/staff-content";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatStaffDateTime } from "../../../lib/staff/staff-format";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { Modal } from "../../../shell/modals/modal";
import { closeModal, openModal } from "../../../shell/modals/modal-store";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { StaffError, StaffLoadFailure } from "../../../shell/staff/staff-states";
import { Badge, type BadgeTone, Button, EmptyState, PageHeader, TextField } from "../../../ui";
import { alertsTexts } from "../alerts-texts";
import { staffAlertsQuery, useAlertWrite } from "../api/staff-alerts";
import { AlertForm } from "./alert-form";
import styles from "./moderation.css?url";

const WITHDRAW_MODAL = "staff-withdraw-alert";

const TONES: Record<StaffAlertState, BadgeTone> = {
  scheduled: "warning",
  showing: "success",
  ended: "neutral",
  withdrawn: "neutral",
};

/** The chain's alerts (docs/staff.md "Alerts"): the list with each one's state, write, edit, withdraw. */
export default function AlertsScreen() {
  const texts = useStaffTexts(alertsTexts);
  const language = useStaffLanguage();
  const query = useQuery(staffAlertsQuery(language));
  // null: no form; "new": a new alert; else the alert being edited.
  const [editing, setEditing] = useState<StaffAlert | "new" | null>(null);
  const [withdrawing, setWithdrawing] = useState<StaffAlert | null>(null);
  const [said, setSaid] = useState("");

  return (
    <div className="staff-moderation">
      <link rel="stylesheet" href={styles} precedence="default" />
      <PageHeader
        title={texts.title}
        intro={texts.intro}
        actions={
          editing === null ? (
            <Button
              onClick={() => {
                setSaid("");
                setEditing("new");
              }}
            >
              {texts.write}
            </Button>
          ) : null
        }
      />
      <p className="staff-moderation__said" aria-live="polite">
        {said}
      </p>
      {editing !== null ? (
        <section className="staff-moderation__group">
          <AlertForm
            key={editing === "new" ? "new" : editing.id}
            alert={editing === "new" ? null : editing}
            language={language}
            onDone={(saved) => {
              setEditing(null);
              setSaid(saved ? texts.saved : "");
            }}
          />
        </section>
      ) : null}
      <h2>{texts.list}</h2>
      {query.isPending ? (
        <StaffLoading />
      ) : query.isError ? (
        <StaffLoadFailure
          error={query.error}
          fallback={texts.loadError}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <AlertTable
          alerts={query.data}
          language={language}
          onEdit={(alert) => {
            setSaid("");
            setEditing(alert);
          }}
          onWithdraw={(alert) => {
            setWithdrawing(alert);
            openModal(WITHDRAW_MODAL);
          }}
        />
      )}
      <Modal id={WITHDRAW_MODAL} title={texts.withdrawTitle}>
        {withdrawing ? (
          <WithdrawForm key={withdrawing.id} alert={withdrawing} language={language} onSaid={setSaid} />
        ) : null}
      </Modal>
    </div>
  );
}

function AlertTable({
  alerts,
  language,
  onEdit,
  onWithdraw,
}: {
  alerts: StaffAlert[];
  language: Language;
  onEdit: (alert: StaffAlert) => void;
  onWithdraw: (alert: StaffAlert) => void;
}) {
  const texts = useStaffTexts(alertsTexts);
  const now = Date.now();
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">{texts.content}</th>
            <th scope="col">{texts.status}</th>
            <th scope="col">{texts.period}</th>
            <th scope="col">{texts.audience}</th>
            <th scope="col">{texts.domain}</th>
            <th scope="col">{texts.actions}</th>
          </tr>
        </thead>
        <tbody>
          {alerts.map((alert) => {
            const state = staffAlertStateOf(alert, now);
            return (
              <tr key={alert.id}>
                <td>
                  <Badge tone={alert.warning ? "danger" : "neutral"}>
                    {alert.warning ? texts.warning : texts.info}
                  </Badge>{" "}
                  {alert.content[language]}
                </td>
                <td>
                  <Badge tone={TONES[state]}>{texts[`state_${state}`]}</Badge>
                </td>
                <td>
                  {alert.startsAt || alert.endsAt ? (
                    <>
                      {alert.startsAt ? (
                        <div>{fill(texts.from, { date: formatStaffDateTime(alert.startsAt, language) })}</div>
                      ) : null}
                      {alert.endsAt ? (
                        <div>{fill(texts.until, { date: formatStaffDateTime(alert.endsAt, language) })}</div>
                      ) : null}
                    </>
                  ) : (
                    texts.always
                  )}
                </td>
                <td>{texts[`audience_${alert.accountType ?? "all"}`]}</td>
                <td>{texts[`domain_${alert.domain ?? "all"}`]}</td>
                <td>
                  {state === "withdrawn" ? null : (
                    <div className="staff-photo__actions">
                      <Button size="sm" variant="secondary" onClick={() => onEdit(alert)}>
                        {texts.edit}
                        <span className="visually-hidden"> · {alert.content[language]}</span>
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => onWithdraw(alert)}>
                        {texts.withdraw}
                        <span className="visually-hidden"> · {alert.content[language]}</span>
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function WithdrawForm({
  alert,
  language,
  onSaid,
}: {
  alert: StaffAlert;
  language: Language;
  onSaid: (text: string) => void;
}) {
  const texts = useStaffTexts(alertsTexts);
  const write = useAlertWrite(language);
  const [reason, setReason] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    write.mutate(
      { kind: "withdraw", id: alert.id, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          onSaid(texts.withdrawn);
          closeModal(WITHDRAW_MODAL);
        },
      },
    );
  }
  return (
    <form className="staff-moderation__form" onSubmit={submit}>
      <p>{texts.withdrawText}</p>
      <blockquote>{alert.content[language]}</blockquote>
      <TextField
        label={texts.withdrawReason}
        value={reason}
        maxLength={STAFF_REASON_MAX}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      {write.isError ? <StaffError error={write.error} fallback={texts.saveError} /> : null}
      <div className="staff-moderation__modal-actions">
        <Button type="button" variant="secondary" onClick={() => closeModal(WITHDRAW_MODAL)}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant="danger" busy={write.isPending}>
          {texts.withdrawConfirm}
        </Button>
      </div>
    </form>
  );
}
