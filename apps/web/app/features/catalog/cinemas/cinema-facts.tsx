import { useTranslation } from "../../../lib/i18n/use-translation";
import { Technologies } from "../shared/technologies";
import type { CinemaCardView } from "./cinemas-data";

// Styles: cinemas.css, imported by the route modules so they load with the HTML.

/** The international symbol of access, drawn here (no request); the text beside it says it all. */
function AccessIcon() {
  return (
    <svg className="cinema-access__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="4" r="2" fill="currentColor" />
      <path
        fill="currentColor"
        d="M19 13v-2c-1.54.02-3.09-.75-4.07-1.83l-1.29-1.43a1.9 1.9 0 0 0-.63-.46H13c-.35-.2-.75-.3-1.19-.26C10.76 7.11 10 8.04 10 9.09V15c0 1.1.9 2 2 2h5v5h2v-5.5c0-1.1-.9-2-2-2h-3v-3.45c1.29 1.07 3.25 1.94 5 1.95zm-6.17 5c-.41 1.16-1.52 2-2.83 2-1.66 0-3-1.34-3-3 0-1.31.84-2.41 2-2.83V12.1c-2.28.46-4 2.48-4 4.9 0 2.76 2.24 5 5 5 2.42 0 4.44-1.72 4.9-4z"
      />
    </svg>
  );
}

/** Halls and seats, accessibility and the premium formats of a cinema: its card and its page. */
export function CinemaFacts({ cinema }: { cinema: CinemaCardView }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="cinema-facts">
        <span>{t("CatalogCinema.Halls", { count: cinema.hallCount })}</span>
        <span aria-hidden="true">·</span>
        <span>{t("CatalogCinema.Seats", { count: cinema.seatCount, seats: cinema.seats })}</span>
      </p>
      <p className={cinema.hasPmrService ? "cinema-access" : "cinema-access cinema-access--limited"}>
        <AccessIcon />
        <span>{cinema.hasPmrService ? t("CatalogCinema.Accessible") : t("CatalogCinema.NotAccessible")}</span>
      </p>
      {cinema.technologies.length > 0 ? (
        <p className="cinema-technologies">
          <span className="visually-hidden">{t("CatalogCinema.Technologies")}: </span>
          <Technologies technologies={cinema.technologies} />
        </p>
      ) : null}
    </>
  );
}
