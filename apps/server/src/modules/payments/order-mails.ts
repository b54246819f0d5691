import type { Language } from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import type { OrderRow } from "../../db/schema/index.ts";
import { euros } from "../../lib/format.ts";
import { facts, paragraph } from "../outbox/mail-layout.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";

/**
 * The mails of an order (docs/domain/payments.md "Mails"): the receipt once it is paid (every line,
 * the total and the VAT in it), and the notice of an automatic refund when a payment arrived after the
 * order had given up. Queued in the transaction that moves the order: no mail without the move.
 */
const TEXTS: Record<
  Language,
  {
    receiptSubject: (title: string) => string;
    receiptIntro: string;
    total: string;
    vat: (rate: string) => string;
    noVat: string;
    reference: string;
    refundSubject: (title: string) => string;
    refundBody: (amount: string) => string;
  }
> = {
  fr: {
    receiptSubject: (title) => `Votre reçu : ${title}`,
    receiptIntro: "Merci ! Votre paiement est bien reçu. Voici votre reçu.",
    total: "Total TTC",
    vat: (rate) => `dont TVA ${rate}`,
    noVat: "TVA : due à l'utilisation de la carte",
    reference: "Commande n°",
    refundSubject: (title) => `Remboursement : ${title}`,
    refundBody: (amount) =>
      `Votre paiement nous est parvenu après l'expiration de votre commande : nous ne pouvions plus la livrer. Nous vous remboursons ${amount} sur le moyen de paiement utilisé ; comptez quelques jours selon votre banque.`,
  },
  nl: {
    receiptSubject: (title) => `Je betaalbewijs: ${title}`,
    receiptIntro: "Bedankt! We hebben je betaling ontvangen. Hier is je betaalbewijs.",
    total: "Totaal incl. btw",
    vat: (rate) => `waarvan btw ${rate}`,
    noVat: "Btw: verschuldigd bij gebruik van de kaart",
    reference: "Bestelnummer",
    refundSubject: (title) => `Terugbetaling: ${title}`,
    refundBody: (amount) =>
      `Je betaling kwam binnen nadat je bestelling was verlopen: we konden ze niet meer leveren. We betalen ${amount} terug via het betaalmiddel dat je gebruikte; reken op enkele dagen, afhankelijk van je bank.`,
  },
  en: {
    receiptSubject: (title) => `Your receipt: ${title}`,
    receiptIntro: "Thank you! Your payment has been received. Here is your receipt.",
    total: "Total incl. VAT",
    vat: (rate) => `of which VAT ${rate}`,
    noVat: "VAT: due when the card is used",
    reference: "Order no.",
    refundSubject: (title) => `Refund: ${title}`,
    refundBody: (amount) =>
      `Your payment reached us after your order had expired, so we could no longer deliver it. We are refunding ${amount} to the payment method you used; allow a few days depending on your bank.`,
  },
};

function percent(basisPoints: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

export async function queueReceiptMail(tx: Transaction, order: OrderRow): Promise<void> {
  const language = order.language;
  const t = TEXTS[language];
  const title = order.description[language];
  const rows: [string, string][] = order.lines.map((line) => [
    line.quantity > 1 ? `${line.label[language]} × ${line.quantity}` : line.label[language],
    euros(line.totalCents, language),
  ]);
  rows.push([t.total, euros(order.totalCents, language)]);
  rows.push(
    order.vatRateBasisPoints > 0
      ? [t.vat(percent(order.vatRateBasisPoints, language)), euros(order.vatCents, language)]
      : [t.noVat, "—"],
  );
  rows.push([t.reference, order.id]);
  await enqueueMail({
    db: tx,
    mail: {
      kind: "order_receipt",
      recipient: order.buyerMail,
      content: {
        language,
        subject: t.receiptSubject(title),
        blocks: [paragraph(t.receiptIntro), facts(rows)],
      },
    },
  });
}

export async function queueLateRefundMail(
  tx: Transaction,
  order: OrderRow,
  amountCents: number,
): Promise<void> {
  const language = order.language;
  const t = TEXTS[language];
  await enqueueMail({
    db: tx,
    mail: {
      kind: "order_refunded",
      recipient: order.buyerMail,
      content: {
        language,
        subject: t.refundSubject(order.description[language]),
        blocks: [paragraph(t.refundBody(euros(amountCents, language))), facts([[t.reference, order.id]])],
      },
    },
  });
}
