import { DOMAINS, type Domain, type DomainId } from "@cinelux/contract/domains";
import { isLanguage, LANGUAGES, type Language } from "@cinelux/contract/languages";
import { data, redirect } from "react-router";
import type { CatalogSeo } from "../../ui/catalog-head";
import { scriptJson, truncate } from "./catalog-format.server";
import { catalogAlternatePaths, catalogPath } from "./catalog-paths";
import type { CatalogPage, CatalogSlugPage } from "./catalog-url";

/**
 * What every catalog page's loader does first and last (docs/catalog-pages.md): answer only at its
 * one path, and describe itself for search engines and link previews.
 */

/** A slug as the catalog writes them: lower-case words joined by hyphens. */
export const CATALOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The head of a catalog page, rendered by `ui/catalog-head.tsx` (which declares it). */
export type { CatalogSeo };

/**
 * The origin a domain's pages are served from, seen from this request: `nl.localhost:3000` beside
 * `localhost:3000` on a laptop, `www.cinelux.nl` beside `www.cinelux.fr` (any prefix kept).
 */
export function domainOrigin(requestUrl: URL, from: Domain, to: DomainId): string {
  const target = DOMAINS[to];
  if (target.id === from.id) {
    return requestUrl.origin;
  }
  const host = requestUrl.host;
  let next: string;
  if (/(^|\.)localhost(:\d+)?$/.test(host)) {
    const bare = host.replace(/^nl\./, "");
    next = to === "nl" ? `nl.${bare}` : bare;
  } else {
    next = host.replace(from.host, target.host);
  }
  return `${requestUrl.protocol}//${next}`;
}

/** The origin a language's pages are indexed on: French on the French domain, Dutch on the Dutch one, English on this one. */
export function languageOrigin(requestUrl: URL, domain: Domain, language: Language): string {
  return language === "en"
    ? requestUrl.origin
    : domainOrigin(requestUrl, domain, language === "nl" ? "nl" : "fr");
}

export interface CatalogLocation {
  language: Language;
  url: URL;
  /** This page's path in every language: the language switch lands there (lib/catalog/alternate-paths.ts). */
  alternatePaths: Record<Language, string>;
}

/**
 * The guard every catalog loader starts with: an unknown language or a malformed slug is the site's
 * 404 (`data(null, { status: 404 })`, rendered by the root error boundary); a path of another
 * language or kind (`/en/films/x`) is a permanent redirect to the page's one path, query kept.
 * A client navigation asks for `{path}.data` (React Router's single fetch): the same page.
 */
export function catalogLocation(
  params: { language?: string; slug?: string },
  request: Request,
  page: CatalogPage | CatalogSlugPage,
  slug?: string,
): CatalogLocation {
  const language = params.language;
  if (!isLanguage(language) || (slug !== undefined && !CATALOG_SLUG.test(slug))) {
    throw data(null, { status: 404 });
  }
  const url = new URL(request.url);
  const path = catalogPath(language, page, slug);
  if (url.pathname.replace(/\.data$/, "").replace(/\/+$/, "") !== path) {
    const search = new URLSearchParams(url.search);
    // React Router's own parameter of a data request, not the visitor's query.
    search.delete("_routes");
    const query = search.toString();
    throw redirect(query ? `${path}?${query}` : path, 301);
  }
  return { language, url, alternatePaths: catalogAlternatePaths(page, slug) };
}

/** The head of a catalog page at `location`: canonical, hreflang alternates, description, image, JSON-LD. */
export function catalogSeo(
  location: CatalogLocation,
  domain: Domain,
  head: { description: string; imagePath?: string | null; jsonLd?: unknown },
): CatalogSeo {
  const { url, alternatePaths } = location;
  const canonical = `${url.origin}${url.pathname.replace(/\.data$/, "")}`;
  const first = domain.languages[0];
  return {
    canonical,
    description: truncate(head.description),
    image: head.imagePath ? `${url.origin}${head.imagePath}` : null,
    alternates: [
      ...LANGUAGES.map((language) => ({
        hrefLang: language,
        href: `${languageOrigin(url, domain, language)}${alternatePaths[language]}`,
      })),
      { hrefLang: "x-default", href: `${languageOrigin(url, domain, first)}${alternatePaths[first]}` },
    ],
    jsonLd: head.jsonLd === undefined ? null : scriptJson(head.jsonLd),
  };
}
