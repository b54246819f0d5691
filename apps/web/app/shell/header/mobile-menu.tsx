import type { Language } from "@cinelux/contract/languages";
import { lazy, useId } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { MenuIcon } from "../icons";
import { openModal, useModalOpen } from "../modals/modal-store";
import { OnDemandModal } from "../modals/on-demand";
import { MOBILE_MENU_MODAL } from "./mobile-menu-id";

export { MOBILE_MENU_MODAL } from "./mobile-menu-id";

// The panel (and the modal system) load when the menu first opens, not with the page's initial
// JavaScript.
const MobileMenuPanel = lazy(() =>
  import("./mobile-menu-panel").then((module) => ({ default: module.MobileMenuPanel })),
);

/**
 * Below the desktop width the main menu lives in a panel (docs/shell.md "Header"): the menu button
 * says whether it is open (aria-expanded), the panel is a modal dialog of the shell's modal system
 * (focus moves in, Tab stays inside, Escape closes and focus returns to the button), and following
 * a link closes it. The button itself is hidden by CSS from the desktop width up. The panel is
 * rendered from its first opening on; until then `aria-controls` names a panel not yet there,
 * which ARIA allows while `aria-expanded` is false.
 */
export function MobileMenu({ language, signedIn }: { language: Language; signedIn: boolean }) {
  const { t } = useTranslation();
  const open = useModalOpen(MOBILE_MENU_MODAL);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="header__menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => openModal(MOBILE_MENU_MODAL)}
      >
        <MenuIcon />
        <span>{t("Header.MenuButton")}</span>
      </button>
      <OnDemandModal id={MOBILE_MENU_MODAL}>
        <MobileMenuPanel language={language} signedIn={signedIn} panelId={panelId} />
      </OnDemandModal>
    </>
  );
}
