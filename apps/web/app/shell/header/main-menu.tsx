import { CLUB_FLAG, MORE_FROM_FLAG } from "@cinelux/contract/flags";
import type { Language } from "@cinelux/contract/languages";
import { Link, NavLink } from "react-router";
import { useCatalogUrl } from "../../lib/catalog/use-catalog-url";
import { useTranslation } from "../../lib/i18n/use-translation";
import { paths } from "../../lib/routing/paths";
import { useSettings } from "../../lib/settings/use-settings";
import { ClubPromoImage, PassImage } from "../icons";
import { WalletCount } from "../signed-in/signed-in";

interface MainMenuProps {
  language: Language;
  signedIn: boolean;
  /** Route option: the nav hides on mobile widths. */
  mobileHidden?: boolean;
  /**
   * `bar` (default): the header's row, shown from the desktop width up (CSS). `drawer`: the same
   * menu in the mobile navigation panel (mobile-menu.tsx), one item a line.
   */
  variant?: "bar" | "drawer";
  /** Called when a link is followed (the mobile panel closes). */
  onNavigate?: () => void;
}

/** SPEC 2.1 main menu: catalog pages are plain links, customer routes client-side links. */
export function MainMenu({ language, signedIn, mobileHidden, variant = "bar", onNavigate }: MainMenuProps) {
  const { t } = useTranslation();
  const { flags, domain } = useSettings();
  const catalog = useCatalogUrl(language);

  const classes = ["main-menu", `main-menu--${variant}`, mobileHidden ? "main-menu--mobile-hidden" : ""];
  return (
    <nav className={classes.filter(Boolean).join(" ")} aria-label={t("Header.MainMenu")}>
      <ul className="main-menu__list">
        <li>
          <a className="main-menu__link" onClick={onNavigate} href={catalog({ page: "Movies" })}>
            {t("Header.Movies")}
          </a>
        </li>
        <li>
          <a className="main-menu__link" onClick={onNavigate} href={catalog({ page: "Cinemas" })}>
            {t("Header.Cinemas")}
          </a>
        </li>
        {flags[CLUB_FLAG] ? (
          <li>
            <a className="main-menu__link" onClick={onNavigate} href={catalog({ page: "ClubCinelux" })}>
              <ClubPromoImage />
              {t("Header.Club")}
            </a>
          </li>
        ) : null}
        {flags.offersMenuDisplayed ? (
          <li>
            <a className="main-menu__link" onClick={onNavigate} href={catalog({ page: "Offers" })}>
              {t("Header.Offers")}
            </a>
          </li>
        ) : null}
        <li>
          <NavLink className="main-menu__link" onClick={onNavigate} to={paths.tickets(language)}>
            {t("Header.Wallet")}
            {signedIn ? <WalletCount language={language} /> : null}
          </NavLink>
        </li>
        <li>
          {/* Decision 007: `/{language}` is the customer's home only when signed in; for anyone else
              it is the catalog home, where "Profile" is no current page. */}
          {signedIn ? (
            <NavLink className="main-menu__link" onClick={onNavigate} to={paths.home(language)} end>
              {t("Header.Profile")}
            </NavLink>
          ) : (
            <Link className="main-menu__link" onClick={onNavigate} to={paths.home(language)}>
              {t("Header.Profile")}
            </Link>
          )}
        </li>
        {flags.subscriptionEnabled ? (
          <li>
            <a className="main-menu__link" onClick={onNavigate} href={catalog({ page: "Subscription" })}>
              {domain === "fr" ? <PassImage /> : null}
              {t("Header.Subscription")}
            </a>
          </li>
        ) : null}
        {flags[MORE_FROM_FLAG] ? (
          <li>
            <a className="main-menu__link" onClick={onNavigate} href={catalog({ page: "Experiences" })}>
              {t("Header.MoreFrom")}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
