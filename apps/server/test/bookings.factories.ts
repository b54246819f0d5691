// Bookings a test makes for its own customer (STYLE.md "Tests"), on a cinema and a show of its own
// unless it names them, so the demo seed's bookings and catalog stay out of the test.
import type { Database } from "../src/db/client.ts";
import { type AccountRow, type BookingRow, bookings, showSessions } from "../src/db/schema/index.ts";
import { createCinema, createShow } from "./catalog.factories.ts";

const MINUTE = 60_000;
let sequence = 0;

/** A two-seat booking of `customer` on a session starting `startsIn` minutes from now (negative: seen). */
export async function createBooking(
  db: Database,
  options: {
    customer: Pick<AccountRow, "id">;
    startsIn: number;
    cinemaId?: string;
    showId?: string;
    status?: BookingRow["status"];
    version?: string;
    specificities?: string[];
    /** The session's length; by default the show's and 20 minutes of trailers. */
    lengthMinutes?: number;
    refundable?: boolean;
    totalAmount?: number;
    means?: string;
    options?: { label: string; quantity: number }[];
  },
): Promise<BookingRow & { cinemaId: string; showId: string; sessionId: string }> {
  sequence += 1;
  const cinemaId = options.cinemaId ?? (await createCinema(db)).id;
  const show = options.showId ? { id: options.showId, durationMinutes: 100 } : await createShow(db);
  const startsAt = new Date(Date.now() + options.startsIn * MINUTE);
  const [session] = await db
    .insert(showSessions)
    .values({
      showId: show.id,
      cinemaId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (options.lengthMinutes ?? show.durationMinutes + 20) * MINUTE),
      version: options.version ?? "VOST",
      auditoriumName: "Salle 4",
      specificities: options.specificities ?? [],
    })
    .returning({ id: showSessions.id });
  if (!session) {
    throw new Error("the session was not inserted");
  }
  const [booking] = await db
    .insert(bookings)
    .values({
      accountId: options.customer.id,
      bookingRef: `T-${sequence}-${crypto.randomUUID().slice(0, 8)}`,
      sessionId: session.id,
      status: options.status ?? "CONFIRMED",
      seats: ["F6", "F7"],
      seatType: "standard",
      payment: {
        bookingDate: new Date(startsAt.getTime() - 3 * 24 * 60 * MINUTE).toISOString(),
        means: options.means ?? "CB",
        totalAmount: options.totalAmount ?? 25.8,
        currency: "EUR",
      },
      options: options.options ?? [],
      refundable: options.refundable ?? false,
    })
    .returning();
  if (!booking) {
    throw new Error("the booking was not inserted");
  }
  return { ...booking, cinemaId, showId: show.id, sessionId: session.id };
}
