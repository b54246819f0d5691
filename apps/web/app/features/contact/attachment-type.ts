import { CASE_ATTACHMENT_EXTENSIONS, CASE_ATTACHMENT_MAX_BYTES } from "@cinelux/contract/support-limits";
import type { CaseAttachmentError } from "@cinelux/contract/support-rules";

const BY_EXTENSION: Record<(typeof CASE_ATTACHMENT_EXTENSIONS)[number], string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
  heif: "image/heif",
  pdf: "application/pdf",
};

/**
 * The type the client checks a file by (SPEC 5, before sending): the browser's, or where it gives
 * none (HEIC on many systems) the name's. The server decides on the bytes whatever this says.
 */
export function declaredType(file: { name: string; type: string }): string {
  if (file.type) {
    return file.type;
  }
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return (BY_EXTENSION as Record<string, string>)[extension] ?? "";
}

/** The picker's `accept`: the extensions and their types. */
export const ATTACHMENT_ACCEPT = [
  ...CASE_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`),
  ...new Set(Object.values(BY_EXTENSION)),
].join(",");

/** The sentence of a refused set of files, with its figures. */
export function attachmentErrorText(error: CaseAttachmentError): {
  key: "Contact.Attachments.TooMany" | "Contact.Attachments.TooLarge" | "Contact.Attachments.Type";
  values?: Record<string, number>;
} {
  switch (error.code) {
    case "ATTACHMENT_TOO_MANY":
      return { key: "Contact.Attachments.TooMany", values: { max: error.max } };
    case "ATTACHMENT_TOO_LARGE":
      return { key: "Contact.Attachments.TooLarge", values: { max: error.maxBytes / (1024 * 1024) } };
    default:
      return { key: "Contact.Attachments.Type" };
  }
}

export const ATTACHMENT_MAX_MEGABYTES = CASE_ATTACHMENT_MAX_BYTES / (1024 * 1024);
