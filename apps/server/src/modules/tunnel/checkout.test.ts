import { randomUUID } from "node:crypto";
import {
  BOOKING_TOKEN_HEADER,
  type Booking,
  type BookingCheckoutResponse,
  type Eticket,
} from "@cinelux/contract";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, tokenOf } from "../../../test/factories.ts";
import { memoryProvider } from "../../../test/memory-provider.ts";
import { mailsTo } from "../../../test/outbox.ts";
import { createPass } from "../../../test/passes.factories.ts";
import { createConcessionItem, createPriceList, TEST_PRICE_LIST } from "../../../test/pricing.factories.ts";
import { createTunnelSession, drawnSeatMap, expireHold, sellSeats } from "../../../test/tunnel.factories.ts";
import { createWalletCard } from "../../../test/wallet.factories.ts";
import {
  bookings,
  sessionSeats,
  showSessions,
  subscriptionSupplements,
  walletCards,
} from "../../db/schema/index.ts";
import { findOrder } from "../payments/orders.repository.ts";

const provider = memoryProvider();
const t = useTestApp({ seed: false, paymentProvider: provider });

/** The same prices every day, so a test's figures do not depend on the day it runs. */
const PRICES = { ...TEST_PRICE_LIST, weekend: TEST_PRICE_LIST.weekday };
const FULL = PRICES.weekday.full;
const STUDENT = PRICES.weekday.student;

let ips = 0;
const freshIp = () => `10.28.${Math.floor(++ips / 250)}.${ips % 250}`;

type Who = { customer?: { id: string }; token?: string };

async function call(who: Who, request: Omit<InjectOptions, "remoteAddress">) {
  const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
  if (who.customer) {
    headers.authorization = `Bearer ${await tokenOf(t, who.customer)}`;
  }
  if (who.token !== undefined) {
    headers[BOOKING_TOKEN_HEADER] = who.token;
  }
  return t.app.inject({ ...request, headers, remoteAddress: freshIp() });
}

async function newSession(seatMap = drawnSeatMap("........", "........")) {
  const session = await createTunnelSession(t.database.db, { seatMap });
  await createPriceList(t.database.db, session.cinemaId, PRICES);
  return session;
}

