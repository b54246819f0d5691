import { domainFromHost, isLanguage, type Language, languageFromAcceptLanguage } from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import type { AccountCache } from "../modules/accounts/account-cache.ts";
import { findAccountById } from "../modules/accounts/accounts.repository.ts";

/** How long an answer waits for the customer's language before it takes the next rule's. */
const ACCOUNT_LANGUAGE_WAIT_MS = 500;

/** The signed-in customer's language, from the account cache (evicted on every change of the row). */
export type AccountLanguage = (accountId: string) => Promise<Language | undefined>;

export function accountLanguageFrom(options: { db: Database; cache: AccountCache }): AccountLanguage {
  return async (accountId) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, ACCOUNT_LANGUAGE_WAIT_MS, undefined);
    });
    try {
      const row = await Promise.race([
        options.cache.read(accountId, () => findAccountById(options.db, accountId)),
        late,
      ]);
      return row?.language;
    } catch {
      // The answer is an error already: it must not fail for want of the customer's language.
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The language an error's message is answered in (SPEC 8): the `language` parameter, else the
 * signed-in customer's language, else the first of fr, nl and en `Accept-Language` accepts, else the
 * request domain's language. The customer's language is read only here, when an error is answered:
 * a request that succeeds pays nothing for it. `accountLanguage` is left out while the database is
 * known to be down.
 */
export async function errorLanguage(
  request: FastifyRequest,
  accountLanguage: AccountLanguage | undefined,
): Promise<Language> {
  const asked = (request.query as { language?: unknown } | undefined)?.language;
  if (isLanguage(asked)) {
    return asked;
  }
  if (request.accountId && accountLanguage) {
    const customers = await accountLanguage(request.accountId);
    if (customers) {
      return customers;
    }
  }
  return (
    languageFromAcceptLanguage(request.headers["accept-language"]) ??
    domainFromHost(request.host).languages[0]
  );
}
