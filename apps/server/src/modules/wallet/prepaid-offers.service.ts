import { randomBytes } from "node:crypto";
import {
  type ClaimPrepaidResponse,
  canCancelPrepaidOffer,
  canOfferPrepaid,
  type Language,
  MAX_GIVER_FIRST_NAME_LENGTH,
  prepaidStatusCodeOf,
  type WalletCardType,
  type WalletResponse,
  walletKindOf,
} from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError, accountGone } from "../../lib/app-error.ts";
import { localDateOf } from "../../lib/local-time.ts";
import { claimLink, queuePrepaidOfferMail, siteOriginOfDomain } from "./prepaid-offer-mail.ts";
import {
  cancelOffer,
  findAccountForMail,
  insertOffer,
  lockOwnCard,
  lockPendingOfferByTokenHash,
  markOfferClaimed,
  moveCard,
  touchCard,
} from "./wallet.repository.ts";
import { listWallet, notInWallet, requireRoomInWallet } from "./wallet.service.ts";
import { claimTokenHash } from "./wallet-secrets.ts";

/**
 * SPEC 4 "Prepaid cards can be offered" (docs/domain/wallet.md "Offers"): the giver offers a
 * shareable card to a friend's address; the friend's mail carries a claim link; claimed, the card
 * moves to the friend's wallet; until then the giver sees `given` and may cancel.
 */

/** The customer's own prepaid card, locked, with its pending offer; another kind or another's: 404. */
async function lockOwnPrepaid(tx: Parameters<typeof lockOwnCard>[0], accountId: string, id: string) {
  const card = await lockOwnCard(tx, accountId, { id });
  if (!card || walletKindOf(card.type as WalletCardType) !== "prepaid") {
    throw notInWallet();
  }
  return card;
}

/** POST /api/accounts/me/prepaids/donate: offers card `id` to `email` and mails the friend the claim link. */
export async function offerPrepaid(options: {
  db: Database;
  config: Pick<Config, "origins" | "publicUrl">;
  accountId: string;
  language: Language;
  id: string;
  email: string;
  now?: Date;
}): Promise<WalletResponse> {
  const { db, accountId } = options;
  return db.transaction(async (tx) => {
    const card = await lockOwnPrepaid(tx, accountId, options.id);
    if (card.pendingOffer) {
      throw new AppError("PREPAID_OFFER_PENDING", {
        message: (m) => m.when.offeringAgain.PREPAID_OFFER_PENDING,
      });
    }
    const today = localDateOf(options.now ?? new Date());
    const status = prepaidStatusCodeOf(
      { remaining: card.remainingQuantity, expirationDate: card.expirationDate },
      today,
    );
    const type = card.type as WalletCardType;
    if (!canOfferPrepaid({ type, status, shareable: card.shareable, given: null })) {
      throw new AppError("PREPAID_NOT_SHAREABLE");
    }
    const giver = await findAccountForMail(tx, accountId);
    if (!giver) {
      throw accountGone();
    }
    if (giver.mail.toLowerCase() === options.email.toLowerCase()) {
      throw new AppError("PREPAID_OFFER_TO_SELF");
    }
    const token = randomBytes(32).toString("base64url");
    await insertOffer(tx, {
      cardId: card.id,
      giverAccountId: accountId,
      friendMail: options.email,
      tokenHash: claimTokenHash(token),
    });
    await touchCard(tx, card.id);
    await queuePrepaidOfferMail(tx, {
      to: options.email,
      language: giver.language,
      giverName: giver.firstName?.trim() || giver.mail,
      cardName: card.name[giver.language],
      cardNumber: card.number,
      remaining: card.remainingQuantity,
      expirationDate: card.expirationDate,
      link: claimLink(siteOriginOfDomain(options.config, giver.domain), giver.language, token),
    });
    return listWallet({ db: tx, accountId, language: options.language });
  });
}

/** POST /api/accounts/me/prepaids/donate/cancel: takes back an offer the friend has not claimed. */
export async function cancelPrepaidOffer(options: {
  db: Database;
  accountId: string;
  language: Language;
  id: string;
}): Promise<WalletResponse> {
  const { db, accountId } = options;
  return db.transaction(async (tx) => {
    const card = await lockOwnPrepaid(tx, accountId, options.id);
    const given = card.pendingOffer && {
      date: card.pendingOffer.createdAt.toISOString(),
      mail: card.pendingOffer.mail,
    };
    const type = card.type as WalletCardType;
    if (!card.pendingOffer || !canCancelPrepaidOffer({ type, status: 2, shareable: card.shareable, given })) {
      throw new AppError("PREPAID_NO_PENDING_OFFER");
    }
    await cancelOffer(tx, card.pendingOffer.id);
    await touchCard(tx, card.id);
    return listWallet({ db: tx, accountId, language: options.language });
  });
}

/**
 * POST /api/accounts/me/prepaids/claim: the signed-in friend takes the offered card. The token is the
 * secret (the friend may sign in with another address than the one it was mailed to); one claim per
 * offer, never by the giver. Answers the friend's wallet and `claimed`: the card and the giver's
 * first name, so the page can say who offered it (the mail already named them to the friend).
 */
export async function claimPrepaidOffer(options: {
  db: Database;
  accountId: string;
  language: Language;
  token: string;
}): Promise<ClaimPrepaidResponse> {
  const { db, accountId } = options;
  return db.transaction(async (tx) => {
    const offer = await lockPendingOfferByTokenHash(tx, claimTokenHash(options.token));
    if (!offer) {
      throw new AppError("PREPAID_CLAIM_INVALID");
    }
    if (offer.giverAccountId === accountId) {
      throw new AppError("PREPAID_OFFER_TO_SELF", {
        message: (m) => m.when.claimingOwnOffer.PREPAID_OFFER_TO_SELF,
      });
    }
    await requireRoomInWallet(tx, accountId);
    await markOfferClaimed(tx, offer.id, accountId);
    await moveCard(tx, offer.cardId, accountId);
    const wallet = await listWallet({ db: tx, accountId, language: options.language });
    const card = wallet.prepaids.find((held) => held.id === offer.cardId);
    if (!card) {
      throw new Error(`claimed card ${offer.cardId} is not in the wallet it moved to`);
    }
    const giver = await findAccountForMail(tx, offer.giverAccountId);
    return { ...wallet, claimed: { card, giverFirstName: giverFirstNameOf(giver?.firstName) } };
  });
}

/** The giver's first name as the friend may see it: trimmed, bounded, null when there is none. */
function giverFirstNameOf(firstName: string | null | undefined): string | null {
  const trimmed = firstName?.trim().slice(0, MAX_GIVER_FIRST_NAME_LENGTH).trim();
  return trimmed ? trimmed : null;
}
