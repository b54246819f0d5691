import {
  type Booking,
  type BookingCheckoutResponse,
  type BookingChoicesRequest,
  guestBookingLink,
  isLanguage,
  type Language,
  VAT_RATE_BASIS_POINTS,
} from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import type { OrderResult, OrderRow } from "../../db/schema/index.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { localDateOf } from "../../lib/local-time.ts";
import { siteOriginOfDomain } from "../../lib/request-origin.ts";
import { queueBookingTicketMail, ticketMailOf, voidBooking } from "../etickets/etickets.service.ts";
import type { OrderHandler, Payments } from "../payments/payments.service.ts";
import {
  countHoldClaims,
  insertBooking,
  insertSupplement,
  type LockedHold,
  lockHold,
  nextBookingRef,
  reclaimSeats,
  saveChoices,
  setHoldOrder,
  spendWalletCard,
} from "./checkout.repository.ts";
import { type PricedChoices, priceChoices } from "./checkout-rules.ts";
import { newManageKey } from "./manage-keys.ts";
import type { SeatStatesCache } from "./seat-states-cache.ts";
import { holdStage } from "./tunnel.presenter.ts";
import { type Caller, getBooking, ownHold } from "./tunnel.service.ts";

/**
 * The tunnel's tickets, checkout and confirmation (docs/domain/booking.md "Tickets", "Checkout"):
 * PATCH prices the choices and keeps them on the hold; checkout re-checks and re-prices them, then
 * confirms at once at 0 € or opens an order of kind `booking`; confirming (the order's handler or
 * the 0 € path: one function) turns the hold into a CONFIRMED booking in one transaction.
 */

/** What builds a link to the site in a mail: the configured origins and the public URL. */
export type SiteLinks = Pick<Config, "origins" | "publicUrl">;

/** A hold that can still take choices or be paid: held, not confirmed, not ended. */
function requireOpen(hold: Pick<LockedHold, "bookingId" | "releasedAt" | "expired">): void {
  const stage = holdStage(hold);
  if (stage === "confirmed") {
    throw new AppError("BOOKING_ALREADY_CONFIRMED");
  }
  if (stage !== "held") {
    throw new AppError("BOOKING_EXPIRED");
  }
}

/** PATCH /api/bookings/{id}: checks and prices the choices, keeps them and their quote on the hold. */
export async function chooseTickets(options: {
  db: Database;
  holdId: string;
  caller: Caller;
  choices: BookingChoicesRequest;
  language: Language;
  now?: Date;
}): Promise<Booking> {
  const hold = await ownHold(options.db, options.holdId, options.caller);
  requireOpen(hold);
  const priced = await priceChoices({
    db: options.db,
    sessionId: hold.sessionId,
    seats: hold.seats,
    accountId: hold.accountId,
    choices: options.choices,
    language: options.language,
    lock: false,
    now: options.now ?? new Date(),
  });
  await saveChoices(options.db, hold.id, {
    choices: options.choices,
    quote: priced.quote,
    ...(hold.accountId === null && options.choices.buyerMail ? { buyerMail: options.choices.buyerMail } : {}),
  });
  return getBooking({ db: options.db, holdId: hold.id, caller: options.caller, language: options.language });
}

/**
 * Confirms a hold in the caller's transaction: the cards used are locked and checked again, the
 * booking is written with its number, the hold's claims become the booking's (or the same seats are
 * claimed again when the hold lost them), places and balances are taken, invoiced supplements are
 * recorded, and the e-ticket mail is queued. Answers the booking's id; a hold already confirmed
 * answers its booking. Throws an AppError when it cannot be confirmed (nothing is written then).
 */
