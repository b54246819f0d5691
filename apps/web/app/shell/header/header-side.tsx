import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../lib/i18n/use-translation";
import { GlobeIcon } from "../icons";
import { openModal } from "../modals/modal-store";
import { AccountPicture } from "../signed-in/signed-in";

/** SPEC 2.1 side area: the account picture or initial (signed in only) and the language switch. */
export function HeaderSide({ language, signedIn }: { language: Language; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="header__side">
      {signedIn ? (
        <button
          type="button"
          className="header__account"
          aria-haspopup="dialog"
          onClick={() => openModal("account")}
        >
          <AccountPicture language={language} />
          <span className="visually-hidden">{t("Header.Account")}</span>
        </button>
      ) : null}
      <button
        type="button"
        className="header__language"
        aria-haspopup="dialog"
        onClick={() => openModal("language")}
      >
        <GlobeIcon />
        <span aria-hidden="true">{language.toUpperCase()}</span>
        <span className="visually-hidden">
          {t("Header.Language", { language: t(`Language.${language}`) })}
        </span>
      </button>
    </div>
  );
}
