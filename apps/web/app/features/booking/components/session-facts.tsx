import type { SessionDetail } from "@cinelux/contract/booking";
import { SESSION_VERSION_LABELS } from "@cinelux/contract/catalog";
import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { TechnologyIcon } from "../../../ui/technology-icon";
import { formatSessionStart } from "../format";

/** The session the seats are for: the show (the page's h1), its cinema, hall, day and time, version and formats. */
export function SessionFacts({ session, language }: { session: SessionDetail; language: Language }) {
  const { t } = useTranslation();
  return (
    <header className="booking-head">
      <p className="booking-head__eyebrow">{t("Booking.Eyebrow")}</p>
      <h1 className="booking-head__title">{session.show.title}</h1>
      <dl className="booking-facts" aria-label={t("Booking.Facts")}>
        <div>
          <dt>{t("Booking.Cinema")}</dt>
          <dd>{session.cinema.name}</dd>
        </div>
        <div>
          <dt>{t("Booking.Hall")}</dt>
          <dd>{session.hall.name}</dd>
        </div>
        <div>
          <dt>{t("Booking.When")}</dt>
          <dd>{formatSessionStart(session.startsAt, language)}</dd>
        </div>
        <div>
          <dt>{t("Booking.Version")}</dt>
          <dd>
            <abbr title={SESSION_VERSION_LABELS[session.version][language]}>{session.version}</abbr>
          </dd>
        </div>
        <div>
          <dt>{t("Booking.Formats")}</dt>
          <dd>
            {session.technologies.length > 0
              ? session.technologies.map((technology) => (
                  <TechnologyIcon
                    key={technology}
                    technology={technology}
                    label={t(`Technology.${technology}`)}
                  />
                ))
              : t("Booking.Formats.None")}
          </dd>
        </div>
      </dl>
    </header>
  );
}
