import type { Language } from "@cinelux/contract/languages";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { Button, ButtonLink, StatusPage } from "../../../ui";

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
    <StatusPage
      illustration="error"
      eyebrow={signInFailed ? undefined : t("Error.Eyebrow")}
      title={signInFailed ? t("Error.AuthTitle") : t("Error.Title")}
      actions={
        <>
          <Button
            busy={leaving}
            onClick={() => {
              setLeaving(true);
              onSignInAgain().catch((error: unknown) => {
                console.error(error);
                setLeaving(false);
              });
            }}
          >
            {t("Error.SignInAgain")}
          </Button>
          <ButtonLink variant="secondary" to={paths.home(language)}>
            {t("Error.HomeLink")}
          </ButtonLink>
        </>
      }
    >
      <p>{signInFailed ? t("Error.AuthText") : t("Error.Text")}</p>
    </StatusPage>
  );
}
