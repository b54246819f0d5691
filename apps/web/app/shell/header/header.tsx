import type { Language } from "@cinelux/contract/languages";
import { useCatalogUrl } from "../../lib/catalog/use-catalog-url";
import { useTranslation } from "../../lib/i18n/use-translation";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { BrandLogo } from "./brand-logo";
import { HeaderSide } from "./header-side";
import { MainMenu } from "./main-menu";
import { MobileMenu } from "./mobile-menu";
import { useStickyHeader } from "./use-sticky-header";

interface HeaderProps {
  language: Language;
  signedIn: boolean;
  /** Per-route options (route handle); `disabled` is handled by the layout. */
  options?: RouteHandle["header"];
}

/** SPEC 2.1 header: logo, main menu, side area; sticky on desktop while scrolling up (SPEC 4). */
export function Header({ language, signedIn, options }: HeaderProps) {
  const { t } = useTranslation();
  const catalog = useCatalogUrl(language);
  const { sticky, visible } = useStickyHeader();
  const classes = [
    "header",
    options?.modifier ? `header--${options.modifier}` : "",
    sticky ? "header--sticky" : "",
    sticky && !visible ? "header--hidden" : "",
  ];
  return (
    <header className={classes.filter(Boolean).join(" ")}>
      <a className="header__logo" href={catalog({ page: "Home" })} aria-label={t("Header.Home")}>
        <BrandLogo />
      </a>
      {options?.navHidden ? null : (
        <MainMenu language={language} signedIn={signedIn} mobileHidden={options?.mobileNav === "hidden"} />
      )}
      <HeaderSide language={language} signedIn={signedIn} />
      {options?.navHidden || options?.mobileNav === "hidden" ? null : (
        <MobileMenu language={language} signedIn={signedIn} />
      )}
    </header>
  );
}
