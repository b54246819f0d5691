import type { Language } from "@cinelux/contract/languages";
import { useState } from "react";
import { signOut } from "../lib/account/sign-out";
import { useTranslation } from "../lib/i18n/use-translation";

/** SPEC 4 "Logout": returns to the configured URL in the current language. */
export function SignOutButton({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      className="button"
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        signOut(language).catch((error: unknown) => {
          console.error(error);
          setLeaving(false);
        });
      }}
    >
      {t("Auth.SignOut")}
    </button>
  );
}
