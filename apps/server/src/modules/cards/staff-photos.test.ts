import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { multipartForm } from "../../../test/multipart.ts";
import { createPass } from "../../../test/passes.factories.ts";
import { createStaff, staffTokenFor } from "../../../test/staff.factories.ts";
import {
  type AccountRow,
  outboxMails,
  passCards,
  staffAuditLog,
  subscriptionAudit,
  subscriptions,
} from "../../db/schema/index.ts";

// The moderators' pass photos (docs/staff.md "Pass photos"): a blocked customer's new photo waits,
// a moderator approves it (the block lifts) or refuses it (the block and the toast stay, a mail says why).

const t = useTestApp({ seed: false });

const people = { moderatorId: "", moderatorToken: "", otherModeratorToken: "" };

beforeAll(async () => {
  const { staff } = await createStaff(t.database.db, { roles: ["moderator"] });
  people.moderatorId = staff.id;
  people.moderatorToken = await staffTokenFor(t, staff);
  const other = await createStaff(t.database.db, { roles: ["moderator"] });
  people.otherModeratorToken = await staffTokenFor(t, other.staff);
});

const portrait = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: "#c9a27e" } })
    .jpeg()
    .toBuffer();

/** A customer whose pass is blocked for its photo (SPEC 4 incorrect_photo), who sends a new one. */
async function blockedCustomerWithNewPhoto(
  names: { firstName: string; lastName: string },
  language: "fr" | "nl" | "en" = "fr",
): Promise<{ customer: AccountRow; cardId: string }> {
  const customer = await createCustomer(t.database.db, {
    ...names,
    language,
    status: "blocked",
    blockedReason: "incorrect_photo",
    photoStatus: "KO",
  });
  const { card } = await createPass(t.database.db, {
    customer,
    plan: "CINEPASS_26",
    state: "blocked",
    photoStatus: "KO",
  });
  await sendPhoto(customer, card.id);
  return { customer, cardId: card.id };
}

/** The customer sends a photo for the card from the subscription screen: it waits for a moderator. */
async function sendPhoto(customer: AccountRow, cardId: string) {
  const form = multipartForm([
    { name: "cardId", value: cardId },
    { name: "photo", filename: "me.jpg", type: "image/jpeg", data: await portrait() },
  ]);
  const sent = await injectAs(t, customer, {
    method: "POST",
    url: "/api/accounts/me/updatePhoto",
    payload: form.payload,
    headers: form.headers,
  });
  expect(sent.json()).toMatchObject({ photoStatus: "PENDING" });
}

/** The upload a moderator sees in the queue, which each decision names. */
async function uploadOf(cardId: string): Promise<{ uploadedAt: string }> {
  const [card] = await t.database.db.select().from(passCards).where(eq(passCards.id, cardId));
  if (!card?.photoUpdatedAt) {
    throw new Error(`card ${cardId} has no photo`);
  }
  return { uploadedAt: card.photoUpdatedAt.toISOString() };
}

function asModerator(method: "GET" | "POST", url: string, payload?: unknown, token = people.moderatorToken) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function accountOf(customer: AccountRow) {
  return (await injectAs(t, customer, { method: "GET", url: "/api/accounts/me" })).json();
}

async function auditOf(cardId: string) {
  return t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, cardId));
}

