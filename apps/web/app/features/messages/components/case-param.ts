/** `?case={id}` opens a case's conversation: a link the customer can keep, and Back returns to the list. */
export const CASE_PARAM = "case";
