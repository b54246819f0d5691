import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../lib/i18n/use-translation";
import { useSettings } from "../../lib/settings/use-settings";
import { useSwitchLanguage } from "../language/use-switch-language";
import { Modal } from "./modal";
import { closeModal } from "./modal-store";

/** SPEC 4: choosing a language switches to it and closes the modal. */
export function LanguageModal({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { languages } = useSettings();
  const switchLanguage = useSwitchLanguage();
  return (
    <Modal id="language" title={t("Modal.Language.Title")}>
      <ul className="modal-menu">
        {languages.map((option) => (
          <li key={option}>
            <button
              type="button"
              className="modal-menu__item"
              lang={option}
              aria-pressed={option === language}
              onClick={() => {
                closeModal("language");
                switchLanguage(option);
              }}
            >
              {t(`Language.${option}`)}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
