import type { ArtworkFormat, ArtworkKind } from "@cinelux/contract";
import sharp, { type Sharp } from "sharp";
import { type ArtworkSubject, renderArtwork } from "./artwork-generator.ts";

// libvips' operation cache (50 MB by default) keeps results for inputs that come again; each
// variant is drawn and encoded once, then served from this module's own caches: it would only hold
// memory (RSS budget, DESIGN.md).
sharp.cache(false);

/**
 * Encoder settings, chosen for the first request's latency on a 2-core machine (docs/artwork.md
 * "Figures"): AVIF effort 0 is ~4x faster than effort 2 for 5% more bytes, and 4:2:0 chroma (sharp's
 * AVIF default is 4:4:4) ~25% faster again for the same size, as JPEG does; WebP effort 2; JPEG
 * without mozjpeg's trellis (5x faster, the fallback few browsers still take).
 */
const ENCODERS: Record<ArtworkFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0, chromaSubsampling: "4:2:0" }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  jpg: (image) => image.jpeg({ quality: 78, progressive: true }),
};

/**
 * One variant of an image the editors uploaded: its master JPEG (already cropped to the kind's
 * shape, docs/staff.md "Catalog") resized to `width`, then encoded. No metadata is written.
 */
export async function encodeUploadedArtwork(
  master: Uint8Array,
  width: number,
  format: ArtworkFormat,
): Promise<Buffer> {
  return ENCODERS[format](sharp(master).resize({ width, withoutEnlargement: false })).toBuffer();
}

/** One variant's bytes: the picture drawn at `width`, then encoded. No metadata is written. */
export async function encodeArtwork(
  kind: ArtworkKind,
  subject: ArtworkSubject,
  width: number,
  format: ArtworkFormat,
): Promise<Buffer> {
  const picture = await renderArtwork(kind, subject, width);
  const raw = { width: picture.width, height: picture.height, channels: 3 as const };
  return ENCODERS[format](sharp(picture.data, { raw })).toBuffer();
}
