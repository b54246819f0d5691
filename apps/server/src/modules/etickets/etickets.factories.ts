// Test data for the e-ticket tests (STYLE.md "Tests": a test states what it needs).
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type BookingRow, bookings, cinemas, showSessions, shows } from "../../db/schema/index.ts";

const MINUTE = 60_000;
let sequence = 0;

/**
 * A booking of `accountId` on a session of its own (so its start is exactly the one asked), at the
 * cinema `cinemaSlug` and of the show `showSlug`, which the test made first (test/catalog.factories.ts).
 */
export async function createBooking(
  db: Database,
  options: {
    accountId: string;
    /** Minutes from now to the session's start; negative for a session in the past. */
    startsIn: number;
    lengthMinutes?: number;
    status?: BookingRow["status"];
    refundable?: boolean;
    totalAmount?: number;
    means?: string;
    options?: { label: string; quantity: number }[];
    cinemaSlug?: string;
    showSlug?: string;
  },
): Promise<BookingRow & { cinemaId: string }> {
  sequence += 1;
  const [cinema] = await db
    .select({ id: cinemas.id })
    .from(cinemas)
    .where(eq(cinemas.slug, options.cinemaSlug ?? "cinelux-paris-bastille"));
  const [show] = await db
    .select({ id: shows.id })
    .from(shows)
    .where(eq(shows.slug, options.showSlug ?? "metropolis"));
  if (!cinema || !show) {
    throw new Error("make the booking's cinema and show first (test/catalog.factories.ts)");
  }
  const startsAt = new Date(Date.now() + options.startsIn * MINUTE);
  const [session] = await db
    .insert(showSessions)
    .values({
      showId: show.id,
      cinemaId: cinema.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (options.lengthMinutes ?? 150) * MINUTE),
      version: "VOST",
      auditoriumName: "Salle 4",
      specificities: ["dolby"],
    })
    .returning({ id: showSessions.id });
  const [booking] = await db
    .insert(bookings)
    .values({
      accountId: options.accountId,
      bookingRef: `T-${sequence}-${crypto.randomUUID().slice(0, 8)}`,
      sessionId: session?.id as string,
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
  return { ...booking, cinemaId: cinema.id };
}
