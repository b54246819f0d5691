import type { Language } from "@cinelux/contract/languages";
import { CreateCaseFieldsSchema } from "@cinelux/contract/support";
import { CASE_DESCRIPTION_MAX, CASE_SUBJECT_MAX } from "@cinelux/contract/support-limits";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { CaptchaField } from "../../../lib/captcha/captcha-field";
import { useCaptchaSubmit } from "../../../lib/captcha/use-captcha-submit";
import { getCinemasQueryOptions } from "../../../lib/catalog/get-cinemas";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { showToast } from "../../../lib/toasts/toast-store";
import { Button, SelectField, TextAreaField, TextField } from "../../../ui";
import { contactCinemaChoices } from "../api/cinema-choices";
import { useCreateCase } from "../api/create-case";
import { contactErrorKey } from "../contact-errors";
import { AttachmentsField } from "./attachments-field";
import type { TaxonomyChoice } from "./taxonomy-fields";

/**
 * SPEC 5 "Case creation": subject and message are required, the cinema optional (sent only when
 * chosen), attachments optional; the contract's schema checks the form before the captcha is
 * solved. Success leads to the messages page (SPEC 4) with a toast.
 */
export function CaseForm({ language, taxonomy }: { language: Language; taxonomy: TaxonomyChoice }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCase(language);
  const cinemas = useQuery({ ...getCinemasQueryOptions(language), select: contactCinemaChoices(language) });
  const { captcha, errors, submit } = useCaptchaSubmit({ errorKey: contactErrorKey });
  const [subject, setSubject] = useState("");
  const [description, setDescription] = useState("");
  const [cinema, setCinema] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState<string[]>([]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CreateCaseFieldsSchema.safeParse({ ...taxonomy, subject, description, cinema });
    if (!parsed.success) {
      setMissing(parsed.error.issues.map((issue) => String(issue.path[0])));
      return;
    }
    setMissing([]);
    const fields = { ...taxonomy, subject, description, cinema };
    const done = await submit((answer) => create.mutateAsync({ fields, files, captcha: answer }));
    if (done) {
      showToast({ type: "info", closable: true, i18n: { content: "Contact.Sent" } });
      await navigate(paths.messages(language));
    }
  }

  const refused = new Set([...missing, ...(errors.fields ?? [])]);
  const fieldError = (name: string) => (refused.has(name) ? t("Contact.Error.Required") : undefined);
  return (
    <form
      className="contact__form"
      noValidate
      onSubmit={(event) => void send(event)}
      aria-labelledby="contact-form"
    >
      <h2 id="contact-form">{t("Contact.Form.Title")}</h2>
      <TextField
        label={t("Contact.Subject")}
        maxLength={CASE_SUBJECT_MAX}
        autoComplete="off"
        value={subject}
        error={fieldError("subject")}
        onChange={(event) => setSubject(event.target.value)}
      />
      <TextAreaField
        label={t("Contact.Message")}
        hint={t("Contact.MessageHint", { max: CASE_DESCRIPTION_MAX })}
        rows={6}
        maxLength={CASE_DESCRIPTION_MAX}
        value={description}
        error={fieldError("description")}
        onChange={(event) => setDescription(event.target.value)}
      />
      <SelectField
        label={t("Contact.Cinema")}
        optionalText={t("Contact.Optional")}
        value={cinema}
        onChange={(event) => setCinema(event.target.value)}
      >
        <option value="">{t("Contact.NoCinema")}</option>
        {(cinemas.data ?? []).map(({ slug, name }) => (
          <option key={slug} value={slug}>
            {name}
          </option>
        ))}
      </SelectField>
      <AttachmentsField files={files} onChange={setFiles} />
      <CaptchaField
        captcha={captcha}
        language={language}
        error={errors.captcha ? t(errors.captcha) : undefined}
      />
      {errors.form ? (
        <p className="ui-field__error" role="alert">
          {t(errors.form)}
        </p>
      ) : null}
      <div className="contact__actions">
        <Button type="submit" busy={create.isPending}>
          {t("Contact.Submit")}
        </Button>
      </div>
    </form>
  );
}
