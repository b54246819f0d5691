import type { FieldErrorCode } from "@cinelux/contract/field-errors";
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

/**
 * The seats whose ticket a refusal names in its `fields` (STYLE.md "Errors": the web places them on
 * the form): `tickets.{index}…` is the ticket at that place of the request sent, `tickets.{seatId}…`
 * the seat itself. Each seat keeps the first code named for it.
 */
export function refusedTickets(
  error: unknown,
  tickets: readonly { seatId: string }[],
): ReadonlyMap<string, FieldErrorCode> {
  const refused = new Map<string, FieldErrorCode>();
  if (!(error instanceof ApiError)) {
    return refused;
  }
  for (const field of error.fields) {
    const [head, which] = field.path.split(".");
    if (head !== "tickets" || which === undefined) {
      continue;
    }
    const seatId = /^\d+$/.test(which)
      ? tickets[Number(which)]?.seatId
      : tickets.find((ticket) => ticket.seatId === which)?.seatId;
    if (seatId && !refused.has(seatId)) {
      refused.set(seatId, field.code);
    }
  }
  return refused;
}
