import type { Friend } from "@cinelux/contract/friends";
import { fakeUuid } from "./history";

const DAY_MS = 86_400_000;

/** The fake customer's circle at the start, as the seed gives Camille (docs/domain/favourites-friends.md). */
export function fakeInitialFriends(now = new Date()): Friend[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return [
    {
      id: fakeUuid("friend:emma"),
      firstName: "Emma",
      infixName: null,
      lastName: "Petit",
      mail: "emma.petit@example.com",
      date: daysAgo(10),
      status: "received",
    },
    {
      id: fakeUuid("friend:lucas"),
      firstName: "Lucas",
      infixName: null,
      lastName: "Bernard",
      mail: "lucas.bernard@example.com",
      date: daysAgo(29),
      status: "accepted",
    },
    {
      id: fakeUuid("friend:jeanne"),
      firstName: null,
      infixName: null,
      lastName: null,
      mail: "jeanne.roux@example.org",
      date: daysAgo(10),
      status: "pending",
    },
  ];
}

/** An address the fake treats as holding an account: inviting it sends a request, not a sign-up mail. */
export const FAKE_FRIEND_WITH_ACCOUNT = "sanne.devries@example.com";
