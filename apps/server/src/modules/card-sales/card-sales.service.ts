import { randomInt } from "node:crypto";
import {
  addDays,
  addMonths,
  type BuyGiftCardRequest,
  type BuyPrepaidRequest,
  type CheckoutResponse,
  type DomainId,
  GIFT_CARD_VALIDITY_MONTHS,
  GIFT_SEND_MAX_DAYS_AHEAD,
  giftCardSale,
  isGiftCardAmount,
  type Language,
  PREPAID_CARD_OFFERS,
  prepaidCardSale,
  type SoldPrepaidType,
  WALLET_CARD_TEXTS,
} from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import type { OrderResult, OrderRow } from "../../db/schema/index.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { localDateOf } from "../../lib/local-time.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { readOwnAccountRow } from "../accounts/accounts.service.ts";
import type { OrderHandler, Payments } from "../payments/payments.service.ts";
import { requireRoomInWallet } from "../wallet/wallet.service.ts";
import { giftCardPinHash } from "../wallet/wallet-secrets.ts";
import { insertIssuedCard, setOrderResult, withdrawCard } from "./card-issue.repository.ts";
import { queueIssuedCardMail } from "./card-mail.ts";

/**
 * Movie cards and gift cards sold on the site (docs/domain/payments.md "Cards sold"): the order is
 * priced from packages/contract's sales.ts; once paid, the card is issued — into the signed-in
 * buyer's wallet, or by mail to a guest buyer, or as a gift by mail to its recipient on the chosen day.
 */

/** Card number prefixes, as the chain's cards carry them (docs/domain/wallet.md). */
const PREFIX = { prepaid: "6310", giftCard: "6320" } as const;

/** What a card order pays for (the order's payload). */
interface CardPayload {
  [key: string]: unknown;
  card: { kind: "prepaid"; type: SoldPrepaidType } | { kind: "giftCard"; amountCents: number };
  gift: {
    recipientMail: string;
    recipientName: string | null;
    message: string | null;
    sendOn: string;
  } | null;
  /** Signed in: the card goes to this wallet (unless it is a gift). */
  walletAccountId: string | null;
  from: string;
  origin: string;
}

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join("");
}

function payloadOf(order: OrderRow): CardPayload {
  return order.payload as CardPayload;
}

/** Issues the card of a paid order and mails it; returns what to keep on the order. */
async function issueCard(tx: Transaction, order: OrderRow, today: string): Promise<OrderResult> {
  const payload = payloadOf(order);
  const { card, gift } = payload;
  const type = card.kind === "prepaid" ? card.type : "GIFT_CARD";
  const quantity = card.kind === "prepaid" ? PREPAID_CARD_OFFERS[card.type].places : card.amountCents;
  const months =
    card.kind === "prepaid" ? PREPAID_CARD_OFFERS[card.type].validityMonths : GIFT_CARD_VALIDITY_MONTHS;
  const expirationDate = addDays(addMonths(today, months), -1);
  const pin = card.kind === "giftCard" ? digits(6) : null;
  let intoWallet = !gift && payload.walletAccountId !== null;
  if (intoWallet && payload.walletAccountId) {
    // A full wallet takes no more: the card then travels by mail, to be added once there is room.
    intoWallet = await requireRoomInWallet(tx, payload.walletAccountId).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.code === "WALLET_FULL") {
          return false;
        }
        throw error;
      },
    );
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = `${PREFIX[card.kind]}${digits(12)}`;
    const issued = await insertIssuedCard(tx, {
      accountId: intoWallet ? payload.walletAccountId : null,
      type,
      number,
      code: `CLX-W-${digits(16)}`,
      pinHash: pin ? giftCardPinHash(number, pin) : null,
      ...WALLET_CARD_TEXTS[type],
      initialQuantity: quantity,
      remainingQuantity: quantity,
      expirationDate,
      shareable: card.kind === "prepaid",
    });
    if (!issued) {
      continue;
    }
    await queueIssuedCardMail(tx, {
      to: gift?.recipientMail ?? order.buyerMail,
      language: order.language,
      cardName: WALLET_CARD_TEXTS[type].name[order.language],
      number,
      pin,
      holds: card.kind === "prepaid" ? { places: quantity } : { cents: quantity },
      expirationDate,
      walletUrl: `${payload.origin}/${order.language}/tickets`,
      gift: gift ? { from: payload.from, recipientName: gift.recipientName, message: gift.message } : null,
    });
    return { cardId: issued.id, inWallet: intoWallet, giftSent: true, sentOn: today };
  }
  throw new Error("no free card number after 5 draws");
}

