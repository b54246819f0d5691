import { useState } from "react";
import { Button, StatusPage } from "../../ui";
import { useTranslation } from "../i18n/use-translation";
import { signalHost } from "../webview/host-signals";
import { useWebviewRenewal } from "../webview/use-webview-renewal";
import type { WebviewFailureReason } from "./webview-failure";

/**
 * SPEC 2.2 webview mode, SPEC 8: the error route's page, drawn in place of an m/ page whose
 * customer could not be signed in from the app's cookie. The URL stays; the app is asked for a
 * new sign-in (refresh-login) or to close, and the page reloads when a new cookie arrives.
 */
export function WebviewErrorPage({ reason }: { reason: WebviewFailureReason }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  useWebviewRenewal();
  return (
    <StatusPage
      illustration="error"
      title={t("Embedded.ErrorTitle")}
      actions={
        <>
          <Button
            onClick={() => {
              // Not busy while waiting: asking again is harmless, and an app that missed the first
              // signal must not leave the button stuck.
              setAsked(true);
              void signalHost("refresh-login");
            }}
          >
            {t("Error.SignInAgain")}
          </Button>
          <Button variant="secondary" onClick={() => void signalHost("close")}>
            {t("Embedded.Close")}
          </Button>
        </>
      }
    >
      <p>{reason === "not-registered" ? t("Embedded.NotRegisteredText") : t("Embedded.ErrorText")}</p>
      {asked ? <p role="status">{t("Embedded.Waiting")}</p> : null}
    </StatusPage>
  );
}
