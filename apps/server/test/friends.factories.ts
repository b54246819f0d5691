// Friendships a test makes between its own customers (STYLE.md "Tests"), instead of the demo circle.
import type { Database } from "../src/db/client.ts";
import { type AccountRow, type FriendshipRow, friendships } from "../src/db/schema/index.ts";
import { normalizeMail } from "../src/lib/mail-address.ts";

const DAY_MS = 86_400_000;

/**
 * An invitation from `from` to `to` (a customer, or an address with no account yet), sent
 * `daysAgo` days ago (the list shows the newest first); `accepted` a day after it was sent.
 */
export async function createFriendship(
  db: Database,
  options: {
    from: Pick<AccountRow, "id">;
    to: Pick<AccountRow, "id" | "mail"> | string;
    accepted?: boolean;
    daysAgo?: number;
  },
): Promise<FriendshipRow> {
  const createdAt = new Date(Date.now() - (options.daysAgo ?? 1) * DAY_MS);
  const addressee = typeof options.to === "string" ? undefined : options.to;
  if (options.accepted && !addressee) {
    throw new Error("only an invitation to a customer can be accepted");
  }
  const [friendship] = await db
    .insert(friendships)
    .values({
      requesterId: options.from.id,
      inviteeMail: normalizeMail(addressee?.mail ?? (options.to as string)),
      addresseeId: addressee?.id ?? null,
      createdAt,
      acceptedAt: options.accepted ? new Date(createdAt.getTime() + DAY_MS) : null,
    })
    .returning();
  if (!friendship) {
    throw new Error("the friendship was not inserted");
  }
  return friendship;
}
