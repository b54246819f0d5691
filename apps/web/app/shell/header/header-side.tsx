import type { Language } from "@cinelux/contract/languages";
import { useAuthState } from "../../lib/auth/use-auth-state";
import { useTranslation } from "../../lib/i18n/use-translation";
import { GlobeIcon, PersonIcon } from "../icons";
import { openModal } from "../modals/modal-store";
import { AccountPicture } from "../signed-in/signed-in";

/**
 * Decision 007: an anonymous visitor on a public page (the catalog home at `/{language}`)
 * is one click from signing in. The identity client loads on the click, not with the page; the
 * provider brings the customer back to this page (the customer home when it is `/{language}`).
 */
function SignInButton({ language }: { language: Language }) {
  const { t } = useTranslation();
  const signIn = async () => {
    const [{ signIn: leave }, { signInRequest }] = await Promise.all([
      import("../../lib/auth/sign-in"),
      import("../../lib/auth/guards"),
    ]);
    await leave(signInRequest(new URL(window.location.href), language));
  };
  return (
    <button type="button" className="header__sign-in" onClick={() => void signIn()}>
      <PersonIcon />
      {/* Narrow phones keep the icon only; the words stay the button's name (header.css). */}
      <span className="header__sign-in-label">{t("Header.SignIn")}</span>
    </button>
  );
}

/**
 * SPEC 2.1 side area: the account picture or initial (signed in only), "Sign in" once the page
 * knows nobody is (never while it still checks, so a customer never sees it flash), and the
 * language switch.
 */
export function HeaderSide({ language, signedIn }: { language: Language; signedIn: boolean }) {
  const { t } = useTranslation();
  const anonymous = useAuthState().status === "anonymous";
  return (
    <div className="header__side">
      {anonymous ? <SignInButton language={language} /> : null}
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
