import * as z from "zod";
import { DAY_MS, HOME_PUSH_HIDE_DAYS } from "./constants.ts";

/** SPEC 3 "Home push history": the three pushes of the account home a customer can dismiss. */
export const HOME_PUSHES = ["birthDate", "optIn", "survey"] as const;
export type HomePush = (typeof HOME_PUSHES)[number];

/** Each push and the field of the history that hides it. */
export const HOME_PUSH_FIELDS = {
  birthDate: "hideBirthDatePushUntil",
  optIn: "hideOptInPushUntil",
  survey: "hideSurveyPushUntil",
} as const satisfies Record<HomePush, string>;

/**
 * GET /api/accounts/me/home-push-history: until when each push stays hidden (an ISO 8601 instant),
 * null when it was never dismissed. Kept on the server so it follows the customer across devices.
 */
export const HomePushHistorySchema = z.object({
  hideBirthDatePushUntil: z.string().nullable(),
  hideOptInPushUntil: z.string().nullable(),
  hideSurveyPushUntil: z.string().nullable(),
});
export type HomePushHistory = z.infer<typeof HomePushHistorySchema>;

/** POST /api/accounts/me/home-push-history: the customer dismissed this push. */
export const DismissHomePushRequestSchema = z.object({ push: z.enum(HOME_PUSHES) }).strict();
export type DismissHomePushRequest = z.infer<typeof DismissHomePushRequestSchema>;

/** SPEC 9: a push dismissed at `dismissedAt` stays hidden HOME_PUSH_HIDE_DAYS (60) days. */
export function homePushHiddenUntil(dismissedAt: Date): Date {
  return new Date(dismissedAt.getTime() + HOME_PUSH_HIDE_DAYS * DAY_MS);
}

/** Whether `push` is still hidden at `now`; shown again from the instant its date is reached. */
export function isHomePushHidden(history: HomePushHistory, push: HomePush, now: Date): boolean {
  const until = history[HOME_PUSH_FIELDS[push]];
  return until !== null && now.getTime() < Date.parse(until);
}
