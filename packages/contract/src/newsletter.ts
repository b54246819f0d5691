import * as z from "zod";

/** SPEC 7: the mail categories an unsubscribe token can name. */
export const MAIL_CATEGORIES = ["filmnews", "filmtips", "account", "servicemail"] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** The marketing mails: a customer can turn each one off (docs/newsletter.md). */
export const MARKETING_CATEGORIES = ["filmnews", "filmtips"] as const satisfies readonly MailCategory[];
export type MarketingCategory = (typeof MARKETING_CATEGORIES)[number];

/** Mails the account needs (verification, password reset, bookings): never turned off. */
export const SERVICE_CATEGORIES = ["account", "servicemail"] as const satisfies readonly MailCategory[];

/** SPEC 7: "the category is one of filmnews, filmtips, account, servicemail, else unknown". */
export const NewsletterCategorySchema = z.enum([...MAIL_CATEGORIES, "unknown"]);
export type NewsletterCategory = z.infer<typeof NewsletterCategorySchema>;

export function isMarketingCategory(category: string): category is MarketingCategory {
  return (MARKETING_CATEGORIES as readonly string[]).includes(category);
}

/**
 * The signed token of an unsubscribe link. Only its length is checked here: a malformed, forged or
 * tampered token is NEWSLETTER_TOKEN_INVALID, an expired one NEWSLETTER_TOKEN_EXPIRED.
 */
export const NewsletterTokenSchema = z.string().min(1).max(512);

/** GET /api/newsletter: the token; `language`, which the web adds to every call, is ignored. */
export const GetNewsletterQuerySchema = z
  .object({ token: NewsletterTokenSchema, language: z.string().max(10).optional() })
  .strict();
export type GetNewsletterQuery = z.infer<typeof GetNewsletterQuerySchema>;

/** What the unsubscribe page needs, and nothing more personal: the address comes masked. */
export const NewsletterResponseSchema = z.object({
  category: NewsletterCategorySchema,
  /** "c***@e***.com": enough to recognise one's own address, not to learn someone else's. */
  maskedMail: z.string(),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;

/** PATCH /api/newsletter/unsubscribe and /unsubscribe/all. */
export const UnsubscribeRequestSchema = z.object({ token: NewsletterTokenSchema }).strict();
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequestSchema>;

export const UnsubscribeResponseSchema = z.object({
  /** The token's category. */
  category: NewsletterCategorySchema,
  /** false only for a service mail's token on /unsubscribe: those mails are never turned off. */
  unsubscribed: z.boolean(),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;

/** RFC 8058: the one-click POST carries the token in its URL and this form field. */
export const OneClickQuerySchema = z.object({ token: NewsletterTokenSchema }).strict();
export const OneClickBodySchema = z.object({ "List-Unsubscribe": z.literal("One-Click") });
