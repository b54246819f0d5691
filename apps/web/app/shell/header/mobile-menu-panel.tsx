import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../lib/i18n/use-translation";
import { Modal } from "../modals/modal";
import { closeModal } from "../modals/modal-store";
import { MainMenu } from "./main-menu";
import { MOBILE_MENU_MODAL } from "./mobile-menu-id";

/** The mobile navigation panel: the main menu in a modal dialog, one item a line (mobile-menu.tsx). */
export function MobileMenuPanel({
  language,
  signedIn,
  panelId,
}: {
  language: Language;
  signedIn: boolean;
  panelId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal id={MOBILE_MENU_MODAL} title={t("Header.MenuTitle")} panelId={panelId}>
      <MainMenu
        language={language}
        signedIn={signedIn}
        variant="drawer"
        onNavigate={() => closeModal(MOBILE_MENU_MODAL)}
      />
    </Modal>
  );
}
