import { BRAND } from "@cinelux/contract/brand";
import { CLUB_FLAG, type FlagName, MORE_FROM_FLAG } from "@cinelux/contract/flags";
import type { CatalogPage, CatalogSlugPage } from "./catalog-url";

/**
 * The catalog pages a settings flag switches on, as the header shows them (SPEC 2.1 main menu):
 * with the flag off the page answers the site's 404 and leaves the sitemap. The others always exist.
 */
export const CATALOG_PAGE_FLAGS: Partial<Record<CatalogPage | CatalogSlugPage, FlagName>> = {
  Offers: "offersMenuDisplayed",
  Subscription: "subscriptionEnabled",
  [`Club${BRAND.key}`]: CLUB_FLAG,
  Experiences: MORE_FROM_FLAG,
};

/** Whether a catalog page exists with these flags. */
export function catalogPageEnabled(
  page: CatalogPage | CatalogSlugPage,
  flags: Readonly<Record<FlagName, boolean>>,
): boolean {
  const flag = CATALOG_PAGE_FLAGS[page];
  return flag === undefined || flags[flag];
}
