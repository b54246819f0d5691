import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../ui";
import { seatShortName } from "../seat-names";
import { type PlanRow, sortSeatIds, strandedSeat } from "../seat-plan";

/** The seats chosen so far, the limit, the single-seat hint, and "Continue" that holds them. */
export function SelectionSummary({
  rows,
  selection,
  max,
  limitReached,
  busy,
  onContinue,
}: {
  rows: readonly PlanRow[];
  selection: readonly string[];
  max: number;
  limitReached: boolean;
  busy: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const chosen = sortSeatIds(rows, selection);
  const stranding = strandedSeat(rows, selection) !== undefined;
  return (
    <section className="booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title" className="booking-section-title">
        {t("Booking.Selection.Title")}
      </h2>
      <p className="booking-muted" aria-live="polite">
        {chosen.length === 0
          ? t("Booking.Selection.None", { max })
          : t("Booking.Selection.Count", { count: chosen.length, max })}
      </p>
      {chosen.length > 0 ? (
        <ul className="booking-chosen">
          {chosen.map((seat) => (
            <li key={seat.id}>
              {seatShortName(seat, t)}
              <span className="booking-chosen__type"> · {t(`Booking.SeatType.${seat.type}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div aria-live="polite">
        {limitReached ? <p className="booking-note">{t("Booking.Selection.Limit", { max })}</p> : null}
        {stranding ? <p className="booking-note">{t("Booking.Selection.Stranded")}</p> : null}
      </div>
      <Button onClick={onContinue} busy={busy} disabled={chosen.length === 0}>
        {t("Booking.Continue")}
      </Button>
    </section>
  );
}
