import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { createdAt, ownerAccountId } from "./columns.ts";

/**
 * SPEC 3 "Friend", SPEC 4 "Friend status": one invitation from a customer to an address. The inviter
 * sees it pending and the invited customer received until accepted; both then see it accepted.
 * `addresseeId` is null while no account holds the address: the invited person may sign up later
 * and then finds the request received (docs/domain/favourites-friends.md).
 */
export const friendships = pgTable(
  "friendships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requesterId: ownerAccountId("requester_id"),
    /** The address the inviter typed, lower-case. */
    inviteeMail: text("invitee_mail").notNull(),
    addresseeId: uuid("addressee_id").references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    // One invitation per inviter and address: inviting again answers the same row, mails nobody.
    uniqueIndex("friendships_requester_mail_idx").on(t.requesterId, t.inviteeMail),
    index("friendships_addressee_idx").on(t.addresseeId),
    index("friendships_invitee_mail_idx").on(t.inviteeMail),
    check(
      "friendships_not_self_check",
      sql`${t.addresseeId} is null or ${t.addresseeId} <> ${t.requesterId}`,
    ),
    check("friendships_accepted_check", sql`${t.acceptedAt} is null or ${t.addresseeId} is not null`),
  ],
);
export type FriendshipRow = typeof friendships.$inferSelect;
