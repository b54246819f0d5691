import {
  CASE_ATTACHMENT_MAX_BYTES,
  CASE_ATTACHMENT_MAX_COUNT,
  CASE_DESCRIPTION_MAX,
  type CreateCaseFields,
  CreateCaseFieldsSchema,
  fieldErrorsOf,
} from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type * as z from "zod";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { tooLarge } from "./case-attachments.ts";

/**
 * Busboy's limits for POST /api/accounts/me/case (SPEC 5): the six text fields (a description of
 * CASE_DESCRIPTION_MAX characters, up to 4 bytes each) and CASE_ATTACHMENT_MAX_COUNT files: one more
 * is told apart (ATTACHMENT_TOO_MANY) from a malformed body. A file over the size is cut at
 * the limit and refused (ATTACHMENT_TOO_LARGE) before anything is read into a check.
 */
const UPLOAD_LIMITS = {
  fileSize: CASE_ATTACHMENT_MAX_BYTES,
  files: CASE_ATTACHMENT_MAX_COUNT,
  fields: 6,
  fieldSize: CASE_DESCRIPTION_MAX * 4,
  fieldNameSize: 32,
  parts: 6 + CASE_ATTACHMENT_MAX_COUNT + 1,
  headerPairs: 16,
};

/** The file parts' names: SPEC 7 `attachments[]`, or `attachments` as some clients send it. */
const FILE_FIELDS = new Set(["attachments[]", "attachments"]);

/** `detail` says what the form got wrong, for the log; the answer takes the code's words. */
const badRequest = (detail: string, fields: { path: string; code: "unknown_field" | "required" }[] = []) =>
  fields.length > 0 ? invalidFields(fields, detail) : new AppError("BAD_REQUEST", { detail });

function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    return tooLarge();
  }
  if (code === "FST_FILES_LIMIT") {
    return new AppError("ATTACHMENT_TOO_MANY");
  }
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
    return badRequest("The case is sent as multipart/form-data (SPEC 7).");
  }
  if (typeof code === "string" && code.startsWith("FST_")) {
    return badRequest("The form holds the case's fields and attachments[] files, nothing else.");
  }
  return error;
}

export interface CaseUpload {
  fields: z.output<typeof CreateCaseFieldsSchema>;
  files: { fileName: string; bytes: Uint8Array }[];
}

/** Reads the form; every missing or wrong field is named in one 400 (SPEC 5). */
export async function readCaseUpload(request: FastifyRequest): Promise<CaseUpload> {
  const files: CaseUpload["files"] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === "file") {
        if (!FILE_FIELDS.has(part.fieldname)) {
          part.file.resume();
          throw badRequest(`Unknown file field "${part.fieldname}".`, [
            { path: part.fieldname, code: "unknown_field" },
          ]);
        }
        const bytes = new Uint8Array(await part.toBuffer());
        // A file input left empty sends a part with no bytes: no attachment.
        if (bytes.length > 0) {
          files.push({ fileName: part.filename, bytes });
        }
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  const parsed = CreateCaseFieldsSchema.safeParse(
    fields satisfies Partial<Record<keyof CreateCaseFields, string>>,
  );
  if (!parsed.success) {
    throw invalidFields(
      fieldErrorsOf(parsed.error.issues, fields),
      "The case needs a type, topic, reason, subject and description (SPEC 5).",
    );
  }
  return { fields: parsed.data, files };
}
