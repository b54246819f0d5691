import type { Booking, BookingChoicesRequest, TicketChoice } from "@cinelux/contract/booking";
import type { ConcessionOrderLine } from "@cinelux/contract/concessions";
import { isPassType } from "@cinelux/contract/passes";
import type { CardsResponse } from "@cinelux/contract/subscription";
import { cardStatusOf } from "@cinelux/contract/subscription-rules";
import type { WalletCard, WalletResponse } from "@cinelux/contract/wallet";
import { prepaidStatusOf } from "@cinelux/contract/wallet-rules";

/**
 * What the customer chose in the tunnel, sent whole by each PATCH /api/bookings/{id}: a ticket for
 * every held seat, concessions, gift cards, a guest's mail. The server prices it; nothing here does.
 */
export interface Choices {
  tickets: TicketChoice[];
  concessions: ConcessionOrderLine[];
  giftCards: string[];
  buyerMail?: string;
}

/** The choices a booking starts with: what its quote says was chosen, else a full-price ticket a seat. */
export function initialChoices(booking: Booking): Choices {
  const quoted = new Map((booking.quote?.tickets ?? []).map((ticket) => [ticket.seatId, ticket]));
  return {
    tickets: booking.seats.map((seatId) => {
      const ticket = quoted.get(seatId);
      return ticket
        ? { seatId, type: ticket.type, ...(ticket.cardId ? { cardId: ticket.cardId } : {}) }
        : { seatId, type: "full" };
    }),
    concessions: (booking.quote?.concessions ?? []).map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity,
      ...(line.atSeat ? { atSeat: true } : {}),
    })),
    giftCards: [],
    ...(booking.buyerMail ? { buyerMail: booking.buyerMail } : {}),
  };
}

export function choicesRequest(choices: Choices): BookingChoicesRequest {
  return {
    tickets: choices.tickets,
    concessions: choices.concessions,
    giftCards: choices.giftCards,
    ...(choices.buyerMail ? { buyerMail: choices.buyerMail } : {}),
  };
}

/** A ticket's option in a seat's list: the type, and the card it is taken on. */
export function ticketOptionValue(ticket: Pick<TicketChoice, "type" | "cardId">): string {
  return ticket.cardId ? `${ticket.type}:${ticket.cardId}` : ticket.type;
}

export function ticketOfOption(seatId: string, value: string): TicketChoice {
  const [type, cardId] = value.split(":") as [TicketChoice["type"], string | undefined];
  return cardId ? { seatId, type, cardId } : { seatId, type };
}

/** The customer's pass cards a seat can be taken on: every active pass (SPEC 4 statuses). */
export function activePassCards(cards: CardsResponse | undefined): CardsResponse {
  return (cards ?? []).filter((card) => isPassType(card.type) && cardStatusOf(card) === "active");
}

function usable(card: WalletCard): boolean {
  return prepaidStatusOf(card.status) === "available" && card.quantity.remaining > 0;
}

/** Wallet cards with places left (movie cards and vouchers): one place a seat. */
export function cardsWithPlaces(wallet: WalletResponse | undefined): WalletCard[] {
  return [...(wallet?.prepaids ?? []), ...(wallet?.vouchers ?? [])].filter(
    (card) => card.subtype === "PLACES" && usable(card),
  );
}

/** Gift cards with a balance left: they pay before the card does. */
export function giftCardsWithBalance(wallet: WalletResponse | undefined): WalletCard[] {
  return (wallet?.giftCards ?? []).filter((card) => card.subtype === "AMOUNT" && usable(card));
}
