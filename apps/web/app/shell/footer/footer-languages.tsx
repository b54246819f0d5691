import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../lib/i18n/use-translation";
import { useSettings } from "../../lib/settings/use-settings";
import { useSwitchLanguage } from "../language/use-switch-language";

/** SPEC 2.1: two-letter uppercase buttons for the domain's languages; they switch like the modal. */
export function FooterLanguages({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { languages } = useSettings();
  const switchLanguage = useSwitchLanguage();
  return (
    <fieldset className="footer-languages">
      <legend className="visually-hidden">{t("Footer.Languages")}</legend>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          className="footer-languages__button"
          lang={option}
          // The visible code stays part of the name (WCAG 2.5.3): "Français, FR".
          aria-label={`${t(`Language.${option}`)}, ${option.toUpperCase()}`}
          aria-pressed={option === language}
          onClick={() => {
            if (option !== language) {
              switchLanguage(option);
            }
          }}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
