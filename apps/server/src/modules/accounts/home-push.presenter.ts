import type { HomePushHistory } from "@cinelux/contract";
import type { AccountRow } from "../../db/schema/index.ts";

export function toHomePushHistory(
  row: Pick<AccountRow, "hideBirthDatePushUntil" | "hideOptInPushUntil" | "hideSurveyPushUntil">,
): HomePushHistory {
  return {
    hideBirthDatePushUntil: row.hideBirthDatePushUntil?.toISOString() ?? null,
    hideOptInPushUntil: row.hideOptInPushUntil?.toISOString() ?? null,
    hideSurveyPushUntil: row.hideSurveyPushUntil?.toISOString() ?? null,
  };
}
