import {
  CASE_ATTACHMENT_MAX_BYTES,
  type CaseAttachmentMimeType,
  PHOTO_MAX_INPUT_PIXELS,
  PHOTO_SNIFF_BYTES,
  sniffCaseAttachmentType,
} from "@cinelux/contract";
import { AppError } from "../../lib/app-error.ts";
import { heicDecodable, loadSharp } from "../../lib/sharp.ts";
import { isSafePdf } from "./pdf-check.ts";

/**
 * SPEC 5 case attachments (docs/domain/support.md "Attachments"): the BYTES decide, never the name
 * nor the declared type. An image is decoded by sharp (bounded) and stored as a fresh JPEG without
 * any metadata (EXIF GPS, comments); a PDF is kept as sent only when it passes pdf-check.ts;
 * anything else (an executable, HTML, an SVG, a GIF, a zip…) is refused.
 */

/** A stored image fits this box (a screenshot stays legible, a 40 MP photo shrinks). */
const IMAGE_MAX_SIDE = 2_000;
const DECODE_TIMEOUT_SECONDS = 10;
const FILE_NAME_MAX = 120;

export interface CheckedAttachment {
  fileName: string;
  mimeType: CaseAttachmentMimeType;
  bytes: Uint8Array;
}

const typeError = () => new AppError("ATTACHMENT_TYPE_NOT_ALLOWED");
const unreadable = (fileName: string) =>
  new AppError("ATTACHMENT_UNREADABLE", { message: (m) => m.ATTACHMENT_UNREADABLE(fileName) });

export function tooLarge(): AppError {
  return new AppError("ATTACHMENT_TOO_LARGE");
}

/**
 * The name shown to the customer: the last path segment, control and path characters dropped,
 * bounded, with the extension of what is stored (`.jpg` for a re-encoded image, `.pdf`).
 */
export function cleanFileName(sent: string | undefined, mimeType: CaseAttachmentMimeType): string {
  const extension = mimeType === "application/pdf" ? "pdf" : "jpg";
  const base = (sent ?? "")
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}"<>:|?*]/gu, "")
    .replace(/\.[^.]*$/, "")
    .trim()
    .slice(0, FILE_NAME_MAX - extension.length - 1);
  return `${base || "attachment"}.${extension}`;
}

async function reencodeImage(bytes: Uint8Array, fileName: string): Promise<Uint8Array> {
  const sharp = await loadSharp();
  try {
    const output = await sharp(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: "error" })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    throw unreadable(fileName);
  }
}

/** One attachment checked and made safe to store, or a coded refusal. */
export async function checkAttachment(file: {
  fileName?: string;
  bytes: Uint8Array;
}): Promise<CheckedAttachment> {
  if (file.bytes.length > CASE_ATTACHMENT_MAX_BYTES) {
    throw tooLarge();
  }
  const mimeType = sniffCaseAttachmentType(file.bytes.subarray(0, PHOTO_SNIFF_BYTES));
  if (mimeType === null || (mimeType === "image/heic" && !(await heicDecodable()))) {
    throw typeError();
  }
  const fileName = cleanFileName(file.fileName, mimeType);
  if (mimeType === "application/pdf") {
    if (!isSafePdf(file.bytes)) {
      throw unreadable(fileName);
    }
    return { fileName, mimeType, bytes: file.bytes };
  }
  return { fileName, mimeType: "image/jpeg", bytes: await reencodeImage(file.bytes, fileName) };
}
