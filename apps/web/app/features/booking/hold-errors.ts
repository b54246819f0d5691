import { ApiError } from "../../lib/api/api-error";

/** What a refused hold means for the page (STYLE.md "Errors": by its code, never its words). */
export type HoldRefusal = "taken" | "stranded" | "closed" | "other";

export function holdRefusalOf(error: unknown): HoldRefusal {
  if (!(error instanceof ApiError)) {
    return "other";
  }
  switch (error.code) {
    case "SEATS_TAKEN":
      return "taken";
    case "SEAT_STRANDED":
      return "stranded";
    case "SESSION_CLOSED":
      return "closed";
    default:
      return "other";
  }
}
