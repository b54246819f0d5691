import { randomUUID } from "node:crypto";
import type { Booking, BookingCheckoutResponse, ErrorResponse } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useSeparateProcess, useTestApp } from "../../../test/app.ts";
import { createCustomer, tokenOf } from "../../../test/factories.ts";
import { createPriceList, TEST_PRICE_LIST } from "../../../test/pricing.factories.ts";
import { createTunnelSession, drawnSeatMap } from "../../../test/tunnel.factories.ts";
import { createWalletCard } from "../../../test/wallet.factories.ts";
import { bookings, walletCards } from "../../db/schema/index.ts";

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
});
