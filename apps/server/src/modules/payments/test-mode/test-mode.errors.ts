/**
 * Mollie's error answer (`{ status, title, detail, field?, _links }`), which the official client
 * turns into its ApiError: the stand-in's REST routes answer it instead of the site's coded errors,
 * since their caller is Mollie's client, not the web.
 */
export class MollieApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;

  constructor(status: number, detail: string, field?: string) {
    super(detail);
    this.status = status;
    this.field = field;
  }
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized Request",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

export interface MollieErrorBody {
  status: number;
  title: string;
  detail: string;
  field?: string;
  _links: { documentation: { href: string; type: string } };
}

export function mollieErrorBody(status: number, detail: string, field?: string): MollieErrorBody {
  return {
    status,
    title: TITLES[status] ?? "Error",
    detail,
    ...(field ? { field } : {}),
    _links: {
      documentation: {
        href:
          status === 401
            ? "https://docs.mollie.com/overview/authentication"
            : "https://docs.mollie.com/overview/handling-errors",
        type: "text/html",
      },
    },
  };
}

export const notFound = (what: string, id: string) =>
  new MollieApiError(404, `No ${what} exists with token ${id}.`);

export const unprocessable = (detail: string, field?: string) => new MollieApiError(422, detail, field);
