import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ShowArtwork } from "../../../ui/artwork";
import { Badge } from "../../../ui/badge";
import { ButtonLink } from "../../../ui/button";
import { CatalogHead } from "../../../ui/catalog-head";
import { TrailerPlayer } from "../../../ui/trailer-player";
import { PageSection } from "../shared/page-section";
import { DayTabs } from "../shared/schedule";
import { Technologies } from "../shared/technologies";
import type { CatalogHomeData, HomeScheduleView, HomeShowView } from "./home-page-data";

// Its styles are imported by the route module, so they load with the HTML (routes/catalog/home.tsx).

type Translate = ReturnType<typeof useTranslation>["t"];

const SCHEDULE_TITLES = {
  idf: "CatalogHome.Schedule.idf",
  amsterdam: "CatalogHome.Schedule.amsterdam",
} as const;

function scheduleTitle(zone: string, t: Translate): string {
  return t(SCHEDULE_TITLES[zone as keyof typeof SCHEDULE_TITLES] ?? "CatalogHome.Schedule.other");
}

function Hero({ home }: { home: CatalogHomeData }) {
  const { t } = useTranslation();
  const { hero } = home;
  if (!hero) {
    return null;
  }
  return (
    <section className="catalog-home-hero" aria-labelledby="catalog-home-hero-title">
      <div className="catalog-home-hero__backdrop">
        <ShowArtwork
          kind="backdrop"
          slug={hero.slug}
          alt=""
          width={1280}
          height={720}
          sizes="(min-width: 1280px) 1280px, 100vw"
          priority
          className="catalog-home-hero__backdrop-image"
        />
      </div>
      <div className="catalog-home-hero__text">
        <p className="catalog-home-hero__eyebrow">{t("CatalogHome.Featured")}</p>
        <h2 id="catalog-home-hero-title" className="catalog-home-hero__title">
          {hero.title}
        </h2>
        <p className="catalog-home-hero__facts">
          <span>{hero.releaseYear}</span>
          <span aria-hidden="true">·</span>
          <span>
            {t("CatalogShow.Duration", {
              hours: String(Math.floor(hero.durationMinutes / 60)),
              minutes: String(hero.durationMinutes % 60).padStart(2, "0"),
            })}
          </span>
          <span aria-hidden="true">·</span>
          <abbr className="catalog-home-age" title={hero.ageLabel}>
            <span className="visually-hidden">{t("CatalogShow.AgeRating")}: </span>
            {hero.ageShort}
          </abbr>
          {hero.genres.length > 0 ? (
            // The dot goes to the next line with the genres, never alone at a line's end.
            <span>
              <span aria-hidden="true">· </span>
              {hero.genres.join(", ")}
            </span>
          ) : null}
        </p>
        <p className="catalog-home-hero__actions">
          <ButtonLink variant="primary" to={hero.href}>
            {t("CatalogHome.HeroCta")}
          </ButtonLink>
          <ButtonLink variant="secondary" to={home.moviesHref}>
            {t("CatalogHome.AllMovies")}
          </ButtonLink>
        </p>
      </div>
    </section>
  );
}

