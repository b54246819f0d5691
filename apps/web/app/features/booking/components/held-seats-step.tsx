import type { Booking } from "@cinelux/contract/booking";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { seatShortName } from "../seat-names";
import { type PlanRow, sortSeatIds } from "../seat-plan";
import { StepHeading } from "./step-heading";

/** Back at the Seats step with the seats still held: what they are; "Change seats" releases them. */
export function HeldSeatsStep({ booking, rows }: { booking: Booking; rows: readonly PlanRow[] }) {
  const { t } = useTranslation();
  return (
    <section className="booking-step" aria-labelledby="booking-step-title">
      <StepHeading id="booking-step-title">{t("Booking.Steps.seats")}</StepHeading>
      <ul className="booking-chosen">
        {sortSeatIds(rows, booking.seats).map((seat) => (
          <li key={seat.id}>
            {seatShortName(seat, t)}
            <span className="booking-chosen__type"> · {t(`Booking.SeatType.${seat.type}`)}</span>
          </li>
        ))}
      </ul>
      <p className="booking-muted">{t("Booking.Tunnel.SeatsHeld")}</p>
    </section>
  );
}
