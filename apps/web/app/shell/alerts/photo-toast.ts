import { dismissToast, getToasts } from "../../lib/toasts/toast-store";
import { handlerCacheId, INCORRECT_PHOTO } from "./account-toasts";

/**
 * SPEC 4 "Card photo": after a successful upload the photo-problem toast hides (the subscription
 * screen calls this). Dismissed, it is also remembered for TOAST_DISMISS_DAYS, as after a close.
 */
export function hidePhotoProblemToast(accountId: string): void {
  const cacheId = handlerCacheId(accountId, INCORRECT_PHOTO);
  const { current, queue } = getToasts();
  for (const toast of [current, ...queue]) {
    if (toast?.cacheId === cacheId) {
      dismissToast(toast.id);
    }
  }
}
