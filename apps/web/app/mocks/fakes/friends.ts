import {
  AddFriendRequestSchema,
  canAcceptFriend,
  compareFriends,
  FRIEND_INVITATION_LIMIT,
  type Friend,
  FriendIdRequestSchema,
  MAX_FRIENDS,
} from "@cinelux/contract/friends";
import { HttpResponse, http } from "msw";
import { FAKE_FRIEND_WITH_ACCOUNT, fakeInitialFriends } from "../data/friends";
import { fakeUuid } from "../data/history";
import { type FakeState, fakeDb } from "../fake-db";
import { coded, codedAs, signedInBody, unauthorized } from "../fake-responses";

/**
 * The friends on the fakes (docs/domain/favourites-friends.md), as the server answers: an
 * invitation is pending with null names whatever the address; inviting it again answers the same
 * one; FRIEND_INVITATION_LIMIT a day; only a received request is accepted.
 */
export interface FakeFriends {
  list: Friend[];
  /** When each invitation was asked (ms), for the limit. */
  invitations: number[];
  /** The fake's outbox: who was mailed what. */
  mails: { to: string; kind: "friend_request" | "friend_invitation" }[];
}

const circles = new WeakMap<FakeState, FakeFriends>();

export function fakeFriends(): FakeFriends {
  const state = fakeDb();
  let circle = circles.get(state);
  if (!circle) {
    circle = { list: fakeInitialFriends(), invitations: [], mails: [] };
    circles.set(state, circle);
  }
  return circle;
}

const sorted = () => [...fakeFriends().list].sort(compareFriends);
const notFound = (request: Request) => coded(request, "FRIEND_NOT_FOUND");

function invite(request: Request, mail: string): Response {
  const circle = fakeFriends();
  if (mail === fakeDb().account.mail.toLowerCase()) {
    return coded(request, "FRIEND_SELF");
  }
  const mine = circle.list.find((friend) => friend.mail === mail && friend.status !== "received");
  if (mine) {
    return HttpResponse.json(mine);
  }
  const theirs = circle.list.find((friend) => friend.mail === mail);
  if (theirs) {
    theirs.status = "accepted";
    theirs.date = new Date().toISOString();
    return HttpResponse.json(theirs);
  }
  if (circle.list.length >= MAX_FRIENDS) {
    return coded(request, "FRIENDS_LIMIT");
  }
  const friend: Friend = {
    id: fakeUuid(`friend:${mail}:${Date.now()}`),
    firstName: null,
    infixName: null,
    lastName: null,
    mail,
    date: new Date().toISOString(),
    status: "pending",
  };
  circle.list.push(friend);
  circle.mails.push({
    to: mail,
    kind: mail === FAKE_FRIEND_WITH_ACCOUNT ? "friend_request" : "friend_invitation",
  });
  return HttpResponse.json(friend);
}

export const friendsHandlers = [
  http.get(
    "*/api/accounts/me/friends",
    ({ request }) => unauthorized(request) ?? HttpResponse.json(sorted()),
  ),

  http.post("*/api/accounts/me/friends", async ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    // As the server: every POST counts, in a fixed window per customer.
    const now = Date.now();
    const circle = fakeFriends();
    circle.invitations = circle.invitations.filter((at) => now - at < FRIEND_INVITATION_LIMIT.windowMs);
    if (circle.invitations.length >= FRIEND_INVITATION_LIMIT.max) {
      const seconds = Math.ceil(
        (FRIEND_INVITATION_LIMIT.windowMs - (now - (circle.invitations[0] ?? now))) / 1000,
      );
      return codedAs(request, "RATE_LIMITED", (m) => m.RATE_LIMITED(seconds));
    }
    circle.invitations.push(now);
    const body = await signedInBody(request, AddFriendRequestSchema);
    return body.refused ?? invite(request, body.data.mail);
  }),

  http.patch("*/api/accounts/me/friends", async ({ request }) => {
    const body = await signedInBody(request, FriendIdRequestSchema);
    if (body.refused) {
      return body.refused;
    }
    const friend = fakeFriends().list.find((candidate) => candidate.id === body.data.id);
    if (!friend) {
      return notFound(request);
    }
    if (!canAcceptFriend(friend.status)) {
      return coded(request, "FRIEND_NOT_RECEIVED");
    }
    friend.status = "accepted";
    friend.date = new Date().toISOString();
    return HttpResponse.json(friend);
  }),

  http.delete("*/api/accounts/me/friends", async ({ request }) => {
    const body = await signedInBody(request, FriendIdRequestSchema);
    if (body.refused) {
      return body.refused;
    }
    const circle = fakeFriends();
    if (!circle.list.some((friend) => friend.id === body.data.id)) {
      return notFound(request);
    }
    circle.list = circle.list.filter((friend) => friend.id !== body.data.id);
    return HttpResponse.json(sorted());
  }),
];
