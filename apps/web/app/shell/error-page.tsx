import { useTranslation } from "react-i18next";

/** Any unexpected failure: 5xx never show internals (STYLE.md "Errors"). */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="message-page">
      <h1>{t("Error.Title")}</h1>
      <p>{t("Error.Text")}</p>
    </section>
  );
}
