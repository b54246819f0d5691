import {
  canAcceptFriend,
  compareFriends,
  type Friend,
  type FriendsResponse,
  MAX_FRIENDS,
} from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError, accountGone } from "../../lib/app-error.ts";
import { requireSiteFlag } from "../advantages/advantages.service.ts";
import { siteOriginOfDomain } from "../wallet/prepaid-offer-mail.ts";
import { queueFriendMail } from "./friend-mail.ts";
import { toFriend } from "./friends.presenter.ts";
import {
  acceptFriendship,
  countInvitations,
  deleteFriendship,
  type FriendViewer,
  findAccountForFriends,
  findBetween,
  findFriendships,
  insertFriendship,
  lockAccountRow,
  lockFriendship,
} from "./friends.repository.ts";

/**
 * Friends (docs/domain/favourites-friends.md): SPEC 7 GET, POST, PATCH and DELETE
 * /api/accounts/me/friends, behind the domain's myFriendsEnabled flag (SPEC 2.2, like the page).
 */

async function viewerOf(db: Database | Transaction, accountId: string) {
  const account = await findAccountForFriends(db, { id: accountId });
  if (!account) {
    throw accountGone();
  }
  const viewer: FriendViewer = {
    id: account.id,
    mail: account.mail,
    mailVerified: account.mailVerifiedAt !== null,
  };
  return { account, viewer };
}

const notFound = () => new AppError("FRIEND_NOT_FOUND");

/** Who asks, on which site: every friends call. */
interface FriendsOptions {
  db: Database;
  accountId: string;
  host: string;
}

/** SPEC 2.2: the friends calls answer only where the site's myFriendsEnabled flag is on. */
async function requireFriendsEnabled(options: FriendsOptions): Promise<void> {
  await requireSiteFlag({ db: options.db, host: options.host, flag: "myFriendsEnabled" });
}

/** GET: received requests first, then friends, then the customer's invitations (compareFriends). */
export async function listFriends(options: FriendsOptions): Promise<FriendsResponse> {
  await requireFriendsEnabled(options);
  const { viewer } = await viewerOf(options.db, options.accountId);
  const rows = await findFriendships(options.db, viewer);
  return rows.map((row) => toFriend(row, viewer)).sort(compareFriends);
}

/**
 * POST: invites `mail`. The answer is the invitation as the inviter sees it — pending, names null —
 * whether or not an account holds the address (no oracle); the invited person gets a request or a
 * sign-up invitation by mail. Inviting an address again answers the same invitation and mails nobody;
 * inviting someone whose request is waiting accepts it.
 */
export async function inviteFriend(
  options: FriendsOptions & { config: Pick<Config, "origins" | "publicUrl">; mail: string },
): Promise<Friend> {
  await requireFriendsEnabled(options);
  return options.db.transaction(async (tx) => {
    await lockAccountRow(tx, options.accountId);
    const { account, viewer } = await viewerOf(tx, options.accountId);
    if (options.mail === account.mail) {
      throw new AppError("FRIEND_SELF");
    }
    const invited = await findAccountForFriends(tx, { mail: options.mail });
    const between = await findBetween(tx, viewer, invited, options.mail);
    if (between.mine) {
      return toFriend(between.mine, viewer);
    }
    if (between.theirs) {
      return acceptInTransaction(tx, viewer, between.theirs.id);
    }
    if ((await countInvitations(tx, account.id)) >= MAX_FRIENDS) {
      throw new AppError("FRIENDS_LIMIT");
    }
    const id = await insertFriendship(tx, {
      requesterId: account.id,
      inviteeMail: options.mail,
      addresseeId: invited?.id ?? null,
    });
    const language = invited?.language ?? account.language;
    const domain = invited?.domain ?? account.domain;
    await queueFriendMail(tx, {
      to: options.mail,
      kind: invited ? "request" : "signUp",
      language,
      inviterName: account.firstName?.trim() || account.mail,
      link: `${siteOriginOfDomain(options.config, domain)}/${language}/friends`,
    });
    const row = await lockFriendship(tx, viewer, id);
    if (!row) {
      throw new Error(`friendship ${id} vanished in its own transaction`);
    }
    return toFriend(row, viewer);
  });
}

async function acceptInTransaction(tx: Transaction, viewer: FriendViewer, id: string): Promise<Friend> {
  const row = await lockFriendship(tx, viewer, id);
  if (!row) {
    throw notFound();
  }
  if (!canAcceptFriend(toFriend(row, viewer).status)) {
    throw new AppError("FRIEND_NOT_RECEIVED");
  }
  await acceptFriendship(tx, id, viewer.id);
  const accepted = await lockFriendship(tx, viewer, id);
  if (!accepted) {
    throw new Error(`friendship ${id} vanished in its own transaction`);
  }
  return toFriend(accepted, viewer);
}

/** PATCH: SPEC 4 "A received request is accepted with PATCH"; answers the friend, now accepted. */
export async function acceptFriend(options: FriendsOptions & { id: string }): Promise<Friend> {
  await requireFriendsEnabled(options);
  return options.db.transaction(async (tx) => {
    const { viewer } = await viewerOf(tx, options.accountId);
    return acceptInTransaction(tx, viewer, options.id);
  });
}

/** DELETE: either side removes a friend, withdraws an invitation or declines a request; answers the list. */
export async function removeFriend(options: FriendsOptions & { id: string }): Promise<FriendsResponse> {
  await requireFriendsEnabled(options);
  await options.db.transaction(async (tx) => {
    const { viewer } = await viewerOf(tx, options.accountId);
    if (!(await lockFriendship(tx, viewer, options.id))) {
      throw notFound();
    }
    await deleteFriendship(tx, options.id);
  });
  return listFriends(options);
}
