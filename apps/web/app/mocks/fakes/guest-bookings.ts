import {
  GUEST_BOOKING_KEY_HEADER,
  type GuestBooking,
  GuestBookingParamsSchema,
} from "@cinelux/contract/guest-bookings";
import { HttpResponse, http } from "msw";
import { eticketIn, fakeBookings } from "../data/etickets";
import { badRequest, coded, refusalLanguage } from "../fake-responses";
import { fakeSessionState } from "../fake-session-state";

/**
 * A guest's booking from its e-ticket mail's manage link (docs/fakes.md "Guest bookings"): one
 * guest booking, a refundable one of the demo's, at a fixed id with a fixed key, so the page opens at
 * `/{language}/my-booking/{FAKE_GUEST_BOOKING.id}#key={FAKE_GUEST_BOOKING.key}` (fr `ma-reservation`,
 * nl `mijn-reservering`). Anything else answers the server's one 404 `BOOKING_NOT_FOUND`.
 */
export const FAKE_GUEST_BOOKING = {
  id: "6a7e0b55-2c1d-4e8f-9a3b-5d4c3b2a1f00",
  key: "fake-guest-manage-key",
} as const;

const guestState = fakeSessionState("cinelux.fake.guest-bookings", () => ({ refunded: false }));

function guestBooking(request: Request): GuestBooking | undefined {
  const demo = fakeBookings(new Date()).find((booking) => booking.ticket.refundable);
  if (!demo) {
    return undefined;
  }
  const refunded = guestState.current().refunded;
  const ticket = eticketIn(demo, refusalLanguage(request));
  return {
    ...ticket,
    id: FAKE_GUEST_BOOKING.id,
    status: refunded ? "REFUNDED" : "CONFIRMED",
    refundable: !refunded && ticket.refundable,
  };
}

/** The guest's booking if the id and the key are the fake's; else the reason to refuse. */
function reached(request: Request, id: unknown): { booking: GuestBooking } | { refused: Response } {
  const params = GuestBookingParamsSchema.safeParse({ id });
  if (!params.success) {
    return { refused: badRequest(request, params.error.issues, { id }) };
  }
  const key = request.headers.get(GUEST_BOOKING_KEY_HEADER);
  const booking = guestBooking(request);
  if (params.data.id !== FAKE_GUEST_BOOKING.id || key !== FAKE_GUEST_BOOKING.key || !booking) {
    return { refused: coded(request, "BOOKING_NOT_FOUND") };
  }
  return { booking };
}

export const guestBookingHandlers = [
  http.get("*/api/guest-bookings/:id", ({ request, params }) => {
    const found = reached(request, params.id);
    return "refused" in found ? found.refused : HttpResponse.json(found.booking);
  }),

  http.post("*/api/guest-bookings/:id/cancel", ({ request, params }) => {
    const found = reached(request, params.id);
    if ("refused" in found) {
      return found.refused;
    }
    if (found.booking.status !== "CONFIRMED") {
      return coded(request, "TICKET_ALREADY_CANCELLED");
    }
    guestState.current().refunded = true;
    guestState.save();
    return HttpResponse.json({ ...found.booking, status: "REFUNDED", refundable: false });
  }),
];
