import { getToasts, withdrawToast } from "../../lib/toasts/toast-store";
import { handlerCacheId, INCORRECT_PHOTO } from "./account-toasts";

/**
 * SPEC 4 "Card photo": after a successful upload the photo-problem toast hides (the subscription
 * screen calls this). It is withdrawn, not dismissed: the new photo waits for a moderator, and if
 * they refuse it the toast must show again (docs/staff.md "Pass photos"), not stay hidden for
 * TOAST_DISMISS_DAYS as after the customer's own close.
 */
export function hidePhotoProblemToast(accountId: string): void {
  const cacheId = handlerCacheId(accountId, INCORRECT_PHOTO);
  const { current, queue } = getToasts();
  for (const toast of [current, ...queue]) {
    if (toast?.cacheId === cacheId) {
      withdrawToast(toast.id);
    }
  }
}
