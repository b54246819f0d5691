import type { AccountResponse } from "@cinelux/contract/account";
import { inCatalogueOrder, interestOrNull, sameInterests } from "@cinelux/contract/interest-selection";
import type { InterestsResponse } from "@cinelux/contract/interests";

export interface InterestFormValues {
  genres: string[];
  events: string[];
}

/** The account's saved interests among those on offer (an id no longer offered is not shown). */
export function interestDefaultValues(
  account: Pick<AccountResponse, "interest">,
  choices: Pick<InterestsResponse, "genres" | "events">,
): InterestFormValues {
  return {
    genres: inCatalogueOrder(choices.genres, account.interest?.genres ?? []),
    events: inCatalogueOrder(choices.events, account.interest?.events ?? []),
  };
}

/**
 * SPEC 5: what PATCH /api/accounts/me carries for the form, or undefined when nothing changed.
 * `interest` is null when both lists are empty; the ids go in catalogue order.
 */
export function interestChanges<G extends string, E extends string>(
  saved: AccountResponse["interest"],
  values: { genres: G[]; events: E[] },
  choices: Pick<InterestsResponse, "genres" | "events">,
): { interest: { genres: G[]; events: E[] } | null } | undefined {
  const next = {
    genres: inCatalogueOrder(choices.genres, values.genres),
    events: inCatalogueOrder(choices.events, values.events),
  };
  return sameInterests(saved, next) ? undefined : { interest: interestOrNull(next) };
}
