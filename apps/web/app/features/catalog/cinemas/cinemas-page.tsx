import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { CatalogHead } from "../../../ui/catalog-head";
import { EmptyState } from "../../../ui/empty-state";
import { CinemaCard } from "./cinema-card";
import type { CinemasPageData } from "./cinemas-data";

/** The Cinemas page: the domain's cinemas, grouped by city, each city linking to its page. */
export function CinemasPage({ page }: { page: CinemasPageData }) {
  const { t } = useTranslation();
  return (
    <div className="cinemas-page">
      <CatalogHead title={t("CatalogCinemas.MetaTitle")} seo={page.seo} language={page.language} />
      <header className="cinemas-intro">
        <h1 className="cinemas-intro__title">{t("CatalogCinemas.Title")}</h1>
        <p className="cinemas-intro__lead">{t("CatalogCinemas.Lead")}</p>
      </header>
      {page.cities.length === 0 ? (
        <EmptyState title={t("CatalogCinemas.Empty")}>{t("CatalogCinemas.EmptyHint")}</EmptyState>
      ) : (
        <div className="cinemas-cities">
          {page.cities.map((city) => (
            <section
              key={city.slug}
              // A city takes as many columns as it has cinemas (up to 3): single-cinema cities share a row.
              className={`cinemas-city cinemas-city--span-${Math.min(city.cinemas.length, 3)}`}
              aria-labelledby={`city-${city.slug}`}
            >
              <div className="cinemas-city__head">
                <h2 id={`city-${city.slug}`} className="cinemas-city__name">
                  <Link to={city.path}>{city.name}</Link>
                </h2>
                <p className="cinema-muted">
                  {t("CatalogCinemas.CityCinemas", { count: city.cinemas.length })}
                  <span aria-hidden="true"> · </span>
                  <Link to={city.path} className="cinemas-city__sessions">
                    {t("CatalogCinemas.CitySessions", { city: city.name })}
                  </Link>
                </p>
              </div>
              <ul className="cinemas-grid">
                {city.cinemas.map((cinema) => (
                  <li key={cinema.slug}>
                    <CinemaCard cinema={cinema} level={3} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
