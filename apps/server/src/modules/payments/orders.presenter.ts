import type { Language, Order } from "@cinelux/contract";
import type { OrderRow } from "../../db/schema/index.ts";

/** GET /api/orders/{id}: the order in `language`; a gift's recipient only to whoever may read the order. */
export function presentOrder(row: OrderRow, language: Language): Order {
  const gift = row.payload.gift as { recipientMail?: string; sendOn?: string } | undefined;
  const result = row.result ?? {};
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    description: row.description[language],
    lines: row.lines.map((line) => ({
      label: line.label[language],
      quantity: line.quantity,
      unitCents: line.unitCents,
      totalCents: line.totalCents,
    })),
    totalCents: row.totalCents,
    vatRateBasisPoints: row.vatRateBasisPoints,
    vatCents: row.vatCents,
    refundedCents: row.refundedCents,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    checkoutUrl: row.status === "pending" ? row.checkoutUrl : null,
    nextPath: row.nextPath ? `/${language}${row.nextPath}` : null,
    gift:
      gift?.recipientMail && gift.sendOn
        ? { recipientMail: gift.recipientMail, sendOn: gift.sendOn, sent: result.giftSent === true }
        : null,
  };
}
