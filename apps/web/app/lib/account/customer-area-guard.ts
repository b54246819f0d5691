import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { createContext, type LoaderFunctionArgs, type RouterContextProvider } from "react-router";
import { requireLanguage } from "../domain/route-language";
import { ensureLanguage } from "../i18n/client-i18n";
import { type CustomerRoute, customerRouteOfPattern } from "../routing/customer-routes";
import { requireFlag } from "../settings/require-flag";
import { requireAccount, requireNotRegistered, requireRegistered } from "./guards";

/** The signed-in customer the guard let in, for the screens' client loaders (`context.get(accountContext)`). */
export const accountContext = createContext<AccountResponse | null>(null);

/**
 * SPEC 2.2 guards for one screen: the flag first (off: the not-found page, and nothing about the
 * customer is asked), then login, then registration as the screen's access says. Null for a
 * public screen.
 */
export async function guardCustomerRoute(
  rule: CustomerRoute,
  url: URL,
  language: Language,
): Promise<AccountResponse | null> {
  if (rule.flag) {
    await requireFlag(rule.flag, language);
  }
  switch (rule.access) {
    case "public":
      return null;
    case "signed-in":
      return requireAccount(url, language);
    case "not-registered":
      return requireNotRegistered(url, language);
    case "registered":
      return requireRegistered(url, language);
  }
}

/**
 * The client middleware of the customer-area layouts (`{language}` and `m/{language}`): guards
 * the matched screen once, from its row in the route table (middleware gets the route pattern,
 * not the matches), loads the page's translations meanwhile, and hands the account on. It runs
 * before any screen's client loader, so no screen asks for its data before the guards pass.
 */
export async function guardCustomerArea({
  request,
  params,
  pattern,
  context,
}: Pick<LoaderFunctionArgs, "request" | "params" | "pattern" | "context">): Promise<void> {
  const language = requireLanguage(params.language);
  const rule = customerRouteOfPattern(pattern);
  const [, account] = await Promise.all([
    ensureLanguage(language),
    guardCustomerRoute(rule, new URL(request.url), language),
  ]);
  context.set(accountContext, account);
}

/** The account the customer-area guard put in the context; a screen under the guard always has one. */
export function guardedAccount(context: Readonly<RouterContextProvider>): AccountResponse {
  const account = context.get(accountContext);
  if (!account) {
    throw new Error("guardedAccount: no account; is this route under the customer-area layout?");
  }
  return account;
}
