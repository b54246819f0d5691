import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import type { WalletCard } from "@cinelux/contract/wallet";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { openModal } from "../../../shell/modals/modal-store";
import { CancelTicketModal } from "./cancel-ticket-modal";
import { type CardAction, CardActionModal } from "./card-action-modal";
import { CodeModal, type CodeTarget } from "./code-modal";
import { OfferModal } from "./offer-modal";
import { ResendModal } from "./resend-modal";
import {
  CANCEL_TICKET_MODAL_ID,
  CARD_ACTION_MODAL_ID,
  CODE_MODAL_ID,
  OFFER_MODAL_ID,
  RESEND_MODAL_ID,
} from "./wallet-modal-ids";

/** What an item of the screen can ask for: each opens one of the screen's modals on that item. */
export interface WalletActions {
  showCode(target: CodeTarget): void;
  resend(ticket: Eticket): void;
  cancelTicket(ticket: Eticket): void;
  offer(card: WalletCard): void;
  cardAction(action: CardAction): void;
}

const WalletActionsContext = createContext<WalletActions | null>(null);

export function useWalletActions(): WalletActions {
  const actions = useContext(WalletActionsContext);
  if (!actions) {
    throw new Error("useWalletActions is used outside <WalletActionsProvider>.");
  }
  return actions;
}

/** One modal of each kind for the whole screen, filled with the item it was opened on. */
export function WalletActionsProvider({ language, children }: { language: Language; children: ReactNode }) {
  const [code, setCode] = useState<CodeTarget | null>(null);
  const [resendTicket, setResendTicket] = useState<Eticket | null>(null);
  const [cancelledTicket, setCancelledTicket] = useState<Eticket | null>(null);
  const [offered, setOffered] = useState<WalletCard | null>(null);
  const [action, setAction] = useState<CardAction | null>(null);

  const actions = useMemo<WalletActions>(
    () => ({
      showCode(target) {
        setCode(target);
        openModal(CODE_MODAL_ID);
      },
      resend(ticket) {
        setResendTicket(ticket);
        openModal(RESEND_MODAL_ID);
      },
      cancelTicket(ticket) {
        setCancelledTicket(ticket);
        openModal(CANCEL_TICKET_MODAL_ID);
      },
      offer(card) {
        setOffered(card);
        openModal(OFFER_MODAL_ID);
      },
      cardAction(next) {
        setAction(next);
        openModal(CARD_ACTION_MODAL_ID);
      },
    }),
    [],
  );

  return (
    <WalletActionsContext.Provider value={actions}>
      {children}
      <CodeModal target={code} />
      <ResendModal language={language} ticket={resendTicket} />
      <CancelTicketModal language={language} ticket={cancelledTicket} />
      <OfferModal language={language} card={offered} />
      <CardActionModal language={language} action={action} />
    </WalletActionsContext.Provider>
  );
}