async function holdSeats(who: Who, sessionId: string, seats: string[], buyerMail?: string) {
  const response = await call(who, {
    method: "POST",
    url: "/api/bookings?language=en",
    payload: { sessionId, seats, ...(buyerMail ? { buyerMail } : {}) },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Booking;
}

const choose = (who: Who, id: string, body: object) =>
  call(who, { method: "PATCH", url: `/api/bookings/${id}?language=en`, payload: body });

const checkout = (who: Who, id: string, key = randomUUID()) =>
  call(who, {
    method: "POST",
    url: `/api/bookings/${id}/checkout?language=en`,
    headers: { "idempotency-key": key },
  });

async function webhook(orderId: string, status: "paid" | "failed" = "paid") {
  const order = await findOrder(t.database.db, orderId);
  if (!order?.providerPaymentId) {
    throw new Error("no payment");
  }
  provider.settle(order.providerPaymentId, status);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    payload: `id=${order.providerPaymentId}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(response.statusCode).toBe(200);
  return findOrder(t.database.db, orderId);
}

async function remaining(cardId: string): Promise<number> {
  const [row] = await t.database.db.select().from(walletCards).where(eq(walletCards.id, cardId));
  return row?.remainingQuantity ?? -1;
}

async function ebillet(customer: { id: string }): Promise<Eticket[]> {
  const response = await call({ customer }, { method: "GET", url: "/api/ec/ebillet?language=en" });
  expect(response.statusCode).toBe(200);
  return response.json() as Eticket[];
}

describe("PATCH /api/bookings/{id}", () => {
  it("prices a ticket per seat and concessions, and keeps the quote on the booking", async () => {
    const { sessionId, cinemaId } = await newSession();
    const popcorn = await createConcessionItem(t.database.db, cinemaId, {
      name: "Popcorn",
      position: 1,
      priceCents: 650,
    });
    const customer = await createCustomer(t.database.db);
    const booking = await holdSeats({ customer }, sessionId, ["B3", "B4"]);
    const response = await choose({ customer }, booking.id, {
      tickets: [
        { seatId: "B3", type: "full" },
        { seatId: "B4", type: "student" },
      ],
      concessions: [{ itemId: popcorn, quantity: 2 }],
    });
    expect(response.statusCode).toBe(200);
    const quote = (response.json() as Booking).quote;
    expect(quote).toMatchObject({
      ticketsCents: FULL + STUDENT,
      concessionsCents: 1300,
      totalCents: FULL + STUDENT + 1300,
      giftCardCents: 0,
      toPayCents: FULL + STUDENT + 1300,
    });
    expect(quote?.tickets.map((ticket) => ticket.label)).toEqual(["Full price", "Student"]);
    expect(quote?.concessions[0]).toMatchObject({ name: "Popcorn (en)", quantity: 2 });
    const again = (await call({ customer }, { method: "GET", url: `/api/bookings/${booking.id}` })).json();
    expect((again as Booking).quote?.toPayCents).toBe(FULL + STUDENT + 1300);
  });

  it("refuses another customer's booking as missing, on PATCH and on checkout", async () => {
    const { sessionId } = await newSession();
    const owner = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const booking = await holdSeats({ customer: owner }, sessionId, ["A1"]);
    const body = { tickets: [{ seatId: "A1", type: "full" }] };
    expect((await choose({ customer: other }, booking.id, body)).statusCode).toBe(404);
    expect((await choose({ customer: owner }, booking.id, body)).statusCode).toBe(200);
    const refused = await checkout({ customer: other }, booking.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: "BOOKING_NOT_FOUND" });
  });

  it("wants exactly one ticket per held seat, naming the seats", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const booking = await holdSeats({ customer }, sessionId, ["A1", "A2"]);
    const response = await choose({ customer }, booking.id, {
      tickets: [
        { seatId: "A1", type: "full" },
        { seatId: "A5", type: "full" },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "TICKETS_MISMATCH",
      fields: [
        { path: "tickets.A5", code: "invalid_value" },
        { path: "tickets.A2", code: "required" },
      ],
    });
  });

  it("refuses a booking whose hold has expired", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const booking = await holdSeats({ customer }, sessionId, ["A1"]);
    await expireHold(t.database.db, booking.id);
    const response = await choose({ customer }, booking.id, { tickets: [{ seatId: "A1", type: "full" }] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "BOOKING_EXPIRED" });
  });

  it("refuses a pass, a prepaid card or a gift card to a guest, and a card not of the customer's", async () => {
    const { sessionId } = await newSession();
    const guest = await holdSeats({}, sessionId, ["A1"], "guest@example.com");
    const asGuest = await choose({ token: guest.token }, guest.id, {
      tickets: [{ seatId: "A1", type: "pass", cardId: randomUUID() }],
    });
    expect(asGuest.statusCode).toBe(400);
    expect(asGuest.json()).toMatchObject({
      code: "TICKET_SIGN_IN_REQUIRED",
      fields: [{ path: "tickets.A1.type" }],
    });
    const customer = await createCustomer(t.database.db);
    const stranger = await createCustomer(t.database.db);
    const card = await createWalletCard(t.database.db, { customer: stranger });
    const booking = await holdSeats({ customer }, sessionId, ["B1"]);
    const response = await choose({ customer }, booking.id, {
      tickets: [{ seatId: "B1", type: "prepaid", cardId: card.id }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "TICKET_CARD_INVALID",
      fields: [{ path: "tickets.B1.cardId" }],
    });
  });

  it("refuses concessions once the session is closer than the order limit", async () => {
    const session = await createTunnelSession(t.database.db, {
      seatMap: drawnSeatMap("...."),
      startsIn: 20,
    });
    await createPriceList(t.database.db, session.cinemaId, PRICES);
    const item = await createConcessionItem(t.database.db, session.cinemaId, { name: "Cola", position: 1 });
    const customer = await createCustomer(t.database.db);
    const booking = await holdSeats({ customer }, session.sessionId, ["A2"]);
    const response = await choose({ customer }, booking.id, {
      tickets: [{ seatId: "A2", type: "full" }],
      concessions: [{ itemId: item, quantity: 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "CONCESSIONS_CLOSED" });
  });
});

describe("more refusals", () => {
  it("refuses an expired gift card, an unknown concession and a cinema without prices, each by its code", async () => {
    const { sessionId, cinemaId } = await newSession();
    await createConcessionItem(t.database.db, cinemaId, { name: "Nachos", position: 1 });
    const customer = await createCustomer(t.database.db);
    const expired = await createWalletCard(t.database.db, {
      customer,
      type: "GIFT_CARD",
      initial: 2000,
      remaining: 2000,
      expiresInDays: -1,
    });
    const booking = await holdSeats({ customer }, sessionId, ["A1"]);
    const tickets = [{ seatId: "A1", type: "full" }];
    const gift = await choose({ customer }, booking.id, { tickets, giftCards: [expired.id] });
    expect(gift.statusCode).toBe(400);
    expect(gift.json()).toMatchObject({ code: "TICKET_CARD_INVALID", fields: [{ path: "giftCards.0" }] });
    const menu = await choose({ customer }, booking.id, {
      tickets,
      concessions: [{ itemId: randomUUID(), quantity: 1 }],
    });
    expect(menu.statusCode).toBe(400);
    expect(menu.json()).toMatchObject({
      code: "CONCESSIONS_INVALID",
      fields: [{ path: "concessions.0.itemId" }],
    });

    const unpriced = await createTunnelSession(t.database.db, { seatMap: drawnSeatMap("....") });
    const elsewhere = await holdSeats({ customer }, unpriced.sessionId, ["A2"]);
    const noPrices = await choose({ customer }, elsewhere.id, { tickets: [{ seatId: "A2", type: "full" }] });
    expect(noPrices.statusCode).toBe(409);
    expect(noPrices.json()).toMatchObject({ code: "TICKETS_NOT_SOLD" });
  });

  it("refuses a checkout before the tickets are chosen, and replays the first answer for the same key", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const booking = await holdSeats({ customer }, sessionId, ["B8"]);
    const early = await checkout({ customer }, booking.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "BOOKING_CHOICES_REQUIRED" });
    await choose({ customer }, booking.id, { tickets: [{ seatId: "B8", type: "under14" }] });
    const key = randomUUID();
    const first = await checkout({ customer }, booking.id, key);
    const again = await checkout({ customer }, booking.id, key);
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(provider.payments.size).toBeGreaterThan(0);
    const order = await findOrder(t.database.db, (first.json() as { orderId: string }).orderId);
    expect(order).toMatchObject({ kind: "booking", totalCents: PRICES.weekday.under14 });
  });
});

describe("passes", () => {
  it("confirms a Cinépass seat at 0 € at once: the e-ticket is in the wallet, a second pass seat is refused", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const { card } = await createPass(t.database.db, { customer, plan: "CINEPASS" });
    const booking = await holdSeats({ customer }, sessionId, ["A3"]);
    const chosen = await choose({ customer }, booking.id, {
      tickets: [{ seatId: "A3", type: "pass", cardId: card.id }],
    });
    expect((chosen.json() as Booking).quote?.toPayCents).toBe(0);
    const response = await checkout({ customer }, booking.id);
    expect(response.statusCode).toBe(201);
    const answer = response.json() as BookingCheckoutResponse;
    expect(answer).toMatchObject({ status: "CONFIRMED" });
    const tickets = await ebillet(customer);
    expect(tickets.map((ticket) => ticket.seats)).toEqual([["A3"]]);
    expect(tickets[0]?.bookingId).toMatch(/^CLX-FR-\d{6}$/);
    const confirmed = (
      await call({ customer }, { method: "GET", url: `/api/bookings/${booking.id}?language=en` })
    ).json() as Booking;
    expect(confirmed.stage).toBe("confirmed");
    expect(confirmed.eticket?.seats).toEqual(["A3"]);
    expect((await mailsTo(t, customer.mail)).filter((mail) => mail.kind === "eticket")).toHaveLength(1);

    const second = await holdSeats({ customer }, sessionId, ["B5"]);
    const refused = await choose({ customer }, second.id, {
      tickets: [{ seatId: "B5", type: "pass", cardId: card.id }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "PASS_SEATS_EXCEEDED",
      fields: [{ path: "tickets.B5.cardId" }],
    });
  });

  it("admits two on a Duo, a third seat refused", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const { card } = await createPass(t.database.db, { customer, plan: "CINEPASS_DUO" });
    const booking = await holdSeats({ customer }, sessionId, ["A4", "A5", "A6"]);
    const three = await choose({ customer }, booking.id, {
      tickets: ["A4", "A5", "A6"].map((seatId) => ({ seatId, type: "pass", cardId: card.id })),
    });
    expect(three.statusCode).toBe(409);
    expect(three.json()).toMatchObject({
      code: "PASS_SEATS_EXCEEDED",
      fields: [{ path: "tickets.A6.cardId" }],
    });
    const two = await choose({ customer }, booking.id, {
      tickets: [
        { seatId: "A4", type: "pass", cardId: card.id },
        { seatId: "A5", type: "pass", cardId: card.id },
        { seatId: "A6", type: "full" },
      ],
    });
    expect(two.statusCode).toBe(200);
    expect((two.json() as Booking).quote?.toPayCents).toBe(FULL);
  });

  it("uses a pass once when two bookings check out one after the other on it", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const { card } = await createPass(t.database.db, { customer, plan: "CINEPASS" });
    const first = await holdSeats({ customer }, sessionId, ["A1"]);
    const body = { tickets: [{ seatId: "A1", type: "pass", cardId: card.id }] };
    expect((await choose({ customer }, first.id, body)).statusCode).toBe(200);
    // A second tab holds another session's seat on the same pass: a different session, allowed.
    const other = await newSession();
    const second = await holdSeats({ customer }, other.sessionId, ["A1"]);
    expect((await choose({ customer }, second.id, body)).statusCode).toBe(200);
    expect((await checkout({ customer }, first.id)).statusCode).toBe(201);
    expect((await checkout({ customer }, second.id)).statusCode).toBe(201);
    // The same session twice: the pass admits one, the second checkout is refused.
    const third = await holdSeats({ customer }, sessionId, ["B1"]);
    const refused = await choose({ customer }, third.id, {
      tickets: [{ seatId: "B1", type: "pass", cardId: card.id }],
    });
    expect(refused.json()).toMatchObject({ code: "PASS_SEATS_EXCEEDED" });
  });
});

describe("prepaid cards, vouchers and gift cards", () => {
  it("takes a place per seat from a movie card and a voucher, and refuses more places than are left", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const movieCard = await createWalletCard(t.database.db, { customer, remaining: 1 });
    const voucher = await createWalletCard(t.database.db, {
      customer,
      type: "VOUCHER",
      initial: 1,
      remaining: 1,
    });
    const booking = await holdSeats({ customer }, sessionId, ["B1", "B2"]);
    const tooMany = await choose({ customer }, booking.id, {
      tickets: [
        { seatId: "B1", type: "prepaid", cardId: movieCard.id },
        { seatId: "B2", type: "prepaid", cardId: movieCard.id },
      ],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: "TICKET_PLACES_EXCEEDED" });
    await choose({ customer }, booking.id, {
      tickets: [
        { seatId: "B1", type: "prepaid", cardId: movieCard.id },
        { seatId: "B2", type: "prepaid", cardId: voucher.id },
      ],
    });
    const answer = (await checkout({ customer }, booking.id)).json() as BookingCheckoutResponse;
    expect(answer).toMatchObject({ status: "CONFIRMED" });
    expect([await remaining(movieCard.id), await remaining(voucher.id)]).toEqual([0, 0]);
  });

  it("pays part with a gift card and the rest by card: paid, the booking is confirmed and mailed", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const gift = await createWalletCard(t.database.db, {
      customer,
      type: "GIFT_CARD",
      initial: 5000,
      remaining: 500,
    });
    const booking = await holdSeats({ customer }, sessionId, ["A7", "A8"]);
    const chosen = await choose({ customer }, booking.id, {
      tickets: [
        { seatId: "A7", type: "full" },
        { seatId: "A8", type: "full" },
      ],
      giftCards: [gift.id],
    });
    expect((chosen.json() as Booking).quote).toMatchObject({
      giftCardCents: 500,
      toPayCents: 2 * FULL - 500,
    });
    const answer = (await checkout({ customer }, booking.id)).json() as {
      orderId: string;
      checkoutUrl: string;
    };
    expect(answer.checkoutUrl).toContain("https://pay.example/");
    expect(await remaining(gift.id)).toBe(500);
    const order = await webhook(answer.orderId);
    expect(order?.status).toBe("paid");
    expect(order?.totalCents).toBe(2 * FULL - 500);
    expect(await remaining(gift.id)).toBe(0);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.accountId, customer.id));
    expect(row?.payment.means).toBe("giftcard+card");
    // The order page sends the customer on to the wallet's e-tickets.
    const read = await call(
      { customer },
      { method: "GET", url: `/api/orders/${answer.orderId}?language=en` },
    );
    expect(read.json()).toMatchObject({ kind: "booking", status: "paid", nextPath: "/en/tickets" });
    expect(row?.paidWith).toMatchObject({ orderId: answer.orderId, cardCents: 2 * FULL - 500 });
    const mails = await mailsTo(t, customer.mail);
    expect(mails.some((mail) => mail.kind === "eticket")).toBe(true);
  });
});

describe("money taken back at the provider", () => {
  it("voids a paid booking charged back: REFUNDED, its seats on sale again, the gift card's amount back", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const gift = await createWalletCard(t.database.db, {
      customer,
      type: "GIFT_CARD",
      initial: 5000,
      remaining: 500,
    });
    const booking = await holdSeats({ customer }, sessionId, ["B3"]);
    await choose({ customer }, booking.id, {
      tickets: [{ seatId: "B3", type: "full" }],
      giftCards: [gift.id],
    });
    const answer = (await checkout({ customer }, booking.id)).json() as { orderId: string };
    const paid = await webhook(answer.orderId);
    expect(await remaining(gift.id)).toBe(0);
    provider.settle(paid?.providerPaymentId ?? "", "paid", { amountChargedBackCents: FULL - 500 });
    const delivery = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: `id=${paid?.providerPaymentId}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(delivery.statusCode).toBe(200);
    expect((await findOrder(t.database.db, answer.orderId))?.status).toBe("refunded");
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.accountId, customer.id));
    expect(row?.status).toBe("REFUNDED");
    expect(await remaining(gift.id)).toBe(500);
    const claims = await t.database.db
      .select()
      .from(sessionSeats)
      .where(eq(sessionSeats.sessionId, sessionId));
    expect(claims).toEqual([]);
    expect(await ebillet(customer)).toEqual([]);
  });
});

