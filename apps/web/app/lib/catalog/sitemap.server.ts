import type { CatalogReader } from "@cinelux/contract/catalog";
import type { Domain } from "@cinelux/contract/domains";
import type { FlagName } from "@cinelux/contract/flags";
import { LANGUAGES, type Language } from "@cinelux/contract/languages";
import { catalogPageEnabled } from "./catalog-flags";
import { catalogAlternatePaths } from "./catalog-paths";
import { languageOrigin } from "./catalog-seo.server";
import { CATALOG_PAGES, type CatalogPage, type CatalogSlugPage } from "./catalog-url";

/**
 * sitemap.xml and robots.txt of a domain, so search engines find every catalog page
 * (docs/catalog-pages.md). A domain lists its catalog pages in the languages it offers (French
 * domain: fr and en; Dutch domain: nl and en), each with its `hreflang` alternates as the pages
 * write them (lib/catalog/catalog-seo.server.ts), so the two domains' sitemaps agree with each
 * other and with the pages' heads.
 */

/** One page of the sitemap: its path in every language. */
export interface SitemapPage {
  page: CatalogPage | CatalogSlugPage;
  slug?: string;
}

export interface SitemapInput {
  url: URL;
  domain: Domain;
  flags: Readonly<Record<FlagName, boolean>>;
  catalog: CatalogReader;
  /** Site pages (about us, terms…) by slug, when the server has them. */
  sitePages?: readonly string[];
}

/** Every catalog page of the domain: the fixed ones its flags allow, then every show, cinema and city. */
export async function sitemapPages({
  domain,
  flags,
  catalog,
  sitePages = [],
}: SitemapInput): Promise<SitemapPage[]> {
  const language = domain.languages[0];
  const [{ shows }, { cinemas }] = await Promise.all([
    catalog.shows({}, language),
    catalog.cinemas(language),
  ]);
  const fixed = CATALOG_PAGES.filter((page) => catalogPageEnabled(page, flags)).map((page) => ({ page }));
  const cities = [...new Set(cinemas.map((cinema) => cinema.citySlug))].sort();
  return [
    ...fixed,
    ...shows.map((show) => ({
      page: show.movie ? ("Show" as const) : ("Entertainment" as const),
      slug: show.slug,
    })),
    ...cities.map((slug) => ({ page: "City" as const, slug })),
    ...cinemas.map((cinema) => ({ page: "Cinema" as const, slug: cinema.slug })),
    ...sitePages.map((slug) => ({ page: "Page" as const, slug })),
  ];
}

/** Pages that exist on one domain only (a cinema, a city): the other domain answers 404 for them. */
const DOMAIN_ONLY: ReadonlySet<CatalogPage | CatalogSlugPage> = new Set(["City", "Cinema"]);

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The sitemap document: a `<url>` per page and language of the domain, with its alternates. */
export async function sitemapXml(input: SitemapInput): Promise<string> {
  const { url, domain } = input;
  const pages = await sitemapPages(input);
  const href = (language: Language, path: string) => `${languageOrigin(url, domain, language)}${path}`;
  const entries = pages.flatMap(({ page, slug }) => {
    const paths = catalogAlternatePaths(page, slug);
    // A cinema or a city exists on one domain: its alternates stay in the domain's languages, as its page's do.
    const languages = DOMAIN_ONLY.has(page) ? domain.languages : LANGUAGES;
    const alternates = [
      ...languages.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href(language, paths[language]))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(href(domain.languages[0], paths[domain.languages[0]]))}"/>`,
    ].join("\n");
    return domain.languages.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(`${url.origin}${paths[language]}`)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * robots.txt: the catalog is open to crawlers; the customer area (signed-in screens, rendered in the
 * browser), the API, the identity pages and the mobile-embedded pages are not worth crawling.
 */
export function robotsTxt(
  url: URL,
  customerSegments: readonly string[],
  languages: readonly Language[],
): string {
  const disallowed = [
    "/api/",
    "/idp/",
    "/auth/",
    "/m/",
    "/callback",
    "/dev/",
    ...languages.flatMap((language) => customerSegments.map((segment) => `/${language}/${segment}`)),
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${url.origin}/sitemap.xml`,
    "",
  ].join("\n");
}
