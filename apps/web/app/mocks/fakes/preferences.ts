import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "@cinelux/contract/brand";
import { interestChoices } from "@cinelux/contract/interests";
import { isLanguage } from "@cinelux/contract/languages";
import {
  isMarketingCategory,
  type NewsletterCategory,
  NewsletterCategorySchema,
  UnsubscribeRequestSchema,
} from "@cinelux/contract/newsletter";
import { NEWSLETTER_CATEGORY_KIND, type UnsubscribeScope } from "@cinelux/contract/newsletter-rules";
import { UpdateNotificationsRequestSchema } from "@cinelux/contract/notifications";
import { HttpResponse, http } from "msw";
import { fakeDb, saveFakeDb } from "../fake-db";
import { badRequest, coded, codedAs, refusedFields, signedInBody, unauthorized } from "../fake-responses";

/**
 * The fake unsubscribe links (docs/fakes.md): `fake-<category>` names a category of the fake
 * customer's mails (`fake-filmnews`, …, `fake-unknown`), `fake-expired` has expired, `fake-gone`
 * belongs to a deleted account; any other token is forged. The server signs real ones.
 */
export function fakeUnsubscribeToken(category: NewsletterCategory): string {
  return `fake-${category}`;
}
export const FAKE_EXPIRED_TOKEN = "fake-expired";
export const FAKE_GONE_TOKEN = "fake-gone";

/** As the server presents it: "c***@e***.com". */
function maskMail(mail: string): string {
  const at = mail.lastIndexOf("@");
  const domain = mail.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  return `${mail.slice(0, 1)}***@${domain.slice(0, 1)}***${dot > 0 ? domain.slice(dot) : ""}`;
}

/** The token's category, or the server's refusal (docs/newsletter.md "Tokens"). */
function verifyToken(request: Request, token: string | null): NewsletterCategory | Response {
  if (token === FAKE_EXPIRED_TOKEN) {
    return coded(request, "NEWSLETTER_TOKEN_EXPIRED");
  }
  if (token === FAKE_GONE_TOKEN) {
    return codedAs(request, "NOT_FOUND", (m) => m.when.unsubscribingGoneAccount.NOT_FOUND);
  }
  const category = NewsletterCategorySchema.safeParse(token?.replace(/^fake-/, ""));
  if (!token?.startsWith("fake-") || !category.success) {
    return coded(request, "NEWSLETTER_TOKEN_INVALID");
  }
  return category.data;
}

/** As newsletter.service.ts: what an unsubscribe turns off on the fake customer; false for a service mail. */
function unsubscribeFake(category: NewsletterCategory, scope: UnsubscribeScope): boolean {
  const state = fakeDb();
  const kind = NEWSLETTER_CATEGORY_KIND[category];
  if (scope === "all" || kind === "unknown") {
    state.account = { ...state.account, [MAIL_OPTIN_FIELD]: false, [GENERAL_OPTIN_FIELD]: false };
  } else if (isMarketingCategory(category)) {
    state.newsletters = { ...state.newsletters, [category]: false };
  } else {
    return false;
  }
  saveFakeDb();
  return true;
}

function unsubscribeHandler(scope: UnsubscribeScope) {
  return async ({ request }: { request: Request }) => {
    const body: unknown = await request.json().catch(() => null);
    const parsed = UnsubscribeRequestSchema.safeParse(body);
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, body);
    }
    const category = verifyToken(request, parsed.data.token);
    if (category instanceof Response) {
      return category;
    }
    return HttpResponse.json({ category, unsubscribed: unsubscribeFake(category, scope) });
  };
}

/** Notifications, interests and the newsletter (docs/preferences.md), with the server's rules. */
export const preferencesHandlers = [
  http.patch("*/api/accounts/me/notifications", async ({ request }) => {
    const parsed = await signedInBody(request, UpdateNotificationsRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    if (Object.keys(parsed.data).length === 0) {
      return codedAs(
        request,
        "BAD_REQUEST",
        (m) => m.when.changingNothing.BAD_REQUEST,
        [MAIL_OPTIN_FIELD, GENERAL_OPTIN_FIELD, "mailNotification"].map((path) => ({
          path,
          code: "required" as const,
        })),
      );
    }
    const state = fakeDb();
    state.account = { ...state.account, ...parsed.data };
    saveFakeDb();
    return HttpResponse.json(state.account);
  }),

  http.get("*/api/interests", ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const language = new URL(request.url).searchParams.get("language");
    if (language !== null && !isLanguage(language)) {
      return refusedFields(request, [{ path: "language", code: "invalid_value" }]);
    }
    return HttpResponse.json(interestChoices(language ?? fakeDb().account.language));
  }),

  // Public, as the server: the token is the only authority.
  http.get("*/api/newsletter", ({ request }) => {
    const category = verifyToken(request, new URL(request.url).searchParams.get("token"));
    if (category instanceof Response) {
      return category;
    }
    return HttpResponse.json({ category, maskedMail: maskMail(fakeDb().account.mail) });
  }),

  http.patch("*/api/newsletter/unsubscribe", unsubscribeHandler("category")),
  http.patch("*/api/newsletter/unsubscribe/all", unsubscribeHandler("all")),
];
