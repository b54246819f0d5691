import { useTranslation } from "../../../lib/i18n/use-translation";
import { seatListName } from "../seat-names";
import type { PlanRow } from "../seat-plan";

/**
 * The map's alternative for screen readers and anyone who prefers it: each row, its seats as
 * checkboxes, the same choice as the map's.
 */
export function SeatList({
  rows,
  selection,
  onToggle,
}: {
  rows: readonly PlanRow[];
  selection: readonly string[];
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="seat-list">
      {rows.map((row) => (
        <fieldset key={row.label} className="seat-list__row">
          <legend>{t("Booking.List.Row", { row: row.label })}</legend>
          <ul>
            {[...row.seats]
              .sort((a, b) => a.number - b.number)
              .map((seat) => (
                <li key={seat.id}>
                  <label className="seat-list__seat">
                    <input
                      type="checkbox"
                      checked={selection.includes(seat.id)}
                      disabled={seat.state !== "free"}
                      onChange={() => onToggle(seat.id)}
                    />
                    <span>{seatListName(seat, t)}</span>
                  </label>
                </li>
              ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
