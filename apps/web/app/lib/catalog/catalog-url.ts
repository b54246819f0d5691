import { BRAND } from "@cinelux/contract/brand";
import type { Language } from "@cinelux/contract/languages";
import type { TFunction } from "../i18n/create-i18n";

/** SPEC 2.1 "Catalog links": route keys translated per language (`Routes.Catalog.*`). */
export const CATALOG_PAGES = [
  "Home",
  "Movies",
  "Cinemas",
  `Club${BRAND.key}`,
  "Offers",
  "Subscription",
  "Experiences",
  "Faq",
] as const;
/**
 * Pages that take a `slug` parameter. `Cinema` (one cinema's page) and `Page` (a site page the
 * footer links: about us, terms…) are ours: SPEC 2.1 names no key
 * for it (docs/decisions/007-catalog-paths-and-the-anonymous-root.md has the path table).
 * `Booking` (the booking tunnel's seat page) takes a session's id, named `{{session}}` in its path;
 * `GuestBooking` (a guest's booking, reached from its e-ticket mail) a booking's id, `{{booking}}`.
 */
export const CATALOG_SLUG_PAGES = [
  "City",
  "Show",
  "Entertainment",
  "Cinema",
  "Page",
  "Booking",
  "GuestBooking",
] as const;

export type CatalogPage = (typeof CATALOG_PAGES)[number];
export type CatalogSlugPage = (typeof CATALOG_SLUG_PAGES)[number];

export type CatalogTarget = { page: CatalogPage } | { page: CatalogSlugPage; slug: string };

/** Translates a key, interpolating `{{name}}` placeholders: the i18n runtime's `t` (lib/i18n), as is. */
export type Translate = TFunction;

/** The route key of a catalog page: a key of the texts, so the i18n runtime's `t` takes it typed. */
export function catalogRouteKey(page: CatalogPage | CatalogSlugPage): `Routes.Catalog.${typeof page}` {
  return `Routes.Catalog.${page}`;
}

/**
 * The catalog base URL, the language, then the translated route key. Slugs are URL-encoded; the
 * Home key translates to "/" (an empty key would count as a missing translation).
 */
export function catalogUrl(
  base: string,
  language: Language,
  target: CatalogTarget,
  translate: Translate,
): string {
  const slug = "slug" in target ? encodeURIComponent(target.slug) : undefined;
  // The one parameter fills the page's placeholder whatever its name (`{{slug}}`, Booking's
  // `{{session}}`), as catalogPath does for the server.
  const path = translate(catalogRouteKey(target.page), slug === undefined ? undefined : { slug })
    .replace(/\{\{\w+\}\}/g, slug ?? "")
    .replace(/^\/+|\/+$/g, "");
  return `${base.replace(/\/+$/, "")}/${language}/${path}`;
}
