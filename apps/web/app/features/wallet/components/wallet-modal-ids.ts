/** The wallet screen's modals in the shell's modal store (one of each, filled with the item it acts on). */
export const CODE_MODAL_ID = "wallet-code";
export const RESEND_MODAL_ID = "wallet-resend";
export const CANCEL_TICKET_MODAL_ID = "wallet-cancel-ticket";
export const ADD_MODAL_ID = "wallet-add";
export const OFFER_MODAL_ID = "wallet-offer";
export const CARD_ACTION_MODAL_ID = "wallet-card-action";
