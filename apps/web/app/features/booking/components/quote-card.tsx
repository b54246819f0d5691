import type { BookingQuote } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { formatMoney } from "../format";
import { seatShortName } from "../seat-names";
import { type PlanRow, seatById } from "../seat-plan";

/**
 * The server's quote (never a price computed here): each ticket and concession, the total with its
 * VAT, what gift cards pay, what goes on the monthly supplement invoice, and what is left to pay.
 */
export function QuoteCard({
  quote,
  rows,
  language,
  updating,
}: {
  quote: BookingQuote | null | undefined;
  rows: readonly PlanRow[];
  language: Language;
  updating: boolean;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <section className="booking-quote" aria-labelledby="booking-quote-title" aria-busy={updating}>
      <h2 id="booking-quote-title" className="booking-section-title">
        {t("Booking.Quote.Title")}
      </h2>
      {quote ? (
        <>
          <table className="booking-quote__lines">
            <caption className="visually-hidden">{t("Booking.Quote.Title")}</caption>
            <tbody>
              {quote.tickets.map((ticket) => {
                const seat = seatById(rows, ticket.seatId);
                return (
                  <tr key={ticket.seatId}>
                    <th scope="row">
                      {seat ? seatShortName(seat, t) : ticket.seatId}
                      <span className="booking-quote__detail">{ticket.label}</span>
                    </th>
                    <td>{money(ticket.priceCents)}</td>
                  </tr>
                );
              })}
              {quote.concessions.map((line) => (
                <tr key={`${line.itemId}-${line.atSeat}`}>
                  <th scope="row">
                    {t("Booking.Quote.Concession", { quantity: line.quantity, name: line.name })}
                    {line.atSeat ? (
                      <span className="booking-quote__detail">{t("Booking.Quote.AtSeat")}</span>
                    ) : null}
                  </th>
                  <td>{money(line.totalCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t("Booking.Quote.Total")}</th>
                <td>{money(quote.totalCents)}</td>
              </tr>
              {quote.invoicedSupplementCents > 0 ? (
                <tr>
                  <th scope="row">{t("Booking.Quote.Invoiced")}</th>
                  <td>− {money(quote.invoicedSupplementCents)}</td>
                </tr>
              ) : null}
              {quote.giftCardCents > 0 ? (
                <tr>
                  <th scope="row">{t("Booking.Quote.GiftCards")}</th>
                  <td>− {money(quote.giftCardCents)}</td>
                </tr>
              ) : null}
              <tr className="booking-quote__to-pay">
                <th scope="row">{t("Booking.Quote.ToPay")}</th>
                <td>{money(quote.toPayCents)}</td>
              </tr>
            </tfoot>
          </table>
          <p className="booking-muted">{t("Booking.Quote.Vat", { vat: money(quote.vatCents) })}</p>
          {quote.invoicedSupplementCents > 0 ? (
            <p className="booking-muted">{t("Booking.Quote.InvoicedText")}</p>
          ) : null}
        </>
      ) : (
        <p className="booking-muted">{t("Booking.Quote.Pending")}</p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {quote && !updating ? t("Booking.Quote.Announce", { amount: money(quote.toPayCents) }) : ""}
      </p>
    </section>
  );
}
