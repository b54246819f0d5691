import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "../../ui";
import { useTranslation } from "../i18n/use-translation";
import "./embedded.css";
import { signalHost } from "../webview/host-signals";
import { signOutOfWebview } from "./webview-sign-out";

/**
 * Above every m/ page (the app hides the site's header): close the page (`close`) or sign out
 * (`logout`, SPEC 1). After a sign-out the page checks again and shows the error page, since the
 * cookie is gone, until the app closes it or signs in again.
 */
export function EmbeddedBar() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="embedded-bar">
      <Button
        variant="ghost"
        size="sm"
        busy={leaving}
        onClick={() => {
          setLeaving(true);
          signOutOfWebview()
            .then(() => revalidator.revalidate())
            .catch((error: unknown) => console.error(error))
            .finally(() => setLeaving(false));
        }}
      >
        {t("Auth.SignOut")}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void signalHost("close")}>
        {t("Embedded.Close")}
      </Button>
    </div>
  );
}
