import type { AccountResponse } from "@cinelux/contract/account";
import { alertCacheId, selectAlerts } from "@cinelux/contract/alert-rules";
import type { Alert } from "@cinelux/contract/alerts";
import { MAX_HANDLER_INFO_TOASTS } from "@cinelux/contract/constants";
import type { Language } from "@cinelux/contract/languages";
import { isPassType } from "@cinelux/contract/passes";
import type { PassCard } from "@cinelux/contract/subscription";
import { type PassStatus, passStatusOf } from "@cinelux/contract/subscription-rules";
import { paths, unpaidInvoicesHref } from "../../lib/routing/paths";
import type { ToastInput } from "../../lib/toasts/toast-state";

/**
 * SPEC 4 "Alerts and blocked accounts", SPEC 9: which toasts a signed-in customer gets once per
 * session. Pure: the component (account-alerts.tsx) fetches, this decides.
 */

/** The account fields the handlers read (GET /api/accounts/me). */
export type AccountForToasts = Pick<AccountResponse, "id" | "status" | "blockedReason"> & {
  photoStatus?: AccountResponse["photoStatus"];
};
/** The card fields the handlers read (GET /api/accounts/me/cards). */
export type CardForToasts = Pick<PassCard, "type" | "subscriptionStatus">;

/** The blocked reason whose toast opens the photo upload (SPEC 4). */
export const INCORRECT_PHOTO = "incorrect_photo";

/** The handler toasts' cacheIds: per account, so a second customer on the same browser sees theirs. */
export function handlerCacheId(
  accountId: string,
  kind: "unpaid" | "blocked" | typeof INCORRECT_PHOTO,
): string {
  return `account:${accountId}:${kind}`;
}

/** The subscription screen with its photo modal open (helper D1's screen reads `photo=1`). */
export function photoUploadHref(language: Language): string {
  return `${paths.subscription(language)}?photo=1`;
}

/**
 * The pass statuses the account shows: the account's own status (GET /api/accounts/me says
 * "blocked" for a blocked account) and its pass cards' (SPEC 4 mapping, `passStatusOf`). The
 * account's status does not say "unpaid" (an unpaid subscription leaves the account active), so
 * the cards are the signal for that one; cards of other types (prepaid, the account card) are not
 * a pass and are left out.
 */
export function passStatusesOf(account: AccountForToasts, cards: readonly CardForToasts[]): Set<PassStatus> {
  const statuses = new Set<PassStatus>();
  // An account status is not a pass status: only the two SPEC 4 raises are read from it.
  const own = passStatusOf(account.status);
  if (own === "blocked" || own === "unpaid") {
    statuses.add(own);
  }
  for (const card of cards) {
    if (isPassType(card.type)) {
      statuses.add(passStatusOf(card.subscriptionStatus));
    }
  }
  return statuses;
}

/**
 * SPEC 4 handlers: a blocked account raises the incorrect_photo toast (call to action: the photo
 * upload) or the generic blocked one; an unpaid subscription raises the unpaid toast (call to
 * action "Pay now": the subscription screen's unpaid invoices, each with its "Pay now"). The blocked one comes first: it stops the pass
 * at the cinema. SPEC 9: at most MAX_HANDLER_INFO_TOASTS, all info toasts. Like the chain's
 * alerts they are `fromAlert`: the answer to something the customer does shows before them.
 */
export function handlerToastsOf(
  account: AccountForToasts,
  cards: readonly CardForToasts[],
  language: Language,
): ToastInput[] {
  const statuses = passStatusesOf(account, cards);
  const toasts: ToastInput[] = [];
  // A new photo under review (photoStatus PENDING) is the answer to the incorrect_photo toast: it
  // shows again only if a moderator refuses the photo (docs/staff.md "Pass photos").
  const photoUnderReview = account.blockedReason === INCORRECT_PHOTO && account.photoStatus === "PENDING";
  if (statuses.has("blocked") && !photoUnderReview) {
    toasts.push(
      account.blockedReason === INCORRECT_PHOTO
        ? {
            type: "info",
            i18n: { title: "Toast.IncorrectPhoto.Title", content: "Toast.IncorrectPhoto.Content" },
            closable: true,
            fromAlert: true,
            cta: { label: "Toast.IncorrectPhoto.Cta", href: photoUploadHref(language) },
            cacheId: handlerCacheId(account.id, INCORRECT_PHOTO),
          }
        : {
            type: "info",
            i18n: { title: "Toast.AccountBlocked.Title", content: "Toast.AccountBlocked.Content" },
            closable: true,
            fromAlert: true,
            cta: { label: "Toast.AccountBlocked.Cta", href: paths.subscription(language) },
            cacheId: handlerCacheId(account.id, "blocked"),
          },
    );
  }
  if (statuses.has("unpaid")) {
    toasts.push({
      type: "info",
      i18n: { title: "Toast.SubscriptionUnpaid.Title", content: "Toast.SubscriptionUnpaid.Content" },
      closable: true,
      fromAlert: true,
      cta: { label: "Toast.SubscriptionUnpaid.Cta", href: unpaidInvoicesHref(language) },
      cacheId: handlerCacheId(account.id, "unpaid"),
    });
  }
  return toasts.slice(0, MAX_HANDLER_INFO_TOASTS);
}

/**
 * The chain's alerts as toasts (SPEC 3 Alert, SPEC 9): the server filtered them by the customer's
 * account type, so the only account type among them is the customer's; `selectAlerts` keeps the
 * sort (warnings, then targeted, then newest) and the bounds (1 warning, 2 infos) on this side too.
 * A warning shows in the error style, an info in the info style; each is dismissible and
 * remembered by `alertCacheId` (an edited alert comes back once).
 */
export function alertToastsOf(alerts: readonly Alert[]): ToastInput[] {
  const accountType = alerts.find((alert) => alert.accountType !== null)?.accountType ?? null;
  return selectAlerts(alerts, accountType).map((alert) => ({
    type: alert.warning ? "error" : "info",
    content: alert.content,
    closable: true,
    cacheId: alertCacheId(alert),
    fromAlert: true,
  }));
}

/**
 * The session's toasts in the order they show (one at a time, SPEC 2.1): the account's own
 * problems first (they stop the pass at the cinema and need the customer to act), then the chain's
 * alerts in `selectAlerts` order (its warning, then its infos).
 */
export function sessionToastsOf(
  alertToasts: readonly ToastInput[],
  handlerToasts: readonly ToastInput[],
): ToastInput[] {
  return [...handlerToasts, ...alertToasts];
}
