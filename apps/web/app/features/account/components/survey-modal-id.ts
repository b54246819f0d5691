/** The survey's modal in the shell's modal store (shell/modals). */
export const SURVEY_MODAL_ID = "survey";
