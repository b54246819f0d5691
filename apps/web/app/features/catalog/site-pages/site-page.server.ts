import type { Domain } from "@cinelux/contract/domains";
import { isLanguage } from "@cinelux/contract/languages";
import type { SiteContentReader, SitePageSection } from "@cinelux/contract/site-content";
import { data } from "react-router";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { CATALOG_SLUG, catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import type { SitePageData, SitePageSectionView } from "./site-page-data";

/** schema.org's page types for the pages that have one; a plain WebPage otherwise. */
const PAGE_TYPES: Record<string, string> = { about: "AboutPage", contact: "ContactPage" };

/** An anchor id from a heading: "Données collectées et finalités" → "donnees-collectees-et-finalites". */
export function sectionId(heading: string, taken: Set<string>): string {
  const base =
    heading
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "section";
  let id = base;
  for (let n = 2; taken.has(id); n += 1) {
    id = `${base}-${n}`;
  }
  taken.add(id);
  return id;
}

/**
 * A section's link only when it stays on this site (`/fr/contact`) or is an https address: the
 * content is data, and a `javascript:` or protocol-relative address in it must never become a link.
 */
export function safeHref(href: string): string | null {
  if (/^\/(?![/\\])/.test(href)) {
    return href;
  }
  try {
    return new URL(href).protocol === "https:" ? href : null;
  } catch {
    return null;
  }
}

function toSections(sections: SitePageSection[]): SitePageSectionView[] {
  const taken = new Set<string>();
  return sections.map((section) => {
    const href = section.link ? safeHref(section.link.href) : null;
    return {
      id: sectionId(section.heading, taken),
      heading: section.heading,
      paragraphs: section.paragraphs,
      items: section.items ?? [],
      link: section.link && href ? { label: section.link.label, href } : null,
    };
  });
}

export interface SitePageLoaderInput {
  params: { language?: string; slug?: string };
  request: Request;
  content: SiteContentReader | undefined;
  domain: Domain;
}

/**
 * A site page of the footer (docs/catalog-pages.md "Site pages and FAQ"): its texts are the
 * domain's (the French company's or the Dutch B.V.'s), in the page language. A slug the domain has
 * no page for is the site's 404; another language's path is a 301 to the page's one path.
 */
export async function loadSitePage({
  params,
  request,
  content,
  domain,
}: SitePageLoaderInput): Promise<SitePageData> {
  const slug = params.slug ?? "";
  if (!isLanguage(params.language) || !CATALOG_SLUG.test(slug) || !content) {
    throw data(null, { status: 404 });
  }
  const page = await content.page(slug, params.language);
  if (!page) {
    throw data(null, { status: 404 });
  }
  const location = catalogLocation(params, request, "Page", slug);
  const { language, url } = location;
  const canonical = `${url.origin}${catalogPath(language, "Page", slug)}`;
  return {
    language,
    slug,
    title: page.title,
    description: page.description,
    sections: toSections(page.sections),
    faqPath: catalogPath(language, "Faq"),
    seo: catalogSeo(location, domain, {
      description: page.description,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": PAGE_TYPES[slug] ?? "WebPage",
        name: page.title,
        description: page.description,
        url: canonical,
        inLanguage: page.language,
        publisher: { "@type": "Organization", name: "Cinélux", url: url.origin },
      },
    }),
    alternatePaths: location.alternatePaths,
  };
}
