import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal } from "../../../shell/modals/modal-store";
import { Button } from "../../../ui";
import { useCancelTicket } from "../api/cancel-ticket";
import { formatMoney, formatSessionDay, formatSessionTime } from "../format";
import { CANCEL_TICKET_MODAL_ID } from "./wallet-modal-ids";

/** Cancel a refundable ticket (SPEC 7 cancel): what is cancelled and what is refunded, then confirm. */
export function CancelTicketModal({ language, ticket }: { language: Language; ticket: Eticket | null }) {
  const { t } = useTranslation();
  return (
    <Modal id={CANCEL_TICKET_MODAL_ID} title={t("WalletPage.CancelTicket.Title")}>
      {ticket ? <CancelTicketForm key={ticket.id} language={language} ticket={ticket} /> : null}
    </Modal>
  );
}

function CancelTicketForm({ language, ticket }: { language: Language; ticket: Eticket }) {
  const { t } = useTranslation();
  const cancel = useCancelTicket(language);
  const { payment } = ticket;

  async function confirm() {
    try {
      await cancel.mutateAsync(ticket);
      showToast({
        type: "info",
        closable: true,
        i18n: { content: "WalletPage.CancelTicket.Done", values: { title: ticket.show.title } },
      });
    } catch {
      // SPEC 8: the 'Code {code}' toast with the server's message (api/ticket-action.ts).
    }
    closeModal(CANCEL_TICKET_MODAL_ID);
  }

  return (
    <div className="wallet-modal__body">
      <p className="wallet-modal__lead">
        {t("WalletPage.CancelTicket.Question", {
          title: ticket.show.title,
          day: formatSessionDay(ticket.session.startDate, language),
          time: formatSessionTime(ticket.session.startDate, language),
        })}
      </p>
      <p>
        {payment.totalAmount > 0
          ? t("WalletPage.CancelTicket.Refund", {
              amount: formatMoney(payment.totalAmount, language),
              means: payment.means,
            })
          : t("WalletPage.CancelTicket.NoCharge")}
      </p>
      <div className="wallet-modal__actions">
        <Button variant="danger" busy={cancel.isPending} onClick={() => void confirm()}>
          {t("WalletPage.CancelTicket.Confirm")}
        </Button>
        <Button variant="secondary" onClick={() => closeModal(CANCEL_TICKET_MODAL_ID)}>
          {t("WalletPage.CancelTicket.Keep")}
        </Button>
      </div>
    </div>
  );
}
