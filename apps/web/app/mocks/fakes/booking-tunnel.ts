import {
  BookingChoicesRequestSchema,
  BookingParamsSchema,
  type BookingQuote,
  SessionParamsSchema,
} from "@cinelux/contract/booking";
import {
  CONCESSION_MAX_PER_ITEM,
  CONCESSION_ORDER_LIMIT_MINUTES,
  type ConcessionItem,
  concessionOrderDeadline,
  concessionsOrderable,
  priceConcessions,
  type SessionConcessions,
} from "@cinelux/contract/concessions";
import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema, type OrderKind } from "@cinelux/contract/orders";
import {
  type PriceList,
  priceDayOf,
  priceTickets,
  type SessionPrices,
  TICKET_TYPE_PROOF,
  TICKET_TYPE_TEXTS,
  TICKET_TYPES,
} from "@cinelux/contract/ticket-prices";
import { HttpResponse, http } from "msw";
import { fakeTicketCinema } from "../data/etickets";
import { FAKE_SEAT_MAP } from "../data/seat-map";
import { badRequest, coded, refusalLanguage, unauthorized } from "../fake-responses";
import { bookingState, type FakeBooking, present, reachable } from "./booking";
import { type FakeBookingSession, fakeBookingSession, presentSession } from "./booking-sessions";
import { fakeOrderOf, fakeShop, saveFakeShop } from "./shop-state";

/**
 * The tunnel's steps after the hold (docs/fakes.md "Booking"): a session's prices and menu, the
 * choices of a booking priced by the contract's rules (priceTickets, priceConcessions), and its
 * checkout — confirmed at once at 0 €, else an order on the shop's fake provider.
 */

/** Every fake cinema's price list (the server keeps one a cinema). */
const FAKE_PRICE_LIST: PriceList = {
  weekday: { full: 1150, student: 900, senior: 950, under14: 700 },
  weekend: { full: 1250, student: 1000, senior: 1050, under14: 750 },
  formatSupplements: { imax: 300, "4dx": 400, screenx: 250, dolby: 200 },
  seatSupplements: { premium: 200, loveSeat: 300 },
};

/** A fake gift card pays up to this much of a booking (the wallet's balances are not read). */
export const FAKE_GIFT_CARD_CENTS = 2_000;

const item = (n: number, names: ConcessionItem["names"], rest: Omit<ConcessionItem, "id" | "names">) => ({
  id: `0d0d0d0d-0000-4000-8000-00000000000${n}`,
  names,
  ...rest,
});

/** The menu of every fake cinema. */
export const FAKE_MENU: ConcessionItem[] = [
  item(
    1,
    { fr: "Pop-corn moyen", nl: "Popcorn medium", en: "Medium popcorn" },
    {
      category: "popcorn",
      priceCents: 650,
      servedAtSeat: true,
      available: true,
    },
  ),
  item(
    2,
    { fr: "Soda 50 cl", nl: "Frisdrank 50 cl", en: "Soft drink 50 cl" },
    {
      category: "drink",
      priceCents: 450,
      servedAtSeat: true,
      available: true,
    },
  ),
  item(
    3,
    { fr: "Nachos", nl: "Nacho's", en: "Nachos" },
    {
      category: "snack",
      priceCents: 590,
      servedAtSeat: false,
      available: true,
    },
  ),
  item(
    4,
    { fr: "Glace vanille", nl: "Vanille-ijs", en: "Vanilla ice cream" },
    {
      category: "iceCream",
      priceCents: 400,
      servedAtSeat: false,
      available: true,
    },
  ),
  item(
    5,
    { fr: "Menu duo", nl: "Duo-combi", en: "Duo combo" },
    {
      category: "combo",
      priceCents: 1490,
      servedAtSeat: true,
      available: true,
    },
  ),
];

function pricedSession(found: FakeBookingSession) {
  return {
    domain: found.cinema.domain,
    startsAt: found.session.startsAt,
    technologies: found.session.specificities,
    priceList: FAKE_PRICE_LIST,
  };
}

