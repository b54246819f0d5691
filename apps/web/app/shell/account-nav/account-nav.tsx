import type { Flags } from "@cinelux/contract/flags";
import type { Language } from "@cinelux/contract/languages";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n/use-translation";
import { paths } from "../../lib/routing/paths";
import { type AccountNavItem, visibleAccountNavItems } from "./account-nav-items";

function NavList({ items, language }: { items: AccountNavItem[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <ul className="account-nav__list">
      {items.map((item) => (
        <li key={item.key}>
          <NavLink className="account-nav__link" to={paths[item.key](language)} end>
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The customer area's navigation (every registered screen): a sidebar from the desktop width up;
 * on a phone a "My account" disclosure naming the current screen, so nothing scrolls sideways and
 * the list is one tap away. The current link carries aria-current="page" (NavLink).
 */
export function AccountNav({ language, flags }: { language: Language; flags: Flags }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = visibleAccountNavItems(flags);
  const current = items.find((item) => paths[item.key](language) === pathname);
  return (
    <nav className="account-nav" aria-label={t("AccountNav.Label")}>
      <p className="account-nav__title">{t("AccountNav.Label")}</p>
      <div className="account-nav__wide">
        <NavList items={items} language={language} />
      </div>
      {/* Keyed by page: a navigation closes the disclosure. */}
      <details className="account-nav__narrow" key={pathname}>
        <summary className="account-nav__summary">
          {t("AccountNav.Label")}
          {current ? <span className="account-nav__current">{t(current.labelKey)}</span> : null}
        </summary>
        <NavList items={items} language={language} />
      </details>
    </nav>
  );
}
