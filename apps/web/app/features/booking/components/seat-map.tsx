import type { SeatMap as SeatMapPlan } from "@cinelux/contract/booking";
import { type CSSProperties, type KeyboardEvent, memo, useMemo, useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { seatName } from "../seat-names";
import { MOVE_KEYS, moveFrom, type PlanRow, type PlanSeat } from "../seat-plan";

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

function pairSides(rows: readonly PlanRow[]): Map<string, "left" | "right"> {
  const xOf = new Map(rows.flatMap((row) => row.seats.map((seat) => [seat.id, seat.x] as const)));
  const sides = new Map<string, "left" | "right">();
  for (const seat of rows.flatMap((row) => row.seats)) {
    const pairX = seat.pair ? xOf.get(seat.pair) : undefined;
    if (pairX !== undefined) {
      sides.set(seat.id, pairX > seat.x ? "left" : "right");
    }
  }
  return sides;
}

/** What a seat's cell shows whatever the choice: worked out once per seats read, not per render. */
interface SeatCell {
  seat: PlanSeat;
  name: string;
  pairSide: "left" | "right" | undefined;
  style: CSSProperties;
}

interface CellRow {
  label: string;
  top: string;
  cells: SeatCell[];
}

/** The seat's id of a cell the event reached, if any. */
function seatIdOf(target: EventTarget): string | undefined {
  return target instanceof HTMLElement ? target.dataset.seat : undefined;
}

/**
 * The hall drawn to scale from the seat map's positions, the screen along the top. A keyboard grid
 * (WAI-ARIA grid pattern): one tab stop on the focused seat (roving tabindex), arrow keys between
 * seats (aisles hold none), Home and End to a row's ends, Space or Enter to choose. The grid
 * listens for every seat (one handler each for keys, clicks and focus), and a change of choice or
 * focus draws again only the rows it touches: a hall of a few hundred seats stays cheap to draw.
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
  const grid = useRef<HTMLDivElement>(null);
  const cellRows = useMemo<CellRow[]>(() => {
    const sides = pairSides(rows);
    return rows.map((row) => ({
      label: row.label,
      top: rem(row.seats[0]?.y ?? 0),
      cells: row.seats.map((seat) => ({
        seat,
        name: seatName(seat, t),
        pairSide: sides.get(seat.id),
        style: { left: rem(seat.x + GUTTER), top: rem(seat.y) },
      })),
    }));
  }, [rows, t]);
  const chosen = new Set(selection);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVE_KEYS[event.key];
    if (move) {
      event.preventDefault();
      const next = moveFrom(rows, focusId, move);
      onFocusChange(next);
      const cell = [...(grid.current?.querySelectorAll<HTMLElement>("[data-seat]") ?? [])].find(
        (element) => element.dataset.seat === next,
      );
      cell?.focus();
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
        ref={grid}
        role="grid"
        className="seat-map__grid"
        aria-label={t("Booking.Map.Label", { hall: hallName })}
        aria-describedby="seat-map-help"
        onKeyDown={onKeyDown}
        onClick={(event) => {
          const id = seatIdOf(event.target);
          if (id) {
            onToggle(id);
          }
        }}
        onFocus={(event) => {
          const id = seatIdOf(event.target);
          if (id) {
            onFocusChange(id);
          }
        }}
      >
        {cellRows.map((row) => (
          <SeatRow
            key={row.label}
            row={row}
            chosen={row.cells
              .filter((cell) => chosen.has(cell.seat.id))
              .map((cell) => cell.seat.id)
              .join(" ")}
            focusId={row.cells.some((cell) => cell.seat.id === focusId) ? focusId : null}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * One row of the grid. Its props are strings and the row worked out once, so React skips every
 * row whose choice and focus did not change.
 */
const SeatRow = memo(function SeatRow({
  row,
  chosen,
  focusId,
}: {
  row: CellRow;
  /** The ids of the row's chosen seats, space-separated. */
  chosen: string;
  /** The focused seat when it is in this row. */
  focusId: string | null;
}) {
  const selected = new Set(chosen.split(" "));
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: a grid's row is reached through its seats
    // biome-ignore lint/a11y/useSemanticElements: rows of the grid above
    <div role="row" className="seat-map__row">
      {/* biome-ignore lint/a11y/useSemanticElements: the grid's row header */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: the focus goes to seats; a row's letter is read with them */}
      <span role="rowheader" className="seat-map__row-label" style={{ top: row.top }}>
        {row.label}
      </span>
      {row.cells.map(({ seat, name, pairSide, style }) => {
        const isSelected = selected.has(seat.id);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a grid cell is the grid pattern's seat
          <div
            key={seat.id}
            data-seat={seat.id}
            role="gridcell"
            tabIndex={seat.id === focusId ? 0 : -1}
            aria-selected={isSelected}
            aria-disabled={seat.state === "free" ? undefined : true}
            aria-label={name}
            className={seatClasses(seat, isSelected, pairSide)}
            style={style}
          />
        );
      })}
    </div>
  );
});
