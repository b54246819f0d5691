import { FLAG_NAMES, type FlagName } from "@cinelux/contract/flags";
import type { Language } from "@cinelux/contract/languages";
import {
  STAFF_REASON_MAX,
  type StaffSettingsResponse,
  type UpdateStaffSettingsRequest,
} from "@cinelux/contract/staff-content";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api/api-error";
import { formatStaffDateTime } from "../../../lib/staff/staff-format";
import { staffPath } from "../../../lib/staff/staff-sections";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { Modal } from "../../../shell/modals/modal";
import { closeModal, openModal } from "../../../shell/modals/modal-store";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { StaffError, StaffLoadFailure } from "../../../shell/staff/staff-states";
import { Button, CheckboxField, PageHeader, TextAreaField, TextField } from "../../../ui";
import { type SettingsDomain, staffSettingsQuery, useSettingsChange } from "../api/staff-settings";
import { FLAG_LABELS, settingsTexts } from "../settings-texts";
import styles from "./moderation.css?url";

const REASON_MODAL = "staff-settings-reason";
const DOMAINS = ["fr", "nl"] as const;
const URL_FIELDS = ["catalogBaseUrl", "tunnelBaseUrl", "mobileCatalogBaseUrl"] as const;

type Changes = UpdateStaffSettingsRequest["changes"];

/** Each domain's flags and settings (docs/staff.md "Flags and settings"): a reason for every change. */
export default function SettingsScreen() {
  const texts = useStaffTexts(settingsTexts);
  const language = useStaffLanguage();
  const [search] = useSearchParams();
  const asked = search.get("domain");
  const domain: SettingsDomain = asked === "fr" || asked === "nl" ? asked : language === "nl" ? "nl" : "fr";
  const query = useQuery(staffSettingsQuery(language, domain));
  // The change waiting for its reason, and what the reason modal says it is.
  const [pending, setPending] = useState<{ changes: Changes; summary: string } | null>(null);
  const [said, setSaid] = useState("");
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);

  function ask(changes: Changes, summary: string) {
    setSaid("");
    setPending({ changes, summary });
    openModal(REASON_MODAL);
  }

  return (
    <div className="staff-moderation">
      <link rel="stylesheet" href={styles} precedence="default" />
      <PageHeader title={texts.title} intro={texts.intro} />
      <nav aria-label={texts.domains} className="staff-tabs staff-moderation__domains">
        {DOMAINS.map((tab) => (
          <Link
            key={tab}
            to={`${staffPath(language, "settings")}?domain=${tab}`}
            aria-current={tab === domain ? "page" : undefined}
            onClick={() => {
              setSaid("");
              setFieldErrors([]);
            }}
          >
            {texts[`domain_${tab}`]}
          </Link>
        ))}
      </nav>
      <p className="staff-moderation__said" aria-live="polite">
        {said}
      </p>
      {query.isPending ? (
        <StaffLoading />
      ) : query.isError ? (
        <StaffLoadFailure
          error={query.error}
          fallback={texts.loadError}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <p className="staff-moderation__meta">
            {fill(texts.updatedAt, { date: formatStaffDateTime(query.data.updatedAt, language) })}
          </p>
          <Flags settings={query.data} language={language} onAsk={ask} />
          <SettingsForm
            key={`${domain}:${query.data.updatedAt}`}
            settings={query.data}
            errors={fieldErrors}
            onAsk={ask}
            onNothing={() => setSaid(texts.nothingChanged)}
          />
        </>
      )}
      <Modal id={REASON_MODAL} title={texts.reasonTitle}>
        {pending ? (
          <ReasonForm
            key={pending.summary}
            domain={domain}
            language={language}
            pending={pending}
            onSaved={() => {
              setFieldErrors([]);
              setSaid(texts.saved);
            }}
            onRefused={setFieldErrors}
          />
        ) : null}
      </Modal>
    </div>
  );
}

function Flags({
  settings,
  language,
  onAsk,
}: {
  settings: StaffSettingsResponse;
  language: Language;
  onAsk: (changes: Changes, summary: string) => void;
}) {
  const texts = useStaffTexts(settingsTexts);
  const labels = FLAG_LABELS[language];
  return (
    <section className="staff-moderation__group" aria-labelledby="staff-flags">
      <h2 id="staff-flags">{texts.flags}</h2>
      {FLAG_NAMES.map((name: FlagName) => (
        <CheckboxField
          key={name}
          switch
          label={labels[name]}
          hint={name}
          checked={settings.flags[name]}
          onChange={(event) => {
            const value = event.currentTarget.checked;
            onAsk(
              { flags: { [name]: value } },
              fill(texts.flagChange, { flag: labels[name], state: value ? texts.on : texts.off }),
            );
          }}
        />
      ))}
    </section>
  );
}

/** A field's value as the form holds it: text; a null logout path is the empty string. */
function formValuesOf(settings: StaffSettingsResponse) {
  const values = settings.settings;
  return {
    catalogBaseUrl: values.catalogBaseUrl,
    tunnelBaseUrl: values.tunnelBaseUrl,
    mobileCatalogBaseUrl: values.mobileCatalogBaseUrl,
    logoutReturnPath: values.logoutReturnPath ?? "",
    errorPath: values.errorPath,
    injections: JSON.stringify(values.injections, null, 2),
  };
}