function presentPrices(found: FakeBookingSession, language: Language): SessionPrices {
  const session = pricedSession(found);
  return {
    sessionId: found.session.id,
    currency: "EUR",
    priceDay: priceDayOf(found.session.startsAt, FAKE_PRICE_LIST),
    technologies: presentSession(found, language).technologies,
    vatRateBasisPoints: priceTickets(session, []).vatRateBasisPoints,
    ticketTypes: TICKET_TYPES.map((type) => ({
      type,
      label: TICKET_TYPE_TEXTS[type][language].label,
      condition: TICKET_TYPE_TEXTS[type][language].condition,
      proof: TICKET_TYPE_PROOF[type],
      priceCents: priceTickets(session, [{ seatType: "standard", ticketType: type }]).totalCents,
    })),
    seatSupplements: FAKE_PRICE_LIST.seatSupplements,
  };
}

function presentMenu(found: FakeBookingSession, language: Language, now = new Date()): SessionConcessions {
  return {
    sessionId: found.session.id,
    currency: "EUR",
    orderable: concessionsOrderable(found.session.startsAt, now),
    orderUntil: concessionOrderDeadline(found.session.startsAt).toISOString(),
    limitDurationOrder: CONCESSION_ORDER_LIMIT_MINUTES,
    maxPerItem: CONCESSION_MAX_PER_ITEM,
    items: FAKE_MENU.filter((entry) => entry.available).map((entry) => ({
      id: entry.id,
      name: entry.names[language],
      category: entry.category,
      priceCents: entry.priceCents,
      servedAtSeat: entry.servedAtSeat,
    })),
  };
}

const seatTypeOf = new Map(
  FAKE_SEAT_MAP.zones.flatMap((zone) =>
    zone.rows.flatMap((row) => row.seats.map((seat) => [seat.id, seat.type])),
  ),
);

export const bookingTunnelHandlers = [
  http.get("*/api/sessions/:id/prices", ({ request, params }) => {
    const parsed = SessionParamsSchema.safeParse({ id: params.id });
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, params);
    }
    const found = fakeBookingSession(parsed.data.id);
    return found
      ? HttpResponse.json(presentPrices(found, refusalLanguage(request)))
      : coded(request, "NOT_FOUND");
  }),

  http.get("*/api/sessions/:id/concessions", ({ request, params }) => {
    const parsed = SessionParamsSchema.safeParse({ id: params.id });
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, params);
    }
    const found = fakeBookingSession(parsed.data.id);
    return found
      ? HttpResponse.json(presentMenu(found, refusalLanguage(request)))
      : coded(request, "NOT_FOUND");
  }),

  http.patch("*/api/bookings/:id", async ({ request, params }) => {
    const id = BookingParamsSchema.safeParse({ id: params.id });
    if (!id.success) {
      return badRequest(request, id.error.issues, params);
    }
    const booking = bookingState.current().bookings[id.data.id];
    if (!reachable(request, booking)) {
      return coded(request, "BOOKING_NOT_FOUND");
    }
    if (present(booking).stage !== "held") {
      return coded(request, "BOOKING_NOT_FOUND");
    }
    const body: unknown = await request.json().catch(() => undefined);
    const parsed = BookingChoicesRequestSchema.safeParse(body);
    const sameSeats =
      parsed.success &&
      parsed.data.tickets.length === booking.seats.length &&
      booking.seats.every((seat) => parsed.data.tickets.some((ticket) => ticket.seatId === seat));
    const guest = unauthorized(request) !== null;
    const cardless =
      parsed.success &&
      parsed.data.tickets.some(
        (ticket) => (ticket.type === "pass" || ticket.type === "prepaid") !== !!ticket.cardId,
      );
    if (!parsed.success || !sameSeats || cardless || (guest && parsed.data.giftCards.length > 0)) {
      return badRequest(request, parsed.success ? [] : parsed.error.issues, body);
    }
    const found = fakeBookingSession(booking.sessionId) as FakeBookingSession;
    const language = refusalLanguage(request);
    const quote = quoteOf(found, parsed.data, language);
    if (!quote) {
      return coded(request, "BAD_REQUEST");
    }
    booking.quote = quote;
    booking.buyerMail = parsed.data.buyerMail ?? booking.buyerMail ?? null;
    bookingState.save();
    return HttpResponse.json(present(booking));
  }),

  http.post("*/api/bookings/:id/checkout", ({ request, params }) => {
    const id = BookingParamsSchema.safeParse({ id: params.id });
    if (!id.success) {
      return badRequest(request, id.error.issues, params);
    }
    const key = IdempotencyKeySchema.safeParse(request.headers.get(IDEMPOTENCY_HEADER));
    if (!key.success) {
      return coded(request, "IDEMPOTENCY_KEY_REQUIRED");
    }
    const booking = bookingState.current().bookings[id.data.id];
    if (!reachable(request, booking)) {
      return coded(request, "BOOKING_NOT_FOUND");
    }
    const shop = fakeShop();
    const earlier = shop.keys[key.data];
    if (earlier) {
      return earlier.request === booking.id
        ? HttpResponse.json(answerOf(request, booking), { status: 201 })
        : coded(request, "IDEMPOTENCY_KEY_REUSED");
    }
    if (present(booking).stage !== "held" || !booking.quote) {
      return coded(request, "BOOKING_NOT_FOUND");
    }
    const found = fakeBookingSession(booking.sessionId) as FakeBookingSession;
    const language = refusalLanguage(request);
    booking.stage = "confirmed";
    booking.eticket = eticketOf(found, booking, language);
    if (booking.quote.toPayCents > 0) {
      booking.orderId = crypto.randomUUID();
      keepBookingOrder(booking, found, unauthorized(request) === null);
    }
    shop.keys[key.data] = { request: booking.id, orderId: booking.orderId ?? booking.id };
    saveFakeShop();
    bookingState.save();
    return HttpResponse.json(answerOf(request, booking), { status: 201 });
  }),
];

