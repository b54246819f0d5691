import { ApiError } from "../../lib/api/api-error";

/**
 * What a refused choice or checkout means for the tunnel (STYLE.md "Errors": by its code, never its
 * words): the hold is over (expired, released, or no longer this visitor's), the session closed, the
 * payment provider down, a field of the choices refused, or anything else.
 */
export type TunnelRefusal = "expired" | "closed" | "paymentDown" | "refused" | "other";

export function tunnelRefusalOf(error: unknown): TunnelRefusal {
  if (!(error instanceof ApiError)) {
    return "other";
  }
  switch (error.code) {
    // BOOKING_EXPIRED: the hold's end, if the server names it; a booking no longer reachable is as over.
    case "BOOKING_EXPIRED":
    case "BOOKING_NOT_FOUND":
      return "expired";
    case "SESSION_CLOSED":
      return "closed";
    case "PAYMENT_UNAVAILABLE":
      return "paymentDown";
    case "BAD_REQUEST":
      return "refused";
    default:
      return error.status === 409 || error.status === 400 ? "refused" : "other";
  }
}
