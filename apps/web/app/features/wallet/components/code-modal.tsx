import { useTranslation } from "../../../lib/i18n/use-translation";
import { Modal } from "../../../shell/modals/modal";
import { closeModal } from "../../../shell/modals/modal-store";
import { Button, QrCode } from "../../../ui";
import { useWakeLock } from "./use-wake-lock";
import { CODE_MODAL_ID } from "./wallet-modal-ids";

/** The item whose code is shown full screen. */
export interface CodeTarget {
  /** What the item is ("Metropolis", "Carte 20 places"): the dialog's name. */
  title: string;
  code: string;
  /** What is printed under the code (a booking number, a card number). */
  caption: string;
}

/**
 * The code at the cinema's entrance (docs/wallet.md "Tickets"): full screen, black on white, as large as the screen
 * allows, the screen kept awake (use-wake-lock.ts). The shell's modal: focus inside and trapped,
 * Escape or the buttons close it, focus back on the button that opened it.
 */
export function CodeModal({ target }: { target: CodeTarget | null }) {
  const { t } = useTranslation();
  return (
    <Modal id={CODE_MODAL_ID} title={target?.title ?? t("WalletPage.Code.Title")}>
      {target ? <CodeView target={target} /> : null}
    </Modal>
  );
}

function CodeView({ target }: { target: CodeTarget }) {
  const { t } = useTranslation();
  useWakeLock(true);
  return (
    <div className="wallet-code">
      <QrCode
        code={target.code}
        className="wallet-code__qr"
        label={t("WalletPage.Code.QrLabel", { name: target.title })}
      />
      <p className="wallet-code__caption">{target.caption}</p>
      <p className="wallet-code__hint">{t("WalletPage.Code.Hint")}</p>
      <Button variant="secondary" onClick={() => closeModal(CODE_MODAL_ID)}>
        {t("WalletPage.Code.Close")}
      </Button>
    </div>
  );
}
