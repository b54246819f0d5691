import { useTranslation } from "../../../lib/i18n/use-translation";
import { ShowArtwork } from "../../../ui/artwork";
import { Badge } from "../../../ui/badge";
import { CatalogHead } from "../../../ui/catalog-head";
import { TrailerPlayer } from "../../../ui/trailer-player";
import { PageSection } from "../shared/page-section";
import { DayTabs, SessionItem } from "../shared/schedule";
import { Technologies } from "../shared/technologies";
import type { ShowPageData } from "./show-page-data";

// Its styles are imported by the route module, so they load with the HTML (routes/catalog/show.tsx).

function ShowHead({ show }: { show: ShowPageData }) {
  const { t } = useTranslation();
  return (
    <CatalogHead
      title={t("CatalogShow.MetaTitle", { title: show.title, year: String(show.releaseYear) })}
      ogTitle={show.title}
      ogType={show.movie ? "video.movie" : "website"}
      seo={show.seo}
      language={show.language}
    />
  );
}

function duration(minutes: number, t: ReturnType<typeof useTranslation>["t"]): string {
  return t("CatalogShow.Duration", {
    hours: String(Math.floor(minutes / 60)),
    minutes: String(minutes % 60).padStart(2, "0"),
  });
}

function Hero({ show }: { show: ShowPageData }) {
  const { t } = useTranslation();
  return (
    <section className="show-hero" aria-labelledby="show-title">
      <div className="show-hero__backdrop">
        <ShowArtwork
          kind="backdrop"
          slug={show.slug}
          alt=""
          width={1280}
          height={720}
          sizes="100vw"
          priority
          className="show-hero__backdrop-image"
        />
      </div>
      <div className="show-hero__inner">
        <ShowArtwork
          kind="poster"
          slug={show.slug}
          alt=""
          width={240}
          height={360}
          sizes="(min-width: 768px) 240px, 28vw"
          className="show-hero__poster"
        />
        <div className="show-hero__text">
          <p className="show-hero__badges">
            {show.movie ? null : <Badge tone="brand">{t("CatalogShow.Event")}</Badge>}
            {show.comingSoon ? <Badge tone="warning">{t("CatalogShow.ComingSoon")}</Badge> : null}
            {show.presales ? <Badge tone="success">{t("CatalogShow.Presales")}</Badge> : null}
          </p>
          <h1 id="show-title" className="show-hero__title">
            {show.title}
          </h1>
          <p className="show-hero__facts">
            <span>{show.releaseYear}</span>
            <span aria-hidden="true">·</span>
            <span>{duration(show.durationMinutes, t)}</span>
            <span aria-hidden="true">·</span>
            <abbr className="show-age" title={show.ageRating.label}>
              <span className="visually-hidden">{t("CatalogShow.AgeRating")}: </span>
              {show.ageRating.short}
            </abbr>
          </p>
          {show.genres.length > 0 ? (
            <ul className="show-hero__genres" aria-label={t("CatalogShow.Genres")}>
              {show.genres.map((genre) => (
                <li key={genre}>{genre}</li>
              ))}
            </ul>
          ) : null}
          {show.versions.length > 0 || show.technologies.length > 0 ? (
            <dl className="show-hero__formats">
              {show.versions.length > 0 ? (
                <div>
                  <dt>{t("CatalogShow.Versions")}</dt>
                  <dd>
                    {show.versions.map(({ code, label }) => (
                      <abbr key={code} className="show-version" title={label}>
                        {code}
                      </abbr>
                    ))}
                  </dd>
                </div>
              ) : null}
              {show.technologies.length > 0 ? (
                <div>
                  <dt>{t("CatalogShow.Technologies")}</dt>
                  <dd>
                    <Technologies technologies={show.technologies} />
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function Sessions({ show }: { show: ShowPageData }) {
  const { t } = useTranslation();
  if (show.comingSoon && show.days.length === 0) {
    return (
      <div className="show-release">
        <p className="show-release__date">
          {show.releaseDate
            ? t("CatalogShow.ReleaseDate", { date: show.releaseDate })
            : t("CatalogShow.ComingSoon")}
        </p>
        <p className="show-muted">{t("CatalogShow.ReleaseHint")}</p>
      </div>
    );
  }
  if (show.days.length === 0 || !show.day) {
    return (
      <div className="show-empty">
        <p className="show-empty__title">{t("CatalogShow.NoSessions")}</p>
        <p className="show-muted">{t("CatalogShow.NoSessionsHint")}</p>
      </div>
    );
  }
  const current = show.days.find((day) => day.date === show.day);
  return (
    <>
      <DayTabs
        block="show-days"
        label={t("CatalogShow.Days")}
        todayLabel={t("CatalogShow.Today")}
        days={show.days}
        day={show.day}
      />
      <h3 className="show-sessions__day">
        {t("CatalogShow.SessionsOfDay", { day: current?.longLabel ?? show.day })}
      </h3>
      <ul className="show-cinemas">
        {show.cinemas.map((cinema) => (
          <li key={cinema.slug} className="show-cinema">
            <div className="show-cinema__head">
              <h4 className="show-cinema__name">{cinema.name}</h4>
              <p className="show-muted show-cinema__address">{cinema.address}</p>
            </div>
            <ul
              className="show-cinema__sessions"
              aria-label={t("CatalogShow.SessionsCount", { count: cinema.sessions.length })}
            >
              {cinema.sessions.map((session) => (
                <SessionItem key={session.id} page="show" session={session} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="show-muted show-sessions__note">{t("CatalogShow.SessionsInfo")}</p>
    </>
  );
}

/** The Show and Entertainment page: hero, synopsis and cast, trailer, the week's sessions. */
export function ShowPage({ show }: { show: ShowPageData }) {
  const { t } = useTranslation();
  return (
    <article className="show-page">
      <ShowHead show={show} />
      <Hero show={show} />
      <div className="show-body">
        <PageSection
          id="show-synopsis"
          className="show-about"
          titleClassName="show-section-title"
          title={t("CatalogShow.Synopsis")}
        >
          <p className="show-about__synopsis">{show.synopsis}</p>
          {show.director || show.cast.length > 0 ? (
            <dl className="show-credits">
              {show.director ? (
                <div>
                  <dt>{t("CatalogShow.Director")}</dt>
                  <dd>{show.director}</dd>
                </div>
              ) : null}
              {show.cast.length > 0 ? (
                <div>
                  <dt>{t("CatalogShow.Cast")}</dt>
                  <dd>{show.cast.join(", ")}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </PageSection>
        {show.trailerKey ? (
          <PageSection
            id="show-trailer"
            className="show-trailer-section"
            titleClassName="show-section-title"
            title={t("CatalogShow.Trailer")}
          >
            <TrailerPlayer
              slug={show.slug}
              trailerKey={show.trailerKey}
              playLabel={t("CatalogShow.PlayTrailer", { title: show.title })}
              videoLabel={t("CatalogShow.TrailerFrameTitle", { title: show.title })}
            />
          </PageSection>
        ) : null}
        <PageSection
          id="show-sessions"
          className="show-sessions"
          titleClassName="show-section-title"
          title={t("CatalogShow.Sessions")}
        >
          <Sessions show={show} />
        </PageSection>
      </div>
    </article>
  );
}
