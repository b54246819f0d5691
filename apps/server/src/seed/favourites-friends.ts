import { inArray } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { insertNew } from "../db/reference/insert-new.ts";
import { accounts, cinemas, favouriteCinemas, friendships } from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";

/**
 * Demo data (docs/domain/favourites-friends.md): Camille's favourite cinemas, in the order
 * she added them, and her circle — Lucas, a friend; Emma, whose request waits for her answer; an
 * invitation of hers to an address with no account yet.
 */
export const DEMO_FAVOURITE_CINEMAS = {
  mail: "camille.martin@example.com",
  slugs: ["cinelux-paris-bastille", "cinelux-paris-batignolles", "cinelux-lyon-confluence"],
} as const;

export const DEMO_FRIENDSHIPS = [
  { from: "lucas.bernard@example.com", to: "camille.martin@example.com", accepted: true },
  { from: "emma.petit@example.com", to: "camille.martin@example.com", accepted: false },
  { from: "camille.martin@example.com", to: "jeanne.roux@example.org", accepted: false },
] as const;

const DAY_MS = 86_400_000;

/** Writes them; keyed by (account, cinema) and (inviter, address), never overwritten. Returns the rows created. */
export async function insertFavouritesAndFriends(tx: Transaction, now: Date): Promise<number> {
  const mails = [DEMO_FAVOURITE_CINEMAS.mail, ...DEMO_FRIENDSHIPS.flatMap((f) => [f.from, f.to])].map(
    normalizeMail,
  );
  const people = await tx
    .select({ id: accounts.id, mail: accounts.mail })
    .from(accounts)
    .where(inArray(accounts.mail, [...new Set(mails)]));
  const idOf = new Map(people.map((person) => [person.mail, person.id]));
  const holder = idOf.get(normalizeMail(DEMO_FAVOURITE_CINEMAS.mail));
  const venues = await tx
    .select({ id: cinemas.id, slug: cinemas.slug })
    .from(cinemas)
    .where(inArray(cinemas.slug, [...DEMO_FAVOURITE_CINEMAS.slugs]));
  const favourites = holder
    ? DEMO_FAVOURITE_CINEMAS.slugs.flatMap((slug, index) => {
        const cinemaId = venues.find((venue) => venue.slug === slug)?.id;
        // Added a week apart, oldest first: the list keeps this order.
        const addedAt = new Date(now.getTime() - (DEMO_FAVOURITE_CINEMAS.slugs.length - index) * 7 * DAY_MS);
        return cinemaId ? [{ accountId: holder, cinemaId, addedAt }] : [];
      })
    : [];
  const createdFavourites = await insertNew(tx, favouriteCinemas, favourites);
  const invitations = DEMO_FRIENDSHIPS.flatMap((friendship, index) => {
    const requesterId = idOf.get(normalizeMail(friendship.from));
    const addresseeId = idOf.get(normalizeMail(friendship.to)) ?? null;
    const createdAt = new Date(now.getTime() - (30 - index * 10) * DAY_MS);
    return requesterId
      ? [
          {
            requesterId,
            inviteeMail: normalizeMail(friendship.to),
            addresseeId,
            createdAt,
            acceptedAt: friendship.accepted ? new Date(createdAt.getTime() + DAY_MS) : null,
          },
        ]
      : [];
  });
  return createdFavourites + (await insertNew(tx, friendships, invitations));
}
