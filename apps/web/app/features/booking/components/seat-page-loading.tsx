import { useTranslation } from "../../../lib/i18n/use-translation";
import { SkeletonCard } from "../../../ui";

/**
 * The seat page before its session is read: what the server renders and what the page draws while
 * the session loads, the same markup, so hydration keeps the server's HTML as it is. Its room
 * (`.booking-page`, in the site's styles) keeps the footer below the fold until the map is drawn,
 * so nothing on screen moves when it arrives.
 */
export function SeatPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="booking-page">
      <SkeletonCard lines={6} label={t("Booking.Loading")} />
    </div>
  );
}
