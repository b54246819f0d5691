import * as z from "zod";
import { HOME_PUSHES, type HomePushHiddenDates } from "./home-push-rules.ts";

// The pure rules live in a zod-free module the customer home loads; re-exported here unchanged.
export {
  HOME_PUSH_FIELDS,
  HOME_PUSHES,
  type HomePush,
  type HomePushHiddenDates,
  homePushHiddenUntil,
  isHomePushHidden,
} from "./home-push-rules.ts";

/**
 * GET /api/accounts/me/home-push-history: until when each push stays hidden (an ISO 8601 instant),
 * null when it was never dismissed. Kept on the server so it follows the customer across devices.
 */
export const HomePushHistorySchema = z.object({
  hideBirthDatePushUntil: z.string().nullable(),
  hideOptInPushUntil: z.string().nullable(),
  hideSurveyPushUntil: z.string().nullable(),
}) satisfies z.ZodType<HomePushHiddenDates>;
export type HomePushHistory = z.infer<typeof HomePushHistorySchema>;

/** POST /api/accounts/me/home-push-history: the customer dismissed this push. */
export const DismissHomePushRequestSchema = z.object({ push: z.enum(HOME_PUSHES) }).strict();
export type DismissHomePushRequest = z.infer<typeof DismissHomePushRequestSchema>;
