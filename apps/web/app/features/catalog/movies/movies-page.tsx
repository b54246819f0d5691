import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ButtonLink } from "../../../ui/button";
import { CatalogHead } from "../../../ui/catalog-head";
import { EmptyState } from "../../../ui/empty-state";
import { PageSection } from "../shared/page-section";
import { MovieCard } from "./movie-card";
import { MovieFiltersForm } from "./movie-filters";
import type { MovieCardView, MoviesPageData } from "./movies-page-data";

// Its styles are imported by the route module, so they load with the HTML (routes/catalog/movies.tsx).

/** Posters loaded at once: the first row on a desktop (six columns); every other one is lazy. */
const FIRST_ROW = 6;

function Grid({ shows, eager }: { shows: MovieCardView[]; eager: number }) {
  return (
    <ul className="movies-grid">
      {shows.map((show, index) => (
        <li key={show.slug}>
          <MovieCard show={show} priority={index < eager} />
        </li>
      ))}
    </ul>
  );
}

/** The Movies page: filters, then the shows now showing and coming soon as poster grids. */
export function MoviesPage({ page }: { page: MoviesPageData }) {
  const { t } = useTranslation();
  const count = page.nowShowing.length + page.comingSoon.length;
  return (
    <div className="movies-page">
      <CatalogHead title={t("CatalogMovies.MetaTitle")} seo={page.seo} language={page.language} />
      <div className="movies-header">
        <h1>{t("CatalogMovies.Title")}</h1>
        <p className="movies-muted">{t("CatalogMovies.Intro")}</p>
      </div>
      <MovieFiltersForm page={page} />
      {/* Polite: a screen reader hears the new count after each filter, without losing its place. */}
      <div className="movies-count">
        <p className="movies-count__text" role="status">
          {t("CatalogMovies.Results", { count })}
        </p>
        {page.filtered && count > 0 ? (
          <Link className="movies-count__clear" to={page.path} replace preventScrollReset>
            {t("CatalogMovies.Clear")}
          </Link>
        ) : null}
      </div>
      {count === 0 ? (
        <EmptyState
          illustration="film-strip"
          title={page.filtered ? t("CatalogMovies.EmptyTitle") : t("CatalogMovies.NothingTitle")}
          action={
            page.filtered ? (
              <ButtonLink variant="secondary" to={page.path} replace preventScrollReset>
                {t("CatalogMovies.Clear")}
              </ButtonLink>
            ) : null
          }
        >
          <p>{page.filtered ? t("CatalogMovies.EmptyText") : t("CatalogMovies.NothingText")}</p>
        </EmptyState>
      ) : null}
      {page.nowShowing.length > 0 ? (
        <PageSection
          id="movies-now-showing"
          className="movies-section"
          titleClassName="movies-section__title"
          title={t("CatalogMovies.NowShowing")}
        >
          <Grid shows={page.nowShowing} eager={FIRST_ROW} />
        </PageSection>
      ) : null}
      {page.comingSoon.length > 0 ? (
        <PageSection
          id="movies-coming-soon"
          className="movies-section"
          titleClassName="movies-section__title"
          title={t("CatalogMovies.ComingSoon")}
        >
          <Grid shows={page.comingSoon} eager={page.nowShowing.length === 0 ? FIRST_ROW : 0} />
        </PageSection>
      ) : null}
    </div>
  );
}
