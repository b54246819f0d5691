import { artworkPath } from "@cinelux/contract/artwork";
import { DOMAINS } from "@cinelux/contract/domains";
import { centsOf } from "@cinelux/contract/eticket-rules";
import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { DEMO_BOOKINGS, type DemoBooking, demoBookingDate } from "@cinelux/demo/bookings";
import { SHOW_DETAILS } from "@cinelux/demo/catalog/show-details";
import { FAKE_CUSTOMER_MAIL } from "../../lib/auth/fake-user-manager";
import { durationOf, fakeBookingSession } from "./booking-sessions";
import { FAKE_CINEMAS } from "./catalog";
import { fakeCinemaUuid, fakeUuid } from "./history";

/**
 * The fake customer's tickets to come (docs/fakes.md "The wallet"): the demo customer's upcoming
 * bookings of packages/demo bookings.ts (Camille's: reference, cinema, status, seats, payment,
 * options, refundable), dated from the day the scenario starts.
 */

/** A booking of the fake customer, before the request's language is applied. */
export interface FakeBooking {
  ticket: Omit<Eticket, "language" | "show">;
  slug: string;
  status: DemoBooking["status"];
}

/** The cinema as a ticket shows it: the demo cinema of `slug`, with the fakes' uuid. */
export function fakeTicketCinema(slug: string): Eticket["cinema"] {
  const cinema = FAKE_CINEMAS.find((candidate) => candidate.slug === slug);
  if (!cinema?.coordinates) {
    throw new Error(`No demo cinema ${slug} with its coordinates.`);
  }
  return {
    id: fakeCinemaUuid(slug),
    name: cinema.name,
    address: cinema.address,
    city: cinema.city,
    postalCode: cinema.postalCode,
    gpsPosition: cinema.coordinates,
  };
}

function fakeBooking(now: Date, booking: DemoBooking): FakeBooking {
  const session = fakeBookingSession(booking, now);
  const id = fakeUuid(`booking:${booking.ref}`);
  return {
    status: booking.status,
    slug: session.slug,
    ticket: {
      id,
      bookingId: booking.ref,
      code: `ETK-${booking.ref}-7Q4M`,
      website: DOMAINS.fr.host,
      payment: {
        bookingDate: demoBookingDate(now, session.startsAt).toISOString(),
        means: booking.payment.means,
        totalAmount: centsOf(booking.payment.totalAmount),
        currency: "EUR",
      },
      session: {
        id: fakeUuid(`booking-session:${booking.ref}`),
        startDate: session.startsAt.toISOString(),
        endDate: session.endsAt.toISOString(),
        specificities: session.specificities,
        version: session.version,
        auditoriumName: "Salle 3",
      },
      seats: booking.seats,
      seatType: booking.seatType,
      options: booking.options,
      clickAndServe: { concessions: true, activated: false, eligible: true, limitDurationOrder: 30 },
      cinema: fakeTicketCinema(booking.cinemaSlug),
      refundable: booking.refundable,
    },
  };
}

/** The fake customer's upcoming demo bookings, in the list's order (the handlers order them). */
export function fakeBookings(now: Date): FakeBooking[] {
  return DEMO_BOOKINGS.flatMap((booking) =>
    booking.mail === FAKE_CUSTOMER_MAIL && booking.inDays !== undefined ? [fakeBooking(now, booking)] : [],
  );
}

/** The ticket in the request's language, as GET /api/ec/ebillet writes it. */
export function eticketIn(booking: FakeBooking, language: Language): Eticket {
  return {
    ...booking.ticket,
    language,
    show: {
      slug: booking.slug,
      title: SHOW_DETAILS[booking.slug]?.texts[language].title ?? booking.slug,
      duration: durationOf(booking.slug),
      backdropUrl: artworkPath("backdrop", booking.slug),
    },
  };
}
