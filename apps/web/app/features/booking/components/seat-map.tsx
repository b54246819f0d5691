import type { SeatMap as SeatMapPlan } from "@cinelux/contract/booking";
import { type KeyboardEvent, useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { seatName } from "../seat-names";
import { MOVE_KEYS, moveFrom, type PlanRow, type PlanSeat, seatById } from "../seat-plan";

/** One unit of the plan (about a seat's pitch), in rem: a seat is drawn 1.75rem (28 px) wide. */
const UNIT = 2;
/** Room on the left for the rows' letters. */
const GUTTER = 1;

function rem(units: number): string {
  return `${units * UNIT}rem`;
}

/** The classes that draw a seat: its state (shape and pattern, then colour), its type, its pair side. */
export function seatClasses(
  seat: Pick<PlanSeat, "state" | "type">,
  selected: boolean,
  pairSide?: "left" | "right",
) {
  return [
    "seat",
    `seat--${selected ? "selected" : seat.state}`,
    `seat--${seat.type}`,
    pairSide ? `seat--pair-${pairSide}` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function pairSide(rows: readonly PlanRow[], seat: PlanSeat): "left" | "right" | undefined {
  const pair = seat.pair ? seatById(rows, seat.pair) : undefined;
  if (!pair) {
    return undefined;
  }
  return pair.x > seat.x ? "left" : "right";
}

/**
 * The hall drawn to scale from the seat map's positions, the screen along the top. A keyboard grid
 * (WAI-ARIA grid pattern): one tab stop on the focused seat (roving tabindex), arrow keys between
 * seats (aisles hold none), Home and End to a row's ends, Space or Enter to choose.
 */
export function SeatMap({
  plan,
  rows,
  hallName,
  selection,
  focusId,
  onFocusChange,
  onToggle,
}: {
  plan: SeatMapPlan;
  rows: readonly PlanRow[];
  hallName: string;
  selection: readonly string[];
  focusId: string;
  onFocusChange: (id: string) => void;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  const cells = useRef(new Map<string, HTMLDivElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVE_KEYS[event.key];
    if (move) {
      event.preventDefault();
      const next = moveFrom(rows, focusId, move);
      onFocusChange(next);
      cells.current.get(next)?.focus();
    } else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      onToggle(focusId);
    }
  }

  const width = plan.size.width + GUTTER;
  return (
    <div className="seat-map" style={{ width: rem(width), height: rem(plan.size.height) }}>
      <p
        className="seat-map__screen"
        style={{ left: rem(plan.screen.x + GUTTER), width: rem(plan.screen.width) }}
      >
        {t("Booking.Map.Screen")}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a seat map is a grid of widgets, not a data table */}
      <div
        role="grid"
        className="seat-map__grid"
        aria-label={t("Booking.Map.Label", { hall: hallName })}
        aria-describedby="seat-map-help"
        onKeyDown={onKeyDown}
      >
        {rows.map((row) => (
          // biome-ignore lint/a11y/useFocusableInteractive: a grid's row is reached through its seats
          // biome-ignore lint/a11y/useSemanticElements: rows of the grid above
          <div role="row" key={row.label} className="seat-map__row">
            {/* biome-ignore lint/a11y/useSemanticElements: the grid's row header */}
            {/* biome-ignore lint/a11y/useFocusableInteractive: the focus goes to seats; a row's letter is read with them */}
            <span role="rowheader" className="seat-map__row-label" style={{ top: rem(row.seats[0]?.y ?? 0) }}>
              {row.label}
            </span>
            {row.seats.map((seat) => {
              const selected = selection.includes(seat.id);
              return (
                // biome-ignore lint/a11y/useSemanticElements: a grid cell is the grid pattern's seat
                // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles the keys for every seat
                <div
                  key={seat.id}
                  ref={(element) => {
                    if (element) {
                      cells.current.set(seat.id, element);
                    } else {
                      cells.current.delete(seat.id);
                    }
                  }}
                  role="gridcell"
                  tabIndex={seat.id === focusId ? 0 : -1}
                  aria-selected={selected}
                  aria-disabled={seat.state === "free" ? undefined : true}
                  aria-label={seatName(seat, t)}
                  className={seatClasses(seat, selected, pairSide(rows, seat))}
                  style={{ left: rem(seat.x + GUTTER), top: rem(seat.y) }}
                  onFocus={() => onFocusChange(seat.id)}
                  onClick={() => onToggle(seat.id)}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
