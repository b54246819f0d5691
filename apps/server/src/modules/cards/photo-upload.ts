import { type FieldError, PHOTO_MAX_BYTES, UpdatePhotoFieldsSchema } from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { tooLarge } from "./card-photo.ts";

/**
 * Busboy's limits for POST /api/accounts/me/updatePhoto: one file of at most SPEC 5's size, the one
 * `cardId` field, short headers. The file's name and declared type are never read: the bytes decide.
 */
const UPLOAD_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 128,
  fieldNameSize: 32,
  parts: 3,
  headerPairs: 16,
};

/** `detail` says what the upload got wrong, for the log; the answer takes the code's words. */
const badRequest = (detail: string, fields: FieldError[] = []) =>
  fields.length > 0 ? invalidFields(fields, detail) : new AppError("BAD_REQUEST", { detail });

/** Busboy's limit errors as the API's codes. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    return tooLarge();
  }
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
    return badRequest("The photo is sent as multipart/form-data with the fields photo and cardId.");
  }
  if (typeof code === "string" && code.startsWith("FST_")) {
    return badRequest("The upload holds one photo file and the cardId field, nothing else.");
  }
  return error;
}

/** Reads `photo` (bytes) and `cardId` from the multipart body, refusing any other part. */
export async function readPhotoUpload(
  request: FastifyRequest,
): Promise<{ cardId: string; bytes: Uint8Array }> {
  let bytes: Uint8Array | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === "file") {
        if (part.fieldname !== "photo" || bytes !== undefined) {
          part.file.resume();
          throw badRequest(`Unknown file field "${part.fieldname}".`, [
            { path: part.fieldname, code: "unknown_field" },
          ]);
        }
        bytes = new Uint8Array(await part.toBuffer());
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  const parsed = UpdatePhotoFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw badRequest(
      "The upload needs the cardId field and no other field.",
      parsed.error.issues.map((issue) => ({
        path: String(issue.path[0] ?? Object.keys(fields).find((key) => key !== "cardId") ?? "cardId"),
        code: issue.code === "unrecognized_keys" ? "unknown_field" : "required",
      })),
    );
  }
  if (bytes === undefined) {
    throw badRequest("The upload needs the photo file.", [{ path: "photo", code: "required" }]);
  }
  return { cardId: parsed.data.cardId, bytes };
}
