import { randomUUID } from "node:crypto";
import {
  BOOKING_TOKEN_HEADER,
  type Booking,
  GUEST_BOOKING_KEY_HEADER,
  type GuestBooking,
} from "@cinelux/contract";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, tokenOf } from "../../../test/factories.ts";
import { memoryProvider } from "../../../test/memory-provider.ts";
import { mailsTo } from "../../../test/outbox.ts";
import { createPriceList, TEST_PRICE_LIST } from "../../../test/pricing.factories.ts";
import { createTunnelSession, drawnSeatMap } from "../../../test/tunnel.factories.ts";
import { createWalletCard } from "../../../test/wallet.factories.ts";
import { bookings, sessionSeats, walletCards } from "../../db/schema/index.ts";
import { findOrder } from "../payments/orders.repository.ts";

const provider = memoryProvider();
const t = useTestApp({ seed: false, paymentProvider: provider });

const PRICES = { ...TEST_PRICE_LIST, weekend: TEST_PRICE_LIST.weekday };
const SENIOR = PRICES.weekday.senior;

let ips = 0;
const freshIp = () => `10.29.${Math.floor(++ips / 250)}.${ips % 250}`;

type Who = { customer?: { id: string }; token?: string; key?: string };

async function call(who: Who, request: Omit<InjectOptions, "remoteAddress">) {
  const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
  if (who.customer) {
    headers.authorization = `Bearer ${await tokenOf(t, who.customer)}`;
  }
  if (who.token !== undefined) {
    headers[BOOKING_TOKEN_HEADER] = who.token;
  }
  if (who.key !== undefined) {
    headers[GUEST_BOOKING_KEY_HEADER] = who.key;
  }
  return t.app.inject({ ...request, headers, remoteAddress: freshIp() });
}

async function newSession() {
  const session = await createTunnelSession(t.database.db, { seatMap: drawnSeatMap("........", "........") });
  await createPriceList(t.database.db, session.cinemaId, PRICES);
  return session;
}

async function paidWebhook(orderId: string) {
  const order = await findOrder(t.database.db, orderId);
  if (!order?.providerPaymentId) {
    throw new Error("no payment");
  }
  provider.settle(order.providerPaymentId, "paid");
  const response = await t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    payload: `id=${order.providerPaymentId}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(response.statusCode).toBe(200);
}

/** A guest books `seats` at senior price and pays by card; answers the booking and the mail's link. */
async function guestBooks(sessionId: string, seats: string[], language = "en") {
  const mail = `guest-${randomUUID().slice(0, 8)}@example.com`;
  const held = await call({}, { method: "POST", url: "/api/bookings", payload: { sessionId, seats } });
  expect(held.statusCode).toBe(201);
  const booking = held.json() as Booking;
  const who = { token: booking.token };
  await call(who, {
    method: "PATCH",
    url: `/api/bookings/${booking.id}?language=${language}`,
    payload: { tickets: seats.map((seatId) => ({ seatId, type: "senior" })), buyerMail: mail },
  });
  const checkout = await call(who, {
    method: "POST",
    url: `/api/bookings/${booking.id}/checkout?language=${language}`,
    headers: { "idempotency-key": randomUUID() },
  });
  const { orderId } = checkout.json() as { orderId: string };
  await paidWebhook(orderId);
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.buyerMail, mail));
  if (!row) {
    throw new Error("the guest's booking was not confirmed");
  }
  const [ticketMail] = (await mailsTo(t, mail)).filter((sent) => sent.kind === "eticket");
  return { mail, orderId, bookingId: row.id, ticketMail };
}

function keyOf(link: string): string {
  return new URL(link).hash.replace(/^#key=/, "");
}

const read = (who: Who, id: string, language = "en") =>
  call(who, { method: "GET", url: `/api/guest-bookings/${id}?language=${language}` });
const cancel = (who: Who, id: string) =>
  call(who, { method: "POST", url: `/api/guest-bookings/${id}/cancel?language=en` });

describe("a guest's manage link", () => {
  it("is in the guest's e-ticket mail once, in its language, and only its hash is stored", async () => {
    const { sessionId } = await newSession();
    const { bookingId, ticketMail } = await guestBooks(sessionId, ["B2"], "fr");
    const links = [...(ticketMail?.text ?? "").matchAll(/https?:\/\/\S+\/ma-reservation\/\S+/g)].map(
      (match) => match[0],
    );
    expect(links).toHaveLength(1);
    const link = links[0] as string;
    expect(link).toMatch(new RegExp(`/fr/ma-reservation/${bookingId}#key=[\\w-]{43}$`));
    // One button: its href, the address printed under it for a reader whose client hides buttons.
    expect(ticketMail?.html.split(`href="${link}"`).length).toBe(2);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.manageKeyHash).toHaveLength(32);
    expect(JSON.stringify(row)).not.toContain(keyOf(link));
  });

  it("is never in a customer's mail", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const held = (
      await call(
        { customer },
        { method: "POST", url: "/api/bookings", payload: { sessionId, seats: ["A1"] } },
      )
    ).json() as Booking;
    await call(
      { customer },
      {
        method: "PATCH",
        url: `/api/bookings/${held.id}?language=en`,
        payload: { tickets: [{ seatId: "A1", type: "full" }] },
      },
    );
    const { orderId } = (
      await call(
        { customer },
        {
          method: "POST",
          url: `/api/bookings/${held.id}/checkout?language=en`,
          headers: { "idempotency-key": randomUUID() },
        },
      )
    ).json() as { orderId: string };
    await paidWebhook(orderId);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.accountId, customer.id));
    expect(row?.manageKeyHash).toBeNull();
    const [sent] = (await mailsTo(t, customer.mail)).filter((mail) => mail.kind === "eticket");
    expect(sent?.text).toContain("A1");
    expect(sent?.text).not.toMatch(/my-booking|#key=/);
  });
});

