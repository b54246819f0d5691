import type { Language } from "@cinelux/contract/languages";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { signOut } from "../lib/auth/sign-out";

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
