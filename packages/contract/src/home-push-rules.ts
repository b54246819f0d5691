// No zod here: the customer home reads these rules on its first load (DESIGN.md JS budget).
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

/** Until when each push stays hidden (ISO 8601 instants), null when never dismissed. */
export type HomePushHiddenDates = Record<(typeof HOME_PUSH_FIELDS)[HomePush], string | null>;

/** SPEC 9: a push dismissed at `dismissedAt` stays hidden HOME_PUSH_HIDE_DAYS (60) days. */
export function homePushHiddenUntil(dismissedAt: Date): Date {
  return new Date(dismissedAt.getTime() + HOME_PUSH_HIDE_DAYS * DAY_MS);
}

/** Whether `push` is still hidden at `now`; shown again from the instant its date is reached. */
export function isHomePushHidden(history: HomePushHiddenDates, push: HomePush, now: Date): boolean {
  const until = history[HOME_PUSH_FIELDS[push]];
  return until !== null && now.getTime() < Date.parse(until);
}
