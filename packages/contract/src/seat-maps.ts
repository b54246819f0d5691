import type { SeatMap } from "./booking.ts";

export type MapSeat = SeatMap["zones"][number]["rows"][number]["seats"][number];

/** Every seat of a plan with its row's label, row by row from the screen, zone after zone. */
export function seatsOfMap(map: SeatMap): (MapSeat & { row: string })[] {
  return map.zones.flatMap((zone) =>
    zone.rows.flatMap((row) => row.seats.map((seat) => ({ ...seat, row: row.label }))),
  );
}
