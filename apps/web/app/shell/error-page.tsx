import { useTranslation } from "react-i18next";
import { PageTitle } from "./page-title";

/** Any unexpected failure: 5xx never show internals (STYLE.md "Errors"). */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="message-page">
      <PageTitle titleKey="Title.Error" />
      <h1>{t("Error.Title")}</h1>
      <p>{t("Error.Text")}</p>
    </section>
  );
}
