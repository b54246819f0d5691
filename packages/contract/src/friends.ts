import * as z from "zod";

/**
 * Friends (docs/domain/favourites-friends.md): SPEC 3 "Friend", SPEC 4 "Friend status",
 * SPEC 7 GET, POST, PATCH and DELETE /api/accounts/me/friends (flag myFriendsEnabled).
 */

export const FRIEND_STATUSES = ["pending", "received", "accepted"] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];

/** The GET list's bound; an inviter holding this many invitations and friends is refused another. */
export const MAX_FRIENDS = 200;
/**
 * Invitations mail a third party: 20 a day per customer (docs/domain/favourites-friends.md), far
 * above a customer inviting their circle, far below a mail cannon. Windows are fixed.
 */
export const FRIEND_INVITATION_LIMIT = { max: 20, windowMs: 24 * 60 * 60_000 } as const;
/** Accept and remove: per customer, per minute. */
export const FRIEND_WRITE_LIMIT = { max: 30, windowMs: 60_000 } as const;

/**
 * SPEC 3 "Friend". `id` is the friendship's (PATCH and DELETE name it). `mail` is the address the
 * inviter typed (pending) or the other customer's. The names are null while pending: showing them
 * would tell the inviter whether the address has an account (`friendNamesVisible`).
 */
export const FriendSchema = z.object({
  id: z.uuid(),
  firstName: z.string().max(100).nullable(),
  infixName: z.string().max(100).nullable(),
  lastName: z.string().max(100).nullable(),
  mail: z.string().max(254),
  /** ISO date-time: when accepted, else when invited. */
  date: z.string(),
  status: z.enum(FRIEND_STATUSES),
});
export type Friend = z.infer<typeof FriendSchema>;

export const FriendsResponseSchema = z.array(FriendSchema).max(MAX_FRIENDS);
export type FriendsResponse = z.infer<typeof FriendsResponseSchema>;

/** POST /api/accounts/me/friends: SPEC 5 "Friend add. Needs the mail." */
export const AddFriendRequestSchema = z.strictObject({
  mail: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});
export type AddFriendRequest = z.input<typeof AddFriendRequestSchema>;

/** PATCH (accept a received request) and DELETE (remove) /api/accounts/me/friends name the friendship. */
export const FriendIdRequestSchema = z.strictObject({ id: z.uuid() });
export type FriendIdRequest = z.infer<typeof FriendIdRequestSchema>;

/** SPEC 4: the status a customer sees, from their side of the invitation. */
export function friendStatusFor(options: { isInviter: boolean; accepted: boolean }): FriendStatus {
  if (options.accepted) {
    return "accepted";
  }
  return options.isInviter ? "pending" : "received";
}

/** SPEC 4 "A received request is accepted with PATCH": only the invited side accepts. */
export function canAcceptFriend(status: FriendStatus): boolean {
  return status === "received";
}

/**
 * No oracle: the inviter learns the invited person's names only once they accept. A received request
 * names its inviter (they chose to reveal themselves by inviting).
 */
export function friendNamesVisible(status: FriendStatus): boolean {
  return status !== "pending";
}

const STATUS_ORDER: Record<FriendStatus, number> = { received: 0, accepted: 1, pending: 2 };

/** The list's order: received requests first (they wait for an answer), then friends, then invitations; newest first. */
export function compareFriends(
  a: Pick<Friend, "status" | "date">,
  b: Pick<Friend, "status" | "date">,
): number {
  return STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || b.date.localeCompare(a.date);
}

/** The name a screen shows: "first infix last" when known, else the mail. */
export function friendDisplayName(
  friend: Pick<Friend, "firstName" | "infixName" | "lastName" | "mail">,
): string {
  const name = [friend.firstName, friend.infixName, friend.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || friend.mail;
}
