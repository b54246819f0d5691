import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ShowArtwork } from "../../../ui/artwork";
import { DayTabs as ScheduleDayTabs, SessionItem } from "../shared/schedule";
import type { DayView, ShowSessionsView } from "./cinemas-data";

/** The day tabs: links (`?day=`), so they work without JavaScript; with it, no scroll jump. */
export function DayTabs({ days, day }: { days: readonly DayView[]; day: string }) {
  const { t } = useTranslation();
  return (
    <ScheduleDayTabs
      block="cinema-days"
      label={t("CatalogCinema.Days")}
      todayLabel={t("CatalogCinema.Today")}
      days={days}
      day={day}
    />
  );
}

function duration(minutes: number, t: ReturnType<typeof useTranslation>["t"]): string {
  if (minutes < 60) {
    return t("CatalogCinema.DurationMinutes", { minutes: String(minutes) });
  }
  return t("CatalogCinema.Duration", {
    hours: String(Math.floor(minutes / 60)),
    minutes: String(minutes % 60).padStart(2, "0"),
  });
}

/**
 * One day's shows, each with its sessions (time, version, premium format, hall) at each venue.
 * `venueNames`: the City page names the cinema of each row; the Cinema page has only its own.
 * No "Book" button: the site has no booking screen, and a call to action always leads somewhere.
 */
export function ShowSessionsList({
  shows,
  venueNames,
}: {
  shows: readonly ShowSessionsView[];
  venueNames: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="cinema-shows">
      {shows.map((show) => (
        <li key={show.slug} className="cinema-show">
          <Link to={show.path} className="cinema-show__poster" tabIndex={-1} aria-hidden="true">
            <ShowArtwork
              kind="poster"
              slug={show.slug}
              alt=""
              width={96}
              height={144}
              sizes="(min-width: 768px) 96px, 72px"
            />
          </Link>
          <div className="cinema-show__body">
            <h4 className="cinema-show__title">
              <Link to={show.path}>{show.title}</Link>
            </h4>
            <p className="cinema-show__facts">
              <span>{duration(show.durationMinutes, t)}</span>
              <span aria-hidden="true">·</span>
              <abbr className="cinema-age" title={show.ageRating.label}>
                <span className="visually-hidden">{t("CatalogCinema.AgeRating")}: </span>
                {show.ageRating.short}
              </abbr>
              {show.versions.length > 0 ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span className="visually-hidden">{t("CatalogCinema.Versions")}: </span>
                  {show.versions.map(({ code, label }) => (
                    <abbr key={code} className="cinema-version" title={label}>
                      {code}
                    </abbr>
                  ))}
                </>
              ) : null}
            </p>
            <div className="cinema-show__venues">
              {show.venues.map((venue) => (
                <div key={venue.slug} className="cinema-show__venue">
                  {venueNames ? (
                    <p className="cinema-show__venue-name">
                      <Link to={venue.path}>{venue.name}</Link>
                    </p>
                  ) : null}
                  <ul
                    className="cinema-session-list"
                    aria-label={t("CatalogCinema.SessionsCount", {
                      count: venue.sessions.length,
                      cinema: venue.name,
                    })}
                  >
                    {venue.sessions.map((session) => (
                      <SessionItem key={session.id} page="cinema" session={session} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The sessions section's body: the day tabs, the day's heading, its shows or an empty state. */
export function DaySessions({
  days,
  day,
  shows,
  venueNames,
}: {
  days: readonly DayView[];
  day: string;
  shows: readonly ShowSessionsView[];
  venueNames: boolean;
}) {
  const { t } = useTranslation();
  if (days.length === 0) {
    return (
      <div className="cinema-empty">
        <p className="cinema-empty__title">{t("CatalogCinema.NoSessions")}</p>
        <p className="cinema-muted">{t("CatalogCinema.NoSessionsHint")}</p>
      </div>
    );
  }
  const current = days.find((entry) => entry.date === day);
  return (
    <>
      <DayTabs days={days} day={day} />
      <h3 className="cinema-sessions__day">
        {t("CatalogCinema.SessionsOfDay", { day: current?.longLabel ?? day })}
      </h3>
      {shows.length === 0 ? (
        <div className="cinema-empty">
          <p className="cinema-empty__title">{t("CatalogCinema.NoSessionsDay")}</p>
          <p className="cinema-muted">{t("CatalogCinema.NoSessionsDayHint")}</p>
        </div>
      ) : (
        <ShowSessionsList shows={shows} venueNames={venueNames} />
      )}
      <p className="cinema-muted cinema-sessions__note">{t("CatalogCinema.SessionsInfo")}</p>
    </>
  );
}
