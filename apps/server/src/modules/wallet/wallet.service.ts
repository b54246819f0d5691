import {
  canDissociate,
  domainFromHost,
  type Language,
  MAX_WALLET_CARDS,
  type WalletCardType,
  type WalletKind,
  type WalletResponse,
  walletKindOf,
} from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { localDateOf } from "../../lib/local-time.ts";
import { toWalletResponse } from "./wallet.presenter.ts";
import {
  attachCard,
  listAccountWalletCards,
  lockCardByNumber,
  lockOwnCard,
  moveCard,
} from "./wallet.repository.ts";
import { isGiftCardPinOf } from "./wallet-secrets.ts";

/**
 * The wallet (docs/domain/wallet.md): list, add by number (and pin), remove, dissociate.
 * Offers to friends are prepaid-offers.service.ts.
 */

/**
 * One answer for an unknown number, a wrong pin, a card of another kind and another customer's
 * card: which one it was would tell a guesser that a number exists, or that its pin is wrong.
 */
export const cannotAdd = () =>
  new AppError("WALLET_CARD_NOT_FOUND", { message: (m) => m.when.addingCard.WALLET_CARD_NOT_FOUND });

export const notInWallet = () => new AppError("WALLET_CARD_NOT_FOUND");

const offerPending = () => new AppError("PREPAID_OFFER_PENDING");

/** The language the wallet's texts are in: the asked one, else the first of the request's domain. */
export function walletLanguage(host: string, language: Language | undefined): Language {
  return language ?? domainFromHost(host).languages[0];
}

/** GET /api/accounts/me/prepaids: the three lists, statuses on the chain's day. */
export async function listWallet(options: {
  db: Database | Transaction;
  accountId: string;
  language: Language;
  now?: Date;
}): Promise<WalletResponse> {
  const rows = await listAccountWalletCards(options.db, options.accountId);
  return toWalletResponse(rows, options.language, localDateOf(options.now ?? new Date()));
}

/** A wallet at the cap refuses one more card (every list of the answer is bounded, contract). */
export async function requireRoomInWallet(tx: Transaction, accountId: string): Promise<void> {
  const held = await listAccountWalletCards(tx, accountId);
  if (held.length >= MAX_WALLET_CARDS) {
    throw new AppError("WALLET_FULL");
  }
}

/**
 * PATCH .../prepaids, .../giftcard, .../voucher: puts the unattached card `number` of this `kind`
 * in the customer's wallet (a gift card only with its pin). The card row is locked, so two customers
 * racing for one card cannot both get it. Answers the wallet, the new card in it.
 */
export async function addWalletCard(options: {
  db: Database;
  accountId: string;
  language: Language;
  kind: WalletKind;
  number: string;
  pin?: string;
}): Promise<WalletResponse> {
  const { db, accountId } = options;
  return db.transaction(async (tx) => {
    const card = await lockCardByNumber(tx, options.number);
    // The customer's own card tells nothing they do not already see in their wallet.
    if (card && card.accountId === accountId) {
      throw new AppError("WALLET_CARD_ALREADY_ADDED");
    }
    if (!card || card.accountId !== null || walletKindOf(card.type as WalletCardType) !== options.kind) {
      throw cannotAdd();
    }
    if (options.kind === "giftCard" && !isGiftCardPinOf(card.pinHash, card.number, options.pin ?? "")) {
      throw cannotAdd();
    }
    await requireRoomInWallet(tx, accountId);
    if (!(await attachCard(tx, card.id, accountId))) {
      throw cannotAdd();
    }
    return listWallet({ db: tx, accountId, language: options.language });
  });
}

/**
 * DELETE .../prepaids (num) removes any card of the wallet by its number; POST .../prepaids/cancel
 * (id) dissociates a prepaid card. Either way the card leaves the account and returns to nobody
 * (whoever holds the printed number may add it again); refused while an offer is pending.
 */
export async function releaseWalletCard(options: {
  db: Database;
  accountId: string;
  language: Language;
  card: { id: string } | { number: string };
}): Promise<WalletResponse> {
  const { db, accountId } = options;
  return db.transaction(async (tx) => {
    const card = await lockOwnCard(tx, accountId, options.card);
    // Dissociate names a prepaid card by id: a gift card's or voucher's id is not one.
    if (!card || ("id" in options.card && walletKindOf(card.type as WalletCardType) !== "prepaid")) {
      throw notInWallet();
    }
    const given = card.pendingOffer && {
      date: card.pendingOffer.createdAt.toISOString(),
      mail: card.pendingOffer.mail,
    };
    if (!canDissociate({ given })) {
      throw offerPending();
    }
    await moveCard(tx, card.id, null);
    return listWallet({ db: tx, accountId, language: options.language });
  });
}
