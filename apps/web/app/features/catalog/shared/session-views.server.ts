import { SESSION_VERSION_LABELS, type Session, type SessionVersion } from "@cinelux/contract/catalog";
import type { Language } from "@cinelux/contract/languages";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import type { ScheduleSession } from "./schedule";

/** A session version's name in the page language ("Version originale sous-titrée"), else its code. */
export function versionLabel(version: string, language: Language): string {
  return SESSION_VERSION_LABELS[version as SessionVersion]?.[language] ?? version;
}

/** A session as a schedule draws it: its time, version (and its name), formats, hall and booking page. */
export function sessionView(
  session: Session,
  language: Language,
): ScheduleSession & Pick<Session, "technologies"> {
  return {
    id: session.id,
    bookingPath: catalogPath(language, "Booking", session.id),
    time: session.time,
    version: session.version,
    versionLabel: versionLabel(session.version, language),
    technologies: session.technologies,
    auditoriumName: session.auditoriumName,
  };
}

/** A screening as schema.org reads it (a JSON-LD `ScreeningEvent`), at `location`, of `workPresented`. */
export function screeningEvent(
  title: string,
  session: Pick<Session, "startsAt" | "endsAt" | "technologies">,
  location: unknown,
  workPresented: unknown,
) {
  return {
    "@type": "ScreeningEvent",
    name: title,
    startDate: session.startsAt,
    endDate: session.endsAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    videoFormat: session.technologies.length > 0 ? session.technologies.join(", ").toUpperCase() : "2D",
    location,
    workPresented,
  };
}
