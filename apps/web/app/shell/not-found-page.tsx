import { useTranslation } from "../lib/i18n/use-translation";
import { buttonClass } from "../ui/button";
import { StatusPage } from "../ui/status-page";

/** SPEC 2.2 "404 and catch-all". A plain link: "/" is a server redirect, and <Link> costs ~3 KB of JS. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      illustration="not-found"
      eyebrow={t("NotFound.Eyebrow")}
      title={t("NotFound.Title")}
      actions={
        <a className={buttonClass({ variant: "primary" })} href="/">
          {t("NotFound.HomeLink")}
        </a>
      }
    >
      <p>{t("NotFound.Text")}</p>
    </StatusPage>
  );
}