describe("late payments and guests", () => {
  it("confirms a payment made after the hold expired when the seats are still free", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const booking = await holdSeats({ customer }, sessionId, ["A1"]);
    await choose({ customer }, booking.id, { tickets: [{ seatId: "A1", type: "full" }] });
    const answer = (await checkout({ customer }, booking.id)).json() as { orderId: string };
    await expireHold(t.database.db, booking.id);
    await t.database.db.delete(sessionSeats).where(eq(sessionSeats.holdId, booking.id));
    const order = await webhook(answer.orderId);
    expect(order?.status).toBe("paid");
    expect((await ebillet(customer)).map((ticket) => ticket.seats)).toEqual([["A1"]]);
  });

  it("refunds a payment made after the hold expired once another booking took a seat", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const booking = await holdSeats({ customer }, sessionId, ["A2"]);
    await choose({ customer }, booking.id, { tickets: [{ seatId: "A2", type: "full" }] });
    const answer = (await checkout({ customer }, booking.id)).json() as { orderId: string };
    await expireHold(t.database.db, booking.id);
    await t.database.db.delete(sessionSeats).where(eq(sessionSeats.holdId, booking.id));
    await sellSeats(t.database.db, sessionId, ["A2"]);
    const order = await webhook(answer.orderId);
    expect(order?.status).toBe("refunded");
    expect(provider.refunds.some((refund) => refund.key === `late-refund-${answer.orderId}`)).toBe(true);
    expect(await ebillet(customer)).toEqual([]);
  });

  it("lets a guest with the token choose, pay and read the e-ticket; the mail goes to the guest", async () => {
    const { sessionId } = await newSession();
    const mail = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const booking = await holdSeats({}, sessionId, ["B7"]);
    const noMail = await choose({ token: booking.token }, booking.id, {
      tickets: [{ seatId: "B7", type: "senior" }],
    });
    expect(noMail.statusCode).toBe(200);
    const refused = await checkout({ token: booking.token }, booking.id);
    expect(refused.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: [{ path: "buyerMail", code: "required" }],
    });
    await choose({ token: booking.token }, booking.id, {
      tickets: [{ seatId: "B7", type: "senior" }],
      buyerMail: mail,
    });
    expect((await checkout({ token: "wrong" }, booking.id)).statusCode).toBe(404);
    const answer = (await checkout({ token: booking.token }, booking.id)).json() as { orderId: string };
    expect((await webhook(answer.orderId))?.status).toBe("paid");
    const read = (
      await call({ token: booking.token }, { method: "GET", url: `/api/bookings/${booking.id}?language=en` })
    ).json() as Booking;
    expect(read).toMatchObject({ stage: "confirmed", orderId: answer.orderId });
    expect(read.eticket?.seats).toEqual(["B7"]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.buyerMail, mail));
    expect(row?.accountId).toBeNull();
    expect((await mailsTo(t, mail)).some((sent) => sent.kind === "eticket")).toBe(true);
  });
});

