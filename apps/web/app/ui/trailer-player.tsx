import { artworkUrl } from "@cinelux/contract/artwork";
import {
  TRAILER_SOURCE_TYPES,
  type TrailerFormat,
  type TrailerHeight,
  trailerUrl,
  trailerWidth,
} from "@cinelux/contract/trailer";
import { useEffect, useRef, useState } from "react";
import { ShowArtwork } from "./artwork";

/** Small screens get the 640×360 rendition first (`<source media>`), the others 1280×720. */
const SOURCES: { height: TrailerHeight; format: TrailerFormat; media?: string }[] = [
  { height: 360, format: "webm", media: "(max-width: 40em)" },
  { height: 360, format: "mp4", media: "(max-width: 40em)" },
  { height: 720, format: "webm" },
  { height: 720, format: "mp4" },
];

/**
 * A show's self-hosted trailer (docs/artwork.md "Trailers"), click to load. Before the
 * click it is the show's backdrop with a play button and nothing of the video loads; the click
 * swaps in a native `<video controls>` (WebM, then MP4; the backdrop as its poster) that plays at
 * once and takes the focus, so the keyboard reaches its controls. Without JavaScript the same link
 * opens the MP4 file, which browsers play by themselves: never a dead button.
 *
 * Props: `slug` (the backdrop), `trailerKey` (the catalog API's key of the video files), and,
 * translated by the caller since ui/ knows no i18n (lib/architecture/import-rules.ts), `playLabel`
 * (the link's text, e.g. `t("CatalogShow.PlayTrailer", { title })`) and `videoLabel` (the player's
 * accessible name and title, e.g. `t("CatalogShow.TrailerFrameTitle", { title })`). `sizes` is the
 * backdrop's drawn width (default: the show page's column). The route imports
 * `styles/trailer-player.css` (with `styles/artwork.css`), so the styles come with the HTML.
 */
export function TrailerPlayer({
  slug,
  trailerKey,
  playLabel,
  videoLabel,
  sizes = "(min-width: 1088px) 640px, (min-width: 768px) 58vw, 100vw",
}: {
  slug: string;
  trailerKey: string;
  playLabel: string;
  videoLabel: string;
  sizes?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (playing && video.current) {
      video.current.focus();
      // `autoPlay` may be ignored by a browser's policy: the click itself allows playing.
      video.current.play().catch(() => undefined);
    }
  }, [playing]);

  if (playing) {
    return (
      <div className="trailer-player">
        {/* No captions: nothing is spoken in it; its texts (title, names) are on the page too. */}
        {/* biome-ignore lint/a11y/useMediaCaption: a silent video, no speech to caption */}
        <video
          ref={video}
          className="trailer-player__video"
          controls
          autoPlay
          playsInline
          preload="none"
          // Focusable in every browser (the focus moves here after the click) and in the Tab order.
          tabIndex={0}
          width={trailerWidth(720)}
          height={720}
          poster={artworkUrl("backdrop", slug, 1280, "jpg")}
          aria-label={videoLabel}
          title={videoLabel}
        >
          {SOURCES.map(({ height, format, media }) => (
            <source
              key={`${height}.${format}`}
              src={trailerUrl(trailerKey, height, format)}
              type={TRAILER_SOURCE_TYPES[format]}
              media={media}
            />
          ))}
        </video>
      </div>
    );
  }
  return (
    <a
      className="trailer-player trailer-player--facade"
      href={trailerUrl(trailerKey, 720, "mp4")}
      type="video/mp4"
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
        sizes={sizes}
        className="trailer-player__image"
      />
      <span className="trailer-player__play">
        <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" focusable="false">
          <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
        </svg>
        <span>{playLabel}</span>
      </span>
    </a>
  );
}
