import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { buttonClass } from "../../../ui/button";
import { CinemaFacts } from "./cinema-facts";
import type { CinemaCardView } from "./cinemas-data";

/** A cinema in a list (the Cinemas and City pages): name, address, facts, a link to its page. */
export function CinemaCard({ cinema, level }: { cinema: CinemaCardView; level: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="cinema-card">
      <Heading className="cinema-card__name">
        <Link to={cinema.path}>{cinema.name}</Link>
      </Heading>
      <p className="cinema-muted">{cinema.address}</p>
      <CinemaFacts cinema={cinema} />
      <p className="cinema-card__action">
        <Link className={buttonClass({ variant: "secondary", size: "sm" })} to={cinema.path}>
          {t("CatalogCinema.Open")}
          <span className="visually-hidden"> · {cinema.name}</span>
        </Link>
      </p>
    </article>
  );
}
