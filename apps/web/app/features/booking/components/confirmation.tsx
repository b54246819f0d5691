import { shareLinkOf } from "@cinelux/contract/eticket-rules";
import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { ButtonLink, QrCode } from "../../../ui";
import { formatSessionStart } from "../format";
import { StepHeading } from "./step-heading";

/**
 * The booking confirmed (SPEC 3 E-ticket): the film, cinema, day, hall and seats, the QR of its code
 * as the wallet draws it, the booking number, where the mail went, the SPEC 7 share link, and for a
 * signed-in customer the wallet's e-tickets.
 */
export function Confirmation({
  ticket,
  mail,
  language,
  signedIn,
}: {
  ticket: Eticket;
  mail: string | null;
  language: Language;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  // A customer's booking has no buyer's mail: the ticket went to the account's address.
  const account = useQuery({ ...getAccountQueryOptions(language), enabled: signedIn && !mail });
  const sentTo = mail ?? (signedIn ? account.data?.mail : null) ?? null;
  const share = shareLinkOf({
    origin: window.location.origin,
    language,
    cinemaId: ticket.cinema.id,
    sessionId: ticket.session.id,
  });
  return (
    <section className="booking-confirmation" aria-labelledby="booking-step-title">
      <StepHeading id="booking-step-title">{t("Booking.Confirmation.Title")}</StepHeading>
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
          </dl>
        </div>
        <figure className="booking-confirmation__code">
          <QrCode
            code={ticket.code}
            className="booking-confirmation__qr"
            label={t("Booking.Confirmation.QrLabel", { title: ticket.show.title })}
          />
          <figcaption>{ticket.bookingId}</figcaption>
        </figure>
      </div>
      {sentTo ? <p>{t("Booking.Confirmation.Mail", { mail: sentTo })}</p> : null}
      <p>
        {t("Booking.Confirmation.Share")}{" "}
        <a href={share} className="booking-confirmation__share">
          {share}
        </a>
      </p>
      {signedIn ? (
        <div className="booking-actions">
          <ButtonLink to={paths.tickets(language)}>{t("Booking.Confirmation.Wallet")}</ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
