import type { AuditLogEntry } from "@cinelux/contract/staff";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatStaffDateTime } from "../../../lib/staff/staff-format";
import { staffMembersQuery } from "../../../lib/staff/staff-members";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { StaffError, StaffLoadFailure } from "../../../shell/staff/staff-states";
import { Button, EmptyState, PageHeader, SelectField, TextField } from "../../../ui";
import { type AuditFilter, auditLogQuery } from "../api/audit-log";
import { auditTexts } from "../texts";
import auditStyles from "./audit-log.css?url";

const EMPTY_FORM = { staffId: "", action: "", from: "", to: "" };

/** A day typed in the form, as the instant its local day starts or ends. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!day) {
    return undefined;
  }
  return new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}`).toISOString();
}

/** Each detail as `key: value`, a value that is not text in JSON. */
function Details({ entry }: { entry: AuditLogEntry }) {
  const rows = Object.entries(entry.details);
  if (rows.length === 0) {
    return null;
  }
  return (
    <ul className="staff-audit__details">
      {rows.map(([key, value]) => (
        <li key={key}>
          <span className="staff-audit__muted">{key}:</span>{" "}
          {typeof value === "string" ? value : JSON.stringify(value)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The audit log (docs/staff.md "Audit log"), for admins: filtered by member, action and days,
 * newest first, 50 lines at a time with "older lines" for the next 50.
 */
export default function AuditLog() {
  const texts = useStaffTexts(auditTexts);
  const language = useStaffLanguage();
  const members = useQuery(staffMembersQuery(language));
  const [form, setForm] = useState(EMPTY_FORM);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [datesInvalid, setDatesInvalid] = useState(false);
  const log = useInfiniteQuery(auditLogQuery(language, filter));

  function apply(event: FormEvent) {
    event.preventDefault();
    if (form.from && form.to && form.to < form.from) {
      setDatesInvalid(true);
      return;
    }
    setDatesInvalid(false);
    setFilter({
      ...(form.staffId && { staffId: form.staffId }),
      ...(form.action.trim() && { action: form.action.trim() }),
      ...(form.from && { from: dayBound(form.from, false) }),
      ...(form.to && { to: dayBound(form.to, true) }),
    });
  }

  function clear() {
    setForm(EMPTY_FORM);
    setFilter({});
    setDatesInvalid(false);
  }

  const change = (field: keyof typeof EMPTY_FORM) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="staff-audit">
      <link rel="stylesheet" href={auditStyles} precedence="default" />
      <PageHeader title={texts.title} intro={texts.intro} />
      <form className="staff-audit__filters" onSubmit={apply} noValidate aria-label={texts.filters}>
        <SelectField label={texts.member} name="staffId" value={form.staffId} onChange={change("staffId")}>
          <option value="">{texts.anyMember}</option>
          {(members.data?.members ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.displayName} · {member.mail}
            </option>
          ))}
        </SelectField>
        <TextField
          label={texts.action}
          hint={texts.actionHint}
          name="action"
          autoComplete="off"
          maxLength={100}
          value={form.action}
          onChange={change("action")}
        />
        <TextField label={texts.from} type="date" name="from" value={form.from} onChange={change("from")} />
        <TextField
          label={texts.to}
          type="date"
          name="to"
          value={form.to}
          onChange={change("to")}
          error={datesInvalid ? texts.datesInvalid : undefined}
        />
        <div className="staff-audit__filter-actions">
          <Button type="submit">{texts.apply}</Button>
          <Button variant="secondary" onClick={clear}>
            {texts.clear}
          </Button>
          {datesInvalid ? (
            <p className="staff-audit__muted" role="alert">
              {texts.datesInvalid}
            </p>
          ) : null}
        </div>
      </form>
      {log.isPending ? (
        <StaffLoading />
      ) : log.isError && entries.length === 0 ? (
        <StaffLoadFailure error={log.error} fallback={texts.loadError} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard to scroll it (axe scrollable-region-focusable) */}
          <section className="staff-table-wrap" tabIndex={0} aria-label={texts.title}>
            <table className="staff-table staff-audit__table">
              <thead>
                <tr>
                  <th scope="col">{texts.at}</th>
                  <th scope="col">{texts.who}</th>
                  <th scope="col">{texts.what}</th>
                  <th scope="col">{texts.target}</th>
                  <th scope="col">{texts.why}</th>
                  <th scope="col">{texts.details}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="staff-audit__when">{formatStaffDateTime(entry.at, language)}</td>
                    <td>{entry.staffMail}</td>
                    <td>
                      <code>{entry.action}</code>
                    </td>
                    <td>
                      {entry.target ? (
                        <>
                          {entry.target.kind}
                          <div className="staff-audit__id">{entry.target.id}</div>
                        </>
                      ) : null}
                    </td>
                    <td>{entry.reason ?? ""}</td>
                    <td>
                      <Details entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div className="staff-pager">
            <p role="status">{fill(texts.shown, { count: entries.length }, language)}</p>
            {log.hasNextPage ? (
              <Button
                variant="secondary"
                busy={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {texts.more}
              </Button>
            ) : (
              <p className="staff-audit__muted">{texts.end}</p>
            )}
          </div>
          {log.isError ? <StaffError error={log.error} fallback={texts.loadError} /> : null}
        </>
      )}
    </div>
  );
}
