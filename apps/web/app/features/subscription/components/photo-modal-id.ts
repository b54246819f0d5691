/** The card photo's modal in the shell's modal store; `?photo=1` opens it (the blocked-account toast links there). */
export const PHOTO_MODAL_ID = "subscription-photo";
export const PHOTO_QUERY_PARAM = "photo";
