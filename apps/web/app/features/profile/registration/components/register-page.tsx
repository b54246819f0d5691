import { useTranslation } from "../../../../lib/i18n/use-translation";
import { RegisterForm, type RegisterFormProps } from "./register-form";

/** SPEC 2.2 {language}/register: the customer finishes the profile the provider's sign-up started. */
export function RegisterPage(props: RegisterFormProps) {
  const { t } = useTranslation();
  return (
    <section className="register">
      <h1>{t("Register.Title")}</h1>
      <p>{t("Register.Intro", { email: props.account.mail })}</p>
      <RegisterForm {...props} />
    </section>
  );
}
