import { randomUUID } from "node:crypto";
import type { Booking, BookingCheckoutResponse, ErrorResponse } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useSeparateProcess, useTestApp } from "../../../test/app.ts";
import { createCustomer, tokenOf } from "../../../test/factories.ts";
import { createPass } from "../../../test/passes.factories.ts";
import { createPriceList, TEST_PRICE_LIST } from "../../../test/pricing.factories.ts";
import { createTunnelSession, drawnSeatMap } from "../../../test/tunnel.factories.ts";
import { createWalletCard } from "../../../test/wallet.factories.ts";
import { bookings, holds, walletCards } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });

const separate = useSeparateProcess(t);

describe("a card used by two checkouts at once", () => {
  it("spends a prepaid card's last place once: one booking confirmed, the other refused with a code", async () => {
    // PGlite has one connection: there the two checkouts run one after the other through one process;
    // on PostgreSQL (npm run test:api) through two processes at once, the card's row lock decides.
    const processes = separate.app ? [t.app, separate.app] : [t.app];
    const customer = await createCustomer(t.database.db);
    const card = await createWalletCard(t.database.db, { customer, remaining: 1 });
    const authorization = `Bearer ${await tokenOf(t, customer)}`;
    // Two tabs: two sessions (a new hold on the same session would replace the first).
    const held: Booking[] = [];
    for (const [index, app] of processes.concat(processes.length === 1 ? [t.app] : []).entries()) {
      const { sessionId, cinemaId } = await createTunnelSession(t.database.db, {
        seatMap: drawnSeatMap("...."),
      });
      await createPriceList(t.database.db, cinemaId, TEST_PRICE_LIST);
      const hold = await app.inject({
        method: "POST",
        url: "/api/bookings",
        remoteAddress: `10.29.0.${index + 1}`,
        headers: { authorization },
        payload: { sessionId, seats: ["A2"] },
      });
      expect(hold.statusCode).toBe(201);
      const booking = hold.json() as Booking;
      const chosen = await app.inject({
        method: "PATCH",
        url: `/api/bookings/${booking.id}`,
        headers: { authorization },
        payload: { tickets: [{ seatId: "A2", type: "prepaid", cardId: card.id }] },
      });
      expect(chosen.statusCode).toBe(200);
      held.push(booking);
    }
    const answers = await Promise.all(
      held.map((booking, index) =>
        (processes[index % processes.length] ?? t.app).inject({
          method: "POST",
          url: `/api/bookings/${booking.id}/checkout?language=en`,
          remoteAddress: `10.29.1.${index + 1}`,
          headers: { authorization, "idempotency-key": randomUUID() },
        }),
      ),
    );
    const confirmed = answers.filter((answer) => answer.statusCode === 201);
    expect(confirmed.map((answer) => answer.json() as BookingCheckoutResponse)).toEqual([
      expect.objectContaining({ status: "CONFIRMED" }),
    ]);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => (answer.json() as ErrorResponse).code)).toEqual([
      expect.stringMatching(/^(TICKET_CARD_INVALID|TICKET_PLACES_EXCEEDED)$/),
    ]);
    const [row] = await t.database.db.select().from(walletCards).where(eq(walletCards.id, card.id));
    expect(row?.remainingQuantity).toBe(0);
    const made = await t.database.db.select().from(bookings).where(eq(bookings.accountId, customer.id));
    expect(made).toHaveLength(1);
  });

  it("spends a Cinépass's one seat of a session once: one booking confirmed, the other refused PASS_SEATS_EXCEEDED", async () => {
    // The pass admits its holder once per session, this booking and the CONFIRMED ones together
    // (checkout-rules.ts). Two tabs of one customer each hold a seat of the SAME session with the
    // pass: a new hold replaces the customer's open one, but two placed at the same instant each miss
    // the other's uncommitted row and both stay open — no constraint forbids it. So the pass rule,
    // checked again on the pass card's locked row at confirmation, is what must win the race.
    const processes = separate.app ? [t.app, separate.app] : [t.app, t.app];
    const customer = await createCustomer(t.database.db);
    const { card } = await createPass(t.database.db, { customer, plan: "CINEPASS" });
    const authorization = `Bearer ${await tokenOf(t, customer)}`;
    const { sessionId, cinemaId } = await createTunnelSession(t.database.db, {
      seatMap: drawnSeatMap("........"),
    });
    await createPriceList(t.database.db, cinemaId, {
      ...TEST_PRICE_LIST,
      weekend: TEST_PRICE_LIST.weekday,
    });
    const held: Booking[] = [];
    for (const [index, seat] of ["A1", "A8"].entries()) {
      const app = processes[index] ?? t.app;
      const hold = await app.inject({
        method: "POST",
        url: "/api/bookings",
        remoteAddress: `10.29.2.${index + 1}`,
        headers: { authorization },
        payload: { sessionId, seats: [seat] },
      });
      expect(hold.statusCode).toBe(201);
      const booking = hold.json() as Booking;
      const chosen = await app.inject({
        method: "PATCH",
        url: `/api/bookings/${booking.id}`,
        headers: { authorization },
        payload: { tickets: [{ seatId: seat, type: "pass", cardId: card.id }] },
      });
      expect(chosen.statusCode).toBe(200);
      expect((chosen.json() as Booking).quote?.toPayCents).toBe(0);
      held.push(booking);
    }
    // The second hold replaced the first; both open again, as two placements at one instant leave them.
    await t.database.db
      .update(holds)
      .set({ releasedAt: null })
      .where(eq(holds.id, held[0]?.id ?? ""));
    const answers = await Promise.all(
      held.map((booking, index) =>
        (processes[index] ?? t.app).inject({
          method: "POST",
          url: `/api/bookings/${booking.id}/checkout?language=en`,
          remoteAddress: `10.29.3.${index + 1}`,
          headers: { authorization, "idempotency-key": randomUUID() },
        }),
      ),
    );
    const confirmed = answers.filter((answer) => answer.statusCode === 201);
    expect(confirmed.map((answer) => answer.json() as BookingCheckoutResponse)).toEqual([
      expect.objectContaining({ status: "CONFIRMED" }),
    ]);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, (answer.json() as ErrorResponse).code])).toEqual([
      [409, "PASS_SEATS_EXCEEDED"],
    ]);
    const made = await t.database.db.select().from(bookings).where(eq(bookings.accountId, customer.id));
    expect(made).toHaveLength(1);
    expect(made[0]?.paidWith?.passes).toEqual([{ cardId: card.id, seats: 1 }]);
  });
});