function quoteOf(
  found: FakeBookingSession,
  choices: ReturnType<typeof BookingChoicesRequestSchema.parse>,
  language: Language,
): BookingQuote | null {
  const tickets = priceTickets(
    pricedSession(found),
    choices.tickets.map((ticket) => ({
      seatType: seatTypeOf.get(ticket.seatId) ?? "standard",
      ticketType: ticket.type,
    })),
  );
  const orderable = concessionsOrderable(found.session.startsAt, new Date());
  if (!orderable && choices.concessions.length > 0) {
    return null;
  }
  const concessions = priceConcessions({
    domain: found.cinema.domain,
    menu: FAKE_MENU,
    order: choices.concessions,
  });
  if (!concessions.ok) {
    return null;
  }
  const totalCents = tickets.totalCents + concessions.totalCents;
  const giftCardCents = Math.min(totalCents, choices.giftCards.length * FAKE_GIFT_CARD_CENTS);
  return {
    tickets: choices.tickets.map((ticket, index) => ({
      seatId: ticket.seatId,
      type: ticket.type,
      cardId: ticket.cardId ?? null,
      label: TICKET_TYPE_TEXTS[ticket.type][language].label,
      priceCents: tickets.lines[index]?.totalCents ?? 0,
    })),
    concessions: concessions.lines.map((line) => ({
      itemId: line.itemId,
      name: FAKE_MENU.find((entry) => entry.id === line.itemId)?.names[language] ?? "",
      quantity: line.quantity,
      atSeat: line.atSeat,
      totalCents: line.totalCents,
    })),
    ticketsCents: tickets.totalCents,
    concessionsCents: concessions.totalCents,
    totalCents,
    vatCents: tickets.vatCents + concessions.vatCents,
    invoicedSupplementCents: 0,
    giftCardCents,
    toPayCents: totalCents - giftCardCents,
  };
}

function answerOf(request: Request, booking: FakeBooking) {
  if (!booking.orderId) {
    return { status: "CONFIRMED" as const, eticketId: booking.id };
  }
  const url = new URL(request.url);
  const origin = `${url.protocol}//${request.headers.get("host") ?? url.host}`;
  return {
    orderId: booking.orderId,
    checkoutUrl: `${origin}/${refusalLanguage(request)}/orders/${booking.orderId}`,
  };
}

