import type { Booking, SessionDetail } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import type { WalletCard } from "@cinelux/contract/wallet";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../ui";
import type { Choices } from "../choices";
import { formatMoney, formatSessionStart } from "../format";
import { seatShortName } from "../seat-names";
import { type PlanRow, sortSeatIds } from "../seat-plan";
import { GiftCardChoice } from "./extras-step";
import { StepHeading } from "./step-heading";

/**
 * The summary: the session, the seats and what they are taken on, the mail the tickets go to; the
 * quote beside it. "Pay" leaves for the provider; "Confirm" when nothing is left to pay.
 */
export function PayStep({
  session,
  booking,
  rows,
  choices,
  language,
  giftCards,
  mail,
  busy,
  onGiftCard,
  onPay,
}: {
  session: SessionDetail;
  booking: Booking;
  rows: readonly PlanRow[];
  choices: Choices;
  language: Language;
  giftCards: WalletCard[];
  mail: string | null;
  busy: boolean;
  onGiftCard: (cardId: string, on: boolean) => void;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  const quote = booking.quote;
  const free = quote?.toPayCents === 0;
  return (
    <section className="booking-step" aria-labelledby="booking-step-title">
      <StepHeading id="booking-step-title">{t("Booking.Pay.Title")}</StepHeading>
      <dl className="booking-pay__summary">
        <div>
          <dt>{t("Booking.Pay.Session")}</dt>
          <dd>
            {session.show.title} · {session.cinema.name} · {session.hall.name}
            <br />
            {formatSessionStart(session.startsAt, language)}
          </dd>
        </div>
        <div>
          <dt>{t("Booking.Pay.Seats")}</dt>
          <dd>
            <ul>
              {sortSeatIds(rows, booking.seats).map((seat) => (
                <li key={seat.id}>
                  {seatShortName(seat, t)}
                  {quote?.tickets.find((ticket) => ticket.seatId === seat.id)?.label
                    ? ` · ${quote.tickets.find((ticket) => ticket.seatId === seat.id)?.label}`
                    : null}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {mail ? (
          <div>
            <dt>{t("Booking.Pay.Mail")}</dt>
            <dd>{mail}</dd>
          </div>
        ) : null}
      </dl>
      {giftCards.length > 0 ? (
        <GiftCardChoice
          giftCards={giftCards}
          language={language}
          chosen={choices.giftCards}
          onToggle={onGiftCard}
        />
      ) : null}
      <div className="booking-actions booking-pay__actions">
        {quote ? (
          // The server's figure, repeated by the button: on a phone the quote is further down.
          <p className="booking-pay__total">
            <span>{t("Booking.Quote.ToPay")}</span> <strong>{formatMoney(quote.toPayCents, language)}</strong>
          </p>
        ) : null}
        <Button onClick={onPay} busy={busy} disabled={!quote}>
          {free ? t("Booking.Pay.Confirm") : t("Booking.Pay.Pay")}
        </Button>
      </div>
      <p className="booking-muted">{free ? t("Booking.Pay.ConfirmText") : t("Booking.Pay.PayText")}</p>
    </section>
  );
}
