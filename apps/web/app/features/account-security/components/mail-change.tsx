import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal, openModal, useModalOpen } from "../../../shell/modals/modal-store";
import { Badge, Button, Card } from "../../../ui";

export const CREDENTIALS_MODAL = "account-security-mail-credentials";
export const NEW_MAIL_MODAL = "account-security-mail-new";
type Step = typeof CREDENTIALS_MODAL | typeof NEW_MAIL_MODAL;

const CredentialsForm = lazy(() =>
  import("./mail-change-forms").then((forms) => ({ default: forms.CredentialsForm })),
);
const NewMailForm = lazy(() =>
  import("./mail-change-forms").then((forms) => ({ default: forms.NewMailForm })),
);

/**
 * Moves from one step's modal to the other: the first closes (and hands focus back to the "Change"
 * button) before the next opens, so closing the next returns focus there too.
 */
function useStepMove(): (from: Step, to: Step) => void {
  const [next, setNext] = useState<Step | null>(null);
  const credentialsOpen = useModalOpen(CREDENTIALS_MODAL);
  const newMailOpen = useModalOpen(NEW_MAIL_MODAL);
  useEffect(() => {
    // Runs after the closing modal's own effect (children first), focus already returned.
    if (next && !credentialsOpen && !newMailOpen) {
      setNext(null);
      openModal(next);
    }
  }, [next, credentialsOpen, newMailOpen]);
  return (from, to) => {
    closeModal(from);
    setNext(to);
  };
}

/** SPEC 4 "Account e-mail change (two steps)": the address, and the button that starts the change. */
export function MailChange({ language, account }: { language: Language; account: AccountResponse }) {
  const { t } = useTranslation();
  const move = useStepMove();
  const loading = <p aria-busy="true">{t("Common.Loading")}</p>;

  return (
    <Card
      title={t("AccountSecurity.Mail.Title")}
      actions={
        <Button variant="secondary" onClick={() => openModal(CREDENTIALS_MODAL)}>
          {t("AccountSecurity.Mail.Change")}
        </Button>
      }
    >
      <p className="account-security__mail">
        <span>{t("AccountSecurity.Mail.Current", { email: account.mail })}</span>
        {account.mustVerifyMail ? <Badge tone="warning">{t("AccountSecurity.Mail.Unverified")}</Badge> : null}
      </p>
      <Modal id={CREDENTIALS_MODAL} title={t("AccountSecurity.Mail.Step1.Title")}>
        <Suspense fallback={loading}>
          <CredentialsForm
            language={language}
            currentMail={account.mail}
            onVerified={() => move(CREDENTIALS_MODAL, NEW_MAIL_MODAL)}
            onCancel={() => closeModal(CREDENTIALS_MODAL)}
          />
        </Suspense>
      </Modal>
      <Modal id={NEW_MAIL_MODAL} title={t("AccountSecurity.Mail.Step2.Title")}>
        <Suspense fallback={loading}>
          <NewMailForm
            language={language}
            currentMail={account.mail}
            onChanged={(newMail) => {
              closeModal(NEW_MAIL_MODAL);
              showToast({
                type: "info",
                i18n: { content: "AccountSecurity.Mail.Changed", values: { email: newMail } },
                closable: true,
              });
            }}
            onProofExpired={() => move(NEW_MAIL_MODAL, CREDENTIALS_MODAL)}
            onCancel={() => closeModal(NEW_MAIL_MODAL)}
          />
        </Suspense>
      </Modal>
    </Card>
  );
}
