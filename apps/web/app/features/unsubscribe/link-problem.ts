import { ApiError } from "../../lib/api/api-error";

/** Why a link cannot be used, as the page says it (docs/preferences.md). */
export type LinkProblem = "invalid" | "expired" | "gone" | "failed";

/** A refused token is the link's problem; anything else (5xx, network) may pass: "failed". */
export function linkProblemOf(error: unknown): LinkProblem {
  if (!(error instanceof ApiError)) {
    return "failed";
  }
  switch (error.code) {
    case "NEWSLETTER_TOKEN_EXPIRED":
      return "expired";
    case "NEWSLETTER_TOKEN_INVALID":
    case "BAD_REQUEST":
      return "invalid";
    case "NOT_FOUND":
      return "gone";
    default:
      return "failed";
  }
}

/** Whether the link itself was refused (not worth another try). */
export function isTokenRefusal(error: unknown): boolean {
  return linkProblemOf(error) !== "failed";
}
