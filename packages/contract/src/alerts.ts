import * as z from "zod";
import { ALERT_ACCOUNT_TYPES } from "./alert-rules.ts";
import { MAX_INFO_ALERTS, MAX_WARNING_ALERTS } from "./constants.ts";
import { LANGUAGES } from "./languages.ts";

/**
 * SPEC 3 "Alert" and SPEC 9 "Alerts shown at once": the chain's messages to its customers, served by
 * `GET /api/alerts?type=ec` (ec: the customer area, the only type) and shown as toasts. The pure
 * rules (selection, cacheId, dismissal memory) live in alert-rules.ts, without zod, so the web's
 * shell can call them; they are re-exported here.
 */
export {
  ALERT_ACCOUNT_TYPES,
  type AlertAccountType,
  type AlertDomain,
  alertAccountTypeOf,
  alertCacheId,
  alertShowsAt,
  alertShowsOn,
  isDismissalActive,
  nextAlertChangeAfter,
  STAFF_ALERT_STATES,
  type StaffAlertState,
  selectAlerts,
  staffAlertStateOf,
} from "./alert-rules.ts";

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
