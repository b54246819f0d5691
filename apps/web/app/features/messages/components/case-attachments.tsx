import type { Language } from "@cinelux/contract/languages";
import type { CaseAttachment } from "@cinelux/contract/support";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useDownloadAttachment } from "../api/download-attachment";
import { formatFileSize } from "../format";

/**
 * The files sent with the case: each a download only its owner's token opens (docs/domain/support.md
 * "Attachments").
 */
export function CaseAttachments({
  language,
  caseId,
  attachments,
}: {
  language: Language;
  caseId: string;
  attachments: CaseAttachment[];
}) {
  const { t } = useTranslation();
  const download = useDownloadAttachment(language);
  return (
    <section className="messages__attachments" aria-labelledby="messages-attachments">
      <h3 id="messages-attachments">{t("Messages.Attachments")}</h3>
      <ul>
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <button
              type="button"
              className="messages__file"
              aria-busy={
                (download.isPending && download.variables?.attachmentId === attachment.id) || undefined
              }
              onClick={() =>
                download.mutate({ caseId, attachmentId: attachment.id, fileName: attachment.fileName })
              }
            >
              {t("Messages.Download", { name: attachment.fileName })}
            </button>{" "}
            <span className="messages__file-size">{formatFileSize(attachment.size, language)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
