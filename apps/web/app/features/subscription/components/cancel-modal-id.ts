/** The cancellation's modal in the shell's modal store. */
export const CANCEL_MODAL_ID = "subscription-cancel";
