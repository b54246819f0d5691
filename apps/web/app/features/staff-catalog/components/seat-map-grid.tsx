import type { SeatMap } from "@cinelux/contract/booking";
import { SEAT_TYPES } from "@cinelux/contract/booking-terms";
import type { CSSProperties } from "react";
import { fill, useStaffTexts } from "../../../lib/staff/staff-texts";
import { catalogTexts } from "../texts";

type Seat = SeatMap["zones"][number]["rows"][number]["seats"][number];

/**
 * The plan's columns: the smallest step between two neighbours of a row is one seat; a wider step
 * leaves empty columns (an aisle). Rows keep their order of the file, top to bottom.
 */
export function layoutOf(map: SeatMap) {
  const rows = map.zones.flatMap((zone) => zone.rows);
  const seats = rows.flatMap((row) => row.seats);
  const minX = Math.min(...seats.map((seat) => seat.x));
  const steps = rows.flatMap((row) => {
    const xs = row.seats.map((seat) => seat.x).sort((a, b) => a - b);
    return xs
      .slice(1)
      .map((x, index) => x - (xs[index] ?? x))
      .filter((step) => step > 0);
  });
  const step = steps.length > 0 ? Math.min(...steps) : 1;
  const columnOf = (seat: Seat) => Math.round((seat.x - minX) / step) + 1;
  const columns = Math.max(1, ...seats.map(columnOf));
  return { rows, seats, columns, columnOf };
}

/** A seat map drawn as a grid of seats (aisles as gaps, a colour and a letter per kind), with its key. */
export function SeatMapGrid({ map, hall }: { map: SeatMap; hall: string }) {
  const texts = useStaffTexts(catalogTexts);
  const { rows, seats, columns, columnOf } = layoutOf(map);
  const kinds = SEAT_TYPES.filter((type) => seats.some((seat) => seat.type === type));
  const blocked = seats.filter((seat) => seat.blocked).length;
  return (
    <figure className="staff-seat-map">
      <div
        className="staff-seat-map__plan"
        role="img"
        aria-label={fill(texts.mapDrawing, { hall, rows: rows.length, seats: seats.length })}
      >
        <div className="staff-seat-map__screen">{texts.screen}</div>
        <div className="staff-seat-map__rows" style={{ "--columns": columns } as CSSProperties}>
          {rows.map((row) => (
            <div className="staff-seat-map__row" key={row.seats[0]?.id ?? row.label}>
              <span className="staff-seat-map__label">{row.label}</span>
              {row.seats.map((seat) => (
                <span
                  key={seat.id}
                  className={`staff-seat-map__seat staff-seat-map__seat--${seat.type}${seat.blocked ? " staff-seat-map__seat--blocked" : ""}`}
                  style={{ gridColumn: columnOf(seat) + 1 }}
                  title={seat.id}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <figcaption>
        <p>{fill(texts.mapSummary, { rows: rows.length, seats: seats.length })}</p>
        <ul className="staff-seat-map__legend" aria-label={texts.legend}>
          {kinds.map((type) => (
            <li key={type}>
              <span className={`staff-seat-map__seat staff-seat-map__seat--${type}`} aria-hidden="true" />{" "}
              {texts[`seat_${type}`]} ({seats.filter((seat) => seat.type === type).length})
            </li>
          ))}
          {blocked > 0 ? (
            <li>
              <span className="staff-seat-map__seat staff-seat-map__seat--blocked" aria-hidden="true" />{" "}
              {texts.seat_blocked} ({blocked})
            </li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}