export async function confirmHold(
  tx: Transaction,
  options: {
    holdId: string;
    language: Language;
    orderId: string | null;
    cardCents: number;
    now: Date;
    /** Where the guest's manage link points: the origin serving the cinema's domain. */
    links: SiteLinks;
  },
): Promise<string> {
  const hold = await lockHold(tx, options.holdId);
  if (!hold) {
    throw new AppError("BOOKING_NOT_FOUND");
  }
  if (hold.bookingId) {
    return hold.bookingId;
  }
  if (!hold.choices || hold.releasedAt !== null) {
    throw new AppError("BOOKING_EXPIRED");
  }
  const priced = await priceChoices({
    db: tx,
    sessionId: hold.sessionId,
    seats: hold.seats,
    accountId: hold.accountId,
    choices: hold.choices,
    language: options.language,
    lock: true,
    now: options.now,
  });
  if (priced.quote.toPayCents !== options.cardCents) {
    // A gift card spent meanwhile, a price changed: what was paid no longer pays for it.
    throw new AppError("BOOKING_EXPIRED", { detail: "The booking's price changed since its payment." });
  }
  await requireSeats(tx, hold);
  const to = await recipientOf(tx, hold);
  const domain = priced.session.cinema.domain;
  const supplementIds: string[] = [];
  for (const supplement of priced.supplements) {
    supplementIds.push(
      await insertSupplement(tx, {
        accountId: hold.accountId ?? "",
        subscriptionId: supplement.subscriptionId,
        date: localDateOf(priced.session.startsAt),
        showId: priced.session.showId,
        cinemaId: priced.session.cinema.id,
        format: supplement.format,
        amountCents: supplement.amountCents,
      }),
    );
  }
  for (const use of priced.prepaid) {
    await spendWalletCard(tx, use.cardId, use.places);
  }
  for (const use of priced.giftCards) {
    await spendWalletCard(tx, use.cardId, use.cents);
  }
  // A guest has no account to come back through: the mail's manage link, whose key is known only
  // here and in the mail (docs/domain/booking.md "Cancel: guests").
  const manage = hold.accountId ? null : newManageKey();
  const booking = await insertBooking(tx, hold.id, {
    accountId: hold.accountId,
    buyerMail: hold.accountId ? null : to,
    manageKeyHash: manage?.hash ?? null,
    bookingRef: await nextBookingRef(tx, domain),
    sessionId: hold.sessionId,
    status: "CONFIRMED",
    seats: hold.seats,
    seatType: seatTypeOf(priced),
    payment: {
      bookingDate: options.now.toISOString(),
      means: priced.means,
      totalAmount: priced.quote.totalCents / 100,
      currency: "EUR",
    },
    options: priced.quote.concessions.map((line) => ({ label: line.name, quantity: line.quantity })),
    // Sold refundable: the cancel rule of docs/domain/etickets.md then applies (CONFIRMED, not started).
    refundable: true,
    paidWith: {
      orderId: options.orderId,
      cardCents: options.cardCents,
      passes: priced.passes,
      prepaid: priced.prepaid,
      giftCards: priced.giftCards,
      supplementIds,
    },
  });
  await queueBookingTicketMail(tx, {
    bookingId: booking.id,
    language: options.language,
    to,
    now: options.now,
    ...(manage && {
      manageLink: guestBookingLink({
        origin: siteOriginOfDomain(options.links, domain),
        language: options.language,
        bookingId: booking.id,
        key: manage.key,
      }),
    }),
  });
  return booking.id;
}

/** The seats' kinds on the e-ticket: one kind, or each seat's in seat order. */
function seatTypeOf(priced: PricedChoices): string {
  const kinds = [...new Set(priced.seatTypes)];
  return kinds.length === 1 ? (kinds[0] ?? "standard") : priced.seatTypes.join(",");
}

/** The hold's claims still there, or the same seats all free now (claimed again); else SEATS_TAKEN. */
async function requireSeats(tx: Transaction, hold: LockedHold): Promise<void> {
  if ((await countHoldClaims(tx, hold.id)) === hold.seats.length) {
    return;
  }
  if (!(await reclaimSeats(tx, { sessionId: hold.sessionId, holdId: hold.id, seatIds: hold.seats }))) {
    throw new AppError("SEATS_TAKEN", {
      message: (m) => m.SEATS_TAKEN(hold.seats.join(", ")),
      detail: "The hold's seats were taken after it expired.",
    });
  }
}

async function recipientOf(db: Database | Transaction, hold: Pick<LockedHold, "accountId" | "buyerMail">) {
  if (hold.accountId) {
    const mail = await ticketMailOf(db, hold.accountId);
    if (!mail) {
      throw new AppError("BOOKING_NOT_FOUND");
    }
    return mail;
  }
  if (!hold.buyerMail) {
    throw invalidFields(
      [{ path: "buyerMail", code: "required" }],
      "A guest names the mail the tickets go to.",
    );
  }
  return hold.buyerMail;
}

/** What a booking order carries: the hold it pays for and the language of the e-ticket. */
interface BookingPayload {
  [key: string]: unknown;
  holdId: string;
}

function holdOf(order: OrderRow): string {
  return (order.payload as BookingPayload).holdId;
}

function languageOf(order: OrderRow): Language {
  return isLanguage(order.language) ? order.language : "fr";
}

/**
 * POST /api/bookings/{id}/checkout: the choices checked and priced again in one transaction; nothing
 * left to pay confirms there and then; else an order of kind `booking` for what is left, paid on the
 * provider's page (the hold keeps its end: a payment after it confirms if the seats are still free).
 */
