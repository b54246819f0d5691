import type { Language } from "@cinelux/contract/languages";
import { useState } from "react";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal } from "../../../shell/modals/modal-store";
import { Button } from "../../../ui";
import { useCloseCase } from "../api/update-case";
import { showMessagesError } from "../messages-errors";

export const CLOSE_CASE_MODAL_ID = "messages-close-case";

/** SPEC 4 "open until closed": closing is for good, so it is confirmed first. */
export function CloseCaseModal({
  language,
  caseId,
  onClosed,
}: {
  language: Language;
  caseId: string;
  /** Where focus goes once closed: the button that opened the modal is gone with the reply box. */
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const close = useCloseCase(language);
  const [problem, setProblem] = useState<TranslationKey | null>(null);

  async function confirm() {
    setProblem(null);
    try {
      await close.mutateAsync(caseId);
      closeModal(CLOSE_CASE_MODAL_ID);
      onClosed();
      showToast({ type: "info", i18n: { content: "Messages.Close.Done" } });
    } catch (error) {
      showMessagesError(error, setProblem);
    }
  }

  return (
    <Modal id={CLOSE_CASE_MODAL_ID} title={t("Messages.Close.Title")}>
      <div className="messages__modal">
        <p>{t("Messages.Close.Text")}</p>
        {problem ? (
          <p className="ui-field__error" role="alert">
            {t(problem)}
          </p>
        ) : null}
        <div className="messages__modal-actions">
          <Button variant="danger" busy={close.isPending} onClick={() => void confirm()}>
            {t("Messages.Close.Confirm")}
          </Button>
          <Button variant="secondary" onClick={() => closeModal(CLOSE_CASE_MODAL_ID)}>
            {t("Messages.Close.Cancel")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
