import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import type { LoaderFunctionArgs } from "react-router";
import { accountContext } from "../account/customer-area-guard";
import { getAccountQueryOptions } from "../account/get-account";
import { ApiError } from "../api/api-error";
import { requireLanguage } from "../domain/route-language";
import { ensureLanguage } from "../i18n/client-i18n";
import { getQueryClient } from "../query/query-client";
import { type CustomerRoute, customerRouteOfPattern } from "../routing/customer-routes";
import { requireFlag } from "../settings/require-flag";
import { currentWebviewAuth, enterWebviewMode, renewWebviewAuth } from "../webview/webview-session";
import { webviewFailure } from "./webview-failure";

/**
 * The customer of the app's cookie, checked by the API (the cookie's other fields decide nothing).
 * Every failure throws the webview failure: the error page in place, never a redirect.
 */
async function webviewAccount(rule: CustomerRoute, language: Language): Promise<AccountResponse> {
  const auth = await currentWebviewAuth();
  if (auth.status !== "valid") {
    throw webviewFailure(auth.status);
  }
  if (rule.flag) {
    await requireFlag(rule.flag, language);
  }
  let account: AccountResponse;
  try {
    account = await getQueryClient().ensureQueryData(getAccountQueryOptions(language));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // Revoked, or signed by keys since rotated: the app is asked for a new sign-in; the error
      // page reloads when its cookie arrives.
      void renewWebviewAuth(auth.auth.jwt);
      throw webviewFailure("refused");
    }
    throw error;
  }
  if (rule.access === "registered" && !account.registered) {
    throw webviewFailure("not-registered");
  }
  return account;
}

/**
 * The client middleware of `m/{language}` (the embedded mode, docs/embedded.md): the twin of the
 * customer area's guard (lib/account/customer-area-guard.ts) for a webview. It signs the customer in from
 * the CINELUX_AUTH cookie instead of the identity provider, so the app's page opens at once, and
 * turns every sign-in failure into the error page at the same URL (SPEC 2.2, 8).
 */
export async function guardEmbeddedArea({
  params,
  pattern,
  context,
}: Pick<LoaderFunctionArgs, "params" | "pattern" | "context">): Promise<void> {
  const language = requireLanguage(params.language);
  enterWebviewMode();
  // The error page needs the texts too: a failure is thrown once they are loaded.
  const [account, texts] = await Promise.allSettled([
    webviewAccount(customerRouteOfPattern(pattern), language),
    ensureLanguage(language),
  ]);
  if (texts.status === "rejected") {
    throw texts.reason;
  }
  if (account.status === "rejected") {
    throw account.reason;
  }
  context.set(accountContext, account.value);
}
