import type { NewsletterCategory } from "@cinelux/contract/newsletter";
import type { UnsubscribeScope } from "@cinelux/contract/newsletter-rules";
import { isNewsletterCategory } from "./category-text";

/**
 * What the unsubscribe page hands the confirmation in the navigation state (never in the URL: the
 * token stays on the page it came with). A visit without it gets the general confirmation.
 */
export interface UnsubscribeConfirmationState {
  category: NewsletterCategory;
  scope: UnsubscribeScope;
}

export function confirmationStateOf(value: unknown): UnsubscribeConfirmationState | null {
  const { category, scope } = (value ?? {}) as { category?: unknown; scope?: unknown };
  return isNewsletterCategory(category) && (scope === "category" || scope === "all")
    ? { category, scope }
    : null;
}
