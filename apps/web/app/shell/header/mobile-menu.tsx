import type { Language } from "@cinelux/contract/languages";
import { useId } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { MenuIcon } from "../icons";
import { Modal } from "../modals/modal";
import { closeModal, openModal, useModalOpen } from "../modals/modal-store";
import { MainMenu } from "./main-menu";

export const MOBILE_MENU_MODAL = "menu";

/**
 * Below the desktop width the main menu lives in a panel (docs/shell.md "Header"): the menu button
 * says whether it is open (aria-expanded), the panel is a modal dialog of the shell's modal system
 * (focus moves in, Tab stays inside, Escape closes and focus returns to the button), and following
 * a link closes it. The button itself is hidden by CSS from the desktop width up.
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
      <Modal id={MOBILE_MENU_MODAL} title={t("Header.MenuTitle")} panelId={panelId}>
        <MainMenu
          language={language}
          signedIn={signedIn}
          variant="drawer"
          onNavigate={() => closeModal(MOBILE_MENU_MODAL)}
        />
      </Modal>
    </>
  );
}
