import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ticketCalendarEvent } from "./eticket-calendar.ts";
import {
  centsOf,
  clickAndServeOf,
  orderEtickets,
  parseCancelTarget,
  parseShareLink,
  parseShareSegment,
  parseTicketReference,
  shareLinkOf,
  shareSegmentOf,
  ticketReferenceOf,
  yearlyTotals,
} from "./eticket-rules.ts";
import { BookingHistoryQuerySchema, TicketActionResponseSchema } from "./etickets.ts";

const TICKET = "6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5";
const CINEMA = "0b7e1111-2222-4333-8444-555566667777";
const SESSION = "9d2a8888-9999-4aaa-8bbb-ccccddddeeee";

function ticket(bookingId: string, status: string, startDate: string) {
  return { bookingId, status, session: { startDate } };
}

describe("e-ticket order (SPEC 4)", () => {
  it("lists only CONFIRMED bookings, by session start ascending", () => {
    const ordered = orderEtickets([
      ticket("C", "CONFIRMED", "2026-05-03T18:00:00+02:00"),
      ticket("X", "CANCELLED", "2026-05-01T18:00:00+02:00"),
      ticket("A", "CONFIRMED", "2026-05-02T20:00:00+02:00"),
      ticket("R", "REFUNDED", "2026-05-01T10:00:00+02:00"),
      ticket("P", "PENDING", "2026-05-01T11:00:00+02:00"),
      ticket("B", "CONFIRMED", "2026-05-02T17:30:00Z"),
    ]);
    expect(ordered.map((t) => t.bookingId)).toEqual(["B", "A", "C"]);
  });

  it("compares instants, not their text, and breaks a tie by booking number", () => {
    const ordered = orderEtickets([
      ticket("CLX-2", "CONFIRMED", "2026-05-02T20:00:00+02:00"),
      ticket("CLX-1", "CONFIRMED", "2026-05-02T18:00:00Z"),
      ticket("CLX-0", "CONFIRMED", "2026-05-02T19:00:00+01:00"),
    ]);
    expect(ordered.map((t) => t.bookingId)).toEqual(["CLX-0", "CLX-1", "CLX-2"]);
  });

  it("always yields non-decreasing starts of CONFIRMED tickets only", () => {
    const statuses = fc.constantFrom("CONFIRMED", "CANCELLED", "REFUNDED", "PENDING");
    const item = fc.record({
      bookingId: fc.string({ maxLength: 6 }),
      status: statuses,
      session: fc.record({
        startDate: fc
          .date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true })
          .map((d) => d.toISOString()),
      }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (tickets) => {
        const ordered = orderEtickets(tickets);
        expect(ordered.length).toBe(tickets.filter((t) => t.status === "CONFIRMED").length);
        for (let i = 1; i < ordered.length; i++) {
          expect(Date.parse(ordered[i]?.session.startDate ?? "")).toBeGreaterThanOrEqual(
            Date.parse(ordered[i - 1]?.session.startDate ?? ""),
          );
        }
      }),
    );
  });
});

describe("click and serve (SPEC 3 clickAndServe)", () => {
  const startDate = "2026-05-02T20:00:00+02:00";

  it("takes orders until 30 minutes before the session", () => {
    const at = (iso: string) => clickAndServeOf({ optionsCount: 0, startDate, now: new Date(iso) });
    expect(at("2026-05-02T19:29:59+02:00").eligible).toBe(true);
    expect(at("2026-05-02T19:30:00+02:00").eligible).toBe(false);
    expect(at("2026-05-02T19:29:59+02:00").limitDurationOrder).toBe(30);
  });

  it("is activated when something was ordered with the booking", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    expect(clickAndServeOf({ optionsCount: 2, startDate, now }).activated).toBe(true);
    expect(clickAndServeOf({ optionsCount: 0, startDate, now }).activated).toBe(false);
  });
});

describe("ticket reference (SPEC 3: id, language, cinema.id, session.id)", () => {
  const reference = ticketReferenceOf({
    id: TICKET,
    language: "nl",
    cinema: { id: CINEMA },
    session: { id: SESSION },
  });

  it("writes the four parts in order, joined by underscores, with nothing to escape in a path", () => {
    expect(reference).toBe(`${TICKET}_nl_${CINEMA}_${SESSION}`);
    expect(encodeURIComponent(reference)).toBe(reference);
  });

  it("reads back what it wrote", () => {
    expect(parseTicketReference(reference)).toEqual({
      id: TICKET,
      language: "nl",
      cinemaId: CINEMA,
      sessionId: SESSION,
    });
  });

  it("refuses a reference with a missing part, an unknown language or uppercase ids", () => {
    expect(parseTicketReference(`${TICKET}_nl_${CINEMA}`)).toBeNull();
    expect(parseTicketReference(`${TICKET}_de_${CINEMA}_${SESSION}`)).toBeNull();
    expect(parseTicketReference(reference.toUpperCase())).toBeNull();
    expect(parseTicketReference(`${reference}_x`)).toBeNull();
    expect(parseTicketReference("")).toBeNull();
  });

  it("lets cancel take the reference or the bare ticket id, nothing else", () => {
    expect(parseCancelTarget(reference)?.id).toBe(TICKET);
    expect(parseCancelTarget(reference)?.reference?.sessionId).toBe(SESSION);
    expect(parseCancelTarget(TICKET)).toEqual({ id: TICKET, reference: null });
    expect(parseCancelTarget("CLX-FR-000101")).toBeNull();
  });
});

