import type sharpModule from "sharp";

type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded on the first image to read or write rather than at start: its native libvips
 * and ~20 modules cost ~80 ms of a cold start that has 1.5 s in all, and memory
 * (docs/decisions/006-cold-start-and-memory.md), for uploads few requests carry.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => sharp);
  return loading;
}

/**
 * Whether this sharp decodes HEVC-coded HEIF (HEIC, the iPhone's format). The prebuilt sharp's
 * libheif carries only the AV1 decoder (AVIF): its heif input then lists ".avif" alone. A libvips
 * built with libde265 lists ".heic" too, and HEIC uploads then decode with no change elsewhere.
 */
export async function heicDecodable(): Promise<boolean> {
  const sharp = await loadSharp();
  return sharp.format.heif.input.fileSuffix?.includes(".heic") ?? false;
}
