import type { FlagName } from "@cinelux/contract/flags";
import { EMBEDDED_PREFIX } from "./embedded";

/**
 * Who may open a customer route (SPEC 2.2 "Guards", SPEC 6):
 * - `registered`: signed in and registration completed (every guarded page, SPEC 5 "Registration");
 * - `signed-in`: signed in, no registration check ({language}/mail);
 * - `not-registered`: signed in and not yet registered; a registered customer goes home ({language}/register);
 * - `public`: no guard (the error page, the newsletter's unsubscribe link). Such a route is not
 *   mounted under the guarded layout.
 */
export type RouteAccess = "registered" | "signed-in" | "not-registered" | "public";

export interface CustomerRoute {
  /** The path after `{language}/` ("" for the home). */
  segment: string;
  access: RouteAccess;
  /** SPEC 2.2: with this flag off the page does not exist (the not-found page, URL unchanged). */
  flag?: FlagName;
}

/**
 * SPEC 2.2 customer-area routes, one row per route key: where it lives and who may open it. The
 * one table behind the typed paths (`paths.ts`), the route config (`routes.ts` mounts a module by
 * key) and the guarded layout's client middleware, which finds the row of the matched screen from
 * the route pattern. SPEC 2.1's route key "Cards" (the account modal's Advantages) is `advantages`;
 * "Goodies" is `vouchers`.
 */
export const CUSTOMER_ROUTES = {
  home: { segment: "", access: "registered" },
  profile: { segment: "profile", access: "registered" },
  tickets: { segment: "tickets", access: "registered" },
  history: { segment: "history", access: "registered" },
  wishlist: { segment: "wishlist", access: "registered" },
  ratings: { segment: "ratings", access: "registered" },
  subscription: { segment: "subscription", access: "registered" },
  // Signing up for a pass (docs/screens/subscribe.md): `?plan=` names the plan chosen on the catalog.
  subscribe: { segment: "subscribe", access: "registered", flag: "subscriptionEnabled" },
  cinemas: { segment: "cinemas", access: "registered" },
  recommendations: { segment: "recommendations", access: "registered" },
  friends: { segment: "friends", access: "registered", flag: "myFriendsEnabled" },
  advantages: { segment: "advantages", access: "registered", flag: "advantagesEnabled" },
  vouchers: { segment: "vouchers", access: "registered", flag: "goodiesEnabled" },
  messages: { segment: "messages", access: "registered", flag: "contactBlockDisplayed" },
  contact: { segment: "contact", access: "registered", flag: "contactBlockDisplayed" },
  statistics: { segment: "statistics", access: "registered", flag: "statisticsEnabled" },
  myInterests: { segment: "my-interests", access: "registered", flag: "myInterestEnabled" },
  preferences: { segment: "preferences", access: "registered", flag: "notificationsEnabled" },
  register: { segment: "register", access: "not-registered" },
  mail: { segment: "mail", access: "signed-in" },
  // SPEC 2.2 names no guard: the newsletter link's token says who unsubscribes (GET /api/newsletter?token).
  unsubscribe: { segment: "unsubscribe", access: "public" },
  unsubscribeConfirmation: { segment: "unsubscribe/confirmation", access: "public" },
  error: { segment: "error", access: "public" },
} as const satisfies Record<string, CustomerRoute>;

export type CustomerRouteKey = keyof typeof CUSTOMER_ROUTES;

export const CUSTOMER_ROUTE_KEYS = Object.keys(CUSTOMER_ROUTES) as CustomerRouteKey[];

/** What a screen under the guarded layout gets when its pattern has no row: the strictest rule. */
export const FALLBACK_ROUTE: CustomerRoute = { segment: "", access: "registered" };

/**
 * `:language/advantages`, `/m/:language/advantages` -> `advantages`; the home is "". React Router
 * joins the matched routes' paths: the framework's root has no path (no leading slash), a test
 * stub's root is "/"; both are read.
 */
export function segmentOfPattern(pattern: string): string | undefined {
  const parts = pattern.split("/").filter(Boolean);
  const start = parts[0] === EMBEDDED_PREFIX ? 1 : 0;
  return parts[start] === ":language" ? parts.slice(start + 1).join("/") : undefined;
}

/**
 * The row of the screen React Router matched (middleware arguments carry the route pattern, not
 * the matches). Fails closed: an unknown pattern gets `FALLBACK_ROUTE`.
 */
export function customerRouteOfPattern(pattern: string): CustomerRoute {
  const segment = segmentOfPattern(pattern);
  const key = CUSTOMER_ROUTE_KEYS.find((candidate) => CUSTOMER_ROUTES[candidate].segment === segment);
  return key ? CUSTOMER_ROUTES[key] : FALLBACK_ROUTE;
}
