import * as z from "zod";
import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "./brand.ts";

/** The fields of PATCH /api/accounts/me/notifications (SPEC 7), in the order a form shows them. */
export const NOTIFICATION_FIELDS = [MAIL_OPTIN_FIELD, GENERAL_OPTIN_FIELD, "mailNotification"] as const;

/**
 * PATCH /api/accounts/me/notifications: the two communication opt-ins and the mail notification
 * setting; only the changed ones, at least one (the server refuses `{}`), unknown fields refused.
 */
export const UpdateNotificationsRequestSchema = z
  .object({
    [MAIL_OPTIN_FIELD]: z.boolean(),
    [GENERAL_OPTIN_FIELD]: z.boolean(),
    mailNotification: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateNotificationsRequest = z.infer<typeof UpdateNotificationsRequestSchema>;
