import { FRIEND_INVITATION_LIMIT, FriendSchema, FriendsResponseSchema } from "@cinelux/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { createFriendship } from "../../../test/friends.factories.ts";
import { outboxMails, siteSettings } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });

const URL = "/api/accounts/me/friends";
type Customer = Awaited<ReturnType<typeof createCustomer>>;
const newCustomer = (overrides: Parameters<typeof createCustomer>[1] = {}) =>
  createCustomer(t.database.db, overrides);
const invite = (customer: Customer, mail: string) =>
  injectAs(t, customer, { method: "POST", url: URL, payload: { mail } });
const accept = (customer: Customer, id: string) =>
  injectAs(t, customer, { method: "PATCH", url: URL, payload: { id } });
const remove = (customer: Customer, id: string) =>
  injectAs(t, customer, { method: "DELETE", url: URL, payload: { id } });
const list = async (customer: Customer) => {
  const response = await injectAs(t, customer, { method: "GET", url: URL });
  expect(response.statusCode).toBe(200);
  return FriendsResponseSchema.parse(response.json());
};
const mailsTo = (recipient: string) =>
  t.database.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.recipient, recipient), sql`${outboxMails.kind} like 'friend_%'`))
    .orderBy(desc(outboxMails.createdAt));
let unknownAddresses = 0;
const nobody = () => `nobody-${++unknownAddresses}-${Date.now()}@example.test`;

describe("GET /api/accounts/me/friends", () => {
  it("lists Camille's demo circle: Emma's request first, Lucas a friend, her invitation last", async () => {
    const camille = await newCustomer({ firstName: "Camille" });
    const lucas = await newCustomer({ firstName: "Lucas" });
    const emma = await newCustomer({ firstName: "Emma" });
    const jeanne = nobody();
    // Oldest first, as the circle grew: Lucas a friend, then Emma's request, then her invitation.
    await createFriendship(t.database.db, { from: lucas, to: camille, accepted: true, daysAgo: 30 });
    await createFriendship(t.database.db, { from: emma, to: camille, daysAgo: 20 });
    await createFriendship(t.database.db, { from: camille, to: jeanne, daysAgo: 10 });
    expect((await list(camille)).map((friend) => [friend.status, friend.firstName, friend.mail])).toEqual([
      ["received", "Emma", emma.mail],
      ["accepted", "Lucas", lucas.mail],
      ["pending", null, jeanne],
    ]);
  });
});

