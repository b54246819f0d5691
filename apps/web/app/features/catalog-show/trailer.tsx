import { useState } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { ShowArtwork } from "../../ui/artwork";

/**
 * Issue 9: a click-to-load trailer. Before the click it is the show's own backdrop with a play
 * button, and nothing of YouTube loads; the click swaps in the youtube-nocookie player. Without
 * JavaScript the same link opens the video on YouTube, so the button is never dead.
 */
export function TrailerFacade({
  slug,
  trailerKey,
  title,
}: {
  slug: string;
  trailerKey: string;
  title: string;
}) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const key = encodeURIComponent(trailerKey);
  if (playing) {
    return (
      <div className="show-trailer">
        <iframe
          className="show-trailer__frame"
          src={`https://www.youtube-nocookie.com/embed/${key}?autoplay=1&rel=0`}
          title={t("CatalogShow.TrailerFrameTitle", { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          // The player refuses to run without a referrer; the site's policy sends none by default.
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <a
      className="show-trailer show-trailer--facade"
      href={`https://www.youtube.com/watch?v=${key}`}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
    >
      <ShowArtwork
        kind="backdrop"
        slug={slug}
        alt=""
        width={960}
        height={540}
        sizes="(min-width: 1088px) 640px, (min-width: 768px) 58vw, 100vw"
        className="show-trailer__image"
      />
      <span className="show-trailer__play">
        <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" focusable="false">
          <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
        </svg>
        <span>{t("CatalogShow.PlayTrailer", { title })}</span>
      </span>
    </a>
  );
}
