import {
  checkPhotoSize,
  PHOTO_MAX_INPUT_PIXELS,
  PHOTO_OUTPUT_MAX_HEIGHT,
  PHOTO_OUTPUT_MAX_WIDTH,
  PHOTO_SNIFF_BYTES,
  type PhotoMimeType,
  sniffPhotoType,
} from "@cinelux/contract";
import type { Metadata } from "sharp";
import { AppError } from "../../lib/app-error.ts";
import { heicDecodable, loadSharp } from "../../lib/sharp.ts";

/**
 * The server's half of SPEC 5's photo rules (docs/domain/subscription.md "Photo"): the BYTES decide,
 * never the file name nor the declared type. Size (the contract's limit), then the magic bytes (the
 * contract's sniffer), then a bounded decode by sharp, whose own reading of the format must agree,
 * then a fresh JPEG: what is stored and served back is always sharp's output, never the upload, so
 * a polyglot's HTML, an SVG's script or EXIF GPS tags cannot survive.
 */

/** What sharp calls each sniffed type. */
const SHARP_FORMAT: Record<PhotoMimeType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heif": "heif",
  "image/heic": "heif",
};

/** The longest a decode may take: a crafted file must not hold a worker (the 2-core budget). */
const DECODE_TIMEOUT_SECONDS = 10;

const typeError = () => new AppError("PHOTO_TYPE_NOT_ALLOWED");
const unreadable = () => new AppError("PHOTO_UNREADABLE");

export function tooLarge(): AppError {
  return new AppError("PHOTO_TOO_LARGE");
}

/** Refuses what SPEC 5 refuses, from the bytes alone; returns the sniffed type. */
async function checkPhotoBytes(bytes: Uint8Array): Promise<PhotoMimeType> {
  if (checkPhotoSize(bytes.length) !== null) {
    throw tooLarge();
  }
  const type = sniffPhotoType(bytes.subarray(0, PHOTO_SNIFF_BYTES));
  if (type === null) {
    throw typeError();
  }
  // SPEC 5 allows heic; a server that cannot decode it answers the type error rather than a vague one.
  if (type === "image/heic" && !(await heicDecodable())) {
    throw typeError();
  }
  return type;
}

/**
 * The stored JPEG: oriented as the camera meant (EXIF orientation applied, then every metadata block
 * dropped: sharp keeps none unless asked), inside PHOTO_OUTPUT_MAX_WIDTH x _HEIGHT, transparency on
 * white. A file over PHOTO_MAX_INPUT_PIXELS is refused from its header, before any pixel is decoded.
 */
export async function reencodePhoto(bytes: Uint8Array): Promise<Uint8Array> {
  const type = await checkPhotoBytes(bytes);
  const sharp = await loadSharp();
  const input = () =>
    sharp(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== SHARP_FORMAT[type]) {
    throw unreadable();
  }
  // A HEIF whose image is HEVC-coded (brand mif1 without heic) is a HEIC in all but name.
  if (metadata.format === "heif" && metadata.compression === "hevc" && !(await heicDecodable())) {
    throw typeError();
  }
  try {
    const output = await input()
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .resize(PHOTO_OUTPUT_MAX_WIDTH, PHOTO_OUTPUT_MAX_HEIGHT, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    throw unreadable();
  }
}
