import {
  PHOTO_ERROR_MIME_TYPE,
  PHOTO_ERROR_TOO_BIG,
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
} from "./constants.ts";
import type { ErrorCode } from "./errors.ts";
import { advanceSubscription, type SubscriptionModel } from "./subscription-rules.ts";

/**
 * SPEC 5 "Photo upload", shared by the browser (before sending) and the server (on the bytes
 * received). The limits stay in constants.ts, the one source the settings presenter
 * (`fileUploadParams`) and the web's fakes already read; this file holds the checks.
 * The browser checks the declared size and type; the server checks the bytes with `sniffPhotoType`,
 * never the file name nor the declared type, then decodes and re-encodes with sharp.
 */

export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];

/** A refused photo: the SPEC 5 code and the translation key with its values. */
export type PhotoRuleError =
  | { code: typeof PHOTO_ERROR_TOO_BIG; i18n: "Error.FileUploadSize"; values: { maxSize: number } }
  | { code: typeof PHOTO_ERROR_MIME_TYPE; i18n: "Error.FileUploadMimeType"; values: { types: string } };

/** What the settings carry (SPEC 3 fileUploadParams); defaults are the SPEC 9 values. */
export interface PhotoUploadParams {
  maxFileSize: number;
  allowedMimeTypes: readonly string[];
}

export const DEFAULT_PHOTO_UPLOAD_PARAMS: PhotoUploadParams = {
  maxFileSize: PHOTO_MAX_BYTES,
  allowedMimeTypes: PHOTO_MIME_TYPES,
};

/** 10001: over maxFileSize bytes; the message names the limit in KB (512000 bytes = 500 KB). */
export function checkPhotoSize(
  sizeBytes: number,
  params: PhotoUploadParams = DEFAULT_PHOTO_UPLOAD_PARAMS,
): PhotoRuleError | null {
  if (sizeBytes <= params.maxFileSize) {
    return null;
  }
  return {
    code: PHOTO_ERROR_TOO_BIG,
    i18n: "Error.FileUploadSize",
    values: { maxSize: Math.floor(params.maxFileSize / 1024) },
  };
}

/**
 * 10002: a type outside allowedMimeTypes. `image/jpg` (what some browsers send) counts as
 * image/jpeg; the message lists the SPEC 5 extensions (jpg, jpeg, png, heif, webp, heic).
 */
export function checkPhotoType(
  mimeType: string | null | undefined,
  params: PhotoUploadParams = DEFAULT_PHOTO_UPLOAD_PARAMS,
): PhotoRuleError | null {
  const type = (mimeType ?? "").trim().toLowerCase();
  const normalised = type === "image/jpg" ? "image/jpeg" : type;
  if (params.allowedMimeTypes.includes(normalised)) {
    return null;
  }
  return {
    code: PHOTO_ERROR_MIME_TYPE,
    i18n: "Error.FileUploadMimeType",
    values: { types: PHOTO_EXTENSIONS.join(", ") },
  };
}

/**
 * The server's coded errors for the same two rules (errors.ts), and back: the web shows a refused
 * upload with the SPEC 5 message whichever side refused it.
 */
export const PHOTO_RULE_ERROR_CODES = {
  [PHOTO_ERROR_TOO_BIG]: "PHOTO_TOO_LARGE",
  [PHOTO_ERROR_MIME_TYPE]: "PHOTO_TYPE_NOT_ALLOWED",
} as const satisfies Record<PhotoRuleError["code"], ErrorCode>;

/** The SPEC 5 error of a server error code, or null for any other failure (the generic photo toast). */
export function photoRuleErrorOf(
  code: string,
  params: PhotoUploadParams = DEFAULT_PHOTO_UPLOAD_PARAMS,
): PhotoRuleError | null {
  if (code === PHOTO_RULE_ERROR_CODES[PHOTO_ERROR_TOO_BIG]) {
    return checkPhotoSize(params.maxFileSize + 1, params);
  }
  if (code === PHOTO_RULE_ERROR_CODES[PHOTO_ERROR_MIME_TYPE]) {
    return checkPhotoType(null, params);
  }
  return null;
}

