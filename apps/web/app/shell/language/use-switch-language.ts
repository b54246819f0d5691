import type { Language } from "@cinelux/contract/languages";
import { useLocation, useNavigate } from "react-router";
import { ensureLanguage } from "../../lib/i18n/client-i18n";
import { switchLanguagePath } from "../../lib/i18n/switch-language";

/** SPEC 2.2 / 4: a new language rewrites the first path segment (path rest and query kept) and the texts follow. */
export function useSwitchLanguage(): (language: Language) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (language) => {
    ensureLanguage(language).catch((error: unknown) => console.error(error));
    void navigate(switchLanguagePath(`${pathname}${search}${hash}`, language));
  };
}
