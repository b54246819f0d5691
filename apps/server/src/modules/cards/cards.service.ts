import { type CardsResponse, sameHolderLastName, type UpdatePhotoResponse } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { localDateOf } from "../../lib/local-time.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { reencodePhoto } from "./card-photo.ts";
import { cardPicturePath, toPassCard } from "./cards.presenter.ts";
import {
  attachCardToAccount,
  findOwnCardPhoto,
  listAccountCards,
  lockCardByNumber,
  lockOwnCard,
  ownCardExists,
  storeCardPhoto,
  updateAccountPassFields,
} from "./cards.repository.ts";
import { acceptCardPhoto, isThePass, lockPhotoOwner, photoNeedsReview } from "./photo-acceptance.ts";

/** Card ids are uuids: anything else names no card (and must not reach PostgreSQL's uuid cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cardNotFound = () => new AppError("PASS_CARD_NOT_FOUND");

/**
 * One answer for a wrong number, a wrong name and another customer's card: which of them it was
 * would tell a guesser that a number exists or that someone holds it.
 */
const cannotAttach = () =>
  new AppError("PASS_CARD_NOT_FOUND", { message: (m) => m.when.addingCard.PASS_CARD_NOT_FOUND });

/** GET /api/accounts/me/cards. */
export async function listOwnCards(options: { db: Database; accountId: string }): Promise<CardsResponse> {
  const rows = await listAccountCards(options.db, options.accountId);
  return rows.map(toPassCard);
}

/**
 * PATCH /api/accounts/me/cards: attaches the unattached card `cardNumber` when `lastname` is its
 * holder's (sameHolderLastName: accents and case ignored). The card row is locked, so two customers
 * racing for one card cannot both get it. Answers the customer's cards, the new one included.
 */
export async function attachOwnCard(options: {
  db: Database;
  accountId: string;
  lastname: string;
  cardNumber: string;
}): Promise<CardsResponse> {
  const { db, accountId } = options;
  await db.transaction(async (tx) => {
    const card = await lockCardByNumber(tx, options.cardNumber);
    // The customer's own card tells nothing they do not already see in their list.
    if (card && card.accountId === accountId) {
      throw new AppError("PASS_CARD_ALREADY_ATTACHED");
    }
    if (!card || card.accountId !== null || !sameHolderLastName(options.lastname, card.holderLastName)) {
      throw cannotAttach();
    }
    if (!(await attachCardToAccount(tx, card.id, accountId))) {
      throw cannotAttach();
    }
  });
  return listOwnCards({ db, accountId });
}

/** GET /api/accounts/me/cards/picture/{id}.jpg: the owner's photo bytes, else PASS_CARD_NOT_FOUND. */
export async function readOwnCardPhoto(options: {
  db: Database;
  accountId: string;
  cardId: string;
}): Promise<Uint8Array> {
  if (!UUID.test(options.cardId)) {
    throw cardNotFound();
  }
  const photo = await findOwnCardPhoto(options.db, options.accountId, options.cardId);
  if (!photo) {
    throw cardNotFound();
  }
  return photo;
}

/** Refuses another customer's card before any CPU is spent decoding the upload. */
export async function requireOwnCard(options: { db: Database; accountId: string; cardId: string }) {
  if (!UUID.test(options.cardId) || !(await ownCardExists(options.db, options.accountId, options.cardId))) {
    throw cardNotFound();
  }
}

/**
 * POST /api/accounts/me/updatePhoto: re-encodes the upload (card-photo.ts), then in ONE transaction
 * stores it on the customer's card. A photo of the pass that must be checked (photoNeedsReview: a
 * pass blocked for its photo, or one with no accepted photo yet) waits for a moderator as PENDING,
 * the block kept, and the account's copy of the photo status says PENDING ("under review"); the
 * moderator's approval lifts the block (staff-photos.service.ts). An accepted photo of a pass in
 * good standing, or a photo of another card, is accepted at once (acceptCardPhoto). `now` is
 * injectable for tests that move the day.
 */
export async function updateOwnCardPhoto(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
  cardId: string;
  bytes: Uint8Array;
  now?: Date;
}): Promise<UpdatePhotoResponse> {
  const { db, accountId, cardId } = options;
  await requireOwnCard({ db, accountId, cardId });
  const photo = await reencodePhoto(options.bytes);
  const today = localDateOf(options.now ?? new Date());
  const photoStatus = await db.transaction(async (tx): Promise<"OK" | "PENDING"> => {
    const card = await lockOwnCard(tx, accountId, cardId);
    if (!card) {
      throw cardNotFound();
    }
    const owner = await lockPhotoOwner(tx, accountId);
    if (isThePass(owner, cardId) && photoNeedsReview(owner, card)) {
      await storeCardPhoto(tx, cardId, { photo, photoStatus: "PENDING" });
      await updateAccountPassFields(tx, accountId, { photoStatus: "PENDING" });
      return "PENDING";
    }
    await storeCardPhoto(tx, cardId, { photo, photoStatus: "OK" });
    await acceptCardPhoto(tx, { owner, cardId, actor: accountId, today });
    return "OK";
  });
  // The NOTIFY trigger evicts every process's copy; this process reads its own write at once.
  options.cache.evict(accountId);
  return { cardId, photoStatus, picture: cardPicturePath(cardId) };
}