function PosterRow({ shows, id }: { shows: readonly HomeShowView[]; id: string }) {
  const { t } = useTranslation();
  return (
    <ul className="catalog-home-posters" aria-labelledby={id}>
      {shows.map((show) => (
        <li key={show.slug}>
          <Link className="catalog-home-poster" to={show.href}>
            <ShowArtwork
              kind="poster"
              slug={show.slug}
              alt=""
              width={200}
              height={300}
              sizes="(min-width: 1024px) 200px, (min-width: 600px) 25vw, 40vw"
              className="catalog-home-poster__image"
            />
            <span className="catalog-home-poster__title">{show.title}</span>
            <span className="catalog-home-poster__meta">
              {show.releaseDate
                ? t("CatalogHome.ReleaseDate", { date: show.releaseDate })
                : [show.releaseYear, ...show.genres.slice(0, 1)].join(" · ")}
            </span>
            {show.presales || !show.movie ? (
              <span className="catalog-home-poster__badges">
                {show.movie ? null : <Badge tone="brand">{t("CatalogHome.Event")}</Badge>}
                {show.presales ? <Badge tone="success">{t("CatalogHome.Presales")}</Badge> : null}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Schedule({ schedule }: { schedule: HomeScheduleView }) {
  const { t } = useTranslation();
  return (
    <>
      <DayTabs
        block="catalog-home-days"
        label={t("CatalogHome.Days")}
        todayLabel={t("CatalogHome.Today")}
        days={schedule.days}
        day={schedule.date}
        hash="catalog-home-schedule"
      />
      <p className="catalog-home-schedule__day">
        {t("CatalogHome.SessionsOfDay", { day: schedule.longDate })}
      </p>
      {schedule.cinemas.length === 0 ? (
        <div className="catalog-home-empty">
          <p className="catalog-home-empty__title">{t("CatalogHome.NoSessions")}</p>
          <p className="catalog-home-muted">{t("CatalogHome.NoSessionsHint")}</p>
        </div>
      ) : (
        <ul className="catalog-home-cinemas">
          {schedule.cinemas.map((cinema) => (
            <li key={cinema.slug} className="catalog-home-cinema">
              <div className="catalog-home-cinema__head">
                <h3 className="catalog-home-cinema__name">
                  <Link to={cinema.href}>{cinema.name}</Link>
                </h3>
                <p className="catalog-home-muted">{cinema.address}</p>
              </div>
              <ul className="catalog-home-cinema__shows">
                {cinema.shows.map((show) => (
                  <li key={show.slug} className="catalog-home-cinema__show">
                    <Link className="catalog-home-cinema__show-title" to={show.href}>
                      {show.title}
                    </Link>
                    <ul className="catalog-home-sessions">
                      {show.sessions.map((session) => (
                        <li
                          key={session.id}
                          className={
                            session.started
                              ? "catalog-home-session catalog-home-session--started"
                              : "catalog-home-session"
                          }
                        >
                          <span className="catalog-home-session__time">{session.time}</span>
                          {session.started ? (
                            <span className="visually-hidden"> {t("CatalogHome.Started")}</span>
                          ) : null}
                          <abbr className="catalog-home-version" title={session.versionLabel}>
                            {session.version}
                          </abbr>
                          <Technologies technologies={session.technologies} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <p className="catalog-home-muted catalog-home-schedule__note">{t("CatalogHome.SessionsInfo")}</p>
    </>
  );
}

function Trailers({ home }: { home: CatalogHomeData }) {
  const { t } = useTranslation();
  return (
    <ul className="catalog-home-trailers">
      {home.trailers.map((trailer) => (
        <li key={trailer.slug} className="catalog-home-trailer">
          {/* Click to play here (ui/trailer-player.tsx): nothing of the video loads before. */}
          <TrailerPlayer
            slug={trailer.slug}
            trailerKey={trailer.trailerKey}
            playLabel={t("CatalogShow.PlayTrailer", { title: trailer.title })}
            videoLabel={t("CatalogShow.TrailerFrameTitle", { title: trailer.title })}
            sizes="(min-width: 1088px) 500px, (min-width: 700px) 46vw, 90vw"
          />
          <Link className="catalog-home-trailer__title" to={trailer.href}>
            {trailer.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Promotions({ home }: { home: CatalogHomeData }) {
  const { t } = useTranslation();
  const { subscription, club } = home.promotions;
  return (
    <ul className="catalog-home-promotions">
      {subscription ? (
        <li className="catalog-home-promotion catalog-home-promotion--subscription">
          <h3 className="catalog-home-promotion__title">{t("CatalogHome.SubscriptionTitle")}</h3>
          <p>{t("CatalogHome.SubscriptionText")}</p>
          <ButtonLink variant="primary" to={subscription}>
            {t("CatalogHome.SubscriptionCta")}
          </ButtonLink>
        </li>
      ) : null}
      {club ? (
        <li className="catalog-home-promotion catalog-home-promotion--club">
          <h3 className="catalog-home-promotion__title">{t("CatalogHome.ClubTitle")}</h3>
          <p>{t("CatalogHome.ClubText")}</p>
          <ButtonLink variant="secondary" to={club}>
            {t("CatalogHome.ClubCta")}
          </ButtonLink>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The catalog home (decision 007's anonymous `/{language}`): the featured show, now
 * showing, the default zone's schedule by day, trailers, coming soon and the promotions on.
 */
export function CatalogHomePage({ home }: { home: CatalogHomeData }) {
  const { t } = useTranslation();
  const promotions = home.promotions.subscription || home.promotions.club;
  return (
    <div className="catalog-home-page">
      <CatalogHead title={t("CatalogHome.MetaTitle")} seo={home.seo} language={home.language} />
      <h1 className="visually-hidden">{t("CatalogHome.Heading")}</h1>
      <Hero home={home} />
      <div className="catalog-home-body">
        <section className="catalog-home-section" aria-labelledby="catalog-home-now">
          <div className="catalog-home-section__head">
            <h2 id="catalog-home-now" className="catalog-home-section__title">
              {t("CatalogHome.NowShowing")}
            </h2>
            <Link className="catalog-home-section__more" to={home.moviesHref}>
              {t("CatalogHome.AllMovies")}
            </Link>
          </div>
          {home.nowShowing.length > 0 ? (
            <PosterRow shows={home.nowShowing} id="catalog-home-now" />
          ) : (
            <div className="catalog-home-empty">
              <p className="catalog-home-empty__title">{t("CatalogHome.NothingShowing")}</p>
              <p className="catalog-home-muted">{t("CatalogHome.NothingShowingHint")}</p>
            </div>
          )}
        </section>
        {home.schedule ? (
          <section
            id="catalog-home-schedule"
            className="catalog-home-section"
            aria-labelledby="catalog-home-schedule-title"
          >
            <h2 id="catalog-home-schedule-title" className="catalog-home-section__title">
              {scheduleTitle(home.schedule.zone, t)}
            </h2>
            <Schedule schedule={home.schedule} />
          </section>
        ) : null}
        {home.trailers.length > 0 ? (
          <PageSection
            id="catalog-home-trailers"
            className="catalog-home-section"
            titleClassName="catalog-home-section__title"
            title={t("CatalogHome.Trailers")}
          >
            <Trailers home={home} />
          </PageSection>
        ) : null}
        {home.comingSoon.length > 0 ? (
          <PageSection
            id="catalog-home-soon"
            className="catalog-home-section"
            titleClassName="catalog-home-section__title"
            title={t("CatalogHome.ComingSoon")}
          >
            <PosterRow shows={home.comingSoon} id="catalog-home-soon" />
          </PageSection>
        ) : null}
        {promotions ? (
          <PageSection
            id="catalog-home-promotions"
            className="catalog-home-section"
            titleClassName="catalog-home-section__title"
            title={t("CatalogHome.Promotions")}
          >
            <Promotions home={home} />
          </PageSection>
        ) : null}
      </div>
    </div>
  );
}