describe("the moderators' queue", () => {
  it("lists the photos under review, the oldest upload first, with the holder and the pass, and serves each privately", async () => {
    const first = await blockedCustomerWithNewPhoto({ firstName: "Anna", lastName: "Premier" });
    const second = await blockedCustomerWithNewPhoto({ firstName: "Bram", lastName: "Tweede" });
    // Upload times a minute apart whatever the clock's resolution: the second is the older one.
    await t.database.db
      .update(passCards)
      .set({ photoUpdatedAt: new Date(Date.now() - 120_000) })
      .where(eq(passCards.id, second.cardId));
    await t.database.db
      .update(passCards)
      .set({ photoUpdatedAt: new Date(Date.now() - 60_000) })
      .where(eq(passCards.id, first.cardId));

    const response = await asModerator("GET", "/api/staff/photos?language=fr");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ours = body.photos.filter((photo: { cardId: string }) =>
      [first.cardId, second.cardId].includes(photo.cardId),
    );
    expect(ours.map((photo: { cardId: string }) => photo.cardId)).toEqual([second.cardId, first.cardId]);
    expect(ours[0]).toMatchObject({
      holderName: "Bram Tweede",
      passType: "CINEPASS_26",
      status: "PENDING",
      image: `/api/staff/photos/${second.cardId}/image`,
    });
    expect(body).toMatchObject({ page: 1, pageSize: 24 });
    expect(body.total).toBeGreaterThanOrEqual(2);

    const image = await asModerator("GET", `/api/staff/photos/${second.cardId}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["cache-control"]).toBe("private, no-store");
    expect((await sharp(image.rawPayload).metadata()).format).toBe("jpeg");
    const none = await asModerator("GET", "/api/staff/photos/00000000-0000-4000-8000-000000000000/image");
    expect(none.json()).toMatchObject({ code: "PHOTO_NOT_FOUND" });
  });
});

describe("a moderator's decision", () => {
  it("approves: the photo is accepted, the incorrect_photo block lifts (audited) and the card leaves the queue", async () => {
    const { customer, cardId } = await blockedCustomerWithNewPhoto({ firstName: "Léa", lastName: "Moreau" });
    expect(await accountOf(customer)).toMatchObject({ status: "blocked", photoStatus: "PENDING" });

    const approved = await asModerator("POST", `/api/staff/photos/${cardId}/approve`, await uploadOf(cardId));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ cardId, photoStatus: "OK" });

    const after = await accountOf(customer);
    expect(after).toMatchObject({ status: "active", blockedReason: null, photoStatus: "OK" });
    expect(after.subscriptionState).toMatchObject({ eligibleForSuspension: true });
    const [card] = (await injectAs(t, customer, { method: "GET", url: "/api/accounts/me/cards" })).json();
    expect(card).toMatchObject({ subscriptionStatus: "active", photoStatus: "OK" });
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, customer.id));
    expect(subscription).toMatchObject({ status: "active", blockedReason: null });
    const lifted = await t.database.db
      .select()
      .from(subscriptionAudit)
      .where(
        and(
          eq(subscriptionAudit.subscriptionId, subscription?.id ?? ""),
          eq(subscriptionAudit.action, "photoAccepted"),
        ),
      );
    expect(lifted).toHaveLength(1);
    expect(lifted[0]).toMatchObject({
      actor: `staff:${people.moderatorId}`,
      before: { status: "blocked" },
      after: { status: "active" },
    });
    expect(await auditOf(cardId)).toEqual([
      expect.objectContaining({
        staffId: people.moderatorId,
        action: "photo.approved",
        targetKind: "pass_card",
        targetId: cardId,
      }),
    ]);
    const queue = (await asModerator("GET", "/api/staff/photos")).json();
    expect(queue.photos.map((photo: { cardId: string }) => photo.cardId)).not.toContain(cardId);
  });

  it("refuses with a reason: the block and the toast stay, the photo is KO, a mail in the customer's language says why", async () => {
    const { customer, cardId } = await blockedCustomerWithNewPhoto(
      { firstName: "Sanne", lastName: "De Vries" },
      "nl",
    );

    const refused = await asModerator("POST", `/api/staff/photos/${cardId}/refuse`, {
      ...(await uploadOf(cardId)),
      reason: "face_covered",
      note: "Sunglasses again",
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ cardId, photoStatus: "KO" });

    // What the customer's incorrect-photo toast reads (SPEC 4): blocked for the photo, the photo KO.
    expect(await accountOf(customer)).toMatchObject({
      status: "blocked",
      blockedReason: "incorrect_photo",
      photoStatus: "KO",
    });
    const [card] = (await injectAs(t, customer, { method: "GET", url: "/api/accounts/me/cards" })).json();
    expect(card).toMatchObject({ subscriptionStatus: "blocked", photoStatus: "KO" });
    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.recipient, customer.mail));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "photo_refused", language: "nl" });
    expect(mails[0]?.text).toContain("Je gezicht is bedekt");
    expect(mails[0]?.text).toContain("/nl/subscription?photo=1");
    expect(mails[0]?.text).not.toContain("Sunglasses again");
    expect(await auditOf(cardId)).toEqual([
      expect.objectContaining({
        staffId: people.moderatorId,
        action: "photo.refused",
        reason: "face_covered",
        details: { note: "Sunglasses again" },
      }),
    ]);
  });

  it("refuses a reason off the list and an unknown card", async () => {
    const { cardId } = await blockedCustomerWithNewPhoto({ firstName: "Tom", lastName: "Lijst" });
    const offList = await asModerator("POST", `/api/staff/photos/${cardId}/refuse`, {
      ...(await uploadOf(cardId)),
      reason: "ugly",
    });
    expect(offList.statusCode).toBe(400);
    const unknown = await asModerator(
      "POST",
      "/api/staff/photos/00000000-0000-4000-8000-000000000000/approve",
      await uploadOf(cardId),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "PHOTO_NOT_FOUND" });
  });

  it("lets one of two moderators deciding at once win; the other gets 409 PHOTO_NOT_PENDING and writes nothing", async () => {
    const { customer, cardId } = await blockedCustomerWithNewPhoto({
      firstName: "Race",
      lastName: "Condition",
    });
    const seen = await uploadOf(cardId);
    const answers = await Promise.all([
      asModerator("POST", `/api/staff/photos/${cardId}/approve`, seen),
      asModerator(
        "POST",
        `/api/staff/photos/${cardId}/refuse`,
        { ...seen, reason: "blurry" },
        people.otherModeratorToken,
      ),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json()).toMatchObject({ code: "PHOTO_NOT_PENDING" });
    // One decision, one audit row, and the pass as the winner left it.
    const rows = await auditOf(cardId);
    expect(rows).toHaveLength(1);
    const won = rows[0]?.action === "photo.approved" ? "OK" : "KO";
    expect(await accountOf(customer)).toMatchObject({ photoStatus: won });
    // A second decision later is refused too.
    const again = await asModerator("POST", `/api/staff/photos/${cardId}/approve`, seen);
    expect(again.statusCode).toBe(409);
  });

  it("refuses a decision about a photo the customer has replaced since (409 PHOTO_REPLACED), then takes one about the new photo", async () => {
    const { customer, cardId } = await blockedCustomerWithNewPhoto({
      firstName: "Nina",
      lastName: "Nouvelle",
    });
    const seen = await uploadOf(cardId);
    // The customer sends another photo while the moderator looks at the first one.
    await t.database.db
      .update(passCards)
      .set({ photoUpdatedAt: new Date(Date.parse(seen.uploadedAt) - 60_000) })
      .where(eq(passCards.id, cardId));
    const before = await uploadOf(cardId);
    await sendPhoto(customer, cardId);
    const now = await uploadOf(cardId);
    expect(now.uploadedAt).not.toBe(before.uploadedAt);

    const stale = await asModerator("POST", `/api/staff/photos/${cardId}/approve`, before);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "PHOTO_REPLACED" });
    expect(await auditOf(cardId)).toEqual([]);
    expect(await accountOf(customer)).toMatchObject({ status: "blocked", photoStatus: "PENDING" });

    const approved = await asModerator("POST", `/api/staff/photos/${cardId}/approve`, now);
    expect(approved.statusCode).toBe(200);
    expect(await accountOf(customer)).toMatchObject({ photoStatus: "OK" });
  });
});