export async function checkoutBooking(options: {
  db: Database;
  payments: Payments;
  holdId: string;
  caller: Caller;
  language: Language;
  origin: string;
  links: SiteLinks;
  /** Dropped for the session once its seats are sold, so this process shows them sold at once. */
  seatStates?: Pick<SeatStatesCache, "forget">;
  now?: Date;
}): Promise<BookingCheckoutResponse> {
  const { db, language } = options;
  const now = options.now ?? new Date();
  const hold = await ownHold(db, options.holdId, options.caller);
  requireOpen(hold);
  const choices = hold.choices;
  if (!choices) {
    throw new AppError("BOOKING_CHOICES_REQUIRED");
  }
  const buyerMail = await recipientOf(db, hold);
  const priced = await priceChoices({
    db,
    sessionId: hold.sessionId,
    seats: hold.seats,
    accountId: hold.accountId,
    choices,
    language,
    lock: false,
    now,
  });
  if (priced.quote.toPayCents === 0) {
    const bookingId = await db.transaction(async (tx) =>
      confirmHold(tx, { holdId: hold.id, language, orderId: null, cardCents: 0, now, links: options.links }),
    );
    options.seatStates?.forget(hold.sessionId);
    return { status: "CONFIRMED", eticketId: bookingId };
  }
  await saveChoices(db, hold.id, { choices, quote: priced.quote });
  if (hold.accountId) {
    // A new attempt replaces the unpaid one: a payment still made on it is refunded as a late one.
    await options.payments.cancelPending(hold.accountId, "booking", (order) => holdOf(order) === hold.id);
  }
  const { quote, session } = priced;
  const title = session.show.translatedTitle ?? session.show.title;
  const seats = hold.seats.join(", ");
  const description = {
    fr: `Réservation — ${title}, places ${seats}`,
    nl: `Boeking — ${title}, plaatsen ${seats}`,
    en: `Booking — ${title}, seats ${seats}`,
  };
  const vatCents = Math.round((quote.vatCents * quote.toPayCents) / Math.max(1, quote.totalCents));
  const answer = await options.payments.checkout({
    kind: "booking",
    accountId: hold.accountId,
    buyerMail,
    language,
    domain: session.cinema.domain,
    sale: {
      lines: [{ item: "booking", quantity: 1, unitCents: quote.toPayCents, totalCents: quote.toPayCents }],
      totalCents: quote.toPayCents,
      // The ticket rate: the order's VAT is the quote's, in the share of it paid by card.
      vatRateBasisPoints: VAT_RATE_BASIS_POINTS[session.cinema.domain],
      vatCents,
    },
    labels: [description],
    description,
    payload: { holdId: hold.id } satisfies BookingPayload,
    origin: options.origin,
    // A customer finds the e-ticket in the wallet; a guest's tab goes back to the tunnel's confirmation.
    nextPath: hold.accountId ? "/tickets" : null,
  });
  await setHoldOrder(db, hold.id, answer.orderId);
  return answer;
}

/** Whether the order's booking can be confirmed now: tried in a savepoint, undone either way. */
async function confirmable(tx: Transaction, order: OrderRow, links: SiteLinks): Promise<boolean> {
  try {
    await tx.transaction(async (inner) => {
      await confirmHold(inner, {
        holdId: holdOf(order),
        language: languageOf(order),
        orderId: order.id,
        cardCents: order.totalCents,
        now: new Date(),
        links,
      });
      throw new TrialDone();
    });
  } catch (error) {
    if (error instanceof TrialDone) {
      return true;
    }
    if (error instanceof AppError) {
      return false;
    }
    throw error;
  }
  return true;
}

class TrialDone extends Error {}

/**
 * The handler of `booking` orders (docs/domain/payments.md): paid → the booking is confirmed; paid
 * after the hold ended → confirmed when the same seats are still free, else refunded; failed,
 * canceled or expired → nothing to undo (the hold stays until its own end, to try again).
 */
export function bookingOrderHandler(links: SiteLinks, clock: () => Date = () => new Date()): OrderHandler {
  return {
    canFulfil: (tx, order) => confirmable(tx, order, links),
    async fulfil(tx, order): Promise<OrderResult> {
      const bookingId = await confirmHold(tx, {
        holdId: holdOf(order),
        language: languageOf(order),
        orderId: order.id,
        cardCents: order.totalCents,
        now: clock(),
        links,
      });
      return { bookingId, eticketId: bookingId };
    },
    async latePayment() {
      // Asked only once canFulfil said the seats and cards are still there.
      return "fulfil";
    },
    async abandon() {
      // Nothing was taken before payment: the hold keeps its seats until its own end.
    },
    async refunded(tx, order) {
      // The money came back at the provider after the booking was confirmed: the booking goes too.
      const bookingId = order.result?.bookingId;
      if (typeof bookingId === "string") {
        await voidBooking(tx, { bookingId, refundedCents: order.refundedCents, at: clock() });
      }
    },
  };
}
