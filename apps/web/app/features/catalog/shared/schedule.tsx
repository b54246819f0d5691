import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import type { TechnologyMark } from "../../../ui/technology-icon";
import { Technologies } from "./technologies";

// Styles: schedule.css, imported by the stylesheets of the pages that draw a schedule.

/** A day of a schedule's tabs. */
export interface ScheduleDay {
  date: string;
  /** "Lun. 23 nov." in the page language. */
  label: string;
  today: boolean;
}

/**
 * The day tabs: links (`?day=`), so they work without JavaScript. `block` is the page's class
 * (`cinema-days`, its links `cinema-days__day`). With a `hash` the page scrolls to the schedule;
 * without one it keeps its scroll.
 */
export function DayTabs({
  block,
  label,
  todayLabel,
  days,
  day,
  hash,
}: {
  block: string;
  label: string;
  todayLabel: string;
  days: readonly ScheduleDay[];
  day: string | undefined;
  hash?: string;
}) {
  return (
    <nav className={block} aria-label={label}>
      <ul>
        {days.map((entry) => (
          <li key={entry.date}>
            <Link
              className={`${block}__day`}
              to={hash ? { search: `?day=${entry.date}`, hash } : { search: `?day=${entry.date}` }}
              aria-current={entry.date === day ? "date" : undefined}
              preventScrollReset={hash ? undefined : true}
              replace
            >
              {entry.today ? todayLabel : entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A session of a schedule: its time, version and premium formats, its hall, where to book it. */
export interface ScheduleSession {
  id: string;
  /** The booking tunnel's seat page of the session (it says so when the session cannot be booked). */
  bookingPath: string;
  time: string;
  version: string;
  versionLabel: string;
  technologies: readonly TechnologyMark[];
  auditoriumName: string;
}

/**
 * One session as a list item; `page` is the page's class prefix (`cinema`: `cinema-session`…). Its
 * time is the way in to book it: a plain link to the tunnel's page, whose code loads only there.
 */
export function SessionItem({ page, session }: { page: string; session: ScheduleSession }) {
  const { t } = useTranslation();
  return (
    <li className={`${page}-session`}>
      <a
        className={`${page}-session__time ${page}-session__book`}
        href={session.bookingPath}
        aria-label={t("CatalogSession.Book", { time: session.time, hall: session.auditoriumName })}
      >
        {session.time}
      </a>
      <span className={`${page}-session__meta`}>
        <abbr className={`${page}-version`} title={session.versionLabel}>
          {session.version}
        </abbr>
        <Technologies technologies={session.technologies} />
      </span>
      <span className={`${page}-session__hall`}>{session.auditoriumName}</span>
    </li>
  );
}
