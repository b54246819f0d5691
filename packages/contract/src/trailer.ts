/**
 * Self-hosted trailers (docs/artwork.md "Trailers"): short videos the server generates
 * from a show's artwork and facts (title, year, director, cast) and serves itself, so the show
 * page's player never depends on a third party.
 *
 * `/media/v{TRAILER_VERSION}/trailers/{trailerKey}-{height}.{webm|mp4}` — one rendition; cached for
 * a year as immutable, because a new generator bumps TRAILER_VERSION and so changes every URL.
 * `trailerKey` is the show's trailer identity from the catalog API (the seed sets it to the slug).
 */

/** Browsers pick the first `<source>` they can play: VP9 WebM is the smaller file, H.264 MP4 plays everywhere. */
export const TRAILER_FORMATS = ["webm", "mp4"] as const;
export type TrailerFormat = (typeof TRAILER_FORMATS)[number];

export const TRAILER_CONTENT_TYPES = {
  webm: "video/webm",
  mp4: "video/mp4",
} as const satisfies Record<TrailerFormat, string>;

/** The `<source type>` with its codecs, so a browser skips a file it cannot decode without fetching it. */
export const TRAILER_SOURCE_TYPES = {
  webm: 'video/webm; codecs="vp9"',
  mp4: 'video/mp4; codecs="avc1.4d401f"',
} as const satisfies Record<TrailerFormat, string>;

/** Bump when the trailer generator or its encoder settings change: every trailer URL changes with it. */
export const TRAILER_VERSION = 1;

/** The renditions (16:9): 1280×720 and 640×360. Any other height is a 404 (no arbitrary resizing). */
export const TRAILER_HEIGHTS = [720, 360] as const;
export type TrailerHeight = (typeof TRAILER_HEIGHTS)[number];

/** The length of every trailer, in seconds (24 frames a second). */
export const TRAILER_SECONDS = 16;
export const TRAILER_FPS = 24;

export function isTrailerHeight(height: number): height is TrailerHeight {
  return (TRAILER_HEIGHTS as readonly number[]).includes(height);
}

/** The width of a rendition `height` pixels high (16:9, even). */
export function trailerWidth(height: TrailerHeight): number {
  return Math.round((height * 16) / 9 / 2) * 2;
}

/** `/media/v1/trailers/{trailerKey}-{height}.{format}`: one rendition, versioned, immutable. */
export function trailerUrl(trailerKey: string, height: TrailerHeight, format: TrailerFormat): string {
  return `/media/v${TRAILER_VERSION}/trailers/${encodeURIComponent(trailerKey)}-${height}.${format}`;
}
