import { CASE_ATTACHMENT_MAX_COUNT } from "@cinelux/contract/support-limits";
import { checkCaseAttachments } from "@cinelux/contract/support-rules";
import { type ChangeEvent, useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_MEGABYTES,
  attachmentErrorText,
  declaredType,
} from "../attachment-type";

/** A chosen file's identity: the same file picked again has the same one. */
function fileKey(file: File): string {
  return `${file.name}|${file.size}|${file.lastModified}`;
}

/**
 * SPEC 5 "Attachments are optional": images and PDF, checked here with the contract's figures before
 * anything is sent (count, then size, then type), listed with a way to remove each. A refused choice
 * adds nothing and says why.
 */
export function AttachmentsField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);

  function add(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    // The same file chosen again after a refusal or a removal must fire `change` again.
    input.value = "";
    if (chosen.length === 0) {
      return;
    }
    // The same file chosen twice is sent once.
    const held = new Set(files.map(fileKey));
    const next = [...files, ...chosen.filter((file) => !held.has(fileKey(file)))];
    const refused = checkCaseAttachments(next.map((file) => ({ size: file.size, type: declaredType(file) })));
    if (refused) {
      const { key, values } = attachmentErrorText(refused);
      setRefusal(t(key, values));
      return;
    }
    setRefusal(null);
    onChange(next);
  }

  return (
    <div className="ui-field contact__attachments">
      <label className="ui-field__label" htmlFor={inputId}>
        {t("Contact.Attachments.Label")}
        <span className="ui-field__optional"> {t("Contact.Optional")}</span>
      </label>
      <p className="ui-field__hint" id={hintId}>
        {t("Contact.Attachments.Hint", { max: CASE_ATTACHMENT_MAX_COUNT, size: ATTACHMENT_MAX_MEGABYTES })}
      </p>
      <input
        id={inputId}
        className="contact__file-input"
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        disabled={files.length >= CASE_ATTACHMENT_MAX_COUNT}
        aria-describedby={refusal ? `${hintId} ${errorId}` : hintId}
        aria-invalid={refusal ? true : undefined}
        onChange={add}
      />
      {refusal ? (
        <p className="ui-field__error" id={errorId} role="alert">
          {refusal}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="contact__files" aria-label={t("Contact.Attachments.Chosen")}>
          {files.map((file) => (
            <li key={fileKey(file)} className="contact__file">
              <span className="contact__file-name">{file.name}</span>
              <button
                type="button"
                className="contact__file-remove"
                onClick={() => {
                  setRefusal(null);
                  onChange(files.filter((other) => other !== file));
                }}
              >
                {t("Contact.Attachments.Remove", { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
