import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { CatalogHead } from "../../../ui/catalog-head";
import { CinemaCard } from "./cinema-card";
import type { CityPageData } from "./cinemas-data";
import { DaySessions } from "./day-sessions";

/** A City page (issue 9): the city's cinemas, then one day's sessions there by show. */
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
      <section className="cinemas-city" aria-labelledby="city-cinemas">
        <h2 id="city-cinemas" className="cinema-section-title">
          {t("CatalogCity.Cinemas")}
        </h2>
        <ul className="cinemas-grid">
          {page.cinemas.map((cinema) => (
            <li key={cinema.slug}>
              <CinemaCard cinema={cinema} level={3} />
            </li>
          ))}
        </ul>
      </section>
      <section className="cinema-sessions" aria-labelledby="city-sessions">
        <h2 id="city-sessions" className="cinema-section-title">
          {t("CatalogCity.Sessions", { city })}
        </h2>
        <DaySessions
          days={page.days}
          day={page.day}
          shows={page.shows}
          venueNames={page.cinemas.length > 1}
        />
      </section>
      <p className="city-page__all">
        <Link to={page.cinemasPath}>{t("CatalogCity.AllCinemas")}</Link>
      </p>
    </div>
  );
}
