import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getAccountQueryOptions } from "../../lib/account/get-account";
import { GlobeIcon, PersonIcon } from "../icons";
import { openModal } from "../modals/modal-store";

/** SPEC 2.1 side area: the account picture or initial (signed in only) and the language switch. */
export function HeaderSide({ language, signedIn }: { language: Language; signedIn: boolean }) {
  const { t } = useTranslation();
  const account = useQuery({ ...getAccountQueryOptions(language), enabled: signedIn });
  const picture = account.data?.picture;
  const initials = account.data?.pictureFallback;
  return (
    <div className="header__side">
      {signedIn ? (
        <button
          type="button"
          className="header__account"
          aria-haspopup="dialog"
          onClick={() => openModal("account")}
        >
          {picture ? (
            <img className="header__picture" src={picture} alt="" width="36" height="36" />
          ) : initials ? (
            <span className="header__initials" aria-hidden="true">
              {initials}
            </span>
          ) : (
            <PersonIcon />
          )}
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
