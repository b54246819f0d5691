import type { Booking } from "@cinelux/contract/booking";
import { BookingChoicesRequestSchema } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { useEffect, useRef, useState } from "react";
import { useUpdateBooking } from "../api/update-booking";
import { type Choices, choicesRequest, initialChoices, ticketOfOption } from "../choices";
import { refusedTickets, type TunnelRefusal, tunnelRefusalOf } from "../tunnel-errors";

export type MailProblem = "required" | "invalid" | null;

/**
 * The tunnel's choices and the booking as the server last answered them: each change is sent whole
 * (PATCH /api/bookings/{id}) and the answer's quote shown; a refusal is kept by its code.
 */
export function useChoices(held: Booking, language: Language, onRefused: (refusal: TunnelRefusal) => void) {
  const [booking, setBooking] = useState(held);
  const [choices, setChoices] = useState<Choices>(() => initialChoices(held));
  const [mailProblem, setMailProblem] = useState<MailProblem>(null);
  /** The seats whose ticket the last refusal named, with its field code. */
  const [ticketProblems, setTicketProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const update = useUpdateBooking(held.id, language, setBooking);
  const refused = useRef(onRefused);
  refused.current = onRefused;

  function send(next: Choices) {
    setChoices(next);
    update.choose(choicesRequest(next)).then(
      () => setTicketProblems(new Map()),
      (error: unknown) => {
        setTicketProblems(refusedTickets(error, next.tickets));
        refused.current(tunnelRefusalOf(error));
      },
    );
  }

  // The first quote: a full-price ticket a seat until the customer says otherwise.
  const first = useRef(false);
  useEffect(() => {
    if (!first.current && !held.quote) {
      first.current = true;
      update.choose(choicesRequest(initialChoices(held))).catch((error: unknown) => {
        refused.current(tunnelRefusalOf(error));
      });
    }
  }, [held, update]);

  return {
    booking,
    choices,
    updating: update.isPending,
    mailProblem,
    ticketProblems,
    setTicket(seatId: string, value: string) {
      send({
        ...choices,
        tickets: choices.tickets.map((ticket) =>
          ticket.seatId === seatId ? ticketOfOption(seatId, value) : ticket,
        ),
      });
    },
    setQuantity(itemId: string, quantity: number) {
      const others = choices.concessions.filter((line) => line.itemId !== itemId);
      const line = choices.concessions.find((each) => each.itemId === itemId);
      send({
        ...choices,
        concessions: quantity > 0 ? [...others, { ...line, itemId, quantity }] : others,
      });
    },
    setAtSeat(itemId: string, atSeat: boolean) {
      send({
        ...choices,
        concessions: choices.concessions.map((line) =>
          line.itemId === itemId ? { itemId, quantity: line.quantity, ...(atSeat ? { atSeat } : {}) } : line,
        ),
      });
    },
    setGiftCard(cardId: string, on: boolean) {
      const others = choices.giftCards.filter((id) => id !== cardId);
      send({ ...choices, giftCards: on ? [...others, cardId] : others });
    },
    /** A guest's mail, checked by the contract's rule; sent once it is one. */
    setMail(value: string): boolean {
      if (value.trim() === "") {
        setMailProblem("required");
        return false;
      }
      const parsed = BookingChoicesRequestSchema.shape.buyerMail.safeParse(value);
      if (!parsed.success || !parsed.data) {
        setMailProblem("invalid");
        return false;
      }
      setMailProblem(null);
      if (parsed.data !== choices.buyerMail) {
        send({ ...choices, buyerMail: parsed.data });
      }
      return true;
    },
  };
}
