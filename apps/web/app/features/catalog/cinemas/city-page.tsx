import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { CatalogHead } from "../../../ui/catalog-head";
import { PageSection } from "../shared/page-section";
import { CinemaCard } from "./cinema-card";
import type { CityPageData } from "./cinemas-data";
import { DaySessions } from "./day-sessions";

/** A City page: the city's cinemas, then one day's sessions there by show. */
export function CityPage({ page }: { page: CityPageData }) {
  const { t } = useTranslation();
  const city = page.city.name;
  return (
    <div className="cinemas-page city-page">
      <CatalogHead title={t("CatalogCity.MetaTitle", { city })} seo={page.seo} language={page.language} />
      <nav className="cinema-breadcrumb" aria-label={t("CatalogCinema.Breadcrumb")}>
        <ol>
          <li>
            <Link to={page.cinemasPath}>{t("CatalogCinemas.Title")}</Link>
          </li>
          <li aria-current="page">{city}</li>
        </ol>
      </nav>
      <header className="cinemas-intro">
        <h1 className="cinemas-intro__title">{t("CatalogCity.Title", { city })}</h1>
      </header>
      <PageSection
        id="city-cinemas"
        className="cinemas-city"
        titleClassName="cinema-section-title"
        title={t("CatalogCity.Cinemas")}
      >
        <ul className="cinemas-grid">
          {page.cinemas.map((cinema) => (
            <li key={cinema.slug}>
              <CinemaCard cinema={cinema} level={3} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="city-sessions"
        className="cinema-sessions"
        titleClassName="cinema-section-title"
        title={t("CatalogCity.Sessions", { city })}
      >
        <DaySessions
          days={page.days}
          day={page.day}
          shows={page.shows}
          venueNames={page.cinemas.length > 1}
        />
      </PageSection>
      <p className="city-page__all">
        <Link to={page.cinemasPath}>{t("CatalogCity.AllCinemas")}</Link>
      </p>
    </div>
  );
}
