import * as z from "zod";
import { DAY_MS, MAX_INFO_ALERTS, MAX_WARNING_ALERTS, TOAST_DISMISS_DAYS } from "./constants.ts";
import { LANGUAGES } from "./languages.ts";

/**
 * SPEC 3 "Alert" and SPEC 9 "Alerts shown at once": the chain's messages to its customers, served by
 * `GET /api/alerts?type=ec` (ec: the customer area, the only type) and shown as toasts.
 */

/**
 * The account types an alert can target (SPEC 6: alerts are filtered by the user's account type).
 * `subscriber`: the customer holds a pass that has not ended; `customer`: any other signed-in
 * customer. An alert with no account type is for everybody.
 */
export const ALERT_ACCOUNT_TYPES = ["subscriber", "customer"] as const;
export type AlertAccountType = (typeof ALERT_ACCOUNT_TYPES)[number];

export function alertAccountTypeOf(customer: { hasPass: boolean }): AlertAccountType {
  return customer.hasPass ? "subscriber" : "customer";
}

/** SPEC 7: every call also carries `language` (the content's language; default: the account's). */
export const AlertsQuerySchema = z
  .object({ type: z.literal("ec"), language: z.enum(LANGUAGES).optional() })
  .strict();

/** One alert, its content already in the request's language (the table holds fr, nl and en). */
export const AlertSchema = z.object({
  id: z.string().max(64),
  content: z.string().max(1_000),
  warning: z.boolean(),
  /** ISO instant of the last edit: an edited alert is shown again even if dismissed (see alertCacheId). */
  updatedAt: z.iso.datetime({ offset: true }),
  accountType: z.enum(ALERT_ACCOUNT_TYPES).nullable(),
});
export type Alert = z.infer<typeof AlertSchema>;

/** The server already applies `selectAlerts`; the bound is only a backstop for the web's parse. */
export const AlertsResponseSchema = z.array(AlertSchema).max(MAX_WARNING_ALERTS + MAX_INFO_ALERTS);
export type AlertsResponse = z.infer<typeof AlertsResponseSchema>;

type Selectable = Pick<Alert, "warning" | "updatedAt" | "accountType">;

/**
 * SPEC 9: keep the alerts for everybody or for `accountType` (null: an anonymous reader, only the
 * alerts for everybody); sort warnings first, then those with an account type, then the newest
 * updatedAt; keep at most MAX_WARNING_ALERTS warnings and MAX_INFO_ALERTS infos, in that order.
 */
export function selectAlerts<T extends Selectable>(
  alerts: readonly T[],
  accountType: AlertAccountType | null,
): T[] {
  const sorted = alerts
    .filter((alert) => alert.accountType === null || alert.accountType === accountType)
    .sort(
      (a, b) =>
        Number(b.warning) - Number(a.warning) ||
        Number(b.accountType !== null) - Number(a.accountType !== null) ||
        Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
    );
  const warnings = sorted.filter((alert) => alert.warning).slice(0, MAX_WARNING_ALERTS);
  const infos = sorted.filter((alert) => !alert.warning).slice(0, MAX_INFO_ALERTS);
  return [...warnings, ...infos];
}

/** The toast's cacheId: the alert and its version, so an edited alert comes back once. */
export function alertCacheId(alert: Pick<Alert, "id" | "updatedAt">): string {
  return `alert:${alert.id}:${Date.parse(alert.updatedAt)}`;
}

/**
 * SPEC 4/9 dismissal memory: a toast with a cacheId dismissed at `dismissedAt` (epoch ms) stays
 * hidden for TOAST_DISMISS_DAYS (7: a weekly reminder, long enough not to nag, short enough that
 * a lasting problem such as an unpaid invoice is seen again). The web's toast store uses the same
 * constant.
 */
export function isDismissalActive(dismissedAt: number | null | undefined, now: number): boolean {
  return (
    typeof dismissedAt === "number" &&
    Number.isFinite(dismissedAt) &&
    dismissedAt > 0 &&
    dismissedAt <= now &&
    now - dismissedAt < TOAST_DISMISS_DAYS * DAY_MS
  );
}
