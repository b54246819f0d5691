import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ShowArtwork } from "../../../ui/artwork";
import { Badge } from "../../../ui/badge";
import { Technologies } from "../shared/technologies";
import type { MovieCardView } from "./movies-page-data";

/** How wide a poster is drawn: six columns on a desktop, three on a tablet, two on a phone. */
const POSTER_SIZES = "(min-width: 1088px) 170px, (min-width: 640px) 30vw, 46vw";

/**
 * One show of the grid: its poster and title link to its page; below, the facts a visitor picks a
 * film by. `priority` for the first row only (the page's largest paint); the rest load lazily.
 */
export function MovieCard({ show, priority }: { show: MovieCardView; priority: boolean }) {
  const { t } = useTranslation();
  const hours = Math.floor(show.durationMinutes / 60);
  const minutes = String(show.durationMinutes % 60).padStart(2, "0");
  return (
    <article className="movie-card">
      <Link className="movie-card__link" to={show.path}>
        <ShowArtwork
          kind="poster"
          slug={show.slug}
          alt=""
          width={240}
          height={360}
          sizes={POSTER_SIZES}
          priority={priority}
          className="movie-card__poster"
        />
        <h3 className="movie-card__title">{show.title}</h3>
      </Link>
      <p className="movie-card__badges">
        {show.movie ? null : <Badge tone="brand">{t("CatalogMovies.Event")}</Badge>}
        {show.comingSoon ? <Badge tone="warning">{t("CatalogMovies.ComingSoon")}</Badge> : null}
        {show.presales ? <Badge tone="success">{t("CatalogMovies.Presales")}</Badge> : null}
      </p>
      <p className="movie-card__facts">
        <span>{t("CatalogMovies.Duration", { hours: String(hours), minutes })}</span>
        <abbr className="movie-card__age" title={show.ageRating.label}>
          <span className="visually-hidden">{t("CatalogMovies.AgeRating")}: </span>
          {show.ageRating.short}
        </abbr>
      </p>
      {show.genres.length > 0 ? (
        <p className="movie-card__genres">
          <span className="visually-hidden">{t("CatalogMovies.Genres")}: </span>
          {show.genres.join(", ")}
        </p>
      ) : null}
      {show.releaseDate ? (
        <p className="movie-card__release">{t("CatalogMovies.ReleaseDate", { date: show.releaseDate })}</p>
      ) : null}
      {show.versions.length > 0 || show.technologies.length > 0 ? (
        <p className="movie-card__formats">
          {show.versions.length > 0 ? (
            <span className="visually-hidden">{t("CatalogMovies.Versions")}: </span>
          ) : null}
          {show.versions.map(({ code, label }) => (
            <abbr key={code} className="movie-card__version" title={label}>
              {code}
            </abbr>
          ))}
          <Technologies technologies={show.technologies} />
        </p>
      ) : null}
    </article>
  );
}
