import { MAX_FRIENDS } from "@cinelux/contract";
import { and, count, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../db/client.ts";
import { accounts, friendships } from "../../db/schema/index.ts";

/** SQL of the friends (docs/domain/favourites-friends.md). Writes run in the caller's transaction. */

type Db = Database | Transaction;

const inviter = alias(accounts, "inviter");
const invited = alias(accounts, "invited");

export interface FriendViewer {
  id: string;
  mail: string;
  /** Only a verified address finds the invitations mailed to it before its account existed. */
  mailVerified: boolean;
}

/** The friendships `viewer` takes part in: invited by them, invited as their account, or mailed to their address. */
function involving(viewer: FriendViewer): SQL {
  const byMail = viewer.mailVerified
    ? and(isNull(friendships.addresseeId), eq(friendships.inviteeMail, viewer.mail))
    : undefined;
  return or(eq(friendships.requesterId, viewer.id), eq(friendships.addresseeId, viewer.id), byMail) as SQL;
}

const COLUMNS = {
  id: friendships.id,
  requesterId: friendships.requesterId,
  inviteeMail: friendships.inviteeMail,
  createdAt: friendships.createdAt,
  acceptedAt: friendships.acceptedAt,
  inviter: {
    mail: inviter.mail,
    firstName: inviter.firstName,
    infixName: inviter.infixName,
    lastName: inviter.lastName,
  },
  invited: {
    mail: invited.mail,
    firstName: invited.firstName,
    infixName: invited.infixName,
    lastName: invited.lastName,
  },
};

function selectFriendships(db: Db) {
  return db
    .select(COLUMNS)
    .from(friendships)
    .innerJoin(inviter, eq(inviter.id, friendships.requesterId))
    .leftJoin(invited, eq(invited.id, friendships.addresseeId));
}
export type FriendshipView = Awaited<ReturnType<typeof findFriendships>>[number];

/** The viewer's friendships, newest first, at most MAX_FRIENDS. */
export async function findFriendships(db: Db, viewer: FriendViewer) {
  return selectFriendships(db)
    .where(involving(viewer))
    .orderBy(desc(friendships.createdAt), desc(friendships.id))
    .limit(MAX_FRIENDS);
}

/** One friendship of the viewer, locked for the transaction; another's (or none) is undefined. */
export async function lockFriendship(tx: Transaction, viewer: FriendViewer, id: string) {
  const [row] = await selectFriendships(tx)
    .where(and(eq(friendships.id, id), involving(viewer)))
    .for("update", { of: friendships });
  return row;
}

/** The viewer's own invitation of `mail`, or a request to the viewer from the account holding `mail`. */
export async function findBetween(
  tx: Transaction,
  viewer: FriendViewer,
  other: { id: string } | undefined,
  mail: string,
) {
  const mine = await selectFriendships(tx).where(
    and(eq(friendships.requesterId, viewer.id), eq(friendships.inviteeMail, mail)),
  );
  const theirs = other
    ? await selectFriendships(tx).where(and(eq(friendships.requesterId, other.id), involving(viewer)))
    : [];
  return { mine: mine[0], theirs: theirs[0] };
}

export async function countInvitations(tx: Transaction, requesterId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(friendships)
    .where(eq(friendships.requesterId, requesterId));
  return row?.n ?? 0;
}

export async function findAccountForFriends(db: Db, where: { id: string } | { mail: string }) {
  const [row] = await db
    .select({
      id: accounts.id,
      mail: accounts.mail,
      mailVerifiedAt: accounts.mailVerifiedAt,
      firstName: accounts.firstName,
      language: accounts.language,
      domain: accounts.domain,
    })
    .from(accounts)
    .where("id" in where ? eq(accounts.id, where.id) : eq(accounts.mail, where.mail));
  return row;
}

/** Locks the inviter's row: two invitations of one customer at once count one after the other. */
export async function lockAccountRow(tx: Transaction, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
}

export async function insertFriendship(
  tx: Transaction,
  values: { requesterId: string; inviteeMail: string; addresseeId: string | null },
): Promise<string> {
  const [row] = await tx.insert(friendships).values(values).returning({ id: friendships.id });
  if (!row) {
    throw new Error("the friendship was not inserted");
  }
  return row.id;
}

export async function acceptFriendship(tx: Transaction, id: string, addresseeId: string): Promise<void> {
  await tx.update(friendships).set({ addresseeId, acceptedAt: new Date() }).where(eq(friendships.id, id));
}

export async function deleteFriendship(tx: Transaction, id: string): Promise<void> {
  await tx.delete(friendships).where(eq(friendships.id, id));
}
