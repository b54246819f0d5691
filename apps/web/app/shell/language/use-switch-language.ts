import type { Language } from "@cinelux/contract/languages";
import { useLocation, useMatches, useNavigate } from "react-router";
import { alternatePath } from "../../lib/catalog/alternate-paths";
import { switchLanguagePath } from "../../lib/domain/switch-language";
import { ensureLanguage } from "../../lib/i18n/client-i18n";

/**
 * SPEC 2.2 / 4: a new language rewrites the first path segment (path rest and query kept) and the
 * texts follow. A page with translated paths (a catalog page: `/fr/films/x` -> `/en/movies/x`)
 * names its own path in each language (lib/catalog/alternate-paths.ts); the query and hash are kept
 * there too.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const navigate = useNavigate();
  const matches = useMatches();
  const { pathname, search, hash } = useLocation();
  return (language) => {
    ensureLanguage(language).catch((error: unknown) => console.error(error));
    const translated = alternatePath(matches, language);
    void navigate(
      translated
        ? `${translated}${search}${hash}`
        : switchLanguagePath(`${pathname}${search}${hash}`, language),
    );
  };
}
