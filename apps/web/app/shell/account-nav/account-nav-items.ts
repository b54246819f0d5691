import type { FlagName } from "@cinelux/contract/flags";
import type { TranslationKey } from "../../lib/i18n/create-i18n";
import { CUSTOMER_ROUTES, type CustomerRouteKey } from "../../lib/routing/customer-routes";

export interface AccountNavItem {
  key: CustomerRouteKey;
  labelKey: TranslationKey;
}

/**
 * The customer area's own navigation, in the order a customer looks for things. Only screens that
 * exist are listed (no dead links): each later screen adds its row here when it is built.
 */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { key: "home", labelKey: "AccountNav.Home" },
  { key: "profile", labelKey: "AccountNav.Profile" },
  // SPEC 2.1: the header's Wallet goes to the route Tickets (e-tickets and cards).
  { key: "tickets", labelKey: "AccountNav.Wallet" },
  // SPEC 1 "e-tickets and booking history".
  { key: "history", labelKey: "AccountNav.History" },
  // SPEC 2.1 account modal "Goodies (flag goodiesEnabled)", route key Goodies = {language}/vouchers.
  { key: "vouchers", labelKey: "AccountNav.Goodies" },
  { key: "advantages", labelKey: "AccountNav.Advantages" },
  // The customer's taste and circle: cinemas, friends, wishlist, ratings, recommendations, statistics.
  { key: "cinemas", labelKey: "AccountNav.Cinemas" },
  { key: "friends", labelKey: "AccountNav.Friends" },
  { key: "wishlist", labelKey: "AccountNav.Wishlist" },
  { key: "ratings", labelKey: "AccountNav.Ratings" },
  { key: "recommendations", labelKey: "AccountNav.Recommendations" },
  { key: "statistics", labelKey: "AccountNav.Statistics" },
  // Support (flag contactBlockDisplayed, docs/support.md).
  { key: "messages", labelKey: "AccountNav.Messages" },
  { key: "contact", labelKey: "AccountNav.Contact" },
  { key: "preferences", labelKey: "AccountNav.Preferences" },
  { key: "myInterests", labelKey: "AccountNav.Interests" },
];

/** The items whose screen exists with these flags (SPEC 2.2: a flag that is off removes the page). */
export function visibleAccountNavItems(flags: Partial<Record<FlagName, boolean>>): AccountNavItem[] {
  return ACCOUNT_NAV_ITEMS.filter((item) => {
    const route = CUSTOMER_ROUTES[item.key];
    const flag = "flag" in route ? route.flag : undefined;
    return flag === undefined || flags[flag] === true;
  });
}