describe("GET /api/ec/cancel/{id} of a booked ticket", () => {
  it("gives each means back: the card payment through the provider, the places, the gift card amount", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const movieCard = await createWalletCard(t.database.db, { customer, remaining: 3 });
    const gift = await createWalletCard(t.database.db, {
      customer,
      type: "GIFT_CARD",
      initial: 1000,
      remaining: 300,
    });
    const booking = await holdSeats({ customer }, sessionId, ["B2", "B3"]);
    await choose({ customer }, booking.id, {
      tickets: [
        { seatId: "B2", type: "prepaid", cardId: movieCard.id },
        { seatId: "B3", type: "full" },
      ],
      giftCards: [gift.id],
    });
    const answer = (await checkout({ customer }, booking.id)).json() as { orderId: string };
    expect((await webhook(answer.orderId))?.status).toBe("paid");
    expect([await remaining(movieCard.id), await remaining(gift.id)]).toEqual([2, 0]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.accountId, customer.id));
    expect(row?.payment.means).toBe("prepaid+giftcard+card");
    const cancel = await call({ customer }, { method: "GET", url: `/api/ec/cancel/${row?.id}?language=en` });
    expect(cancel.json()).toEqual({ done: true, error: null });
    expect(provider.refunds).toContainEqual(
      expect.objectContaining({ key: `booking-refund-${row?.id}`, amountCents: FULL - 300 }),
    );
    expect((await findOrder(t.database.db, answer.orderId))?.status).toBe("refunded");
    expect([await remaining(movieCard.id), await remaining(gift.id)]).toEqual([3, 300]);
    const seats = await t.database.db
      .select()
      .from(sessionSeats)
      .where(eq(sessionSeats.sessionId, sessionId));
    expect(seats).toEqual([]);
  });

  it("puts a pass supplement on the monthly invoice when grouping is on, and deletes it on cancel", async () => {
    const { sessionId } = await newSession();
    await t.database.db
      .update(showSessions)
      .set({ specificities: ["imax"] })
      .where(eq(showSessions.id, sessionId));
    const customer = await createCustomer(t.database.db);
    const { card, subscription } = await createPass(t.database.db, {
      customer,
      plan: "CINEPASS",
      debitInvoiceEnabled: true,
    });
    const booking = await holdSeats({ customer }, sessionId, ["A1"]);
    const chosen = await choose({ customer }, booking.id, {
      tickets: [{ seatId: "A1", type: "pass", cardId: card.id }],
    });
    expect((chosen.json() as Booking).quote).toMatchObject({
      ticketsCents: 350,
      invoicedSupplementCents: 350,
      toPayCents: 0,
    });
    const answer = (await checkout({ customer }, booking.id)).json() as { status: string; eticketId: string };
    expect(answer.status).toBe("CONFIRMED");
    const supplements = () =>
      t.database.db
        .select()
        .from(subscriptionSupplements)
        .where(eq(subscriptionSupplements.subscriptionId, subscription.id));
    const before = (await supplements()).length;
    expect((await supplements()).some((row) => row.format === "imax" && row.amountCents === 350)).toBe(true);
    const cancel = await call(
      { customer },
      { method: "GET", url: `/api/ec/cancel/${answer.eticketId}?language=en` },
    );
    expect(cancel.json()).toEqual({ done: true, error: null });
    expect((await supplements()).length).toBe(before - 1);
  });
});
