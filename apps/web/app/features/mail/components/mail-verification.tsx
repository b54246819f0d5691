import type { Language } from "@cinelux/contract/languages";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api/api-error";
import { reportApiError } from "../../../lib/api/error-toast";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { showToast } from "../../../lib/toasts/toast-store";
import { useSendVerificationMail } from "../api/send-verification-mail";

interface MailVerificationProps {
  language: Language;
  mail: string;
  mustVerifyMail: boolean;
}

/**
 * SPEC 2.2 {language}/mail: a customer whose address is not verified yet is told to check the
 * inbox and may ask for the mail again; one already verified is told so.
 */
export function MailVerification({ language, mail, mustVerifyMail }: MailVerificationProps) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState(!mustVerifyMail);
  const resend = useSendVerificationMail(language);

  function onResend() {
    resend.mutate(undefined, {
      onSuccess: () => showToast({ type: "info", i18n: { content: "Mail.Sent" } }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setVerified(true);
        } else if (error instanceof ApiError && error.status === 429) {
          reportApiError(error, "server-message");
        } else {
          reportApiError(error, "default");
        }
      },
    });
  }

  if (verified) {
    return (
      <section className="message-page">
        <h1>{t("Mail.Title")}</h1>
        <p role="status">{t("Mail.AlreadyVerified", { email: mail })}</p>
        <p>
          <Link to={paths.home(language)}>{t("Mail.HomeLink")}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="message-page">
      <h1>{t("Mail.Title")}</h1>
      <p>{t("Mail.Text", { email: mail })}</p>
      <p>{t("Mail.CheckInbox")}</p>
      <button type="button" className="button" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? t("Mail.Resending") : t("Mail.Resend")}
      </button>
    </section>
  );
}
