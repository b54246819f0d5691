// Test data for the e-ticket tests (STYLE.md "Tests": a test states what it needs).
import { eq } from "drizzle-orm";
import { createBooking as createBookingOnSession } from "../../../test/bookings.factories.ts";
import type { Database } from "../../db/client.ts";
import { type BookingRow, cinemas, shows } from "../../db/schema/index.ts";

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
  // The session is the shared factory's; only its length and format are the e-ticket tests' own.
  return createBookingOnSession(db, {
    ...options,
    customer: { id: options.accountId },
    cinemaId: cinema.id,
    showId: show.id,
    lengthMinutes: options.lengthMinutes ?? 150,
    specificities: ["dolby"],
  });
}
