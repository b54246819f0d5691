import {
  ARTWORK_DEFAULT_WIDTH,
  type ArtworkKind,
  artworkSrcSet,
  artworkUrl,
} from "@cinelux/contract/artwork";
import "../styles/artwork.css";

/**
 * A show's poster (2:3) or backdrop (16:9) from the artwork pipeline (docs/artwork.md): AVIF, then
 * WebP, then JPEG, each at every listed width so the browser takes the smallest that fills `sizes`.
 * `width` and `height` reserve the box before the bytes arrive (no layout shift). Below the fold it
 * loads lazily; `priority` is for the one image that is the page's largest paint (the show page's
 * backdrop or poster): fetched at once, at high priority.
 */
export function ShowArtwork({
  kind,
  slug,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: {
  kind: ArtworkKind;
  slug: string;
  /** What the picture shows, for someone who cannot see it; "" when the title beside it says all. */
  alt: string;
  /** The rendered size in CSS pixels: the attributes that give the box its ratio before loading. */
  width: number;
  height: number;
  /** The `sizes` of the srcsets: how wide the image is drawn, e.g. "(min-width: 1024px) 240px, 45vw". */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture className={["ui-artwork", `ui-artwork--${kind}`, className ?? ""].join(" ").trim()}>
      <source type="image/avif" srcSet={artworkSrcSet(kind, slug, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={artworkSrcSet(kind, slug, "webp")} sizes={sizes} />
      <img
        className="ui-artwork__img"
        src={artworkUrl(kind, slug, ARTWORK_DEFAULT_WIDTH[kind], "jpg")}
        srcSet={artworkSrcSet(kind, slug, "jpg")}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? undefined : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
