import {
  type BookingChoicesRequest,
  type BookingQuote,
  concessionsOrderable,
  type FieldError,
  isPassType,
  type Language,
  PASSES,
  type PassType,
  PREPAID_TYPES,
  premiumFormatsOf,
  priceConcessions,
  priceTickets,
  type SeatType,
  seatsOfMap,
  TICKET_TYPE_TEXTS,
  type TicketRequest,
} from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { localDateOf } from "../../lib/local-time.ts";
import { concessionsForSession, pricesForSession } from "../pricing/pricing.service.ts";
import {
  findPassCards,
  findWalletCards,
  type PassCardFound,
  passSeatsTaken,
  type WalletCardFound,
} from "./checkout.repository.ts";
import { findSessionWithHall, type SessionWithHall } from "./tunnel.repository.ts";

/**
 * The wallet cards a prepaid ticket is taken on: the prepaid cards and vouchers, which hold places
 * (seats), not an amount as a gift card does (docs/domain/wallet.md).
 */
const PLACE_CARD_TYPES = new Set<string>([...PREPAID_TYPES, "VOUCHER"]);

/** What a booking's choices come to: the quote, and what confirming it takes from each card. */
export interface PricedChoices {
  quote: BookingQuote;
  session: SessionWithHall;
  seatTypes: SeatType[];
  passes: { cardId: string; seats: number }[];
  prepaid: { cardId: string; places: number }[];
  giftCards: { cardId: string; cents: number }[];
  /** Pass supplements put on the monthly invoice (SPEC 7 groupSupplementInvoice). */
  supplements: { subscriptionId: string; format: string; amountCents: number }[];
  /** "card", "pass", "prepaid", "giftcard", or those used joined by "+" (the e-ticket's `payment.means`). */
  means: string;
}

const field = (path: string, code: FieldError["code"] = "invalid_value"): FieldError => ({ path, code });

function valid(expirationDate: string | null, today: string): boolean {
  return expirationDate === null || expirationDate >= today;
}

/** How many people a pass admits at a session: PASSES' figure, a Family pass its members. */
function passPeople(card: PassCardFound & { type: PassType }): number {
  const definition = PASSES[card.type];
  if (card.type === "FAMILY") {
    return Math.min(definition.people, 1 + (card.people?.length ?? 0));
  }
  return definition.people;
}

/** Exactly one ticket per held seat; each refusal names the seat. */
function checkSeats(held: readonly string[], choices: BookingChoicesRequest): void {
  const fields: FieldError[] = [];
  const seen = new Set<string>();
  for (const ticket of choices.tickets) {
    if (!held.includes(ticket.seatId) || seen.has(ticket.seatId)) {
      fields.push(field(`tickets.${ticket.seatId}`));
    }
    seen.add(ticket.seatId);
  }
  for (const seat of held) {
    if (!seen.has(seat)) {
      fields.push(field(`tickets.${seat}`, "required"));
    }
  }
  if (fields.length > 0) {
    throw new AppError("TICKETS_MISMATCH", { fields });
  }
}

function checkGuest(choices: BookingChoicesRequest): void {
  const fields = [
    ...choices.tickets
      .filter((ticket) => ticket.type === "pass" || ticket.type === "prepaid" || ticket.cardId)
      .map((ticket) => field(`tickets.${ticket.seatId}.type`)),
    ...choices.giftCards.map((_, index) => field(`giftCards.${index}`)),
  ];
  if (fields.length > 0) {
    throw new AppError("TICKET_SIGN_IN_REQUIRED", { fields });
  }
}

/**
 * Checks a booking's choices against every rule of docs/domain/booking.md "Tickets" and prices them
 * (priceTickets + priceConcessions, VAT summed, minus the invoiced supplements and the gift cards).
 * With `lock`, the cards used are read FOR UPDATE: what is checked stays true until the transaction
 * ends, so two checkouts never spend the same place or balance.
 */
