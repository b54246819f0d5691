import {
  type ListStaffPhotosResponse,
  type RefuseStaffPhotoRequest,
  STAFF_PHOTOS_PAGE_SIZE,
  type StaffPhotoDecisionResponse,
} from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { localDateOf } from "../../lib/local-time.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { recordStaffAction } from "../staff/staff-audit.service.ts";
import { siteOriginOfDomain } from "../wallet/prepaid-offer-mail.ts";
import {
  countPendingPhotos,
  findCardPhoto,
  listPendingPhotos,
  lockCardForReview,
  markCardPhoto,
  updateAccountPassFields,
} from "./cards.repository.ts";
import { acceptCardPhoto, isThePass, lockPhotoOwner } from "./photo-acceptance.ts";
import { queuePhotoRefusedMail } from "./photo-refused-mail.ts";
import { toStaffPhoto } from "./staff-photos.presenter.ts";

/**
 * The moderators' side of the pass photos (docs/staff.md "Pass photos"): the queue of photos under
 * review, each photo, approve and refuse. A decision, its effect on the customer's pass and its
 * audit row share one transaction, under the card's lock: of two moderators deciding at once, the
 * second finds the photo decided and gets PHOTO_NOT_PENDING.
 */

const photoNotFound = (cardId: string) => new AppError("PHOTO_NOT_FOUND", { detail: `No card ${cardId}.` });

export async function listPhotosToReview(options: {
  db: Database;
  page: number;
}): Promise<ListStaffPhotosResponse> {
  const offset = (options.page - 1) * STAFF_PHOTOS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listPendingPhotos(options.db, { limit: STAFF_PHOTOS_PAGE_SIZE, offset }),
    countPendingPhotos(options.db),
  ]);
  return { photos: rows.map(toStaffPhoto), page: options.page, pageSize: STAFF_PHOTOS_PAGE_SIZE, total };
}

/** Any card's stored photo, whatever its status: a moderator may look at a decided one too. */
export async function readPhotoToReview(options: { db: Database; cardId: string }): Promise<Uint8Array> {
  const photo = await findCardPhoto(options.db, options.cardId);
  if (!photo) {
    throw photoNotFound(options.cardId);
  }
  return photo;
}

/**
 * The card under the review lock, with its account; refused unless its photo still waits and is
 * the upload the moderator saw (`uploadedAt`, to the millisecond the queue shows).
 */
async function lockPendingCard(
  tx: Transaction,
  cardId: string,
  uploadedAt: string,
): Promise<{ accountId: string }> {
  const card = await lockCardForReview(tx, cardId);
  if (!card || card.accountId === null) {
    throw photoNotFound(cardId);
  }
  if (card.photoStatus !== "PENDING") {
    throw new AppError("PHOTO_NOT_PENDING", { detail: `Card ${cardId} photo is ${card.photoStatus}.` });
  }
  if (card.photoUpdatedAt?.getTime() !== Date.parse(uploadedAt)) {
    throw new AppError("PHOTO_REPLACED", {
      detail: `Card ${cardId} photo was sent again after ${uploadedAt}.`,
    });
  }
  return { accountId: card.accountId };
}

interface DecisionOptions {
  db: Database;
  cache: AccountCache;
  staffId: string;
  cardId: string;
  /** The upload the moderator looked at. */
  uploadedAt: string;
}

/** The photo is the holder's: it is accepted and an incorrect_photo block lifts (acceptCardPhoto). */
export async function approvePhoto(
  options: DecisionOptions & { now?: Date },
): Promise<StaffPhotoDecisionResponse> {
  const { cardId } = options;
  const today = localDateOf(options.now ?? new Date());
  const accountId = await options.db.transaction(async (tx) => {
    const { accountId } = await lockPendingCard(tx, cardId, options.uploadedAt);
    const owner = await lockPhotoOwner(tx, accountId);
    await acceptCardPhoto(tx, { owner, cardId, actor: `staff:${options.staffId}`, today });
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "photo.approved",
      target: { kind: "pass_card", id: cardId },
    });
    return accountId;
  });
  options.cache.evict(accountId);
  return { cardId, photoStatus: "OK" };
}

/**
 * The photo is refused: its status goes KO, a block stays as it is (SPEC 4 incorrect_photo: the
 * customer's toast shows again), and the customer gets the `photo_refused` mail saying why.
 */
export async function refusePhoto(
  options: DecisionOptions & {
    config: Pick<Config, "origins" | "publicUrl">;
    refusal: RefuseStaffPhotoRequest;
  },
): Promise<StaffPhotoDecisionResponse> {
  const { cardId, refusal } = options;
  const accountId = await options.db.transaction(async (tx) => {
    const { accountId } = await lockPendingCard(tx, cardId, options.uploadedAt);
    const owner = await lockPhotoOwner(tx, accountId);
    await markCardPhoto(tx, cardId, { photoStatus: "KO" });
    if (isThePass(owner, cardId)) {
      await updateAccountPassFields(tx, accountId, { photoStatus: "KO" });
    }
    const { account } = owner;
    await queuePhotoRefusedMail(tx, {
      to: account.mail,
      language: account.language,
      reason: refusal.reason,
      uploadUrl: `${siteOriginOfDomain(options.config, account.domain)}/${account.language}/subscription?photo=1`,
    });
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "photo.refused",
      target: { kind: "pass_card", id: cardId },
      reason: refusal.reason,
      ...(refusal.note === undefined ? {} : { details: { note: refusal.note } }),
    });
    return accountId;
  });
  options.cache.evict(accountId);
  return { cardId, photoStatus: "KO" };
}
