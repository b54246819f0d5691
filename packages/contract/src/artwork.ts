/**
 * Show artwork (docs/artwork.md): the URL scheme of the one image pipeline that serves every
 * poster and backdrop (apps/server/src/modules/media, docs/artwork.md).
 *
 * - `/media/{posters|backdrops}/{slug}.jpg` — the stable JPEG at the default width, for Open
 *   Graph, JSON-LD and API clients; revalidated by ETag (the URL never changes).
 * - `/media/v{ARTWORK_VERSION}/{posters|backdrops}/{slug}-{width}.{avif|webp|jpg}` — the
 *   responsive variants pages put in `srcset`; cached for a year as immutable, because a new
 *   generator bumps ARTWORK_VERSION and so changes every URL. The version is in the path, not
 *   the query: some CDNs leave the query string out of their cache key.
 */

export const ARTWORK_KINDS = ["poster", "backdrop"] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

/** Browsers pick the first `<source>` they support: the smallest format goes first. */
export const ARTWORK_FORMATS = ["avif", "webp", "jpg"] as const;
export type ArtworkFormat = (typeof ARTWORK_FORMATS)[number];

export const ARTWORK_CONTENT_TYPES = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
} as const satisfies Record<ArtworkFormat, string>;

/** Bump when the generator or the encoder settings change: every variant URL changes with it. */
export const ARTWORK_VERSION = 1;

/** Only these widths exist: the server refuses any other (no arbitrary resizing). */
export const ARTWORK_WIDTHS = {
  poster: [160, 240, 342, 500],
  backdrop: [640, 960, 1280, 1920],
} as const satisfies Record<ArtworkKind, readonly number[]>;

/** The width of the unversioned `{slug}.jpg`. */
export const ARTWORK_DEFAULT_WIDTH = {
  poster: 342,
  backdrop: 1280,
} as const satisfies Record<ArtworkKind, number>;

/** Intrinsic aspect ratios as width / height: posters 2:3, backdrops 16:9. */
export const ARTWORK_ASPECT_RATIO = {
  poster: { width: 2, height: 3 },
  backdrop: { width: 16, height: 9 },
} as const satisfies Record<ArtworkKind, { width: number; height: number }>;

const FOLDERS = { poster: "posters", backdrop: "backdrops" } as const satisfies Record<ArtworkKind, string>;

/** The URL folder of a kind (`posters`, `backdrops`). */
export function artworkFolder(kind: ArtworkKind): (typeof FOLDERS)[ArtworkKind] {
  return FOLDERS[kind];
}

/** The height of an artwork `width` pixels wide, rounded like the encoder does. */
export function artworkHeight(kind: ArtworkKind, width: number): number {
  const ratio = ARTWORK_ASPECT_RATIO[kind];
  return Math.round((width * ratio.height) / ratio.width);
}

export function isArtworkWidth(kind: ArtworkKind, width: number): boolean {
  return (ARTWORK_WIDTHS[kind] as readonly number[]).includes(width);
}

/** `/media/posters/{slug}.jpg`: the stable JPEG at the default width (ETag revalidated). */
export function artworkPath(kind: ArtworkKind, slug: string): string {
  return `/media/${FOLDERS[kind]}/${encodeURIComponent(slug)}.jpg`;
}

/** One responsive variant, versioned so it can be cached as immutable. */
export function artworkUrl(kind: ArtworkKind, slug: string, width: number, format: ArtworkFormat): string {
  return `/media/v${ARTWORK_VERSION}/${FOLDERS[kind]}/${encodeURIComponent(slug)}-${width}.${format}`;
}

/** Every width of one format, for `<source srcset>` / `<img srcset>`: `url 160w, url 240w, …`. */
export function artworkSrcSet(kind: ArtworkKind, slug: string, format: ArtworkFormat): string {
  return ARTWORK_WIDTHS[kind].map((width) => `${artworkUrl(kind, slug, width, format)} ${width}w`).join(", ");
}
