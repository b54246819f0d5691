import type { Language } from "@cinelux/contract/languages";
import { CUSTOMER_ROUTE_KEYS, CUSTOMER_ROUTES, type CustomerRouteKey } from "./customer-routes";
import { EMBEDDED_PREFIX } from "./embedded";

type PathBuilder = (language: Language) => string;

function customerPath(key: CustomerRouteKey, language: Language, prefix = ""): string {
  const { segment } = CUSTOMER_ROUTES[key];
  return `${prefix}/${language}${segment ? `/${segment}` : ""}`;
}

/**
 * The customer routes' URLs (SPEC 2.2), one function per route key: `paths.tickets("fr")` is
 * `/fr/tickets`, `paths.home("nl")` is `/nl`. Links and redirects use these, never a template string.
 */
// Pure: a chunk that uses neither table drops it (the app shell uses `paths` only), which keeps it
// out of the initial JavaScript.
export const paths = /* @__PURE__ */ Object.fromEntries(
  CUSTOMER_ROUTE_KEYS.map((key) => [key, (language: Language) => customerPath(key, language)]),
) as Record<CustomerRouteKey, PathBuilder>;

/** SPEC 2.2 mobile-embedded variants: `embeddedPaths.friends("fr")` is `/m/fr/friends`. */
export const embeddedPaths = /* @__PURE__ */ Object.fromEntries(
  CUSTOMER_ROUTE_KEYS.map((key) => [
    key,
    (language: Language) => customerPath(key, language, `/${EMBEDDED_PREFIX}`),
  ]),
) as Record<CustomerRouteKey, PathBuilder>;
