import type { NewsletterCategory } from "./newsletter.ts";

/**
 * What each category of an unsubscribe link is (docs/newsletter.md "Categories and settings"),
 * without zod: the public unsubscribe page loads it. A Record, so a new category fails tsc here.
 * - marketing: a newsletter the customer can leave on its own;
 * - service: mails the account needs, never turned off;
 * - unknown: a category this version cannot name; unsubscribing from it stops every marketing mail.
 */
export const NEWSLETTER_CATEGORY_KIND = {
  filmnews: "marketing",
  filmtips: "marketing",
  account: "service",
  servicemail: "service",
  unknown: "unknown",
} as const satisfies Record<NewsletterCategory, "marketing" | "service" | "unknown">;

/** `category`: PATCH /api/newsletter/unsubscribe; `all`: PATCH /api/newsletter/unsubscribe/all. */
export type UnsubscribeScope = "category" | "all";

/**
 * The choices the page offers for a link: leaving the newsletter itself only makes sense for a
 * marketing one; every link can stop all marketing mails (a service mail's too).
 */
export function unsubscribeScopes(category: NewsletterCategory): UnsubscribeScope[] {
  return NEWSLETTER_CATEGORY_KIND[category] === "marketing" ? ["category", "all"] : ["all"];
}

/** The path of each scope's call. */
export const UNSUBSCRIBE_PATHS = {
  category: "/api/newsletter/unsubscribe",
  all: "/api/newsletter/unsubscribe/all",
} as const satisfies Record<UnsubscribeScope, string>;
