import type { Language } from "@cinelux/contract/languages";
import { useRouteLoaderData } from "react-router";

/**
 * The head of a catalog page, as its loader builds it (`catalogSeo` in
 * lib/catalog/catalog-seo.server.ts). Declared here, at the design system's level, so this component
 * depends on nothing above it.
 */
export interface CatalogSeo {
  /** The page's own URL on this domain, without query. */
  canonical: string;
  description: string;
  /** An absolute 1280×720 image for link previews; null when the page has none. */
  image: string | null;
  /** `hreflang` links: each language on its domain, and `x-default`. */
  alternates: { hrefLang: string; href: string }[];
  /** schema.org JSON-LD, already escaped for an inline script; null when the page has none. */
  jsonLd: string | null;
}

const OG_LOCALE: Record<Language, string> = { fr: "fr_FR", nl: "nl_NL", en: "en_GB" };

/**
 * The head of a catalog page (docs/catalog-pages.md), from its loader's `catalogSeo`: React places
 * these tags in `<head>`. The route's handle says `descriptionKey: null`, so the root writes no
 * generic description beside this one. The JSON-LD carries the render's nonce, so the server hashes
 * it into the page's CSP like React Router's own scripts (decision 005).
 */
export function CatalogHead({
  title,
  seo,
  language,
  ogType = "website",
  ogTitle,
}: {
  /** The document title, brand included. */
  title: string;
  seo: CatalogSeo;
  language: Language;
  ogType?: string;
  /** The title a link preview shows; the document title by default. */
  ogTitle?: string;
}) {
  const root = useRouteLoaderData("root") as { cspNonce?: string } | undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={seo.canonical} />
      {seo.alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={ogTitle ?? title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={seo.canonical} />
      <meta property="og:locale" content={OG_LOCALE[language]} />
      {seo.image ? (
        <>
          <meta property="og:image" content={seo.image} />
          <meta property="og:image:width" content="1280" />
          <meta property="og:image:height" content="720" />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      ) : (
        <meta name="twitter:card" content="summary" />
      )}
      {seo.jsonLd ? (
        <script
          type="application/ld+json"
          nonce={root?.cspNonce}
          // Built by the loader with `<` escaped (scriptJson): no catalog text can end the script.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped on the server.
          dangerouslySetInnerHTML={{ __html: seo.jsonLd }}
        />
      ) : null}
    </>
  );
}