describe("POST /api/accounts/me/friends", () => {
  it("invites a customer: pending for the inviter, received for the invited, who gets a mail in their language", async () => {
    const alice = await newCustomer({ firstName: "Alice" });
    const bob = await newCustomer({ firstName: "Bob", lastName: "Martin", language: "en" });
    const response = await invite(alice, bob.mail.toUpperCase());
    expect(response.statusCode).toBe(200);
    const friend = FriendSchema.parse(response.json());
    expect(friend).toMatchObject({ firstName: null, lastName: null, mail: bob.mail, status: "pending" });
    expect(await list(alice)).toEqual([friend]);
    expect(await list(bob)).toEqual([
      expect.objectContaining({ id: friend.id, status: "received", firstName: "Alice", mail: alice.mail }),
    ]);
    const [mail] = await mailsTo(bob.mail);
    expect(mail).toMatchObject({ kind: "friend_request", language: "en" });
    expect(mail?.text).toContain("Alice would like to add you as a friend");
    expect(mail?.text).toContain("/en/friends");
  });

  it("answers the same for an address without an account, mailed an invitation to sign up", async () => {
    const alice = await newCustomer();
    const known = await newCustomer();
    const unknown = nobody();
    const shape = (body: Record<string, unknown>) => ({ ...body, id: "-", mail: "-", date: "-" });
    const toKnown = await invite(alice, known.mail);
    const toUnknown = await invite(alice, unknown);
    expect(toUnknown.statusCode).toBe(toKnown.statusCode);
    expect(shape(toUnknown.json())).toEqual(shape(toKnown.json()));
    expect(Object.keys(toUnknown.headers).sort()).toEqual(Object.keys(toKnown.headers).sort());
    const [mail] = await mailsTo(unknown);
    expect(mail).toMatchObject({ kind: "friend_invitation", language: "fr" });
    expect(mail?.text).toContain("vous invite à rejoindre Cinélux");
  });

  it("lets someone who signs up later with the invited address find the request and accept it", async () => {
    const alice = await newCustomer({ firstName: "Alice" });
    const address = nobody();
    const { id } = (await invite(alice, address)).json();
    const late = await newCustomer({ mail: address });
    expect((await list(late)).map((friend) => [friend.id, friend.status])).toEqual([[id, "received"]]);
    expect((await accept(late, id)).json()).toMatchObject({ id, status: "accepted", firstName: "Alice" });
    expect(await list(alice)).toEqual([expect.objectContaining({ id, status: "accepted", mail: address })]);
  });

  it("answers the same invitation when asked twice and mails once", async () => {
    const alice = await newCustomer();
    const address = nobody();
    const first = (await invite(alice, address)).json();
    expect((await invite(alice, address)).json()).toEqual(first);
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it("accepts the other's request when inviting someone who invited you", async () => {
    const alice = await newCustomer();
    const bob = await newCustomer({ firstName: "Bob" });
    const { id } = (await invite(bob, alice.mail)).json();
    const response = await invite(alice, bob.mail);
    expect(response.json()).toMatchObject({ id, status: "accepted", firstName: "Bob" });
  });

  it("refuses one's own address, no mail and a bad address", async () => {
    const alice = await newCustomer();
    expect((await invite(alice, alice.mail)).json().code).toBe("FRIEND_SELF");
    for (const payload of [{}, { mail: "not-a-mail" }, { mail: "a@b.fr", id: 1 }]) {
      const response = await injectAs(t, alice, { method: "POST", url: URL, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("BAD_REQUEST");
    }
    expect(await list(alice)).toEqual([]);
  });

  it(`limits invitations to ${FRIEND_INVITATION_LIMIT.max} a day per customer`, async () => {
    const alice = await newCustomer();
    for (let i = 0; i < FRIEND_INVITATION_LIMIT.max; i += 1) {
      expect((await invite(alice, nobody())).statusCode).toBe(200);
    }
    const refused = await invite(alice, nobody());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    // Another customer keeps their own allowance.
    expect((await invite(await newCustomer(), nobody())).statusCode).toBe(200);
  });
});

describe("PATCH /api/accounts/me/friends", () => {
  it("accepts a received request; both then see each other accepted with names", async () => {
    const alice = await newCustomer({ firstName: "Alice" });
    const bob = await newCustomer({ firstName: "Bob" });
    const { id } = (await invite(alice, bob.mail)).json();
    const response = await accept(bob, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: "accepted", firstName: "Alice" });
    expect(await list(alice)).toEqual([
      expect.objectContaining({ id, status: "accepted", firstName: "Bob" }),
    ]);
  });

  it("refuses to accept one's own invitation or an accepted friend with 409 FRIEND_NOT_RECEIVED", async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    const { id } = (await invite(alice, bob.mail)).json();
    expect((await accept(alice, id)).json().code).toBe("FRIEND_NOT_RECEIVED");
    await accept(bob, id);
    const again = await accept(bob, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("FRIEND_NOT_RECEIVED");
  });
});

describe("DELETE /api/accounts/me/friends", () => {
  it("lets either side remove a friendship and answers the list", async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    const { id } = (await invite(alice, bob.mail)).json();
    await accept(bob, id);
    const response = await remove(bob, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(await list(alice)).toEqual([]);
  });
});

describe("a second customer", () => {
  it("gets 404 FRIEND_NOT_FOUND on the first one's friendships and sees none of them", async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    const stranger = await newCustomer();
    const { id } = (await invite(alice, bob.mail)).json();
    expect(await list(stranger)).toEqual([]);
    for (const response of [await accept(stranger, id), await remove(stranger, id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("FRIEND_NOT_FOUND");
    }
    expect(await list(alice)).toHaveLength(1);
  });

  it("an unverified account does not find invitations mailed to its address", async () => {
    const alice = await newCustomer();
    const address = nobody();
    await invite(alice, address);
    const unverified = await newCustomer({ mail: address, mailVerifiedAt: null });
    expect(await list(unverified)).toEqual([]);
  });
});

describe("flag myFriendsEnabled", () => {
  it("answers 404 FEATURE_DISABLED where the flag is off", async () => {
    const setFlag = (on: boolean) =>
      t.database.db
        .update(siteSettings)
        .set({ flags: sql`flags || ${JSON.stringify({ myFriendsEnabled: on })}::jsonb` })
        .where(eq(siteSettings.domain, "fr"));
    const alice = await newCustomer();
    await setFlag(false);
    try {
      const response = await injectAs(t, alice, { method: "GET", url: URL });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("FEATURE_DISABLED");
      expect((await invite(alice, nobody())).json().code).toBe("FEATURE_DISABLED");
    } finally {
      await setFlag(true);
    }
    expect(await list(alice)).toEqual([]);
  });
});