export async function priceChoices(options: {
  db: Database | Transaction;
  sessionId: string;
  seats: readonly string[];
  /** null: a guest. */
  accountId: string | null;
  choices: BookingChoicesRequest;
  language: Language;
  lock: boolean;
  now: Date;
}): Promise<PricedChoices> {
  const { choices, accountId, language, now } = options;
  const db = options.db as Database;
  const session = await findSessionWithHall(db, options.sessionId, language);
  const pricing = await pricesForSession({ db, sessionId: options.sessionId });
  if (!session || !pricing) {
    throw new AppError("NOT_FOUND", { detail: "The booking's session is gone." });
  }
  if (!pricing.priceList) {
    throw new AppError("TICKETS_NOT_SOLD");
  }
  checkSeats(options.seats, choices);
  if (accountId === null) {
    checkGuest(choices);
  }
  const today = localDateOf(now);
  const cardFields: FieldError[] = [];
  for (const ticket of choices.tickets) {
    const needsCard = ticket.type === "pass" || ticket.type === "prepaid";
    if (needsCard !== (ticket.cardId !== undefined)) {
      cardFields.push(field(`tickets.${ticket.seatId}.cardId`, needsCard ? "required" : "invalid_value"));
    }
  }
  const passIds = [
    ...new Set(choices.tickets.filter((t) => t.type === "pass" && t.cardId).map((t) => t.cardId as string)),
  ];
  const walletIds = [
    ...new Set([
      ...choices.tickets.filter((t) => t.type === "prepaid" && t.cardId).map((t) => t.cardId as string),
      ...choices.giftCards,
    ]),
  ];
  const owner = accountId ?? "";
  const passCards = new Map(
    (await findPassCards(db, { accountId: owner, ids: passIds, lock: options.lock })).map((card) => [
      card.id,
      card,
    ]),
  );
  const walletCards = new Map<string, WalletCardFound>(
    (await findWalletCards(db, { accountId: owner, ids: walletIds, lock: options.lock })).map((card) => [
      card.id,
      card,
    ]),
  );
  const usablePass = (id: string | undefined) => {
    const card = id ? passCards.get(id) : undefined;
    return card &&
      isPassType(card.type) &&
      card.status === "active" &&
      card.subscriptionId !== null &&
      valid(card.expirationDate, today)
      ? (card as PassCardFound & { type: PassType; subscriptionId: string })
      : undefined;
  };
  const usablePlaces = (id: string | undefined) => {
    const card = id ? walletCards.get(id) : undefined;
    return card &&
      PLACE_CARD_TYPES.has(card.type) &&
      card.remainingQuantity > 0 &&
      valid(card.expirationDate, today)
      ? card
      : undefined;
  };
  for (const ticket of choices.tickets) {
    if (ticket.type === "pass" && ticket.cardId && !usablePass(ticket.cardId)) {
      cardFields.push(field(`tickets.${ticket.seatId}.cardId`));
    }
    if (ticket.type === "prepaid" && ticket.cardId && !usablePlaces(ticket.cardId)) {
      cardFields.push(field(`tickets.${ticket.seatId}.cardId`));
    }
  }
  choices.giftCards.forEach((id, index) => {
    const card = walletCards.get(id);
    const usable =
      card?.type === "GIFT_CARD" &&
      card.remainingQuantity > 0 &&
      valid(card.expirationDate, today) &&
      choices.giftCards.indexOf(id) === index;
    if (!usable) {
      cardFields.push(field(`giftCards.${index}`));
    }
  });
  if (cardFields.length > 0) {
    throw new AppError("TICKET_CARD_INVALID", { fields: cardFields });
  }

  // A pass admits its people once per session, this booking and the confirmed ones together.
  const taken = await passSeatsTaken(db, options.sessionId, passIds);
  const passes = passIds.map((cardId) => ({
    cardId,
    seats: choices.tickets.filter((t) => t.type === "pass" && t.cardId === cardId).length,
  }));
  for (const use of passes) {
    const card = usablePass(use.cardId);
    const people = card ? passPeople(card) : 0;
    const room = people - (taken.get(use.cardId) ?? 0);
    if (use.seats > room) {
      const over = choices.tickets
        .filter((t) => t.type === "pass" && t.cardId === use.cardId)
        .slice(Math.max(0, room))
        .map((t) => field(`tickets.${t.seatId}.cardId`));
      throw new AppError("PASS_SEATS_EXCEEDED", {
        message: (m) => m.PASS_SEATS_EXCEEDED(people),
        fields: over,
      });
    }
  }
  const prepaid = [
    ...new Set(choices.tickets.filter((t) => t.type === "prepaid").map((t) => t.cardId as string)),
  ].map((cardId) => ({
    cardId,
    places: choices.tickets.filter((t) => t.type === "prepaid" && t.cardId === cardId).length,
  }));
  for (const use of prepaid) {
    const card = walletCards.get(use.cardId);
    if (!card || use.places > card.remainingQuantity) {
      const fields = choices.tickets
        .filter((t) => t.type === "prepaid" && t.cardId === use.cardId)
        .map((t) => field(`tickets.${t.seatId}.cardId`));
      throw new AppError("TICKET_PLACES_EXCEEDED", { fields });
    }
  }

  const seatTypeOf = new Map(seatsOfMap(session.hall.seatMap).map((seat) => [seat.id, seat.type]));
  const requests: TicketRequest[] = choices.tickets.map((ticket) => {
    const pass = ticket.type === "pass" ? usablePass(ticket.cardId) : undefined;
    return {
      seatType: seatTypeOf.get(ticket.seatId) ?? "standard",
      ticketType: ticket.type,
      passIncludesPremium: pass
        ? PASSES[pass.type].premiumIncluded || (pass.addOns ?? []).includes("PREMIUM_FORMATS")
        : undefined,
    };
  });
  const tickets = priceTickets(
    {
      domain: pricing.domain,
      startsAt: pricing.startsAt,
      technologies: pricing.technologies,
      priceList: pricing.priceList,
    },
    requests,
  );

  const format = premiumFormatsOf(pricing.technologies)[0] ?? "premium";
  const supplements = choices.tickets.flatMap((ticket, index) => {
    const pass = ticket.type === "pass" ? usablePass(ticket.cardId) : undefined;
    const line = tickets.lines[index];
    return pass?.debitInvoiceEnabled && line && line.formatSupplementCents > 0
      ? [{ subscriptionId: pass.subscriptionId, format, amountCents: line.formatSupplementCents }]
      : [];
  });

  let concessions: BookingQuote["concessions"] = [];
  let concessionsCents = 0;
  let concessionsVat = 0;
  if (choices.concessions.length > 0) {
    if (!concessionsOrderable(pricing.startsAt, now)) {
      throw new AppError("CONCESSIONS_CLOSED");
    }
    const menu = await concessionsForSession({ db, sessionId: options.sessionId, now });
    const discountPercent = Math.max(
      0,
      ...passIds.map((id) => {
        const card = usablePass(id);
        return card ? PASSES[card.type].concessionsDiscountPercent : 0;
      }),
    );
    const priced = priceConcessions({
      domain: pricing.domain,
      menu: menu.items,
      order: choices.concessions,
      discountPercent,
    });
    if (!priced.ok) {
      throw new AppError("CONCESSIONS_INVALID", {
        fields: priced.refused.map((refusal) => field(`concessions.${refusal.index}.itemId`)),
      });
    }
    const names = new Map(menu.items.map((item) => [item.id, item.names[language]]));
    concessions = priced.lines.map((line) => ({
      itemId: line.itemId,
      name: names.get(line.itemId) ?? line.item,
      quantity: line.quantity,
      atSeat: line.atSeat,
      totalCents: line.totalCents,
    }));
    concessionsCents = priced.totalCents;
    concessionsVat = priced.vatCents;
  }

  const totalCents = tickets.totalCents + concessionsCents;
  const invoicedSupplementCents = supplements.reduce((sum, s) => sum + s.amountCents, 0);
  let rest = totalCents - invoicedSupplementCents;
  const giftCards = choices.giftCards.flatMap((cardId) => {
    const cents = Math.min(rest, walletCards.get(cardId)?.remainingQuantity ?? 0);
    rest -= cents;
    return cents > 0 ? [{ cardId, cents }] : [];
  });
  const giftCardCents = giftCards.reduce((sum, use) => sum + use.cents, 0);
  const used = [
    passes.length > 0 ? "pass" : null,
    prepaid.length > 0 ? "prepaid" : null,
    giftCardCents > 0 ? "giftcard" : null,
    rest > 0 ? "card" : null,
  ].filter((means) => means !== null);

  return {
    session,
    seatTypes: requests.map((request) => request.seatType),
    passes,
    prepaid,
    giftCards,
    supplements,
    means: used.length > 0 ? used.join("+") : "card",
    quote: {
      tickets: choices.tickets.map((ticket, index) => ({
        seatId: ticket.seatId,
        type: ticket.type,
        cardId: ticket.cardId ?? null,
        label: TICKET_TYPE_TEXTS[ticket.type][language].label,
        priceCents: tickets.lines[index]?.totalCents ?? 0,
      })),
      concessions,
      ticketsCents: tickets.totalCents,
      concessionsCents,
      totalCents,
      vatCents: tickets.vatCents + concessionsVat,
      invoicedSupplementCents,
      giftCardCents,
      toPayCents: rest,
    },
  };
}
