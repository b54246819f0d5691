import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../shell/page-title";

/** SPEC 2.2 {language}/register: the customer finishes the profile the provider's sign-up started. */
export function RegisterIntro({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <section className="register">
      <PageTitle titleKey="Title.Register" />
      <h1>{t("Register.Title")}</h1>
      <p>{t("Register.Intro", { email })}</p>
    </section>
  );
}
