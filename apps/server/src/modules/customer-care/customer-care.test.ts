import { GOODWILL_VOUCHERS_PER_DAY } from "@cinelux/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useSeparateProcess, useTestApp } from "../../../test/app.ts";
import { createBooking } from "../../../test/bookings.factories.ts";
import { createCustomer } from "../../../test/factories.ts";
import { mailsTo } from "../../../test/outbox.ts";
import { createPassCard } from "../../../test/passes.factories.ts";
import { createStaff, staffTokenFor } from "../../../test/staff.factories.ts";
import { createCase } from "../../../test/support.factories.ts";
import { createWalletCard } from "../../../test/wallet.factories.ts";
import { bookings, refunds, staffAuditLog, walletCards } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });
const second = useSeparateProcess(t);

const agent = { id: "", token: "" };

beforeAll(async () => {
  const { staff } = await createStaff(t.database.db, { roles: ["agent"] });
  agent.id = staff.id;
  agent.token = await staffTokenFor(t, staff);
});

function asAgent(method: "GET" | "POST", url: string, payload?: object, token = agent.token) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

const ACCESS = "reason=support_case&reference=C-2026-000123";

/** Every key of a JSON value, nested ones included, lower-cased. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap(keysOf);
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [key.toLowerCase(), ...keysOf(inner)]);
  }
  return [];
}

async function auditRows(staffId: string, action: string) {
  return t.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.staffId, staffId), eq(staffAuditLog.action, action)));
}

describe("the customer look-up", () => {
  it("refuses a look-up or a read without a reason of the list and a reference", async () => {
    const customer = await createCustomer(t.database.db);
    for (const query of [
      "query=alice",
      "query=alice&reason=support_case",
      "query=alice&reference=C-2026-000123",
      "query=alice&reason=curiosity&reference=C-2026-000123",
      "query=alice&reason=support_case&reference=%25%25",
      `query=alice&reason=support_case&reference=${"A".repeat(41)}`,
    ]) {
      const response = await asAgent("GET", `/api/staff/customers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: "BAD_REQUEST" });
    }
    expect((await asAgent("GET", `/api/staff/customers/${customer.id}`)).statusCode).toBe(400);
    expect((await asAgent("GET", `/api/staff/customers/${customer.id}?reason=other`)).statusCode).toBe(400);
    expect(await auditRows(agent.id, "customer.viewed")).toEqual([]);
  });

  it("takes the page's language, as every staff call sends it, for the words of a refusal", async () => {
    const found = await asAgent("GET", `/api/staff/customers?query=alice&${ACCESS}&language=nl`);
    expect(found.statusCode).toBe(200);
    const refused = await asAgent("GET", "/api/staff/customers?query=alice&reason=other&language=nl");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/veld/i);
    const missing = await asAgent("GET", `/api/staff/customers/${crypto.randomUUID()}?${ACCESS}&language=fr`);
    expect(missing.json()).toMatchObject({
      code: "CUSTOMER_NOT_FOUND",
      message: "Aucun compte client ne porte cet identifiant.",
    });
    const { staff } = await createStaff(t.database.db, { roles: ["admin"] });
    const log = await asAgent(
      "GET",
      "/api/staff/audit-log?limit=5&language=en",
      undefined,
      await staffTokenFor(t, staff),
    );
    expect(log.statusCode).toBe(200);
  });

  it("finds by address, card number and name, and audits the kind and the accounts found, never the text", async () => {
    const customer = await createCustomer(t.database.db, { firstName: "Zoé", lastName: "Lookupson" });
    const pass = await createPassCard(t.database.db, { customer });
    const card = await createWalletCard(t.database.db, { customer, type: "VOUCHER" });
    const find = async (query: string) => {
      const response = await asAgent(
        "GET",
        `/api/staff/customers?query=${encodeURIComponent(query)}&${ACCESS}`,
      );
      expect(response.statusCode, query).toBe(200);
      return response.json() as { kind: string; customers: { accountId: string }[] };
    };
    // An address's beginning, whatever its case.
    expect(await find(`${customer.mail.split("@")[0]?.toUpperCase()}@`)).toMatchObject({
      kind: "mail",
      customers: [{ accountId: customer.id }],
    });
    const byPass = await find(pass.number.replace(/(\d{4})/g, "$1 "));
    expect(byPass).toMatchObject({ kind: "card", customers: [{ accountId: customer.id }] });
    expect((await find(card.number)).customers).toEqual([
      expect.objectContaining({ accountId: customer.id }),
    ]);
    expect((await find("lookupson zoé")).customers.map((line) => line.accountId)).toEqual([customer.id]);
    expect((await find("%%")).customers.length).toBe(0);

    const rows = await auditRows(agent.id, "customer.searched");
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const last = rows.at(-1);
    expect(last).toMatchObject({ reason: "support_case" });
    expect(JSON.stringify(rows)).not.toContain(customer.mail);
    expect(JSON.stringify(rows)).not.toContain("Lookupson");
    expect(rows.find((row) => (row.details as { kind: string }).kind === "card")?.details).toMatchObject({
      reference: "C-2026-000123",
      accountIds: [customer.id],
    });
  });

  it("answers the customer's file without a secret field, and audits each read", async () => {
    const customer = await createCustomer(t.database.db, { language: "en" });
    const pass = await createPassCard(t.database.db, { customer });
    const card = await createWalletCard(t.database.db, { customer, type: "GIFT_CARD" });
    await createBooking(t.database.db, { customer, startsIn: -3000 });
    const upcoming = await createBooking(t.database.db, { customer, startsIn: 3000 });
    await createCase(t.database.db, { customer, subject: "Charged twice" });

    const response = await asAgent(
      "GET",
      `/api/staff/customers/${customer.id}?reason=booking_problem&reference=CLX-FR-100001`,
    );
    expect(response.statusCode).toBe(200);
    const file = response.json();
    expect(file.account).toMatchObject({ accountId: customer.id, mail: customer.mail, language: "en" });
    expect(file.passes).toEqual([
      expect.objectContaining({ id: pass.id, number: pass.number, photoStatus: "OK" }),
    ]);
    expect(file.wallet).toEqual([
      expect.objectContaining({ id: card.id, numberLast4: card.number.slice(-4) }),
    ]);
    expect(file.bookings[0]).toMatchObject({ id: upcoming.id, status: "CONFIRMED", totalCents: 2580 });
    expect(file.bookings).toHaveLength(2);
    expect(file.cases).toEqual([expect.objectContaining({ subject: "Charged twice", closed: false })]);

    const keys = keysOf(file);
    for (const secret of [
      "passwordhash",
      "password",
      "pin",
      "pinhash",
      "token",
      "code",
      "photo",
      "managekeyhash",
    ]) {
      expect(keys, secret).not.toContain(secret);
    }
    const text = JSON.stringify(file);
    expect(text).not.toContain(card.number);
    expect(text).not.toContain(pass.code);

    const viewed = await auditRows(agent.id, "customer.viewed");
    expect(viewed.at(-1)).toMatchObject({
      targetKind: "customer",
      targetId: customer.id,
      reason: "booking_problem",
      details: { reference: "CLX-FR-100001" },
    });
    const missing = await asAgent(
      "GET",
      `/api/staff/customers/00000000-0000-4000-8000-000000000000?${ACCESS}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "CUSTOMER_NOT_FOUND" });
  });
});

describe("goodwill vouchers", () => {
  const give = (accountId: string, token: string, app = t.app) =>
    app.inject({
      method: "POST",
      url: `/api/staff/customers/${accountId}/goodwill`,
      headers: { authorization: `Bearer ${token}` },
      payload: { seats: 2, reason: "session_incident", note: "Sound failed", reference: "C-2026-000124" },
    });

  it("puts a voucher in the customer's wallet and mails it, audited with its reason", async () => {
    const customer = await createCustomer(t.database.db, { language: "nl", domain: "nl" });
    const response = await give(customer.id, agent.token);
    expect(response.statusCode).toBe(201);
    const { voucher, remainingToday } = response.json();
    expect(voucher).toMatchObject({
      type: "VOUCHER",
      initialQuantity: 2,
      remainingQuantity: 2,
      name: "2 gratis tickets",
    });
    expect(remainingToday).toBeLessThan(GOODWILL_VOUCHERS_PER_DAY);
    const [card] = await t.database.db.select().from(walletCards).where(eq(walletCards.id, voucher.id));
    expect(card).toMatchObject({ accountId: customer.id, type: "VOUCHER", shareable: false });
    const [mail] = await mailsTo(t, customer.mail);
    expect(mail).toMatchObject({ kind: "goodwill_voucher", language: "nl" });
    expect(mail?.text).toContain(card?.number.slice(-4));
    const rows = await auditRows(agent.id, "customer.goodwill_given");
    expect(rows.at(-1)).toMatchObject({
      targetId: customer.id,
      reason: "session_incident",
      details: { note: "Sound failed", seats: 2, reference: "C-2026-000124" },
    });
    const tooMany = await t.app.inject({
      method: "POST",
      url: `/api/staff/customers/${customer.id}/goodwill`,
      headers: { authorization: `Bearer ${agent.token}` },
      payload: { seats: 3, reason: "other", reference: "C-2026-000124" },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it(`stops at ${GOODWILL_VOUCHERS_PER_DAY} a member and a day, even when two tabs give at once`, async () => {
    const { staff } = await createStaff(t.database.db, { roles: ["admin"] });
    const token = await staffTokenFor(t, staff);
    const customer = await createCustomer(t.database.db);
    for (let index = 0; index < GOODWILL_VOUCHERS_PER_DAY - 1; index++) {
      expect((await give(customer.id, token)).statusCode).toBe(201);
    }
    // The last one left, asked twice at once (through two processes on PostgreSQL).
    const raced = await Promise.all([
      give(customer.id, token),
      give(customer.id, token, second.app ?? t.app),
    ]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = raced.find((response) => response.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: "GOODWILL_LIMIT" });
    expect(refused?.json().message).toContain(String(GOODWILL_VOUCHERS_PER_DAY));
    const vouchers = await t.database.db
      .select()
      .from(walletCards)
      .where(eq(walletCards.accountId, customer.id));
    expect(vouchers).toHaveLength(GOODWILL_VOUCHERS_PER_DAY);
    expect(await auditRows(staff.id, "customer.goodwill_given")).toHaveLength(GOODWILL_VOUCHERS_PER_DAY);
    // Another member still gives.
    expect((await give(customer.id, agent.token)).statusCode).toBe(201);
  });
});

describe("an agent's booking actions", () => {
  it("sends the e-ticket again to the customer, audited", async () => {
    const customer = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, { customer, startsIn: 600 });
    const before = (await mailsTo(t, customer.mail)).length;
    const response = await asAgent("POST", `/api/staff/bookings/${booking.id}/resend`, {
      reference: "C-2026-000125",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({ id: booking.id, status: "CONFIRMED" });
    const mails = await mailsTo(t, customer.mail);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ kind: "eticket" });
    expect((await auditRows(agent.id, "booking.ticket_resent")).at(-1)).toMatchObject({
      targetId: booking.id,
      details: { reference: "C-2026-000125", accountId: customer.id },
    });
    const seen = await createBooking(t.database.db, { customer, startsIn: -3000 });
    const ended = await asAgent("POST", `/api/staff/bookings/${seen.id}/resend`, {
      reference: "C-2026-000125",
    });
    expect(ended.json()).toMatchObject({ code: "TICKET_NOT_FOUND" });
    const none = await asAgent("POST", `/api/staff/bookings/${crypto.randomUUID()}/resend`, {
      reference: "C-2026-000125",
    });
    expect(none.json()).toMatchObject({ code: "STAFF_BOOKING_NOT_FOUND" });
  });

  it("cancels with the customer's refund and rules, audited with the reason", async () => {
    const customer = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, { customer, startsIn: 600, refundable: true });
    const cancel = (id: string) =>
      asAgent("POST", `/api/staff/bookings/${id}/cancel`, {
        reason: "booking_problem",
        note: "Wrong session",
        reference: "CLX-FR-100002",
      });
    const response = await cancel(booking.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({ id: booking.id, status: "REFUNDED" });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe("REFUNDED");
    const refund = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund).toEqual([expect.objectContaining({ amount: 2580, means: "CB" })]);
    expect((await mailsTo(t, customer.mail))[0]).toMatchObject({ kind: "eticket_refund" });
    expect((await auditRows(agent.id, "booking.cancelled")).at(-1)).toMatchObject({
      targetId: booking.id,
      reason: "booking_problem",
      details: { note: "Wrong session", amount: 2580, reference: "CLX-FR-100002" },
    });
    const twice = await cancel(booking.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "TICKET_ALREADY_CANCELLED" });
    const fixed = await createBooking(t.database.db, { customer, startsIn: 600, refundable: false });
    expect((await cancel(fixed.id)).json()).toMatchObject({ code: "TICKET_NOT_REFUNDABLE" });
    expect(
      (await asAgent("POST", `/api/staff/bookings/${fixed.id}/cancel`, { reason: "other" })).statusCode,
    ).toBe(400);
  });
});