/** The handler of card orders: issue on payment (or on the gift's day), withdraw on refund. */
export function cardOrderHandler(clock: () => Date = () => new Date()): OrderHandler {
  return {
    async fulfil(tx, order) {
      const today = localDateOf(clock());
      const gift = payloadOf(order).gift;
      if (gift && gift.sendOn > today) {
        return { giftSent: false };
      }
      return issueCard(tx, order, today);
    },
    async refunded(tx, order) {
      const cardId = order.result?.cardId;
      if (typeof cardId === "string") {
        await withdrawCard(tx, cardId, localDateOf(clock()));
      } else {
        // Not issued yet: the gift is never sent (the sender skips orders that are not paid).
        await setOrderResult(tx, order.id, { giftSent: false, withdrawn: true });
      }
    },
  };
}

/** Sends the gift of a paid order whose day has come (the gift job, in its transaction). */
export async function sendDueGift(tx: Transaction, order: OrderRow, today: string): Promise<void> {
  await setOrderResult(tx, order.id, await issueCard(tx, order, today));
}

export interface CardSaleContext {
  db: Database;
  cache: AccountCache;
  payments: Payments;
  /** Empty for a guest. */
  accountId: string;
  language: Language;
  domain: DomainId;
  origin: string;
  now: Date;
}

const LABELS = {
  GIFT_CARD: WALLET_CARD_TEXTS.GIFT_CARD.name,
};

async function buyer(context: CardSaleContext, buyerMail: string | undefined) {
  if (context.accountId) {
    const account = await readOwnAccountRow(context);
    return { accountId: account.id, mail: account.mail, from: account.firstName?.trim() || account.mail };
  }
  if (!buyerMail) {
    throw invalidFields([{ path: "buyerMail", code: "required" }], "A guest names the buyer's mail.");
  }
  return { accountId: null, mail: buyerMail, from: buyerMail };
}

function giftOf(
  request: Pick<BuyGiftCardRequest, "recipientMail" | "recipientName" | "message" | "sendOn">,
  now: Date,
): CardPayload["gift"] {
  const today = localDateOf(now);
  if (
    request.sendOn &&
    (request.sendOn < today || request.sendOn > addDays(today, GIFT_SEND_MAX_DAYS_AHEAD))
  ) {
    throw invalidFields(
      [{ path: "sendOn", code: "invalid_value" }],
      "The gift's day is today to a year ahead.",
    );
  }
  if (!request.recipientMail) {
    if (request.sendOn || request.message || request.recipientName) {
      throw invalidFields([{ path: "recipientMail", code: "required" }], "A gift names its recipient.");
    }
    return null;
  }
  return {
    recipientMail: request.recipientMail,
    recipientName: request.recipientName ?? null,
    message: request.message ?? null,
    sendOn: request.sendOn ?? today,
  };
}

function description(name: Record<Language, string>, gift: CardPayload["gift"]): Record<Language, string> {
  if (!gift) {
    return name;
  }
  return {
    fr: `${name.fr} (cadeau pour ${gift.recipientMail})`,
    nl: `${name.nl} (cadeau voor ${gift.recipientMail})`,
    en: `${name.en} (gift for ${gift.recipientMail})`,
  };
}

export async function buyGiftCard(
  context: CardSaleContext,
  request: BuyGiftCardRequest,
): Promise<CheckoutResponse> {
  if (!isGiftCardAmount(request.amountCents)) {
    throw invalidFields(
      [{ path: "amountCents", code: "invalid_value" }],
      "A gift card is a whole number of euros.",
    );
  }
  const who = await buyer(context, request.buyerMail);
  const gift = giftOf(request, context.now);
  const payload: CardPayload = {
    card: { kind: "giftCard", amountCents: request.amountCents },
    gift,
    walletAccountId: who.accountId,
    from: who.from,
    origin: context.origin,
  };
  return context.payments.checkout({
    kind: "giftCard",
    accountId: who.accountId,
    buyerMail: who.mail,
    language: context.language,
    domain: context.domain,
    sale: giftCardSale(request.amountCents, context.domain),
    labels: [LABELS.GIFT_CARD],
    description: description(LABELS.GIFT_CARD, gift),
    payload,
    origin: context.origin,
    nextPath: who.accountId && !gift ? "/tickets" : null,
  });
}

export async function buyPrepaid(
  context: CardSaleContext,
  request: BuyPrepaidRequest,
): Promise<CheckoutResponse> {
  const who = await buyer(context, request.buyerMail);
  const gift = giftOf(request, context.now);
  const name = WALLET_CARD_TEXTS[request.type].name;
  const payload: CardPayload = {
    card: { kind: "prepaid", type: request.type },
    gift,
    walletAccountId: who.accountId,
    from: who.from,
    origin: context.origin,
  };
  return context.payments.checkout({
    kind: "prepaid",
    accountId: who.accountId,
    buyerMail: who.mail,
    language: context.language,
    domain: context.domain,
    sale: prepaidCardSale(request.type, context.domain),
    labels: [name],
    description: description(name, gift),
    payload,
    origin: context.origin,
    nextPath: who.accountId && !gift ? "/tickets" : null,
  });
}
