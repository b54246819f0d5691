import type { NewsletterCategory } from "@cinelux/contract/newsletter";
import type { TranslationKey } from "../../lib/i18n/create-i18n";

/** SPEC 7 categories in words: what the mail was, and what leaving it means. */
export const CATEGORY_NAME_KEYS = {
  filmnews: "Unsubscribe.Category.filmnews",
  filmtips: "Unsubscribe.Category.filmtips",
  account: "Unsubscribe.Category.account",
  servicemail: "Unsubscribe.Category.servicemail",
  unknown: "Unsubscribe.Category.unknown",
} as const satisfies Record<NewsletterCategory, TranslationKey>;

export const CATEGORY_ABOUT_KEYS = {
  filmnews: "Unsubscribe.About.filmnews",
  filmtips: "Unsubscribe.About.filmtips",
  account: "Unsubscribe.About.account",
  servicemail: "Unsubscribe.About.servicemail",
  unknown: "Unsubscribe.About.unknown",
} as const satisfies Record<NewsletterCategory, TranslationKey>;

export function isNewsletterCategory(value: unknown): value is NewsletterCategory {
  return typeof value === "string" && Object.hasOwn(CATEGORY_NAME_KEYS, value);
}
