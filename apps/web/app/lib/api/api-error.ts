import { type FieldError, isFieldErrorCode } from "@cinelux/contract/field-errors";

/**
 * STYLE.md "Errors": the API answers `{ code, message, fields? }`; the web translates the code and
 * places each of `fields` on its form field. It never reads the message text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The refused fields, by their request names ("zipCode", "interest.genres.1"); often empty. */
  readonly fields: readonly FieldError[];

  constructor(status: number, code: string, message: string, fields: readonly FieldError[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The well-formed entries of a body's `fields`; a code this web does not know yet is invalid_value. */
function fieldsOf(value: unknown): FieldError[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((item: unknown) => {
    const { path, code } = (item ?? {}) as { path?: unknown; code?: unknown };
    if (typeof path !== "string" || typeof code !== "string") {
      return [];
    }
    return [{ path, code: isFieldErrorCode(code) ? code : "invalid_value" }];
  });
}

export async function apiErrorFrom(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown; fields?: unknown };
    if (typeof body.code === "string") {
      return new ApiError(
        response.status,
        body.code,
        typeof body.message === "string" ? body.message : "",
        fieldsOf(body.fields),
      );
    }
  } catch {
    // Not JSON (a proxy's error page): fall through to a generic error.
  }
  return new ApiError(response.status, "HTTP_ERROR", response.statusText);
}
