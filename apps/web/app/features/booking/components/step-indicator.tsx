import { useTranslation } from "../../../lib/i18n/use-translation";

export const TUNNEL_STEPS = ["seats", "tickets", "extras", "pay"] as const;
export type TunnelStep = (typeof TUNNEL_STEPS)[number];

const STEP_KEYS = {
  seats: "Booking.Steps.seats",
  tickets: "Booking.Steps.tickets",
  extras: "Booking.Steps.extras",
  pay: "Booking.Steps.pay",
} as const satisfies Record<TunnelStep, string>;

/** Seats → Tickets → Extras → Pay: where the customer is, said by `aria-current` and in words. */
export function StepIndicator({ current }: { current: TunnelStep }) {
  const { t } = useTranslation();
  const index = TUNNEL_STEPS.indexOf(current);
  return (
    <nav className="booking-steps" aria-label={t("Booking.Steps.Label")}>
      <ol>
        {TUNNEL_STEPS.map((step, position) => (
          <li
            key={step}
            className={`booking-steps__step${position < index ? " booking-steps__step--done" : ""}`}
            aria-current={step === current ? "step" : undefined}
          >
            <span className="booking-steps__number" aria-hidden="true">
              {position + 1}
            </span>
            <span>{t(STEP_KEYS[step])}</span>
            {position < index ? <span className="visually-hidden"> {t("Booking.Steps.Done")}</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
