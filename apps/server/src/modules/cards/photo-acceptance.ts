import {
  accountAfterValidPhoto,
  INCORRECT_PHOTO_REASON,
  subscriptionAfterValidPhoto,
  subscriptionStateOf,
} from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { type SubscriptionRow, subscriptionModelOf } from "../../db/schema/index.ts";
import { accountGone } from "../../lib/app-error.ts";
import {
  hasUnpaidInvoice,
  lockAccountPassFields,
  lockLiveSubscription,
  markCardPhoto,
  updateAccountPassFields,
  updateSubscriptionWithAudit,
} from "./cards.repository.ts";

/**
 * What a pass photo changes once it is accepted, and what a photo waiting for a moderator holds
 * back (docs/staff.md "Pass photos"). The lock order is the upload's: the card (the caller's), then
 * the account, then its live subscription.
 */

export type PhotoOwner = {
  account: NonNullable<Awaited<ReturnType<typeof lockAccountPassFields>>>;
  /** The account's subscription that has not ended, if any. */
  subscription: SubscriptionRow | undefined;
};

/** The card's account and its live subscription, locked until the transaction ends. */
export async function lockPhotoOwner(tx: Transaction, accountId: string): Promise<PhotoOwner> {
  const account = await lockAccountPassFields(tx, accountId);
  if (!account) {
    throw accountGone();
  }
  return { account, subscription: await lockLiveSubscription(tx, accountId) };
}

/** The card is the pass: the live subscription's card, or any card while there is no subscription. */
export function isThePass(owner: PhotoOwner, cardId: string): boolean {
  return owner.subscription === undefined || owner.subscription.cardId === cardId;
}

/**
 * Whether a new photo of the pass waits for a moderator (SPEC 4 incorrect_photo): the pass is
 * blocked for its photo, or its photo is not an accepted one yet (a new pass, a refused or waiting
 * photo). An accepted photo of a pass in good standing is replaced at once, as before review existed.
 */
export function photoNeedsReview(owner: PhotoOwner, card: { photoStatus: string | null }): boolean {
  return (
    card.photoStatus !== "OK" ||
    owner.account.blockedReason === INCORRECT_PHOTO_REASON ||
    owner.subscription?.blockedReason === INCORRECT_PHOTO_REASON
  );
}

/**
 * The pass's photo is accepted: its photo status goes OK and, when the card is the pass, an
 * incorrect_photo block is lifted from the subscription (with its audit row, by `actor`) and from
 * the account, and the account's cached pass fields (status, blockedReason, photoStatus,
 * subscriptionState) are rewritten, so the next GET /api/accounts/me shows no block. Another card
 * than the pass only gets its status: the pass is not its to change.
 */
export async function acceptCardPhoto(
  tx: Transaction,
  options: { owner: PhotoOwner; cardId: string; actor: string; today: string },
): Promise<void> {
  const { owner, cardId } = options;
  if (!isThePass(owner, cardId)) {
    await markCardPhoto(tx, cardId, { photoStatus: "OK" });
    return;
  }
  const row = owner.subscription;
  let subscriptionState: unknown;
  let cardStatus: string | undefined;
  if (row) {
    const before = subscriptionModelOf(row);
    const after = subscriptionAfterValidPhoto(before, options.today, {
      unpaidInvoice: await hasUnpaidInvoice(tx, row.id),
    });
    if (after !== before) {
      await updateSubscriptionWithAudit(tx, {
        subscriptionId: row.id,
        actor: options.actor,
        action: "photoAccepted",
        before,
        after,
      });
      // The card shows its subscription's status (seed and engine alike).
      cardStatus = after.status;
    }
    subscriptionState = subscriptionStateOf(after, options.today);
  }
  await markCardPhoto(tx, cardId, { photoStatus: "OK", ...(cardStatus ? { status: cardStatus } : {}) });
  await updateAccountPassFields(tx, owner.account.accountId, {
    ...accountAfterValidPhoto(owner.account),
    ...(subscriptionState === undefined ? {} : { subscriptionState }),
  });
}
