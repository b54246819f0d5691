import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { QrCode } from "../../../ui";
import { formatSessionStart } from "../format";

/**
 * A booked e-ticket (SPEC 3 E-ticket) as the tunnel's confirmation and a guest's booking page draw
 * it: the film, cinema, day, hall and seats, the booking number, and the QR of its code as the
 * wallet draws it. `facts`: more rows after the booking number (what was paid, the status).
 */
export function EticketCard({
  ticket,
  language,
  facts,
  showCode = true,
}: {
  ticket: Eticket;
  language: Language;
  facts?: ReactNode;
  /** False for a cancelled ticket: its entrance code no longer lets anyone in. */
  showCode?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="booking-confirmation__ticket">
      <div className="booking-confirmation__facts">
        <p className="booking-confirmation__film">{ticket.show.title}</p>
        <dl className="booking-facts">
          <div>
            <dt>{t("Booking.Cinema")}</dt>
            <dd>{ticket.cinema.name}</dd>
          </div>
          <div>
            <dt>{t("Booking.When")}</dt>
            <dd>
              <time dateTime={ticket.session.startDate}>
                {formatSessionStart(ticket.session.startDate, language)}
              </time>
            </dd>
          </div>
          <div>
            <dt>{t("Booking.Hall")}</dt>
            <dd>{ticket.session.auditoriumName}</dd>
          </div>
          <div>
            <dt>{t("Booking.Pay.Seats")}</dt>
            <dd>{ticket.seats.join(", ")}</dd>
          </div>
          <div>
            <dt>{t("Booking.Confirmation.Number")}</dt>
            <dd>{ticket.bookingId}</dd>
          </div>
          {facts}
        </dl>
      </div>
      {showCode ? (
        <figure className="booking-confirmation__code">
          <QrCode
            code={ticket.code}
            className="booking-confirmation__qr"
            label={t("Booking.Confirmation.QrLabel", { title: ticket.show.title })}
          />
          <figcaption>{ticket.bookingId}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
