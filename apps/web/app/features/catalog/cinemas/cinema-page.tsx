import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { buttonClass } from "../../../ui/button";
import { CatalogHead } from "../../../ui/catalog-head";
import { PageSection } from "../shared/page-section";
import { CinemaFacts } from "./cinema-facts";
import type { CinemaPageData } from "./cinemas-data";
import { DaySessions } from "./day-sessions";

/** The Cinema page: who it is and where, how to get there, the week's sessions, nearby cinemas. */
export function CinemaPage({ page }: { page: CinemaPageData }) {
  const { t } = useTranslation();
  const { cinema } = page;
  return (
    <article className="cinema-page">
      <CatalogHead
        title={t("CatalogCinema.MetaTitle", { name: cinema.name })}
        ogTitle={cinema.name}
        seo={page.seo}
        language={page.language}
      />
      <nav className="cinema-breadcrumb" aria-label={t("CatalogCinema.Breadcrumb")}>
        <ol>
          <li>
            <Link to={page.cinemasPath}>{t("CatalogCinemas.Title")}</Link>
          </li>
          <li>
            <Link to={cinema.cityPath}>{cinema.city}</Link>
          </li>
          <li aria-current="page">{cinema.name}</li>
        </ol>
      </nav>
      <header className="cinema-hero">
        <div className="cinema-hero__text">
          <h1 className="cinema-hero__title">{cinema.name}</h1>
          <p className="cinema-hero__address">{cinema.address}</p>
          <CinemaFacts cinema={cinema} />
          {cinema.description ? <p className="cinema-hero__description">{cinema.description}</p> : null}
        </div>
        <p className="cinema-hero__actions">
          <a
            className={buttonClass({ variant: "primary" })}
            href={cinema.directionsUrl}
            aria-describedby="cinema-directions-hint"
          >
            <span>{t("CatalogCinema.Directions")}</span>
          </a>
          <span id="cinema-directions-hint" className="cinema-muted cinema-hero__hint">
            {t("CatalogCinema.DirectionsHint")}
          </span>
        </p>
      </header>
      <PageSection
        id="cinema-sessions"
        className="cinema-sessions"
        titleClassName="cinema-section-title"
        title={t("CatalogCinema.Sessions")}
      >
        <DaySessions days={page.days} day={page.day} shows={page.shows} venueNames={false} />
      </PageSection>
      {page.nearby.length > 0 ? (
        <PageSection
          id="cinema-nearby"
          className="cinema-nearby"
          titleClassName="cinema-section-title"
          title={t("CatalogCinema.Nearby")}
        >
          <ul className="cinema-nearby__list">
            {page.nearby.map((other) => (
              <li key={other.slug} className="cinema-nearby__item">
                <Link to={other.path} className="cinema-nearby__name">
                  {other.name}
                </Link>
                <span className="cinema-muted">
                  {other.city} · {t("CatalogCinema.Distance", { distance: other.distance })}
                </span>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
    </article>
  );
}