const ORDER_TITLE: Record<Language, string> = {
  fr: "Réservation Cinélux",
  nl: "Cinélux-reservering",
  en: "Cinélux booking",
};

/**
 * The booking's order on the shop's fakes, paid at once (the fake provider): the order page the payer
 * comes back to reads it. orders.ts ORDER_KINDS does not list `booking` yet, while booking.ts says
 * checkout makes an order of that kind: the fake answers the kind the server will.
 */
function keepBookingOrder(booking: FakeBooking, found: FakeBookingSession, customer: boolean): void {
  const quote = booking.quote as BookingQuote;
  const lines = [
    ...quote.tickets.map((ticket) => ({
      item: ticket.type,
      quantity: 1,
      unitCents: ticket.priceCents,
      totalCents: ticket.priceCents,
    })),
    ...quote.concessions.map((line) => ({
      item: line.itemId,
      quantity: line.quantity,
      unitCents: Math.round(line.totalCents / line.quantity),
      totalCents: line.totalCents,
    })),
  ];
  const orderId = booking.orderId as string;
  const texts = Object.fromEntries(
    (["fr", "nl", "en"] as const).map((language) => [
      language,
      {
        description: `${ORDER_TITLE[language]} — ${found.show.texts[language].title}`,
        labels: [
          ...quote.tickets.map(
            (ticket) => `${ticket.seatId} · ${TICKET_TYPE_TEXTS[ticket.type][language].label}`,
          ),
          ...quote.concessions.map(
            (line) => FAKE_MENU.find((entry) => entry.id === line.itemId)?.names[language] ?? "",
          ),
        ],
      },
    ]),
  ) as Record<Language, { description: string; labels: string[] }>;
  fakeShop().orders[orderId] = {
    order: fakeOrderOf({
      id: orderId,
      kind: "booking" as OrderKind,
      status: "pending",
      sale: { lines, totalCents: quote.toPayCents, vatRateBasisPoints: 550, vatCents: quote.vatCents },
      nextPath: customer ? "/{language}/tickets" : null,
    }),
    owner: customer ? "customer" : "guest",
    reads: 0,
    paidAfterReads: 2,
    texts,
  };
}

function eticketOf(found: FakeBookingSession, booking: FakeBooking, language: Language): Eticket {
  const detail = presentSession(found, language);
  const quote = booking.quote as BookingQuote;
  return {
    id: booking.id,
    bookingId: `CLX-${found.cinema.domain.toUpperCase()}-${booking.id.slice(0, 6).toUpperCase()}`,
    code: booking.id.replaceAll("-", "").slice(0, 24),
    website: found.cinema.domain === "nl" ? "cinelux.nl" : "cinelux.fr",
    language,
    payment: {
      bookingDate: new Date().toISOString(),
      means:
        quote.toPayCents > 0
          ? "CB"
          : quote.tickets.some((ticket) => ticket.type === "pass")
            ? "CINEPASS"
            : "PREPAID",
      totalAmount: quote.totalCents,
      currency: "EUR",
    },
    session: {
      id: found.session.id,
      startDate: detail.startsAt,
      endDate: detail.endsAt,
      specificities: detail.technologies,
      version: detail.version,
      auditoriumName: detail.hall.name,
    },
    seats: [...booking.seats],
    seatType: "standard",
    options: quote.concessions.map((line) => ({ label: line.name, quantity: line.quantity })),
    clickAndServe: {
      concessions: true,
      activated: quote.concessions.some((line) => line.atSeat),
      eligible: concessionsOrderable(found.session.startsAt, new Date()),
      limitDurationOrder: CONCESSION_ORDER_LIMIT_MINUTES,
    },
    show: {
      slug: detail.show.slug,
      title: detail.show.title,
      duration: detail.show.durationMinutes,
      backdropUrl: detail.show.backdropUrl ?? "",
    },
    cinema: fakeTicketCinema(found.cinema.slug),
    refundable: true,
  };
}
