import type { HistoryBooking } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Badge } from "../../../ui";
import { formatDay, formatMoney, formatSessionStart, HISTORY_STATUS_LABELS } from "../format";

/** The page's bookings as the server ordered them (session start descending: newest first). */
export function HistoryList({
  bookings,
  language,
  showUrl,
  busy,
}: {
  bookings: readonly HistoryBooking[];
  language: Language;
  showUrl: (slug: string) => string;
  /** The previous page still shows while the asked one loads. */
  busy: boolean;
}) {
  return (
    <ol className="history__list" aria-busy={busy || undefined}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <HistoryItem booking={booking} language={language} showUrl={showUrl} />
        </li>
      ))}
    </ol>
  );
}

function HistoryItem({
  booking,
  language,
  showUrl,
}: {
  booking: HistoryBooking;
  language: Language;
  showUrl: (slug: string) => string;
}) {
  const { t } = useTranslation();
  const status = HISTORY_STATUS_LABELS[booking.status];
  const titleId = `history-${booking.id}`;
  return (
    <article className="history-item" aria-labelledby={titleId}>
      <div className="history-item__head">
        <h3 className="history-item__title" id={titleId}>
          <a href={showUrl(booking.show.slug)}>{booking.show.title}</a>
        </h3>
        <Badge tone={status.tone}>{t(status.key)}</Badge>
      </div>
      <dl className="history-item__facts">
        <div>
          <dt>{t("History.Item.Date")}</dt>
          <dd>{formatSessionStart(booking.session.startDate, language)}</dd>
        </div>
        <div>
          <dt>{t("History.Item.Cinema")}</dt>
          <dd>
            {booking.cinema.name}, {booking.cinema.city}
          </dd>
        </div>
        <div>
          <dt>{t("History.Item.Seats", { count: booking.seats.length })}</dt>
          <dd>{booking.seats.length > 0 ? booking.seats.join(", ") : t("History.Item.NoSeat")}</dd>
        </div>
        <div>
          <dt>{t("History.Item.Amount")}</dt>
          <dd>{formatMoney(booking.amount, language)}</dd>
        </div>
        <div>
          <dt>{t("History.Item.Booking")}</dt>
          <dd>{booking.bookingId}</dd>
        </div>
      </dl>
      {booking.refund ? (
        <p className="history-item__refund">
          {t("History.Item.Refund", {
            amount: formatMoney(booking.refund.amount, language),
            date: formatDay(booking.refund.date, language),
          })}
        </p>
      ) : null}
    </article>
  );
}
