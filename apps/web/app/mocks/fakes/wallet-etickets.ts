import { ERROR_MESSAGES, type TicketErrorCode } from "@cinelux/contract/error-messages";
import { ERROR_STATUS } from "@cinelux/contract/errors";
import { orderEtickets, parseCancelTarget, parseTicketReference } from "@cinelux/contract/eticket-rules";
import { MAX_MAIL_LENGTH, type TicketActionResponse } from "@cinelux/contract/etickets";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { TICKET_MAIL_LIMIT } from "@cinelux/contract/wallet-limits";
import { HttpResponse, http } from "msw";
import { eticketIn, type FakeBooking } from "../data/etickets";
import { unauthorized } from "../fake-responses";
import { fakeWallet, saveFakeWallet } from "./wallet-state";

/**
 * The e-ticket calls on the fakes (docs/fakes.md "The wallet"): the upcoming tickets (SPEC 4
 * order, the contract's `orderEtickets`), resend by mail and cancel, answering `{ done, error }` with
 * the server's codes (SPEC 7, 8); a cancel the server would accept gets the SPEC's fake answer, code 3.
 */

function languageOf(request: Request): Language {
  const language = new URL(request.url).searchParams.get("language");
  return isLanguage(language) ? language : "fr";
}

/** SPEC 7: failures answer the same shape, `done: false` with the code and the message in the request's language. */
function failed(request: Request, code: TicketErrorCode) {
  const body: TicketActionResponse = {
    done: false,
    error: { code, message: ERROR_MESSAGES[languageOf(request)][code] },
  };
  return HttpResponse.json(body, { status: ERROR_STATUS[code] });
}

/** SPEC 8: what the fake ticket cancel answers to a ticket the server would refund. */
export const FAKE_CANCEL_CODE = "3";
export const FAKE_CANCEL_MESSAGES: Record<Language, string> = {
  fr: "Message de test : sans le serveur, le billet n'est pas annulé.",
  nl: "Testbericht: zonder de server wordt het ticket niet geannuleerd.",
  en: "Test message: without the server, the ticket is not cancelled.",
};

function done() {
  const body: TicketActionResponse = { done: true, error: null };
  return HttpResponse.json(body);
}

/** The customer's tickets still to come (GET /api/ec/ebillet lists those whose session has not ended). */
function upcoming(): FakeBooking[] {
  const now = Date.now();
  return fakeWallet().bookings.filter((booking) => Date.parse(booking.ticket.session.endDate) > now);
}

function bookingOf(id: string): FakeBooking | undefined {
  return fakeWallet().bookings.find((booking) => booking.ticket.id === id);
}

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const eticketHandlers = [
  http.get("*/api/ec/ebillet", ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const language = languageOf(request);
    const ordered = orderEtickets(
      upcoming().map((booking) => ({
        booking,
        status: booking.status,
        bookingId: booking.ticket.bookingId,
        session: booking.ticket.session,
      })),
    );
    return HttpResponse.json(ordered.map(({ booking }) => eticketIn(booking, language)));
  }),

  http.get("*/api/ec/sendmail/:a/:b", ({ request, params }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const reference = parseTicketReference(String(params.a));
    if (!reference) {
      return failed(request, "TICKET_REFERENCE_INVALID");
    }
    const mail = String(params.b).trim();
    if (mail.length > MAX_MAIL_LENGTH || !MAIL.test(mail)) {
      return failed(request, "TICKET_MAIL_INVALID");
    }
    const booking = bookingOf(reference.id);
    // Another customer's ticket, parts that do not match, a ticket no longer listed: one answer.
    if (
      booking?.status !== "CONFIRMED" ||
      booking.ticket.cinema.id !== reference.cinemaId ||
      booking.ticket.session.id !== reference.sessionId
    ) {
      return failed(request, "TICKET_NOT_FOUND");
    }
    const wallet = fakeWallet();
    const now = Date.now();
    const recent = wallet.sentTickets.filter((sent) => now - sent.at < TICKET_MAIL_LIMIT.windowMs);
    if (recent.length >= TICKET_MAIL_LIMIT.max) {
      return failed(request, "TICKET_MAIL_RATE_LIMITED");
    }
    wallet.sentTickets.push({ reference: String(params.a), mail, at: now });
    saveFakeWallet();
    return done();
  }),

  // SPEC 8: a failure shows 'Code {code}' with this message; a refund is recorded (the ticket leaves the list).
  http.get("*/api/ec/cancel/:id", ({ request, params }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const target = parseCancelTarget(String(params.id));
    if (!target) {
      return failed(request, "TICKET_REFERENCE_INVALID");
    }
    const booking = bookingOf(target.id);
    if (!booking) {
      return failed(request, "TICKET_NOT_FOUND");
    }
    if (booking.status !== "CONFIRMED") {
      return failed(request, "TICKET_ALREADY_CANCELLED");
    }
    if (!booking.ticket.refundable) {
      return failed(request, "TICKET_NOT_REFUNDABLE");
    }
    if (Date.parse(booking.ticket.session.startDate) <= Date.now()) {
      return failed(request, "TICKET_SESSION_STARTED");
    }
    // SPEC 8: the fake cancel answers code 3 with a test message; no ticket is refunded without the server.
    const body: TicketActionResponse = {
      done: false,
      error: { code: FAKE_CANCEL_CODE, message: FAKE_CANCEL_MESSAGES[languageOf(request)] },
    };
    return HttpResponse.json(body, { status: 409 });
  }),
];
