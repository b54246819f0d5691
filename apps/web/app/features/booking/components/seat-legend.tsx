import { SEAT_STATES, SEAT_TYPES } from "@cinelux/contract/booking";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { seatClasses } from "./seat-map";

/** What each drawing means: the states (shape and pattern, not colour alone), then the seat types. */
export function SeatLegend() {
  const { t } = useTranslation();
  const states = ["free", "selected", ...SEAT_STATES.filter((state) => state !== "free")] as const;
  return (
    <section className="seat-legend" aria-labelledby="seat-legend-title">
      <h2 id="seat-legend-title" className="booking-section-title">
        {t("Booking.Legend.Title")}
      </h2>
      <ul className="seat-legend__list">
        {states.map((state) => (
          <li key={state}>
            <span
              aria-hidden="true"
              className={seatClasses(
                { state: state === "selected" ? "free" : state, type: "standard" },
                state === "selected",
              )}
            />
            {t(`Booking.Legend.${state}`)}
          </li>
        ))}
        {SEAT_TYPES.filter((type) => type !== "standard").map((type) => (
          <li key={type}>
            <span aria-hidden="true" className={seatClasses({ state: "free", type }, false)} />
            {t(`Booking.Legend.${type}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
