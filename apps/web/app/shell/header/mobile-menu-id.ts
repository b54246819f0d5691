/** The mobile menu panel's id in the modal system. */
export const MOBILE_MENU_MODAL = "menu";
