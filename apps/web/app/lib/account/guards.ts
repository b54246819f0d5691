import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { redirect } from "react-router";
import { ApiError } from "../api/api-error";
import { decideRegisterPage, decideRegistration, type RedirectDecision } from "../auth/guards";
import { requireSignedIn, signInAgain } from "../auth/sign-in";
import { getQueryClient } from "../query/query-client";
import { getAccountQueryOptions } from "./get-account";

/** Login guard only (SPEC 2.2 {language}/mail: no registration check): the signed-in customer's account. */
export async function requireAccount(url: URL, language: Language): Promise<AccountResponse> {
  await requireSignedIn(url, language);
  try {
    return await getQueryClient().ensureQueryData(getAccountQueryOptions(language));
  } catch (error) {
    // A token the API refuses is as good as none (SPEC 6: anonymous goes to login).
    if (error instanceof ApiError && error.status === 401) {
      return signInAgain(url, language);
    }
    throw error;
  }
}

function follow(decision: RedirectDecision): void {
  if (decision.type === "redirect") {
    throw redirect(decision.to);
  }
}

/** Login and registration guards (SPEC 2.2). */
export async function requireRegistered(url: URL, language: Language): Promise<AccountResponse> {
  const account = await requireAccount(url, language);
  follow(decideRegistration(account.registered, language, url));
  return account;
}

/** SPEC 2.2 {language}/register: login required; a registered user goes home. */
export async function requireNotRegistered(url: URL, language: Language): Promise<AccountResponse> {
  const account = await requireAccount(url, language);
  follow(decideRegisterPage(account.registered, language));
  return account;
}
