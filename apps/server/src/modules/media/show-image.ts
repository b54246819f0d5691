import { createHash } from "node:crypto";
import {
  ARTWORK_ASPECT_RATIO,
  type ArtworkKind,
  PHOTO_SNIFF_BYTES,
  SHOW_IMAGE_MASTER_WIDTH,
  SHOW_IMAGE_MAX_BYTES,
  SHOW_IMAGE_MAX_INPUT_PIXELS,
  sniffPhotoType,
} from "@cinelux/contract";
import type { Metadata } from "sharp";
import { AppError } from "../../lib/app-error.ts";
import { loadSharp } from "../../lib/sharp.ts";

/**
 * A poster or backdrop the editors upload (docs/staff.md "Catalog"), checked as the pass photo is
 * (docs/domain/subscription.md "Photo"): the BYTES decide — size, then the magic bytes, then a
 * bounded decode whose format must agree — and what is kept is sharp's fresh JPEG, cropped to the
 * kind's shape at its master width, never the upload: no metadata, script or second file survives.
 */

const ALLOWED = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" } as const;
const DECODE_TIMEOUT_SECONDS = 10;

export interface ShowImageMaster {
  image: Uint8Array;
  digest: string;
  width: number;
  height: number;
}

export async function reencodeShowImage(bytes: Uint8Array, kind: ArtworkKind): Promise<ShowImageMaster> {
  if (bytes.length === 0) {
    throw new AppError("SHOW_IMAGE_UNREADABLE");
  }
  if (bytes.length > SHOW_IMAGE_MAX_BYTES) {
    throw new AppError("SHOW_IMAGE_TOO_LARGE");
  }
  const type = sniffPhotoType(bytes.subarray(0, PHOTO_SNIFF_BYTES));
  if (type === null || !(type in ALLOWED)) {
    throw new AppError("SHOW_IMAGE_TYPE_NOT_ALLOWED");
  }
  const sharp = await loadSharp();
  const input = () =>
    sharp(bytes, { limitInputPixels: SHOW_IMAGE_MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch {
    throw new AppError("SHOW_IMAGE_UNREADABLE");
  }
  if (metadata.format !== ALLOWED[type as keyof typeof ALLOWED]) {
    throw new AppError("SHOW_IMAGE_UNREADABLE");
  }
  const width = SHOW_IMAGE_MASTER_WIDTH[kind];
  const ratio = ARTWORK_ASPECT_RATIO[kind];
  const height = Math.round((width * ratio.height) / ratio.width);
  try {
    const output = await input()
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .resize(width, height, { fit: "cover", position: "centre" })
      .flatten({ background: "#000000" })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
    const image = new Uint8Array(output);
    return {
      image,
      digest: createHash("sha256").update(image).digest("base64url").slice(0, 16),
      width,
      height,
    };
  } catch {
    throw new AppError("SHOW_IMAGE_UNREADABLE");
  }
}