describe("share link (SPEC 7: {host}/{language}/V{cinema}S{session}/booking)", () => {
  it("builds the link from the origin, the language and the session", () => {
    const link = shareLinkOf({
      origin: "https://cinelux.fr/",
      language: "fr",
      cinemaId: CINEMA,
      sessionId: SESSION,
    });
    expect(link).toBe(`https://cinelux.fr/fr/V${CINEMA}S${SESSION}/booking`);
    expect(parseShareLink(link)).toEqual({ language: "fr", cinemaId: CINEMA, sessionId: SESSION });
  });

  it("parses a path as well as a full link, and refuses anything else", () => {
    expect(parseShareLink(`/en/V${CINEMA}S${SESSION}/booking`)?.language).toBe("en");
    expect(parseShareLink(`/de/V${CINEMA}S${SESSION}/booking`)).toBeNull();
    expect(parseShareLink(`/fr/V${CINEMA}/booking`)).toBeNull();
    expect(parseShareLink("not a link")).toBeNull();
  });

  it("round-trips the V{cinema}S{session} segment", () => {
    const segment = shareSegmentOf({ cinemaId: CINEMA, sessionId: SESSION });
    expect(segment).toBe(`V${CINEMA}S${SESSION}`);
    expect(parseShareSegment(segment)).toEqual({ cinemaId: CINEMA, sessionId: SESSION });
    expect(parseShareSegment(`S${SESSION}V${CINEMA}`)).toBeNull();
    expect(parseShareSegment(`V${CINEMA}S`)).toBeNull();
  });
});

describe("booking history totals", () => {
  it("counts every booking but sums only what was kept, and the refunds apart, newest year first", () => {
    const totals = yearlyTotals([
      { year: 2025, status: "CONFIRMED", count: 3, amount: 3870, refunded: 0 },
      { year: 2026, status: "CONFIRMED", count: 1, amount: 1290, refunded: 0 },
      { year: 2025, status: "CANCELLED", count: 1, amount: 1290, refunded: 0 },
      { year: 2025, status: "REFUNDED", count: 2, amount: 5160, refunded: 5160 },
    ]);
    expect(totals).toEqual([
      { year: 2026, bookings: 1, amount: 1290, refunded: 0 },
      { year: 2025, bookings: 6, amount: 3870, refunded: 5160 },
    ]);
  });

  it("has no year for an empty history", () => {
    expect(yearlyTotals([])).toEqual([]);
  });

  it("turns the tunnel's decimal amounts into cents without float drift", () => {
    expect(centsOf(25.8)).toBe(2580);
    expect(centsOf(12.9) * 3).toBe(3870);
    expect(centsOf(0)).toBe(0);
  });

  it("bounds the page size and defaults the page", () => {
    expect(BookingHistoryQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(BookingHistoryQuerySchema.safeParse({ pageSize: "51" }).success).toBe(false);
    expect(BookingHistoryQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(BookingHistoryQuerySchema.safeParse({ sort: "asc" }).success).toBe(false);
  });
});

describe("ticket action reply (SPEC 7, 8)", () => {
  it("is done with no error, or not done with a coded error", () => {
    expect(TicketActionResponseSchema.safeParse({ done: true, error: null }).success).toBe(true);
    expect(
      TicketActionResponseSchema.safeParse({
        done: false,
        error: { code: "TICKET_NOT_REFUNDABLE", message: "…" },
      }).success,
    ).toBe(true);
    expect(TicketActionResponseSchema.safeParse({ done: false }).success).toBe(false);
  });
});

describe("calendar event of a ticket", () => {
  const event = ticketCalendarEvent(
    {
      id: TICKET,
      seats: ["H7"],
      session: {
        id: SESSION,
        startDate: "2026-05-02T20:00:00+02:00",
        endDate: "2026-05-02T22:30:00+02:00",
        specificities: [],
        version: "VOST",
        auditoriumName: "Salle 3",
      },
      show: {
        slug: "metropolis",
        title: "Metropolis",
        duration: 153,
        backdropUrl: "/media/backdrops/metropolis.jpg",
      },
      cinema: {
        id: CINEMA,
        name: "Cinélux Bastille",
        address: "5 rue du Faubourg",
        city: "Paris",
        postalCode: "75011",
        gpsPosition: { latitude: 48.85, longitude: 2.37 },
      },
    },
    { title: "Metropolis\u0007 — Cinélux", description: "Salle 3, H7" },
  );

  it("spans the session in UTC, at the cinema, with one uid per booking", () => {
    expect(event.start).toBe(Date.parse("2026-05-02T18:00:00Z"));
    expect(event.end).toBe(Date.parse("2026-05-02T20:30:00Z"));
    expect(event.uid).toBe(`${TICKET}@cinelux`);
    expect(event.location).toBe("Cinélux Bastille, 5 rue du Faubourg, 75011 Paris");
    expect(event.geo).toEqual({ lat: 48.85, lon: 2.37 });
  });

  it("drops control characters from the texts", () => {
    expect(event.title).toBe("Metropolis — Cinélux");
  });
});
