import {
  isMarketingCategory,
  type MarketingCategory,
  type NewsletterResponse,
  type UnsubscribeResponse,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import {
  findAccountForUnsubscribe,
  type MarketingMailSetting,
  turnOffMarketingMail,
} from "../accounts/marketing-mail.service.ts";
import { toNewsletterResponse } from "./newsletter.presenter.ts";
import { verifyUnsubscribeToken } from "./unsubscribe-token.ts";

/** docs/newsletter.md "Categories and settings": each marketing category's own switch. */
export const CATEGORY_SETTINGS = {
  filmnews: "filmnewsMail",
  filmtips: "filmtipsMail",
} as const satisfies Record<MarketingCategory, MarketingMailSetting>;

/** "Unsubscribe from all": both communication opt-ins, so no marketing mail of any kind goes out. */
export const ALL_MARKETING_SETTINGS: readonly MarketingMailSetting[] = [
  "mailCommunicationOptin",
  "generalCommunicationOptin",
];

interface TokenOptions {
  db: Database;
  cache: AccountCache;
  secrets: readonly string[];
  token: string;
}

const gone = () => new AppError("NOT_FOUND", { message: (m) => m.when.unsubscribingGoneAccount.NOT_FOUND });

/** GET /api/newsletter: the token's category and the masked address, for the unsubscribe page. */
export async function describeUnsubscribeLink(options: TokenOptions): Promise<NewsletterResponse> {
  const claims = verifyUnsubscribeToken(options.secrets, options.token);
  const account = await findAccountForUnsubscribe({ ...options, accountId: claims.accountId });
  if (!account) {
    throw gone();
  }
  return toNewsletterResponse(claims.category, account.mail);
}

/** The settings an unsubscribe turns off; none for a service mail, which is never turned off. */
function settingsToTurnOff(category: string, scope: "category" | "all"): readonly MarketingMailSetting[] {
  if (scope === "all") {
    return ALL_MARKETING_SETTINGS;
  }
  if (isMarketingCategory(category)) {
    return [CATEGORY_SETTINGS[category]];
  }
  if (category === "unknown") {
    // A category this version cannot name: stop every marketing mail rather than lose the wish.
    return ALL_MARKETING_SETTINGS;
  }
  return [];
}

/**
 * PATCH /api/newsletter/unsubscribe (`scope: "category"`), /unsubscribe/all and the RFC 8058
 * one-click POST: idempotent, and only ever the token's own account.
 */
export async function unsubscribe(
  options: TokenOptions & { scope: "category" | "all" },
): Promise<UnsubscribeResponse> {
  const claims = verifyUnsubscribeToken(options.secrets, options.token);
  const settings = settingsToTurnOff(claims.category, options.scope);
  const account =
    settings.length === 0
      ? await findAccountForUnsubscribe({ ...options, accountId: claims.accountId })
      : await turnOffMarketingMail({ ...options, accountId: claims.accountId, settings });
  if (!account) {
    throw gone();
  }
  return { category: claims.category, unsubscribed: settings.length > 0 };
}
