/** STYLE.md "Errors": the API answers `{ code, message }`; the web translates the code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
  }
}

export async function apiErrorFrom(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    if (typeof body.code === "string") {
      return new ApiError(response.status, body.code, typeof body.message === "string" ? body.message : "");
    }
  } catch {
    // Not JSON (a proxy's error page): fall through to a generic error.
  }
  return new ApiError(response.status, "HTTP_ERROR", response.statusText);
}
