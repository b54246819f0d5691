/** The plan change's modal in the shell's modal store. */
export const PLAN_CHANGE_MODAL_ID = "subscription-plan-change";
