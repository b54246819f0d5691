import type { Booking } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { useEffect } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../ui";
import { formatClock, formatCountdown, type HoldAnnouncement, holdAnnouncement } from "../format";
import { useNow } from "../hooks/use-now";
import { seatShortName } from "../seat-names";
import type { PlanRow } from "../seat-plan";
import { sortSeatIds } from "../seat-plan";

const ANNOUNCEMENT_KEYS = {
  five: "Booking.Hold.Announce5",
  one: "Booking.Hold.Announce1",
  expired: "Booking.Hold.Expired",
} as const satisfies Record<Exclude<HoldAnnouncement, null>, string>;

/**
 * The held seats and what is left of the hold, beside every step of the tunnel: a visible countdown,
 * said aloud politely only at 5 minutes, 1 minute and the end. "Change seats" and "Cancel" release
 * the hold.
 */
export function HoldPanel({
  booking,
  rows,
  language,
  busy,
  onChange,
  onCancel,
  onExpired,
}: {
  booking: Booking;
  rows: readonly PlanRow[];
  language: Language;
  busy: boolean;
  onChange: () => void;
  onCancel: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const now = useNow(true);
  const left = Date.parse(booking.expiresAt) - now;
  const announcement = holdAnnouncement(left);
  useEffect(() => {
    if (left <= 0) {
      onExpired();
    }
  }, [left, onExpired]);

  return (
    <section className="booking-hold" aria-labelledby="booking-hold-title">
      <h2 id="booking-hold-title" className="booking-hold__title">
        {t("Booking.Hold.Title")}
      </h2>
      <ul className="booking-chosen">
        {sortSeatIds(rows, booking.seats).map((seat) => (
          <li key={seat.id}>
            {seatShortName(seat, t)}
            <span className="booking-chosen__type"> · {t(`Booking.SeatType.${seat.type}`)}</span>
          </li>
        ))}
      </ul>
      <div className="booking-countdown">
        <span className="booking-countdown__label">{t("Booking.Hold.Left")}</span>
        <span className="booking-countdown__time" role="timer" aria-live="off">
          {formatCountdown(left)}
        </span>
      </div>
      <p className="booking-muted">
        {t("Booking.Hold.Until", { time: formatClock(booking.expiresAt, language) })}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement ? t(ANNOUNCEMENT_KEYS[announcement]) : ""}
      </p>
      <div className="booking-actions">
        <Button variant="secondary" onClick={onChange} busy={busy}>
          {t("Booking.Hold.Change")}
        </Button>
        <Button variant="ghost" onClick={onCancel} busy={busy}>
          {t("Booking.Hold.Cancel")}
        </Button>
      </div>
    </section>
  );
}
