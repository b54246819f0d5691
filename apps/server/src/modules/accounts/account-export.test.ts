import { randomBytes } from "node:crypto";
import { eq, getTableColumns, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdvantage } from "../../../test/advantages.factories.ts";
import { useTestApp } from "../../../test/app.ts";
import { createBooking } from "../../../test/bookings.factories.ts";
import { createCinema, createShow } from "../../../test/catalog.factories.ts";
import { bearerOf, createCustomer, createSignInCustomer } from "../../../test/factories.ts";
import { createFriendship } from "../../../test/friends.factories.ts";
import { createPass, createSupplement } from "../../../test/passes.factories.ts";
import { createCase } from "../../../test/support.factories.ts";
import { createWalletCard, dayIn } from "../../../test/wallet.factories.ts";
import * as schema from "../../db/schema/index.ts";
import {
  type AccountRow,
  accounts,
  accountTokens,
  bookings,
  favouriteCinemas,
  loginAttempts,
  outboxMails,
  prepaidOffers,
  refunds,
  showFeelings,
} from "../../db/schema/index.ts";
import { EXPORTED_TABLES } from "./account-export.service.ts";
import { todayIn } from "./account-rules.ts";
import { findAccountByMail } from "./accounts.repository.ts";

const t = useTestApp({ seed: false });

const DAY = 24 * 60;
const mails = { camille: "", lucas: "", emma: "", hugo: "", sanne: "", noah: "" };
/** What the export must hold: Camille's and Sanne's own rows, the numbers of Hugo's pass and Lucas's card. */
const made = {
  camilleRefs: [] as string[],
  camilleAdvantages: [] as string[],
  sanneRefs: [] as string[],
  hugoCard: "",
  lucasCard: "",
};

/**
 * Camille: a saved card, a password, bookings of every status (one refunded), three valid
 * advantages and an expired one, favourite cinemas, feelings, a circle and a support case. Sanne
 * (nl): five bookings, two advantages and a gift card. Lucas: a prepaid card offered to Sanne.
 * Hugo: an unpaid pass with a photo, a year of invoices and a supplement. Emma and Noah: nothing.
 */
beforeAll(async () => {
  const db = t.database.db;
  const person = (overrides: Partial<AccountRow>) => createSignInCustomer(db, overrides);
  const camille = await person({
    firstName: "Camille",
    lastName: "Martin",
    cardLastDigits: "4242",
    cardExpirationDate: "2028-09-30",
    cardBrand: "VISA",
  });
  const lucas = await person({ firstName: "Lucas", lastName: "Bernard" });
  const emma = await person({ firstName: "Emma", lastName: "Petit" });
  const hugo = await person({ firstName: "Hugo", lastName: "Durand" });
  const sanne = await person({ firstName: "Sanne", lastName: "de Vries", domain: "nl", language: "nl" });
  const noah = await createCustomer(db, { firstName: "Noah", domain: "nl", language: "nl" });
  Object.assign(mails, {
    camille: camille.mail,
    lucas: lucas.mail,
    emma: emma.mail,
    hugo: hugo.mail,
    sanne: sanne.mail,
    noah: noah.mail,
  });

  const cinema = await createCinema(db, { name: "Cinélux Test Bastille" });
  const show = await createShow(db);
  const booking = (customer: AccountRow, startsIn: number, status?: "CANCELLED" | "REFUNDED") =>
    createBooking(db, { customer, startsIn, cinemaId: cinema.id, showId: show.id, status });
  // Twelve weeks of hers, eight seen and four to come: two cancelled, one refunded.
  for (let week = -8; week < 4; week += 1) {
    const status = week === -6 || week === 2 ? "CANCELLED" : week === -3 ? "REFUNDED" : undefined;
    const row = await booking(camille, week * 7 * DAY, status);
    made.camilleRefs.push(row.bookingRef);
    if (status === "REFUNDED") {
      await db.insert(refunds).values({ bookingId: row.id, amount: 2580, means: "CB" });
    }
  }
  for (let i = 0; i < 5; i += 1) {
    made.sanneRefs.push((await booking(sanne, (i - 3) * 7 * DAY)).bookingRef);
  }

  for (const expiresInDays of [30, 90, null, -5]) {
    made.camilleAdvantages.push((await createAdvantage(db, { customer: camille, expiresInDays })).id);
  }
  await createAdvantage(db, { customer: sanne });
  await createAdvantage(db, { customer: sanne });

  await db.insert(favouriteCinemas).values({ accountId: camille.id, cinemaId: cinema.id });
  await db.insert(showFeelings).values({ accountId: camille.id, showId: show.id, emotion: 5 });
  await createFriendship(db, { from: lucas, to: camille, accepted: true, daysAgo: 30 });
  await createFriendship(db, { from: emma, to: camille, daysAgo: 20 });
  await createFriendship(db, { from: camille, to: `jeanne-${camille.id}@example.test`, daysAgo: 10 });
  await createCase(db, {
    customer: camille,
    messages: [{ body: "Nous avons bien reçu votre demande.", received: true, hoursAgo: 24 }],
  });

  const { card, subscription } = await createPass(db, {
    customer: hugo,
    plan: "UNLIMITED",
    state: "unpaid",
    invoices: true,
  });
  made.hugoCard = card.number;
  await createSupplement(db, { subscription, date: dayIn(-10) });

  const lucasCard = await createWalletCard(db, { customer: lucas, shareable: true });
  made.lucasCard = lucasCard.number;
  await db.insert(prepaidOffers).values({
    cardId: lucasCard.id,
    giverAccountId: lucas.id,
    friendMail: sanne.mail,
    tokenHash: randomBytes(32).toString("hex"),
  });
  await createWalletCard(db, { customer: sanne, type: "GIFT_CARD" });
});

