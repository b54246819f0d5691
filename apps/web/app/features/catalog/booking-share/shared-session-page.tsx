import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ShowArtwork } from "../../../ui/artwork";
import { buttonClass } from "../../../ui/button";
import type { SharedSessionPageData } from "./shared-session-data";

// Its styles are imported by the route module, so they load with the HTML (routes/shared-session.tsx).

/**
 * SPEC 7 share link `{language}/V{cinema}S{session}/booking`: the session a customer shared, read
 * only, for a friend who need not be signed in. It names no customer, seat or price: the link is
 * the session's, not the booking's.
 */
export function SharedSessionPage({ page }: { page: SharedSessionPageData }) {
  const { t } = useTranslation();
  const { show, cinema, session } = page;
  const title = t("SharedSession.MetaTitle", { title: show.title, cinema: cinema.name, date: session.day });
  return (
    <article className="shared-session" aria-labelledby="shared-session-title">
      <title>{title}</title>
      {/* A friend's link, not a catalog page: out of search engines. */}
      <meta name="robots" content="noindex" />
      <meta
        name="description"
        content={t("SharedSession.Description", {
          title: show.title,
          cinema: cinema.name,
          city: cinema.city,
        })}
      />
      <ShowArtwork
        kind="poster"
        slug={show.slug}
        alt=""
        width={240}
        height={360}
        sizes="(min-width: 768px) 240px, 40vw"
        priority
        className="shared-session__poster"
      />
      <div className="shared-session__text">
        <p className="shared-session__eyebrow">{t("SharedSession.Eyebrow")}</p>
        <h1 id="shared-session-title" className="shared-session__title">
          {show.title}
        </h1>
        <dl className="shared-session__facts">
          <div>
            <dt>{t("SharedSession.When")}</dt>
            <dd>
              <time dateTime={session.startDate}>
                {session.day}, {session.time}
              </time>
            </dd>
          </div>
          <div>
            <dt>{t("SharedSession.Where")}</dt>
            <dd>
              <strong>{cinema.name}</strong>
              <br />
              {cinema.address}
            </dd>
          </div>
          <div>
            <dt>{t("SharedSession.Version")}</dt>
            <dd>
              {session.versionLabel}
              {session.specificities.length > 0 ? ` · ${session.specificities.join(", ").toUpperCase()}` : ""}
            </dd>
          </div>
          <div>
            <dt>{t("SharedSession.Hall")}</dt>
            <dd>{session.auditoriumName}</dd>
          </div>
          <div>
            <dt>{t("SharedSession.Duration")}</dt>
            <dd>{t("SharedSession.DurationValue", show.duration)}</dd>
          </div>
        </dl>
        <p className="shared-session__actions">
          <a className={buttonClass({ variant: "primary" })} href={page.bookingPath}>
            {t("SharedSession.Book")}
          </a>
          <a
            className={buttonClass({ variant: "secondary" })}
            href={cinema.directionsUrl}
            aria-describedby="shared-session-directions-hint"
          >
            {t("SharedSession.Directions")}
          </a>
          <Link className={buttonClass({ variant: "secondary" })} to={page.showPath}>
            {t("SharedSession.ShowPage")}
          </Link>
        </p>
        <p id="shared-session-directions-hint" className="shared-session__hint">
          {t("SharedSession.DirectionsHint")}
        </p>
        <p className="shared-session__hint">{t("SharedSession.ReadOnly")}</p>
      </div>
    </article>
  );
}
