import { useTranslation } from "../lib/i18n/use-translation";
import { Button, buttonClass } from "../ui/button";
import { StatusPage } from "../ui/status-page";

/** Any unexpected failure: 5xx never show internals (STYLE.md "Errors"). Try again, or go home. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      illustration="error"
      eyebrow={t("Error.Eyebrow")}
      title={t("Error.Title")}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t("Error.Retry")}</Button>
          <a className={buttonClass({ variant: "secondary" })} href="/">
            {t("NotFound.HomeLink")}
          </a>
        </>
      }
    >
      <p>{t("Error.Text")}</p>
    </StatusPage>
  );
}
