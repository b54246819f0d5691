import type { AccountResponse } from "@cinelux/contract/account";
import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "@cinelux/contract/brand";
import { type HomePush, type HomePushHiddenDates, isHomePushHidden } from "@cinelux/contract/home-push-rules";

/**
 * The home pushes to show, in order (docs/home.md): each only where it applies, and none dismissed
 * less than 60 days ago (SPEC 9). Without the history (loading, failed) none shows.
 */
export function visibleHomePushes(options: {
  account: Pick<AccountResponse, "birthDate" | typeof MAIL_OPTIN_FIELD | typeof GENERAL_OPTIN_FIELD>;
  history: HomePushHiddenDates | undefined;
  hasSurvey: boolean;
  now: Date;
}): HomePush[] {
  const { account, history, hasSurvey, now } = options;
  if (!history) {
    return [];
  }
  const applies: Record<HomePush, boolean> = {
    birthDate: !account.birthDate,
    optIn: !account[MAIL_OPTIN_FIELD] && !account[GENERAL_OPTIN_FIELD],
    survey: hasSurvey,
  };
  return (["survey", "birthDate", "optIn"] as const).filter(
    (push) => applies[push] && !isHomePushHidden(history, push, now),
  );
}
