import { DAY_MS, MAX_INFO_ALERTS, MAX_WARNING_ALERTS, TOAST_DISMISS_DAYS } from "./constants.ts";

/**
 * SPEC 3 "Alert", SPEC 9 "Alerts shown at once": the alerts' pure rules, without zod (the schemas
 * are in alerts.ts), so code on every page of the web (its shell) may call them (decision 004).
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

/** The fields the selection reads (SPEC 3 Alert). */
type Selectable = { warning: boolean; updatedAt: string; accountType: AlertAccountType | null };

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

/** The site an alert shows on (SPEC 1 domains); null: both. */
export type AlertDomain = "fr" | "nl";

/** What schedules an alert: from `startsAt` (null: at once) until `endsAt` (null: until withdrawn). */
type Scheduled = { startsAt: string | null; endsAt: string | null };

/** Whether a scheduled alert shows at `now` (epoch ms): from its start, included, to its end, excluded. */
export function alertShowsAt(alert: Scheduled, now: number): boolean {
  return (
    (alert.startsAt === null || Date.parse(alert.startsAt) <= now) &&
    (alert.endsAt === null || now < Date.parse(alert.endsAt))
  );
}

/** Whether an alert shows on `domain`: one of its own, or every domain's. */
export function alertShowsOn(alert: { domain: AlertDomain | null }, domain: AlertDomain): boolean {
  return alert.domain === null || alert.domain === domain;
}

/**
 * The next instant after `now` at which what shows changes: the earliest start or end still to
 * come among `alerts` (epoch ms), or null when none is to come. A cache of the alerts lasts until then.
 */
export function nextAlertChangeAfter(alerts: readonly Scheduled[], now: number): number | null {
  let next: number | null = null;
  for (const alert of alerts) {
    for (const at of [alert.startsAt, alert.endsAt]) {
      const time = at === null ? Number.NaN : Date.parse(at);
      if (time > now && (next === null || time < next)) {
        next = time;
      }
    }
  }
  return next;
}

/** What the staff read of an alert: withdrawn, else waiting for its start, showing, or past its end. */
export const STAFF_ALERT_STATES = ["scheduled", "showing", "ended", "withdrawn"] as const;
export type StaffAlertState = (typeof STAFF_ALERT_STATES)[number];

export function staffAlertStateOf(
  alert: Scheduled & { status: "active" | "withdrawn" },
  now: number,
): StaffAlertState {
  if (alert.status === "withdrawn") {
    return "withdrawn";
  }
  if (alert.startsAt !== null && now < Date.parse(alert.startsAt)) {
    return "scheduled";
  }
  return alertShowsAt(alert, now) ? "showing" : "ended";
}

/** The toast's cacheId: the alert and its version, so an edited alert comes back once. */
export function alertCacheId(alert: { id: string; updatedAt: string }): string {
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