describe("GET /api/guest-bookings/{id}", () => {
  it("answers the e-ticket with its key, privately, and the same 404 for every wrong reach", async () => {
    const { sessionId } = await newSession();
    const first = await guestBooks(sessionId, ["A1"]);
    const second = await guestBooks(sessionId, ["B1"]);
    const key = keyOf(/https?:\/\/\S+#key=\S+/.exec(first.ticketMail?.text ?? "")?.[0] ?? "");
    const otherKey = keyOf(/https?:\/\/\S+#key=\S+/.exec(second.ticketMail?.text ?? "")?.[0] ?? "");

    const answer = await read({ key }, first.bookingId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.json()).toMatchObject({
      id: first.bookingId,
      status: "CONFIRMED",
      seats: ["A1"],
      refundable: true,
      language: "en",
      payment: { totalAmount: SENIOR, means: "card" },
    });
    expect((await read({ key }, first.bookingId, "nl")).json()).toMatchObject({ language: "nl" });

    const customer = await createCustomer(t.database.db);
    const customers = await t.database.db
      .insert(bookings)
      .values({
        accountId: customer.id,
        bookingRef: `CLX-FR-${randomUUID().slice(0, 6)}`,
        sessionId,
        status: "CONFIRMED",
        seats: ["A8"],
        seatType: "standard",
        payment: { bookingDate: new Date().toISOString(), means: "card", totalAmount: 10, currency: "EUR" },
      })
      .returning({ id: bookings.id });
    const wrongs = [
      await read({ key: "not-the-key" }, first.bookingId),
      await read({ key: otherKey }, first.bookingId),
      await read({ key }, second.bookingId),
      await read({ key }, customers[0]?.id ?? ""),
      await read({ key }, randomUUID()),
    ];
    for (const wrong of wrongs) {
      expect([wrong.statusCode, wrong.json().code]).toEqual([404, "BOOKING_NOT_FOUND"]);
    }
    expect((await read({}, first.bookingId)).statusCode).toBe(400);
  });
});

describe("POST /api/guest-bookings/{id}/cancel", () => {
  it("refunds the card through the provider, frees the seats and mails the guest; a second cancel is refused", async () => {
    const { sessionId } = await newSession();
    const booked = await guestBooks(sessionId, ["B3", "B4"]);
    const key = keyOf(/https?:\/\/\S+#key=\S+/.exec(booked.ticketMail?.text ?? "")?.[0] ?? "");

    expect((await cancel({ key: "wrong" }, booked.bookingId)).statusCode).toBe(404);
    provider.down = true;
    const outage = await cancel({ key }, booked.bookingId);
    provider.down = false;
    expect([outage.statusCode, outage.json().code]).toEqual([503, "PAYMENT_UNAVAILABLE"]);
    expect((await read({ key }, booked.bookingId)).json()).toMatchObject({ status: "CONFIRMED" });

    const answer = await cancel({ key }, booked.bookingId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.json() as GuestBooking).toMatchObject({ status: "REFUNDED", refundable: false });
    expect(provider.refunds).toContainEqual(
      expect.objectContaining({ key: `booking-refund-${booked.bookingId}`, amountCents: 2 * SENIOR }),
    );
    expect((await findOrder(t.database.db, booked.orderId))?.status).toBe("refunded");
    const seats = await t.database.db
      .select()
      .from(sessionSeats)
      .where(eq(sessionSeats.sessionId, sessionId));
    expect(seats).toEqual([]);
    expect((await mailsTo(t, booked.mail)).map((mail) => mail.kind)).toContain("eticket_refund");

    const again = await cancel({ key }, booked.bookingId);
    expect([again.statusCode, again.json().code]).toEqual([409, "TICKET_ALREADY_CANCELLED"]);
    expect(
      provider.refunds.filter((refund) => refund.key === `booking-refund-${booked.bookingId}`),
    ).toHaveLength(1);
  });

  it("gives prepaid places back through the same cancel as a customer's", async () => {
    // A guest pays by card only; the customer's cancel shares the refund of every means with it.
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const movieCard = await createWalletCard(t.database.db, { customer, remaining: 2 });
    const held = (
      await call(
        { customer },
        { method: "POST", url: "/api/bookings", payload: { sessionId, seats: ["A1"] } },
      )
    ).json() as Booking;
    await call(
      { customer },
      {
        method: "PATCH",
        url: `/api/bookings/${held.id}?language=en`,
        payload: { tickets: [{ seatId: "A1", type: "prepaid", cardId: movieCard.id }] },
      },
    );
    const confirmed = (
      await call(
        { customer },
        {
          method: "POST",
          url: `/api/bookings/${held.id}/checkout?language=en`,
          headers: { "idempotency-key": randomUUID() },
        },
      )
    ).json() as { eticketId: string };
    const places = async () =>
      (await t.database.db.select().from(walletCards).where(eq(walletCards.id, movieCard.id)))[0]
        ?.remainingQuantity;
    expect(await places()).toBe(1);
    // A customer's booking has no manage key: the guest's call does not reach it.
    expect((await cancel({ key: "any" }, confirmed.eticketId)).statusCode).toBe(404);
    const done = await call({ customer }, { method: "GET", url: `/api/ec/cancel/${confirmed.eticketId}` });
    expect(done.json()).toEqual({ done: true, error: null });
    expect(await places()).toBe(2);
  });
});