async function exportOf(mail?: string, query = "") {
  const headers = await bearerOf(t, mail);
  return t.app.inject({ method: "GET", url: `/api/accounts/me/export${query}`, headers });
}

// Camille's export, read by the tests that change nothing before reading it: one request for them
// all, under the allowance of five exports per customer in 10 minutes.
let camilleExport: Promise<Record<string, unknown>> | undefined;
function readCamilleExport() {
  camilleExport ??= exportOf(mails.camille).then((response) => response.json());
  return camilleExport;
}

describe("GET /api/accounts/me/export", () => {
  it("downloads the customer's data as one private JSON attachment", async () => {
    const response = await exportOf(mails.camille);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="cinelux-my-data-${todayIn(new Date())}.json"`,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("holds every stored column of the account, never the password hash", async () => {
    const row = await findAccountByMail(t.database.db, mails.camille);
    const response = await exportOf(mails.camille);
    const { account } = response.json();
    expect(account).toMatchObject({
      id: row?.id,
      mail: mails.camille,
      firstName: "Camille",
      card: { lastDigits: "4242", expirationDate: "09/28", icon: "visa" },
      cardBrand: "VISA",
      createdAt: row?.createdAt.toISOString(),
      mailVerifiedAt: row?.mailVerifiedAt?.toISOString(),
    });
    for (const column of Object.keys(getTableColumns(accounts))) {
      if (column === "passwordHash") {
        expect(account).not.toHaveProperty(column);
      } else {
        expect(account).toHaveProperty(column);
      }
    }
    expect(row?.passwordHash).toBeTruthy();
    expect(response.body).not.toContain(row?.passwordHash);
    expect(response.body).not.toMatch(/password_?hash/i);
  });

  it("holds every booking and advantage, expired and cancelled ones too, in the account's language", async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the export's JSON, read field by field
    const data: any = await readCamilleExport();
    // Every booking of hers, whatever its status, to come and seen.
    const camille = await findAccountByMail(t.database.db, mails.camille);
    const held = await t.database.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.accountId, camille?.id ?? ""));
    expect(held.length).toBeGreaterThan(11);
    expect(data.bookings).toHaveLength(held.length);
    // The refunded one's refund (docs/domain/etickets.md).
    expect(data.tickets.refunds).toMatchObject([{ amount: 2580, means: "CB" }]);
    expect(data.bookings.map((booking: { status: string }) => booking.status).sort()).toEqual(
      held.map((booking) => booking.status).sort(),
    );
    expect(new Set(held.map((booking) => booking.status))).toEqual(
      new Set(["CANCELLED", "CONFIRMED", "REFUNDED"]),
    );
    expect(data.bookings.map((booking: { bookingRef: string }) => booking.bookingRef).sort()).toEqual(
      [...made.camilleRefs].sort(),
    );
    expect(data.bookings[0]).toMatchObject({
      bookingRef: expect.any(String),
      show: expect.any(String),
      cinema: expect.any(String),
      seats: expect.any(Array),
      payment: { means: expect.any(String), totalAmount: expect.any(Number) },
    });
    // Three valid and one expired.
    expect(data.advantages).toHaveLength(4);
    expect(data.advantages.map((advantage: { id: string }) => advantage.id).sort()).toEqual(
      [...made.camilleAdvantages].sort(),
    );
  });

  it("lists mails by subject and date and links by purpose and dates, never their tokens or bodies", async () => {
    const changed = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me/changePassword",
      headers: await bearerOf(t, mails.lucas),
    });
    expect(changed.statusCode).toBe(200);
    const accountId = await t.accountId(mails.lucas);
    await t.database.db.insert(loginAttempts).values({ key: `mail:${mails.lucas}`, failures: 2 });

    const response = await exportOf(mails.lucas);
    const data = response.json();
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.recipient, mails.lucas));
    expect(data.mails).toEqual([{ subject: mail?.subject, date: mail?.createdAt.toISOString() }]);
    const [link] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.accountId, accountId));
    expect(data.links).toEqual([
      {
        purpose: "reset_password",
        createdAt: link?.createdAt.toISOString(),
        expiresAt: link?.expiresAt.toISOString(),
        usedAt: null,
      },
    ]);
    expect(data.signInFailures).toMatchObject({ failures: 2 });
    const token = /token=([^&\s]+)/.exec(mail?.text ?? "")?.[1] ?? "missing";
    expect(response.body).not.toContain(decodeURIComponent(token));
    expect(response.body).not.toContain(link?.tokenHash);
    expect(response.body).not.toContain("/auth/reset");
  });

  it("holds only the token's own customer: nothing of another is exported", async () => {
    const sanne = (await exportOf(mails.sanne)).json();
    expect(sanne.account.mail).toBe(mails.sanne);
    expect(sanne.bookings).toHaveLength(5);
    expect(
      sanne.bookings.every((booking: { bookingRef: string }) => made.sanneRefs.includes(booking.bookingRef)),
    ).toBe(true);
    expect(sanne.advantages).toHaveLength(2);
    // The NL advantages in Dutch, the account's language.
    const exported = JSON.stringify(sanne);
    for (const other of [mails.camille, mails.lucas, ...made.camilleRefs, ...made.camilleAdvantages]) {
      expect(exported).not.toContain(other);
    }
    const noah = (await exportOf(mails.noah)).json();
    expect(noah).toMatchObject({ bookings: [], advantages: [], mails: [], links: [], signInFailures: null });
  });

  it("refuses any parameter but the language (400) and needs a token (401)", async () => {
    const refused = await exportOf(mails.camille, "?accountId=someone-else");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "BAD_REQUEST" });
    expect((await exportOf(mails.camille, "?language=nl")).statusCode).toBe(200);
    const anonymous = await exportOf();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("allows five exports per customer in 10 minutes, then 429; another customer is not held back", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await exportOf(mails.emma)).statusCode).toBe(200);
    }
    const limited = await exportOf(mails.emma);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect((await exportOf(mails.hugo)).statusCode).toBe(200);
  });

  it("holds the pass: cards with the photo, subscriptions, invoices and supplements, nobody else's", async () => {
    const hugo = await t.accountId(mails.hugo);
    const { pass } = (await exportOf(mails.hugo)).json();
    expect(pass.cards).toHaveLength(1);
    expect(pass.cards[0]).toMatchObject({ accountId: hugo, number: made.hugoCard, type: "UNLIMITED" });
    // The photo is the customer's: a JPEG, as base64.
    expect(Buffer.from(pass.cards[0].photo, "base64").subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    expect(pass.subscriptions).toEqual([expect.objectContaining({ accountId: hugo, status: "unpaid" })]);
    expect(pass.invoices.length).toBeGreaterThanOrEqual(12);
    expect(pass.invoices.every((invoice: { accountId: string }) => invoice.accountId === hugo)).toBe(true);
    expect(pass.invoices.filter((invoice: { status: string }) => invoice.status === "unpaid")).toHaveLength(
      1,
    );
    expect(pass.supplements[0]).toMatchObject({ show: expect.any(String), cinema: expect.any(String) });
  });

  it("holds the wallet: cards, offers made, goodies, nobody else's and never a pin's or token's hash", async () => {
    const lucas = await t.accountId(mails.lucas);
    const { wallet } = (await exportOf(mails.lucas)).json();
    expect(wallet.cards).toEqual([expect.objectContaining({ accountId: lucas, number: made.lucasCard })]);
    expect(wallet.offers).toEqual([
      expect.objectContaining({
        giverAccountId: lucas,
        friendMail: mails.sanne,
        claimedAt: null,
      }),
    ]);
    expect(wallet.goodies).toEqual([]);
    const sanne = (await exportOf(mails.sanne)).json().wallet;
    expect(sanne.cards.map((card: { type: string }) => card.type)).toEqual(["GIFT_CARD"]);
    expect(JSON.stringify(sanne)).not.toMatch(/pinHash|tokenHash/);
  });

  it("holds her taste and circle and her support cases, never a friend's name", async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the export's JSON, read field by field
    const data: any = await readCamilleExport();
    expect(data.taste.favouriteCinemas.length).toBeGreaterThan(0);
    expect(data.taste.favouriteCinemas[0]).toMatchObject({ cinema: expect.stringMatching(/Cinélux/) });
    expect(data.taste.feelings.length).toBeGreaterThan(0);
    const directions = data.taste.friends.map((friend: { direction: string }) => friend.direction);
    expect(directions).toContain("sent");
    expect(directions).toContain("received");
    const circle = JSON.stringify(data.taste.friends);
    for (const other of ["Lucas", "Bernard", "Emma", "Petit"]) {
      expect(circle).not.toContain(other);
    }
    expect(circle).not.toMatch(/requester|addressee/i);
    expect(data.support.cases.length).toBeGreaterThan(0);
    expect(data.support.cases[0]).not.toHaveProperty("accountId");
    expect(data.support.messages.length).toBeGreaterThan(0);
    const cases = new Set(data.support.cases.map((row: { id: string }) => row.id));
    expect(data.support.messages.every((message: { caseId: string }) => cases.has(message.caseId))).toBe(
      true,
    );
  });

  it("covers every table that references an account", () => {
    const referencing = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter((config) => config.foreignKeys.some((key) => key.reference().foreignTable === accounts))
      .map((config) => config.name);
    expect(referencing.length).toBeGreaterThan(0);
    for (const table of ["accounts", ...referencing]) {
      expect(EXPORTED_TABLES, `${table} references accounts: export it or say why not`).toHaveProperty(table);
    }
  });
});

describe("GET /api/accounts/me/export: linked identities", () => {
  it("holds the customer's linked identities and nobody else's", async () => {
    const [camille, sanne] = await Promise.all([t.accountId(mails.camille), t.accountId(mails.sanne)]);
    await t.database.db.insert(schema.linkedIdentities).values([
      {
        accountId: camille,
        provider: "apple",
        subject: "apple-sub-1",
        name: "Camille M.",
        mail: "c@example.test",
      },
      { accountId: sanne, provider: "apple", subject: "apple-sub-2", name: "Sanne", mail: null },
    ]);
    const { linkedIdentities } = (await exportOf(mails.camille)).json();
    expect(linkedIdentities).toEqual([
      {
        provider: "apple",
        subject: "apple-sub-1",
        name: "Camille M.",
        mail: "c@example.test",
        linkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });
});
