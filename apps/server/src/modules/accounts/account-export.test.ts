import { eq, getTableColumns, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { bearerOf } from "../../../test/factories.ts";
import * as schema from "../../db/schema/index.ts";
import { accounts, accountTokens, bookings, loginAttempts, outboxMails } from "../../db/schema/index.ts";
import { EXPORTED_TABLES } from "./account-export.service.ts";
import { todayIn } from "./account-rules.ts";
import { findAccountByMail } from "./accounts.repository.ts";

const t = useTestApp();

async function exportOf(mail?: string, query = "") {
  const headers = await bearerOf(t, mail);
  return t.app.inject({ method: "GET", url: `/api/accounts/me/export${query}`, headers });
}

// Camille's export, read by the tests that change nothing before reading it: one request for them
// all, under the allowance of five exports per customer in 10 minutes.
let camilleExport: Promise<Record<string, unknown>> | undefined;
function readCamilleExport() {
  camilleExport ??= exportOf("camille.martin@example.com").then((response) => response.json());
  return camilleExport;
}

describe("GET /api/accounts/me/export", () => {
  it("downloads the customer's data as one private JSON attachment", async () => {
    const response = await exportOf("camille.martin@example.com");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="cinelux-my-data-${todayIn(new Date())}.json"`,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("holds every stored column of the account, never the password hash", async () => {
    const row = await findAccountByMail(t.database.db, "camille.martin@example.com");
    const response = await exportOf("camille.martin@example.com");
    const { account } = response.json();
    expect(account).toMatchObject({
      id: row?.id,
      mail: "camille.martin@example.com",
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
    // Every booking of hers, whatever its status: around today, a year of history (the e-tickets
    // seed) and her pass's sessions (the statistics seed).
    const camille = await findAccountByMail(t.database.db, "camille.martin@example.com");
    const held = await t.database.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.accountId, camille?.id ?? ""));
    expect(held.length).toBeGreaterThan(11);
    expect(data.bookings).toHaveLength(held.length);
    // The refunded one's refund, from the seed (docs/domain/etickets.md).
    expect(data.tickets.refunds).toMatchObject([{ amount: 2580, means: "CB" }]);
    expect(data.bookings.map((booking: { status: string }) => booking.status).sort()).toEqual(
      held.map((booking) => booking.status).sort(),
    );
    expect(new Set(held.map((booking) => booking.status))).toEqual(
      new Set(["CANCELLED", "CONFIRMED", "REFUNDED"]),
    );
    expect(data.bookings[0]).toMatchObject({
      bookingRef: expect.stringMatching(/^CLX-FR-/),
      show: expect.any(String),
      cinema: expect.any(String),
      seats: expect.any(Array),
      payment: { means: expect.any(String), totalAmount: expect.any(Number) },
    });
    // Three valid and one expired (the demo seed).
    expect(data.advantages).toHaveLength(4);
    expect(data.advantages.every((advantage: { id: string }) => advantage.id.startsWith("ADV-FR"))).toBe(
      true,
    );
  });

  it("lists mails by subject and date and links by purpose and dates, never their tokens or bodies", async () => {
    const changed = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me/changePassword",
      headers: await bearerOf(t, "lucas.bernard@example.com"),
    });
    expect(changed.statusCode).toBe(200);
    const accountId = await t.accountId("lucas.bernard@example.com");
    await t.database.db.insert(loginAttempts).values({ key: "mail:lucas.bernard@example.com", failures: 2 });

    const response = await exportOf("lucas.bernard@example.com");
    const data = response.json();
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.recipient, "lucas.bernard@example.com"));
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
    const sanne = (await exportOf("sanne.devries@example.com")).json();
    expect(sanne.account.mail).toBe("sanne.devries@example.com");
    expect(sanne.bookings).toHaveLength(5);
    expect(
      sanne.bookings.every((booking: { bookingRef: string }) => booking.bookingRef.startsWith("CLX-NL-")),
    ).toBe(true);
    expect(sanne.advantages).toHaveLength(2);
    // The NL advantages in Dutch, the account's language.
    expect(JSON.stringify(sanne)).not.toMatch(/camille|lucas|CLX-FR|ADV-FR/i);
    const noah = (await exportOf("noah.jansen@example.com")).json();
    expect(noah).toMatchObject({ bookings: [], advantages: [], mails: [], links: [], signInFailures: null });
  });

  it("refuses any parameter but the language (400) and needs a token (401)", async () => {
    const refused = await exportOf("camille.martin@example.com", "?accountId=someone-else");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "BAD_REQUEST" });
    expect((await exportOf("camille.martin@example.com", "?language=nl")).statusCode).toBe(200);
    const anonymous = await exportOf();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("allows five exports per customer in 10 minutes, then 429; another customer is not held back", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await exportOf("emma.petit@example.com")).statusCode).toBe(200);
    }
    const limited = await exportOf("emma.petit@example.com");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect((await exportOf("hugo.durand@example.com")).statusCode).toBe(200);
  });

  it("holds the pass: cards with the photo, subscriptions, invoices and supplements, nobody else's", async () => {
    const hugo = await t.accountId("hugo.durand@example.com");
    const { pass } = (await exportOf("hugo.durand@example.com")).json();
    expect(pass.cards).toHaveLength(1);
    expect(pass.cards[0]).toMatchObject({ accountId: hugo, number: "6280010000000004", type: "UNLIMITED" });
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
    const lucas = await t.accountId("lucas.bernard@example.com");
    const { wallet } = (await exportOf("lucas.bernard@example.com")).json();
    expect(wallet.cards).toEqual([expect.objectContaining({ accountId: lucas, number: "6310000000000021" })]);
    expect(wallet.offers).toEqual([
      expect.objectContaining({
        giverAccountId: lucas,
        friendMail: "sanne.devries@example.com",
        claimedAt: null,
      }),
    ]);
    expect(wallet.goodies).toEqual([]);
    const sanne = (await exportOf("sanne.devries@example.com")).json().wallet;
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
    const [camille, sanne] = await Promise.all([
      t.accountId("camille.martin@example.com"),
      t.accountId("sanne.devries@example.com"),
    ]);
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
    const { linkedIdentities } = (await exportOf("camille.martin@example.com")).json();
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
