import type { Domain } from "@cinelux/contract/domains";
import type { FaqGroup, SiteContentReader } from "@cinelux/contract/site-content";
import { FAQ_SEARCH_QUERY_MAX } from "@cinelux/contract/support-limits";
import { data } from "react-router";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { serverCatalogs } from "../../../lib/i18n/catalogs.server";
import { createI18n } from "../../../lib/i18n/create-i18n";
import type { FaqPageData } from "./faq-page-data";
import { searchFaqPage } from "./faq-search.server";

/** schema.org FAQPage: the questions that have an answer (a question without one is no FAQ entry). */
function faqJsonLd(groups: FaqGroup[], canonical: string): unknown {
  const answered = groups.flatMap((group) => group.articles).filter((article) => article.answer.length > 0);
  if (answered.length === 0) {
    return undefined;
  }
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: canonical,
    mainEntity: answered.map((article) => ({
      "@type": "Question",
      name: article.question,
      url: `${canonical}#${article.id}`,
      acceptedAnswer: { "@type": "Answer", text: article.answer.join("\n\n") },
    })),
  };
}

export interface FaqLoaderInput {
  params: { language?: string };
  request: Request;
  content: SiteContentReader | undefined;
  domain: Domain;
}

/**
 * The FAQ page (docs/catalog-pages.md "Site pages and FAQ"): every knowledge article of the
 * request's domain with its answer, grouped by category, in the page language.
 */
export async function loadFaqPage({
  params,
  request,
  content,
  domain,
}: FaqLoaderInput): Promise<FaqPageData> {
  const location = catalogLocation(params, request, "Faq");
  if (!content) {
    throw data(null, { status: 404 });
  }
  const { language, url } = location;
  const groups = await content.faq(language);
  const canonical = `${url.origin}${catalogPath(language, "Faq")}`;
  return {
    language,
    groups,
    contactPath: catalogPath(language, "Page", "contact"),
    seo: catalogSeo(location, domain, {
      description: createI18n(language, serverCatalogs).t("CatalogFaq.Description"),
      jsonLd: faqJsonLd(groups, canonical),
    }),
    alternatePaths: location.alternatePaths,
    search: searchFaqPage(groups, url),
    searchMaxLength: FAQ_SEARCH_QUERY_MAX,
  };
}
