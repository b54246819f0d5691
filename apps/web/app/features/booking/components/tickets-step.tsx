import type { TicketChoice } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import type { CardsResponse } from "@cinelux/contract/subscription";
import type { SessionPrices } from "@cinelux/contract/ticket-prices";
import type { WalletCard } from "@cinelux/contract/wallet";
import type { TFunction } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { SelectField, TextField } from "../../../ui";
import { type Choices, ticketOptionValue } from "../choices";
import { formatMoney } from "../format";
import { seatShortName } from "../seat-names";
import { type PlanRow, seatById } from "../seat-plan";
import { StepHeading } from "./step-heading";

/**
 * The Tickets step: a ticket type per held seat — the cinema's prices with their conditions, and for
 * a signed-in customer each active pass and each wallet card with places — the seat's supplement
 * shown; a guest's mail. Each change is sent at once (the server answers the quote).
 */
export function TicketsStep({
  prices,
  rows,
  choices,
  language,
  passCards,
  placeCards,
  guest,
  mailError,
  refused,
  onTicket,
  onMail,
}: {
  prices: SessionPrices;
  rows: readonly PlanRow[];
  choices: Choices;
  language: Language;
  passCards: CardsResponse;
  placeCards: WalletCard[];
  guest: boolean;
  mailError: string | null;
  /** The seats whose ticket the server refused, named in its `fields`. */
  refused: ReadonlyMap<string, string>;
  onTicket: (seatId: string, value: string) => void;
  onMail: (mail: string) => void;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, language);
  const priced = prices.ticketTypes.filter((type) => type.type !== "pass" && type.type !== "prepaid");
  const pass = prices.ticketTypes.find((type) => type.type === "pass");
  const prepaid = prices.ticketTypes.find((type) => type.type === "prepaid");
  const conditions = prices.ticketTypes.filter((type) => type.condition);

  return (
    <section className="booking-step" aria-labelledby="booking-step-title">
      <StepHeading id="booking-step-title">{t("Booking.Tickets.Title")}</StepHeading>
      <p className="booking-muted">{t("Booking.Tickets.Intro")}</p>
      <ul className="booking-tickets">
        {choices.tickets.map((ticket) => {
          const seat = seatById(rows, ticket.seatId);
          const supplement =
            seat?.type === "premium"
              ? prices.seatSupplements.premium
              : seat?.type === "loveSeat"
                ? prices.seatSupplements.loveSeat
                : 0;
          const chosen = prices.ticketTypes.find((type) => type.type === ticket.type);
          const hints = [
            supplement > 0 && seat
              ? t("Booking.Tickets.SeatSupplement", {
                  type: t(`Booking.SeatType.${seat.type}`),
                  amount: money(supplement),
                })
              : null,
            chosen && isPricedType(chosen.type) && shortLabel(chosen.type, chosen.label, t) !== chosen.label
              ? t("Booking.Tickets.TypeDetail", { label: chosen.label, price: money(chosen.priceCents) })
              : null,
            chosenDetail(ticket, pass?.priceCents ?? 0, passCards, placeCards, t, money),
          ].filter((hint): hint is string => hint !== null);
          return (
            <li key={ticket.seatId} className="booking-ticket">
              <SelectField
                label={seat ? seatShortName(seat, t) : ticket.seatId}
                hint={
                  hints.length > 0
                    ? hints.map((hint) => (
                        <span key={hint} className="booking-ticket__hint">
                          {hint}
                        </span>
                      ))
                    : undefined
                }
                error={refused.has(ticket.seatId) ? t("Booking.Tickets.Refused") : undefined}
                value={ticketOptionValue(ticket)}
                onChange={(event) => onTicket(ticket.seatId, event.target.value)}
              >
                {/* A short name and the price: the closed list shows the whole choice at 390 px; the
                    type's full name is the hint under it. */}
                {priced.map((type) => (
                  <option key={type.type} value={type.type}>
                    {t("Booking.Tickets.Option", {
                      label: shortLabel(type.type, type.label, t),
                      price: money(type.priceCents),
                    })}
                  </option>
                ))}
                {/* The kind is the group's label, so an option is the card alone and fits a closed list. */}
                {pass && passCards.length > 0 ? (
                  <optgroup label={t("Booking.Tickets.OnPass")}>
                    {passCards.map((card) => (
                      <option key={card.id} value={ticketOptionValue({ type: "pass", cardId: card.id })}>
                        {card.label}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                {prepaid && placeCards.length > 0 ? (
                  <optgroup label={t("Booking.Tickets.Prepaid")}>
                    {placeCards.map((card) => (
                      <option key={card.id} value={ticketOptionValue({ type: "prepaid", cardId: card.id })}>
                        {card.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
              </SelectField>
              {chosen?.condition ? <p className="booking-ticket__condition">{chosen.condition}</p> : null}
            </li>
          );
        })}
      </ul>
      {conditions.length > 0 ? (
        <details className="booking-conditions">
          <summary>{t("Booking.Tickets.Conditions")}</summary>
          <dl>
            {conditions.map((type) => (
              <div key={type.type}>
                <dt>{type.label}</dt>
                <dd>{type.condition}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {guest ? (
        <TextField
          label={t("Booking.Tickets.Mail")}
          hint={t("Booking.Tickets.MailHint")}
          id="booking-buyer-mail"
          type="email"
          autoComplete="email"
          required
          defaultValue={choices.buyerMail ?? ""}
          error={mailError ?? undefined}
          onBlur={(event) => onMail(event.target.value)}
        />
      ) : null}
    </section>
  );
}

const PRICED_TYPES = ["full", "student", "senior", "under14"] as const;
type PricedType = (typeof PRICED_TYPES)[number];

function isPricedType(type: string): type is PricedType {
  return (PRICED_TYPES as readonly string[]).includes(type);
}

/**
 * The option's name: the cinema's label ("Tarif senior (60 ans et plus)") is too long for a closed
 * list at 390 px once the price follows it, so a priced type goes by its short name ("Senior 60+").
 */
function shortLabel(type: string, label: string, t: TFunction): string {
  return isPricedType(type) ? t(`Booking.Tickets.Short.${type}`) : label;
}

/**
 * What the closed list cannot show at 390 px without cutting it: the kind of a card (the options'
 * group), the pass's supplement, the places left on a prepaid card. An option names only its card;
 * the chosen one's detail is read with the list (the field's hint).
 */
function chosenDetail(
  ticket: Pick<TicketChoice, "type" | "cardId">,
  passSupplementCents: number,
  passCards: CardsResponse,
  placeCards: WalletCard[],
  t: TFunction,
  money: (cents: number) => string,
): string | null {
  if (ticket.type === "pass") {
    const card = passCards.find((candidate) => candidate.id === ticket.cardId);
    if (!card) {
      return null;
    }
    return passSupplementCents > 0
      ? t("Booking.Tickets.OnPassSupplementDetail", { card: card.label, price: money(passSupplementCents) })
      : t("Booking.Tickets.OnPassDetail", { card: card.label });
  }
  if (ticket.type === "prepaid") {
    const card = placeCards.find((candidate) => candidate.id === ticket.cardId);
    return card
      ? t("Booking.Tickets.PrepaidDetail", { card: card.name, count: card.quantity.remaining })
      : null;
  }
  return null;
}
