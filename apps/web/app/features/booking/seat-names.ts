import type { TFunction } from "../../lib/i18n/create-i18n";
import type { PlanSeat } from "./seat-plan";

/** A seat's accessible name in the map: "Row F, seat 12, premium, free" (the choice is aria-selected). */
export function seatName(seat: PlanSeat, t: TFunction): string {
  return t("Booking.Seat.Name", {
    row: seat.row,
    number: seat.number,
    type: t(`Booking.SeatType.${seat.type}`),
    state: t(`Booking.SeatState.${seat.state}`),
  });
}

/** A seat's label in the list under its row: "Seat 12, premium, free". */
export function seatListName(seat: PlanSeat, t: TFunction): string {
  return t("Booking.List.Seat", {
    number: seat.number,
    type: t(`Booking.SeatType.${seat.type}`),
    state: t(`Booking.SeatState.${seat.state}`),
  });
}

/** "Row F, seat 12": the summary's and the refusals' words for a seat. */
export function seatShortName(seat: Pick<PlanSeat, "row" | "number">, t: TFunction): string {
  return t("Booking.Seat.Short", { row: seat.row, number: seat.number });
}
