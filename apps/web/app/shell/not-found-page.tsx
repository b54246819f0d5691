import { useTranslation } from "react-i18next";

/** SPEC 2.2 "404 and catch-all". A plain link: "/" is a server redirect, and <Link> costs ~3 KB of JS. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="message-page">
      <h1>{t("NotFound.Title")}</h1>
      <p>{t("NotFound.Text")}</p>
      <p>
        <a href="/">{t("NotFound.HomeLink")}</a>
      </p>
    </section>
  );
}
