import type { CatalogReader } from "@cinelux/contract/catalog";
import { FOOTER_CITIES } from "@cinelux/contract/constants";
import type { Domain } from "@cinelux/contract/domains";
import { isLanguage } from "@cinelux/contract/languages";
import { data } from "react-router";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { cinemaCard, domainCountry, movieTheater, translator } from "./cinema-views.server";
import type { CinemasPageData, CityGroupView } from "./cinemas-data";

export interface CinemasLoaderInput {
  params: { language?: string };
  request: Request;
  catalog: CatalogReader | undefined;
  domain: Domain;
}

/**
 * The Cinemas page: the domain's cinemas grouped by city, the footer's cities first in the footer's
 * order, any other city after them by name. The reader is per domain: a French visitor never sees
 * a Dutch cinema, whatever the language.
 */
export async function loadCinemasPage({
  params,
  request,
  catalog,
  domain,
}: CinemasLoaderInput): Promise<CinemasPageData> {
  if (!isLanguage(params.language) || !catalog) {
    throw data(null, { status: 404 });
  }
  const location = catalogLocation(params, request, "Cinemas");
  const { language, url } = location;
  const { cinemas } = await catalog.cinemas(language);

  const footerOrder = FOOTER_CITIES[domain.id].map((city) => city.slug);
  const rank = (slug: string) => {
    const index = footerOrder.indexOf(slug);
    return index === -1 ? footerOrder.length : index;
  };
  const groups = new Map<string, CityGroupView>();
  for (const cinema of cinemas) {
    let group = groups.get(cinema.citySlug);
    if (!group) {
      group = {
        slug: cinema.citySlug,
        name: cinema.city,
        path: catalogPath(language, "City", cinema.citySlug),
        cinemas: [],
      };
      groups.set(cinema.citySlug, group);
    }
    group.cinemas.push(cinemaCard(cinema, language));
  }
  const collator = new Intl.Collator(language);
  const cities = [...groups.values()].sort(
    (a, b) => rank(a.slug) - rank(b.slug) || collator.compare(a.name, b.name),
  );

  const country = domainCountry(domain);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    url: `${url.origin}${catalogPath(language, "Cinemas")}`,
    numberOfItems: cinemas.length,
    itemListElement: cities
      .flatMap((city) => city.cinemas)
      .map((card, index) => {
        const cinema = cinemas.find((entry) => entry.slug === card.slug);
        return {
          "@type": "ListItem",
          position: index + 1,
          item: cinema ? movieTheater(cinema, `${url.origin}${card.path}`, country) : undefined,
        };
      }),
  };

  return {
    language,
    cities,
    cinemaCount: cinemas.length,
    alternatePaths: location.alternatePaths,
    seo: catalogSeo(location, domain, {
      description: translator(language)("CatalogCinemas.Description", {
        count: cinemas.length,
        cities: cities.map((city) => city.name).join(", "),
      }),
      jsonLd,
    }),
  };
}
