import { CATALOG_WEEK_DAYS, type CatalogReader, type ZoneResponse } from "@cinelux/contract/catalog";
import type { Domain } from "@cinelux/contract/domains";
import { isLanguage } from "@cinelux/contract/languages";
import { data } from "react-router";
import { addDays, localDate } from "../../../lib/catalog/catalog-format.server";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { CATALOG_SLUG, catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { anySessionToCome, defaultDaySchedule } from "../../../lib/catalog/schedule-day.server";
import {
  cinemaCard,
  dayViews,
  domainCountry,
  domainOnlySeo,
  movieTheater,
  showsOfDay,
  translator,
} from "./cinema-views.server";
import type { CityPageData } from "./cinemas-data";

export interface CityLoaderInput {
  params: { language?: string; slug?: string };
  request: Request;
  catalog: CatalogReader | undefined;
  domain: Domain;
  /** The clock by default (tests pass one). */
  now?: Date;
}

/**
 * A City page (the footer's five cities per domain, and any city of the domain with a cinema):
 * its cinemas and one day's sessions there by show, today unless `?day=` names another day of the
 * week (or tomorrow once today's last session there has started: defaultDaySchedule). A city without a
 * cinema of this domain is the site's 404.
 *
 * The day's sessions come from the cinemas' zone schedule (`catalog.zone`), one answer for the
 * city, kept by the catalog per zone, language and day; asking each cinema's week
 * (`catalog.cinemaShows`) would build and hold seven days per cinema to show one.
 */
export async function loadCityPage({
  params,
  request,
  catalog,
  domain,
  now = new Date(),
}: CityLoaderInput): Promise<CityPageData> {
  const slug = params.slug ?? "";
  if (!isLanguage(params.language) || !CATALOG_SLUG.test(slug) || !catalog) {
    throw data(null, { status: 404 });
  }
  const { cinemas: all } = await catalog.cinemas(params.language);
  const mine = all.filter((cinema) => cinema.citySlug === slug);
  const first = mine[0];
  if (!first) {
    throw data(null, { status: 404 });
  }
  const location = catalogLocation(params, request, "City", slug);
  const { language, url } = location;

  const today = localDate(now);
  const week = Array.from({ length: CATALOG_WEEK_DAYS }, (_, index) => addDays(today, index));
  const asked = url.searchParams.get("day");
  const inCity = (cinemas: ZoneResponse["cinemas"]) =>
    cinemas.filter(({ cinema }) => cinema.citySlug === slug);
  const schedule =
    asked && week.includes(asked)
      ? await catalog.zone(first.zone, language, asked)
      : await defaultDaySchedule(
          (date) => catalog.zone(first.zone, language, date),
          (zone) => anySessionToCome(inCity(zone.cinemas), now),
        );
  if (!schedule) {
    throw data(null, { status: 404 });
  }
  const here = inCity(schedule.cinemas);
  const cards = mine.map((cinema) => cinemaCard(cinema, language));
  const t = translator(language);
  const country = domainCountry(domain);

  return {
    language,
    city: { slug, name: first.city },
    cinemas: cards,
    cinemasPath: catalogPath(language, "Cinemas"),
    days: dayViews(schedule.dates, today, language),
    day: schedule.date,
    shows: showsOfDay(here, language),
    alternatePaths: location.alternatePaths,
    seo: domainOnlySeo(
      catalogSeo(location, domain, {
        description: t("CatalogCity.Description", { city: first.city, count: mine.length }),
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: first.city,
          url: `${url.origin}${catalogPath(language, "City", slug)}`,
          numberOfItems: mine.length,
          itemListElement: mine.map((cinema, index) => ({
            "@type": "ListItem",
            position: index + 1,
            item: movieTheater(cinema, `${url.origin}${cards[index]?.path ?? ""}`, country),
          })),
        },
      }),
      domain,
    ),
  };
}
