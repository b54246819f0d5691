import type { Transaction } from "../../db/client.ts";
import type { Payments } from "../payments/payments.service.ts";
import { deleteUninvoicedSupplements, findPaidWith, refillWalletCard } from "./checkout.repository.ts";

/**
 * Gives back what paid for a booking made in the tunnel when it is cancelled (docs/domain/booking.md
 * "Cancel"), in the cancel's transaction: the card payment through the provider (one refund per
 * booking, key `booking-refund-{id}`), the prepaid places back on their cards, the gift card amounts
 * back on theirs, the pass supplements not invoiced yet deleted. A seeded booking (no `paid_with`)
 * has nothing to give back here. Without `payments` the card's money is not asked back: it already came
 * back at the provider (a chargeback, a refund from its dashboard). Answers the cents refunded by card.
 */
export async function refundBookingMeans(
  tx: Transaction,
  options: { bookingId: string; payments?: Payments },
): Promise<number> {
  const paidWith = await findPaidWith(tx, options.bookingId);
  if (!paidWith) {
    return 0;
  }
  const cardCents =
    paidWith.orderId && options.payments
      ? await options.payments.refundOrder(tx, paidWith.orderId, `booking-refund-${options.bookingId}`)
      : 0;
  for (const use of paidWith.prepaid) {
    await refillWalletCard(tx, use.cardId, use.places);
  }
  for (const use of paidWith.giftCards) {
    await refillWalletCard(tx, use.cardId, use.cents);
  }
  await deleteUninvoicedSupplements(tx, paidWith.supplementIds);
  return cardCents;
}
