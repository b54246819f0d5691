import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";

/** Who owns a booking and the hash of its manage key: what a guest's key is checked against. */
function ownerColumns() {
  return {
    id: bookings.id,
    accountId: bookings.accountId,
    buyerMail: bookings.buyerMail,
    manageKeyHash: bookings.manageKeyHash,
  };
}

export type BookingOwnerRow = Awaited<ReturnType<typeof findBookingOwner>>;

export async function findBookingOwner(db: Database | Transaction, id: string) {
  const [row] = await db.select(ownerColumns()).from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** The same, locked until the transaction ends: two cancels of one booking run one after the other. */
export async function lockBookingOwner(tx: Transaction, id: string) {
  const [row] = await tx.select(ownerColumns()).from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}
