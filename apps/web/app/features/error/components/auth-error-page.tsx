import type { Language } from "@cinelux/contract/languages";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/routing/paths";

interface AuthErrorPageProps {
  language: Language;
  /** A sign-in failure was stored (SPEC 8): its generic text shows, never the provider's details. */
  signInFailed: boolean;
  onSignInAgain: () => Promise<void>;
}

/** SPEC 2.2 {language}/error: where a failed sign-in lands (the callback's configured error path). */
export function AuthErrorPage({ language, signInFailed, onSignInAgain }: AuthErrorPageProps) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <section className="message-page">
      <h1>{signInFailed ? t("Error.AuthTitle") : t("Error.Title")}</h1>
      <p>{signInFailed ? t("Error.AuthText") : t("Error.Text")}</p>
      <p className="message-page__actions">
        <button
          type="button"
          className="button"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            onSignInAgain().catch((error: unknown) => {
              console.error(error);
              setLeaving(false);
            });
          }}
        >
          {t("Error.SignInAgain")}
        </button>
        <Link to={paths.home(language)}>{t("Error.HomeLink")}</Link>
      </p>
    </section>
  );
}
