import { type Friend, friendNamesVisible, friendStatusFor } from "@cinelux/contract";
import type { FriendshipView, FriendViewer } from "./friends.repository.ts";

/** FriendSchema's bound on a name. */
const MAX_NAME = 100;

/**
 * A friendship as `viewer` sees it (SPEC 3 "Friend"): the other person's names and mail, the status
 * from the viewer's side. A pending invitation shows only the address typed, never names
 * (docs/domain/favourites-friends.md "No oracle").
 */
export function toFriend(row: FriendshipView, viewer: Pick<FriendViewer, "id">): Friend {
  const isInviter = row.requesterId === viewer.id;
  const status = friendStatusFor({ isInviter, accepted: row.acceptedAt !== null });
  const other = isInviter ? row.invited : row.inviter;
  const visible = friendNamesVisible(status) && other !== null;
  const name = (part: string | null | undefined) => (visible && part ? part.slice(0, MAX_NAME) : null);
  return {
    id: row.id,
    firstName: name(other?.firstName),
    infixName: name(other?.infixName),
    lastName: name(other?.lastName),
    // The inviter typed the address; once accepted, the friend's current one.
    mail: isInviter
      ? status === "accepted" && row.invited
        ? row.invited.mail
        : row.inviteeMail
      : row.inviter.mail,
    date: (row.acceptedAt ?? row.createdAt).toISOString(),
    status,
  };
}
