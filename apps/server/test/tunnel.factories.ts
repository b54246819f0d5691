// Sessions with a hall and its seat map that a tunnel test makes for itself (STYLE.md "Tests"): a
// cinema, a show and a hall of its own, the map drawn as text so the test shows the hall it means.
import type { SeatMap } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
import {
  bookings,
  cinemaHalls,
  hallSeatMaps,
  holds,
  sessionSeats,
  showSessions,
  type shows,
} from "../src/db/schema/index.ts";
import { createCinema, createShow } from "./catalog.factories.ts";
import { createCustomer } from "./factories.ts";

const MINUTE = 60_000;
let sequence = 0;

/**
 * A seat map drawn as text, one line per row from the screen (row A first): `.` a standard seat,
 * `p` premium, `w` a wheelchair space, `c` its companion, `b` a blocked seat, `L` a love seat (two
 * `L` side by side make a pair), a space an aisle (a gap in x). Seats are numbered from 1 left to right.
 */
export function drawnSeatMap(...lines: string[]): SeatMap {
  const rows = lines.map((line, rowIndex) => {
    const label = String.fromCharCode(65 + rowIndex);
    const seats: SeatMap["zones"][number]["rows"][number]["seats"] = [];
    for (let x = 0; x < line.length; x++) {
      const mark = line[x];
      if (mark === " ") {
        continue;
      }
      const number = seats.length + 1;
      const seat: (typeof seats)[number] = {
        id: `${label}${number}`,
        number,
        x: x + 1,
        y: rowIndex + 2,
        type:
          mark === "p"
            ? "premium"
            : mark === "w"
              ? "wheelchair"
              : mark === "c"
                ? "companion"
                : mark === "L"
                  ? "loveSeat"
                  : "standard",
      };
      if (mark === "b") {
        seat.blocked = true;
      }
      const previous = seats.at(-1);
      if (
        mark === "L" &&
        previous?.type === "loveSeat" &&
        previous.pair === undefined &&
        line[x - 1] === "L"
      ) {
        previous.pair = seat.id;
        seat.pair = previous.id;
      }
      seats.push(seat);
    }
    return { label, seats };
  });
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  return {
    size: { width, height: lines.length + 3 },
    screen: { x: 1, width: width - 2 },
    zones: [{ name: "Stalls", rows }],
  };
}

/** A session starting `startsIn` minutes from now (120 by default) in a hall of its own with `seatMap`. */
export async function createTunnelSession(
  db: Database,
  options: { seatMap: SeatMap; startsIn?: number; show?: Partial<typeof shows.$inferInsert> },
): Promise<{ sessionId: string; cinemaId: string; showId: string; hallName: string }> {
  sequence += 1;
  const cinema = await createCinema(db);
  const show = await createShow(db, options.show);
  const hallName = `Salle ${sequence}`;
  const seatCount = options.seatMap.zones.reduce(
    (sum, zone) => sum + zone.rows.reduce((rowSum, row) => rowSum + row.seats.length, 0),
    0,
  );
  await db.insert(cinemaHalls).values({ cinemaId: cinema.id, name: hallName, position: 1, seatCount });
  await db.insert(hallSeatMaps).values({ cinemaId: cinema.id, hallName, seatMap: options.seatMap });
  const startsAt = new Date(Date.now() + (options.startsIn ?? 120) * MINUTE);
  const [session] = await db
    .insert(showSessions)
    .values({
      showId: show.id,
      cinemaId: cinema.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 120 * MINUTE),
      version: "VOST",
      auditoriumName: hallName,
      specificities: [],
    })
    .returning({ id: showSessions.id });
  if (!session) {
    throw new Error("the session was not inserted");
  }
  return { sessionId: session.id, cinemaId: cinema.id, showId: show.id, hallName };
}

/** Sells `seats` of the session: a confirmed booking of a customer of its own, its seats claimed. */
export async function sellSeats(db: Database, sessionId: string, seats: string[]): Promise<string> {
  sequence += 1;
  const customer = await createCustomer(db);
  const [booking] = await db
    .insert(bookings)
    .values({
      accountId: customer.id,
      bookingRef: `TT-${sequence}-${crypto.randomUUID().slice(0, 8)}`,
      sessionId,
      status: "CONFIRMED",
      seats,
      seatType: "standard",
      payment: { bookingDate: new Date().toISOString(), means: "CB", totalAmount: 10, currency: "EUR" },
    })
    .returning({ id: bookings.id });
  if (!booking) {
    throw new Error("the booking was not inserted");
  }
  if (seats.length > 0) {
    await db
      .insert(sessionSeats)
      .values(seats.map((seatId) => ({ sessionId, seatId, bookingId: booking.id })));
  }
  return booking.id;
}

/** Moves a hold's end `minutes` into the past, as if its time had run out. */
export async function expireHold(db: Database, holdId: string, minutes = 1): Promise<void> {
  await db
    .update(holds)
    .set({ expiresAt: new Date(Date.now() - minutes * MINUTE) })
    .where(eq(holds.id, holdId));
}
