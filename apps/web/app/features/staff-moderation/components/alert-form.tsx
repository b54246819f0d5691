import { ALERT_ACCOUNT_TYPES } from "@cinelux/contract/alert-rules";
import type { Language } from "@cinelux/contract/languages";
import { STAFF_ALERT_CONTENT_MAX, type StaffAlert } from "@cinelux/contract/staff-content";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../lib/api/api-error";
import { useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffError } from "../../../shell/staff/staff-states";
import { Button, CheckboxField, SelectField, TextAreaField, TextField } from "../../../ui";
import { alertsTexts } from "../alerts-texts";
import { useAlertWrite } from "../api/staff-alerts";

const LANGUAGES = ["fr", "nl", "en"] as const;

/** An ISO instant as a `datetime-local` value in the browser's (the staff member's) time zone. */
export function localInputOf(iso: string | null): string {
  if (!iso) {
    return "";
  }
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the staff member's local time) as the ISO instant the API takes. */
export function isoOfLocalInput(value: string): string | null {
  return value === "" ? null : new Date(value).toISOString();
}

interface Draft {
  content: Record<(typeof LANGUAGES)[number], string>;
  warning: boolean;
  accountType: string;
  domain: string;
  startsAt: string;
  endsAt: string;
}

function draftOf(alert: StaffAlert | null): Draft {
  return {
    content: alert ? { ...alert.content } : { fr: "", nl: "", en: "" },
    warning: alert?.warning ?? false,
    accountType: alert?.accountType ?? "",
    domain: alert?.domain ?? "",
    startsAt: localInputOf(alert?.startsAt ?? null),
    endsAt: localInputOf(alert?.endsAt ?? null),
  };
}

/** Writes a new alert or edits one: the three languages side by side, kind, audience, site, dates. */
export function AlertForm({
  alert,
  language,
  onDone,
}: {
  alert: StaffAlert | null;
  language: Language;
  onDone: (saved: boolean) => void;
}) {
  const texts = useStaffTexts(alertsTexts);
  const write = useAlertWrite(language);
  const [draft, setDraft] = useState(() => draftOf(alert));
  const [errors, setErrors] = useState<{ content?: boolean; endsAt?: boolean }>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const content = LANGUAGES.some((lang) => draft.content[lang].trim() === "");
    const startsAt = isoOfLocalInput(draft.startsAt);
    const endsAt = isoOfLocalInput(draft.endsAt);
    const backwards = startsAt !== null && endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt);
    setErrors({ content, endsAt: backwards });
    if (content || backwards) {
      return;
    }
    const fields = {
      content: draft.content,
      warning: draft.warning,
      accountType: draft.accountType === "" ? null : (draft.accountType as StaffAlert["accountType"]),
      domain: draft.domain === "" ? null : (draft.domain as StaffAlert["domain"]),
      startsAt,
      endsAt,
    };
    write.mutate(
      alert ? { kind: "update", id: alert.id, changes: fields } : { kind: "create", alert: fields },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          if (error instanceof ApiError && error.code === "ALERT_SCHEDULE_INVALID") {
            setErrors({ endsAt: true });
          }
        },
      },
    );
  }

  return (
    <form
      className="staff-moderation__form"
      onSubmit={submit}
      noValidate
      aria-label={alert ? texts.formEdit : texts.formNew}
    >
      <h2>{alert ? texts.formEdit : texts.formNew}</h2>
      <div className="staff-moderation__languages">
        {LANGUAGES.map((lang) => (
          <fieldset key={lang} lang={lang}>
            <legend>{texts[`language_${lang}`]}</legend>
            <TextAreaField
              label={`${texts.text} (${lang.toUpperCase()})`}
              value={draft.content[lang]}
              maxLength={STAFF_ALERT_CONTENT_MAX}
              rows={4}
              required
              error={errors.content && draft.content[lang].trim() === "" ? texts.required : undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((old) => ({ ...old, content: { ...old.content, [lang]: value } }));
              }}
            />
          </fieldset>
        ))}
      </div>
      <div className="staff-moderation__row">
        <CheckboxField
          label={texts.warning}
          checked={draft.warning}
          onChange={(event) => set("warning", event.currentTarget.checked)}
        />
        <SelectField
          label={texts.audience}
          value={draft.accountType}
          onChange={(event) => set("accountType", event.currentTarget.value)}
        >
          <option value="">{texts.audience_all}</option>
          {ALERT_ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {texts[`audience_${type}`]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={texts.domain}
          value={draft.domain}
          onChange={(event) => set("domain", event.currentTarget.value)}
        >
          <option value="">{texts.domain_all}</option>
          <option value="fr">{texts.domain_fr}</option>
          <option value="nl">{texts.domain_nl}</option>
        </SelectField>
      </div>
      <div className="staff-moderation__row">
        <TextField
          type="datetime-local"
          label={texts.startsAt}
          hint={texts.startsAtHint}
          value={draft.startsAt}
          onChange={(event) => set("startsAt", event.currentTarget.value)}
        />
        <TextField
          type="datetime-local"
          label={texts.endsAt}
          hint={texts.endsAtHint}
          value={draft.endsAt}
          error={errors.endsAt ? texts.endBeforeStart : undefined}
          onChange={(event) => set("endsAt", event.currentTarget.value)}
        />
      </div>
      {errors.content || errors.endsAt ? (
        <p className="staff-error" role="alert">
          {errors.content ? texts.required : texts.endBeforeStart}
        </p>
      ) : null}
      {write.isError &&
      !(write.error instanceof ApiError && write.error.code === "ALERT_SCHEDULE_INVALID") ? (
        <StaffError error={write.error} fallback={texts.saveError} />
      ) : null}
      <div className="staff-moderation__modal-actions">
        <Button type="submit" busy={write.isPending}>
          {texts.save}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
