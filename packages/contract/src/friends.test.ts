import { describe, expect, it } from "vitest";
import {
  AddFriendRequestSchema,
  canAcceptFriend,
  compareFriends,
  FriendIdRequestSchema,
  friendDisplayName,
  friendNamesVisible,
  friendStatusFor,
} from "./friends.ts";

describe("friend rules (SPEC 4)", () => {
  it("shows an invitation pending to its inviter and received to the invited", () => {
    expect(friendStatusFor({ isInviter: true, accepted: false })).toBe("pending");
    expect(friendStatusFor({ isInviter: false, accepted: false })).toBe("received");
    expect(friendStatusFor({ isInviter: true, accepted: true })).toBe("accepted");
    expect(friendStatusFor({ isInviter: false, accepted: true })).toBe("accepted");
  });

  it("lets only a received request be accepted", () => {
    expect(canAcceptFriend("received")).toBe(true);
    expect(canAcceptFriend("pending")).toBe(false);
    expect(canAcceptFriend("accepted")).toBe(false);
  });

  it("hides the invited person's names until they accept", () => {
    expect(friendNamesVisible("pending")).toBe(false);
    expect(friendNamesVisible("received")).toBe(true);
    expect(friendNamesVisible("accepted")).toBe(true);
  });

  it("lists received first, then friends, then invitations, newest first", () => {
    const list = [
      { status: "pending" as const, date: "2026-01-03T00:00:00.000Z" },
      { status: "accepted" as const, date: "2026-01-01T00:00:00.000Z" },
      { status: "accepted" as const, date: "2026-01-02T00:00:00.000Z" },
      { status: "received" as const, date: "2025-12-01T00:00:00.000Z" },
    ];
    expect([...list].sort(compareFriends).map((f) => `${f.status} ${f.date.slice(0, 10)}`)).toEqual([
      "received 2025-12-01",
      "accepted 2026-01-02",
      "accepted 2026-01-01",
      "pending 2026-01-03",
    ]);
  });

  it("names a friend by their names, else by the mail", () => {
    expect(
      friendDisplayName({ firstName: "Sanne", infixName: "de", lastName: "Vries", mail: "s@x.nl" }),
    ).toBe("Sanne de Vries");
    expect(friendDisplayName({ firstName: null, infixName: null, lastName: " ", mail: "s@x.nl" })).toBe(
      "s@x.nl",
    );
  });

  it("needs a mail, lower-cased, and an id", () => {
    expect(AddFriendRequestSchema.parse({ mail: " Sanne@Example.COM " })).toEqual({
      mail: "sanne@example.com",
    });
    expect(AddFriendRequestSchema.safeParse({}).success).toBe(false);
    expect(AddFriendRequestSchema.safeParse({ mail: "not a mail" }).success).toBe(false);
    expect(AddFriendRequestSchema.safeParse({ mail: `${"a".repeat(250)}@x.fr` }).success).toBe(false);
    expect(FriendIdRequestSchema.safeParse({ id: "1" }).success).toBe(false);
  });
});