type FormValues = ReturnType<typeof formValuesOf>;

function SettingsForm({
  settings,
  errors,
  onAsk,
  onNothing,
}: {
  settings: StaffSettingsResponse;
  errors: string[];
  onAsk: (changes: Changes, summary: string) => void;
  onNothing: () => void;
}) {
  const texts = useStaffTexts(settingsTexts);
  const initial = formValuesOf(settings);
  const [values, setValues] = useState<FormValues>(initial);
  const [badJson, setBadJson] = useState(false);
  const set = (key: keyof FormValues, value: string) => setValues((old) => ({ ...old, [key]: value }));
  const errorOf = (key: string) => (errors.includes(key) ? texts.fieldInvalid : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes: Changes = {};
    const names: string[] = [];
    for (const key of URL_FIELDS) {
      if (values[key] !== initial[key]) {
        changes[key] = values[key].trim();
        names.push(texts[key]);
      }
    }
    if (values.logoutReturnPath !== initial.logoutReturnPath) {
      changes.logoutReturnPath =
        values.logoutReturnPath.trim() === "" ? null : values.logoutReturnPath.trim();
      names.push(texts.logoutReturnPath);
    }
    if (values.errorPath !== initial.errorPath) {
      changes.errorPath = values.errorPath.trim();
      names.push(texts.errorPath);
    }
    if (values.injections !== initial.injections) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(values.injections);
      } catch {
        parsed = undefined;
      }
      if (!Array.isArray(parsed)) {
        setBadJson(true);
        return;
      }
      changes.injections = parsed as NonNullable<Changes["injections"]>;
      names.push(texts.injections);
    }
    setBadJson(false);
    if (names.length === 0) {
      onNothing();
      return;
    }
    onAsk(changes, fill(texts.settingsChange, { fields: names.join(", ") }));
  }

  return (
    <form className="staff-moderation__group" onSubmit={submit} noValidate aria-labelledby="staff-settings">
      <h2 id="staff-settings">{texts.settings}</h2>
      {URL_FIELDS.map((key) => (
        <TextField
          key={key}
          type="url"
          label={texts[key]}
          hint={texts.baseUrlHint}
          value={values[key]}
          error={errorOf(`changes.${key}`)}
          onChange={(event) => set(key, event.currentTarget.value)}
        />
      ))}
      <TextField
        label={texts.logoutReturnPath}
        hint={texts.logoutReturnPathHint}
        value={values.logoutReturnPath}
        error={errorOf("changes.logoutReturnPath")}
        onChange={(event) => set("logoutReturnPath", event.currentTarget.value)}
      />
      <TextField
        label={texts.errorPath}
        value={values.errorPath}
        error={errorOf("changes.errorPath")}
        onChange={(event) => set("errorPath", event.currentTarget.value)}
      />
      <TextAreaField
        label={texts.injections}
        hint={texts.injectionsHint}
        rows={6}
        spellCheck={false}
        value={values.injections}
        error={badJson ? texts.injectionsInvalid : errorOf("changes.injections")}
        onChange={(event) => set("injections", event.currentTarget.value)}
      />
      {badJson ? (
        <p className="staff-error" role="alert">
          {texts.injectionsInvalid}
        </p>
      ) : null}
      <div>
        <Button type="submit">{texts.save}</Button>
      </div>
    </form>
  );
}

function ReasonForm({
  domain,
  language,
  pending,
  onSaved,
  onRefused,
}: {
  domain: SettingsDomain;
  language: Language;
  pending: { changes: Changes; summary: string };
  onSaved: () => void;
  onRefused: (fields: string[]) => void;
}) {
  const texts = useStaffTexts(settingsTexts);
  const change = useSettingsChange(language, domain);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === "") {
      setMissing(true);
      return;
    }
    change.mutate(
      { changes: pending.changes, reason: reason.trim() },
      {
        onSuccess: () => {
          onSaved();
          closeModal(REASON_MODAL);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.length > 0) {
            onRefused(error.fields.map((field) => field.path));
          }
        },
      },
    );
  }
  return (
    <form className="staff-moderation__form" onSubmit={submit} noValidate>
      <p>{pending.summary}</p>
      <TextField
        label={texts.reason}
        value={reason}
        required
        maxLength={STAFF_REASON_MAX}
        error={missing ? texts.reasonRequired : undefined}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setMissing(false);
        }}
      />
      {missing ? (
        <p className="staff-error" role="alert">
          {texts.reasonRequired}
        </p>
      ) : null}
      {change.isError ? <StaffError error={change.error} fallback={texts.saveError} /> : null}
      <div className="staff-moderation__modal-actions">
        <Button type="button" variant="secondary" onClick={() => closeModal(REASON_MODAL)}>
          {texts.cancel}
        </Button>
        <Button type="submit" busy={change.isPending}>
          {texts.confirm}
        </Button>
      </div>
    </form>
  );
}