/** Size first, then type: the order the web shows them (one message at a time). */
export function checkPhoto(
  file: { size: number; type: string | null | undefined },
  params: PhotoUploadParams = DEFAULT_PHOTO_UPLOAD_PARAMS,
): PhotoRuleError | null {
  return checkPhotoSize(file.size, params) ?? checkPhotoType(file.type, params);
}

/**
 * The server's decode and re-encode bounds (bounded dimensions): sharp refuses an input
 * over PHOTO_MAX_INPUT_PIXELS before decoding it (a 500 KB file can still claim 50000 x 50000
 * pixels: a decompression bomb), and the stored JPEG fits PHOTO_OUTPUT_MAX_WIDTH x
 * PHOTO_OUTPUT_MAX_HEIGHT (a pass photo is a small portrait), without enlarging a smaller one.
 */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
export const PHOTO_OUTPUT_MAX_WIDTH = 600;
export const PHOTO_OUTPUT_MAX_HEIGHT = 800;

/** Bytes `sniffPhotoType` needs at most: the HEIF `ftyp` box's major and compatible brands. */
export const PHOTO_SNIFF_BYTES = 64;

const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
const HEIF_BRANDS = new Set(["mif1", "msf1", "mif2"]);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/**
 * The real type of an image from its first bytes (magic numbers), or null when it is none of the
 * allowed ones: JPEG (FF D8 FF), PNG (the 8-byte signature), WebP (RIFF....WEBP), HEIC/HEIF (an
 * ISO-BMFF `ftyp` box whose major or compatible brand is a HEIF one). An SVG, a GIF, HTML or a
 * renamed file answers null whatever its name.
 */
export function sniffPhotoType(head: Uint8Array): PhotoMimeType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return "image/jpeg";
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, index) => head[index] === byte)) {
    return "image/png";
  }
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") {
    return "image/webp";
  }
  if (head.length >= 12 && ascii(head, 4, 4) === "ftyp") {
    const boxSize = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
    const end = Math.min(boxSize >>> 0, head.length);
    // Major brand at 8, minor version at 12, then compatible brands four bytes each.
    const brands = [ascii(head, 8, 4)];
    for (let offset = 16; offset + 4 <= end; offset += 4) {
      brands.push(ascii(head, offset, 4));
    }
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) {
      return "image/heic";
    }
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) {
      return "image/heif";
    }
  }
  return null;
}

/** SPEC 3/4: the blocked reason a refused pass photo puts on the account and its pass. */
export const INCORRECT_PHOTO_REASON = "incorrect_photo";

/**
 * A valid photo was stored (POST /api/accounts/me/updatePhoto): a subscription blocked for its photo
 * goes back to what it would be without the block (unpaid while an invoice is unpaid, else active,
 * then what is due today, such as a running pause); any other state, or a block for another reason,
 * is left as it is.
 */
export function subscriptionAfterValidPhoto(
  model: SubscriptionModel,
  today: string,
  options: { unpaidInvoice: boolean },
): SubscriptionModel {
  if (model.status !== "blocked" || model.blockedReason !== INCORRECT_PHOTO_REASON) {
    return model;
  }
  return advanceSubscription(
    { ...model, status: options.unpaidInvoice ? "unpaid" : "active", blockedReason: null },
    today,
  );
}

/** The account's own copy (SPEC 3 User status, blockedReason, photoStatus) after a valid photo. */
export function accountAfterValidPhoto(account: { status: string; blockedReason: string | null }): {
  status: string;
  blockedReason: string | null;
  photoStatus: "OK";
} {
  if (account.blockedReason === INCORRECT_PHOTO_REASON) {
    return { status: "active", blockedReason: null, photoStatus: "OK" };
  }
  return { status: account.status, blockedReason: account.blockedReason, photoStatus: "OK" };
}
