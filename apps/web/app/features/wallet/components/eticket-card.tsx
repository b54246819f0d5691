import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Badge, Button, QrCode } from "../../../ui";
import { formatSessionDay, formatSessionTime } from "../format";
import { directionsUrl, downloadText, ticketCalendarFile, ticketShareUrl } from "../ticket-links";
import { ShareButton } from "./share-button";
import { useWalletActions } from "./wallet-actions";

/** SPEC 3 "E-ticket": the film, where and when, the seats, version and options, and the code to scan. */
export function EticketCard({
  ticket,
  language,
  tunnelBase,
}: {
  ticket: Eticket;
  language: Language;
  /** Settings `urls.tunnelBase` ('' = this site): the share link's host (SPEC 7). */
  tunnelBase: string;
}) {
  const { t } = useTranslation();
  const actions = useWalletActions();
  const titleId = useId();
  const { session, cinema, show } = ticket;
  const day = formatSessionDay(session.startDate, language);
  const time = formatSessionTime(session.startDate, language);
  const shareUrl = ticketShareUrl(ticket, { language, tunnelBase, siteOrigin: window.location.origin });

  function addToCalendar() {
    const file = ticketCalendarFile(ticket, {
      title: t("WalletPage.Ticket.CalendarTitle", { title: show.title, cinema: cinema.name }),
      description: t("WalletPage.Ticket.CalendarDescription", {
        seats: ticket.seats.join(", "),
        auditorium: session.auditoriumName,
        booking: ticket.bookingId,
      }),
    });
    downloadText(file, `cinelux-${ticket.bookingId}.ics`, "text/calendar");
  }

  return (
    <article className="eticket" aria-labelledby={titleId}>
      <div className="eticket__main">
        <h3 className="eticket__title" id={titleId}>
          {show.title}
        </h3>
        <p className="eticket__when">
          <time dateTime={session.startDate}>{t("WalletPage.Ticket.When", { day, time })}</time>
        </p>
        <dl className="wallet-facts">
          <div>
            <dt>{t("WalletPage.Ticket.Cinema")}</dt>
            <dd>
              {cinema.name}
              <br />
              {cinema.address}, {cinema.postalCode} {cinema.city}
            </dd>
          </div>
          <div>
            <dt>{t("WalletPage.Ticket.Seats", { count: ticket.seats.length })}</dt>
            <dd>
              {ticket.seats.join(", ")} · {session.auditoriumName}
            </dd>
          </div>
          <div>
            <dt>{t("WalletPage.Ticket.Version")}</dt>
            <dd className="eticket__badges">
              <Badge>{session.version}</Badge>
              {session.specificities.map((format) => (
                <Badge key={format} tone="brand">
                  {format.toUpperCase()}
                </Badge>
              ))}
            </dd>
          </div>
          {ticket.options.length > 0 ? (
            <div>
              <dt>{t("WalletPage.Ticket.Options")}</dt>
              <dd>
                <ul className="eticket__options">
                  {ticket.options.map((option) => (
                    <li key={option.label}>{t("WalletPage.Ticket.Option", option)}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t("WalletPage.Ticket.Booking")}</dt>
            <dd className="wallet-number">{ticket.bookingId}</dd>
          </div>
        </dl>
      </div>
      <figure className="wallet-code-preview">
        <QrCode
          code={ticket.code}
          className="wallet-code-preview__qr"
          label={t("WalletPage.Code.QrLabel", { name: show.title })}
        />
        <figcaption>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              actions.showCode({ title: show.title, code: ticket.code, caption: ticket.bookingId })
            }
          >
            {t("WalletPage.Code.Open")}
          </Button>
        </figcaption>
      </figure>
      <div className="wallet-item__actions">
        <Button variant="ghost" size="sm" aria-describedby={titleId} onClick={() => actions.resend(ticket)}>
          {t("WalletPage.Ticket.Resend")}
        </Button>
        <Button variant="ghost" size="sm" aria-describedby={titleId} onClick={addToCalendar}>
          {t("WalletPage.Ticket.Calendar")}
        </Button>
        <a
          className="ui-button ui-button--ghost ui-button--sm"
          href={directionsUrl(cinema)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("WalletPage.Ticket.Directions", { cinema: cinema.name })}
        </a>
        <ShareButton url={shareUrl} title={show.title} label={t("WalletPage.Ticket.Share")} />
        {ticket.refundable ? (
          <Button
            variant="danger"
            size="sm"
            aria-describedby={titleId}
            onClick={() => actions.cancelTicket(ticket)}
          >
            {t("WalletPage.Ticket.Cancel")}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
