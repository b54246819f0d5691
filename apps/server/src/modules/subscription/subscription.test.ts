import {
  addDays,
  addMonths,
  SubscriptionActionResponseSchema,
  SubscriptionResponseSchema,
} from "@cinelux/contract";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { bearerOf, createCustomer } from "../../../test/factories.ts";
import { createPass, createSupplement, subscriptionOf } from "../../../test/passes.factories.ts";
import {
  type AccountRow,
  invoices,
  outboxMails,
  passCards,
  paymentCustomers,
  subscriptionAudit,
  subscriptionSupplements,
  subscriptions,
} from "../../db/schema/index.ts";
import { chainDay } from "./subscription.billing.ts";
import { longDate } from "./subscription-texts.ts";

const t = useTestApp({ seed: false });
let today: string;
/** The customers this file acts as, each holding the pass its tests need (or none: noah). */
const mails = { camille: "", lucas: "", emma: "", hugo: "", lea: "", sanne: "", noah: "" };
let camilleCard: string;
beforeAll(async () => {
  today = chainDay(new Date());
  const db = t.database.db;
  const customer = async (name: keyof typeof mails, overrides: Partial<AccountRow> = {}) => {
    const row = await createCustomer(db, { firstName: name, ...overrides });
    mails[name] = row.mail;
    return row;
  };
  const camille = await customer("camille");
  const active = await createPass(db, {
    customer: camille,
    debitInvoiceEnabled: true,
    invoices: true,
    today,
  });
  camilleCard = active.card.number;
  // A premium-format session paid on top of her pass, in an earlier period.
  await createSupplement(db, { subscription: active.subscription, date: addMonths(today, -2) });
  await createPass(db, {
    customer: await customer("lucas"),
    plan: "CINEPASS_GOLD",
    state: "paused",
    invoices: true,
    today,
  });
  await createPass(db, {
    customer: await customer("emma"),
    state: "cancelPending",
    addOns: ["PREMIUM_FORMATS"],
    today,
  });
  await createPass(db, {
    customer: await customer("hugo"),
    plan: "UNLIMITED",
    state: "unpaid",
    invoices: true,
    today,
  });
  await createPass(db, {
    customer: await customer("lea"),
    plan: "CINEPASS_26",
    state: "blocked",
    photoStatus: "KO",
    today,
  });
  await createPass(db, {
    customer: await customer("sanne", { domain: "nl", language: "nl", country: "NL", postalCode: "1017 CN" }),
    plan: "CINEPASS_DUO",
    state: "downgradePending",
    today,
  });
  await customer("noah");
});

const BASE = "/api/accounts/me/subscription";

async function call(
  method: "GET" | "PATCH" | "DELETE",
  url: string,
  mail?: string,
  payload?: Record<string, unknown>,
) {
  const headers = await bearerOf(t, mail);
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

async function auditOf(mail: string) {
  const row = await subscriptionOf(t, mail);
  return t.database.db
    .select()
    .from(subscriptionAudit)
    .where(eq(subscriptionAudit.subscriptionId, row.id))
    .orderBy(desc(subscriptionAudit.id));
}

/** The account as GET /api/accounts/me shows it (through the account read cache). */
async function accountState(mail: string) {
  return (await call("GET", "/api/accounts/me", mail)).json().subscriptionState;
}

describe("GET /api/accounts/me/subscription", () => {
  it("answers camille's active pass: invoices, consumption, debit invoicing, card, status and flags", async () => {
    const response = await call("GET", BASE, mails.camille);
    expect(response.statusCode).toBe(200);
    const body = SubscriptionResponseSchema.parse(response.json());
    expect(body.status).toBe("active");
    expect(body.card).toMatchObject({ type: "CINEPASS", cardNumber: camilleCard, status: "active" });
    expect(body.card.subscriptionNumber).toMatch(/^AB-FR-\d{6}$/);
    expect(body.invoices.length).toBeGreaterThanOrEqual(12);
    // Newest first.
    const dates = body.invoices.map((invoice) => invoice.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.unpaidInvoice).toBe(false);
    expect(body.unpaidBalance).toBe(0);
    expect(body.debitInvoiceEnabled).toBe(true);
    expect(body.consumption.subscriptionAmount).toBe(2290);
    expect(body.subscriptionState).toMatchObject({ eligibleForSuspension: true, eligibleChanges: true });
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("shows hugo's unpaid invoice, balance and status", async () => {
    const body = (await call("GET", BASE, mails.hugo)).json();
    expect(body.status).toBe("unpaid");
    expect(body.unpaidInvoice).toBe(true);
    const unpaid = body.invoices.filter((invoice: { status: string }) => invoice.status === "unpaid");
    expect(unpaid).toHaveLength(1);
    expect(body.unpaidBalance).toBe(unpaid[0].amount);
    expect(unpaid[0].extractedToNib).toBe(false);
  });

  it("names supplements in the request's language", async () => {
    // Camille's CINEPASS has no premium add-on: she paid a supplement (beforeAll).
    const row = await subscriptionOf(t, mails.camille);
    const [any] = await t.database.db
      .select()
      .from(subscriptionSupplements)
      .where(eq(subscriptionSupplements.subscriptionId, row.id))
      .limit(1);
    // A supplement today at the cinema and show of her earlier one: it is in the current period.
    expect(any).toBeDefined();
    if (any) {
      const { id: _id, ...copy } = any;
      await t.database.db.insert(subscriptionSupplements).values({ ...copy, date: today, invoiceId: null });
    }
    const fr = (await call("GET", BASE, mails.camille)).json();
    const en = (await call("GET", `${BASE}?language=en`, mails.camille)).json();
    expect(fr.consumption.supplements[0]).toMatchObject({
      date: today,
      name: expect.stringMatching(/^Supplément /),
    });
    expect(en.consumption.supplements[0].name).toMatch(/ supplement$/);
    expect(en.consumption.supplements[0].movie).not.toBe("");
  });

  it("is 404 SUBSCRIPTION_NOT_FOUND without a pass, 401 without a token, 400 on a bad language", async () => {
    const none = await call("GET", BASE, mails.noah);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "SUBSCRIPTION_NOT_FOUND" });
    expect((await call("GET", BASE)).statusCode).toBe(401);
    const bad = await call("GET", `${BASE}?language=de`, mails.camille);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("GET .../cancel/reasons", () => {
  it("answers the 25 reasons in the request's language and the exact end date", async () => {
    const fr = (await call("GET", `${BASE}/cancel/reasons`, mails.camille)).json();
    expect(fr.reasons).toHaveLength(25);
    expect(fr.reasons[1]).toEqual({ id: "financial_difficulties", label: "Difficultés financières" });
    // Camille is out of her commitment: exactly one month's notice.
    expect(fr.effectiveDate).toBe(addMonths(today, 1));
    const nl = (await call("GET", `${BASE}/cancel/reasons?language=nl`, mails.camille)).json();
    expect(nl.reasons[1].label).toBe("Financiële problemen");
    // Sanne's account speaks Dutch: her default.
    const sanne = (await call("GET", `${BASE}/cancel/reasons`, mails.sanne)).json();
    expect(sanne.reasons[0].label).toBe("Ik ben van formule veranderd");
    expect((await call("GET", `${BASE}/cancel/reasons`, mails.noah)).statusCode).toBe(404);
  });
});

describe("the actions", () => {
  it("pauses camille's pass (eligibleForSuspension), audited, on the account at once; a second pause is 409", async () => {
    const before = (await auditOf(mails.camille)).length;
    const response = await call("PATCH", `${BASE}/suspend`, mails.camille, {
      action: "suspend",
    });
    expect(response.statusCode).toBe(200);
    const body = SubscriptionActionResponseSchema.parse(response.json());
    expect(body.subscriptionState).toMatchObject({ pausePending: true, eligibleForSuspension: false });
    const audit = await auditOf(mails.camille);
    expect(audit).toHaveLength(before + 1);
    expect(audit[0]).toMatchObject({
      action: "suspend",
      actor: await t.accountId(mails.camille),
    });
    expect(audit[0]?.after?.pause).not.toBeNull();
    expect((await subscriptionOf(t, mails.camille)).pauseFrom).toBe(audit[0]?.after?.pause?.from);
    expect((await accountState(mails.camille)).pausePending).toBe(true);

    const again = await call("PATCH", `${BASE}/suspend`, mails.camille, { action: "suspend" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "SUBSCRIPTION_SUSPENSION_NOT_ALLOWED" });
  });

  it("undoes the pending pause (eligibleToCancelSuspension); a second undo is 409", async () => {
    const response = await call("DELETE", `${BASE}/suspend`, mails.camille);
    expect(response.statusCode).toBe(200);
    expect(response.json().subscriptionState).toMatchObject({
      pausePending: false,
      eligibleForSuspension: true,
    });
    expect((await subscriptionOf(t, mails.camille)).pauseFrom).toBeNull();
    expect((await accountState(mails.camille)).pausePending).toBe(false);
    const again = await call("DELETE", `${BASE}/suspend`, mails.camille);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "SUBSCRIPTION_NO_PENDING_PAUSE" });
  });

  it("resumes lucas's paused pass (eligibleForReactivation) and bills the rest of the month; resuming an active pass is 409", async () => {
    const row = await subscriptionOf(t, mails.lucas);
    // Lucas pays by direct debit: his first payment set up a mandate at the provider.
    await t.database.db
      .insert(paymentCustomers)
      .values({ accountId: row.accountId, providerCustomerId: "cst_lucas" });
    const count = async () =>
      (await t.database.db.select().from(invoices).where(eq(invoices.subscriptionId, row.id))).length;
    const before = await count();
    const response = await call("PATCH", `${BASE}/suspend`, mails.lucas, {
      action: "resume",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "active",
      subscriptionState: { eligibleForReactivation: false },
    });
    expect(await count()).toBe(before + 1);
    const [resumed] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.subscriptionId, row.id), eq(invoices.periodStart, today)));
    // To be debited on the mandate (the debit job submits it): paid and sent to the bank, not confirmed yet.
    expect(resumed).toMatchObject({ status: "paid", extractedToNib: true, paidAt: null });
    // The pass card shows the new status (GET .../cards reads it).
    const [card] = await t.database.db.select().from(passCards).where(eq(passCards.id, row.cardId));
    expect(card?.status).toBe("active");
    expect((await accountState(mails.lucas)).eligibleForReactivation).toBe(false);

    const again = await call("PATCH", `${BASE}/suspend`, mails.camille, { action: "resume" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "SUBSCRIPTION_REACTIVATION_NOT_ALLOWED" });
  });

  it("cancels camille's pass (eligibleChanges) with the end date, and mails it in French", async () => {
    const response = await call("PATCH", `${BASE}/cancel`, mails.camille, {
      reason: "moving",
    });
    expect(response.statusCode).toBe(200);
    const end = addMonths(today, 1);
    expect(response.json()).toMatchObject({
      effectiveDate: end,
      subscriptionState: { cancelPending: true, eligibleToCancelCancellation: true, currentPlanEndDate: end },
    });
    expect(await subscriptionOf(t, mails.camille)).toMatchObject({
      cancelReason: "moving",
      cancelEffectiveDate: end,
      cancelRequestedOn: today,
    });
    expect((await accountState(mails.camille)).cancelPending).toBe(true);
    const sent = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.recipient, mails.camille), eq(outboxMails.kind, "subscription_cancelled")));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.language).toBe("fr");
    expect(sent[0]?.subject).toMatch(/résiliation/);
    expect(sent[0]?.text).toContain(`prendra fin le ${longDate(end, "fr")}`);
    expect(sent[0]?.text).toContain(`jusqu'au ${longDate(addDays(end, -1), "fr")} inclus`);
    expect(sent[0]?.html).toContain(longDate(end, "fr"));

    const again = await call("PATCH", `${BASE}/cancel`, mails.camille, { reason: "moving" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "SUBSCRIPTION_CANCELLATION_NOT_ALLOWED" });
  });

  it("undoes camille's cancellation (eligibleToCancelCancellation); a second undo is 409", async () => {
    const response = await call("DELETE", BASE, mails.camille);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      effectiveDate: null,
      subscriptionState: { cancelPending: false },
    });
    expect((await subscriptionOf(t, mails.camille)).cancelEffectiveDate).toBeNull();
    expect((await accountState(mails.camille)).cancelPending).toBe(false);
    const again = await call("DELETE", BASE, mails.camille);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "SUBSCRIPTION_NO_PENDING_CANCELLATION" });
  });

  it("undoes sanne's plan change (pendingPlanChange); a second undo is 409", async () => {
    expect((await accountState(mails.sanne)).pendingPlanChange).toBe(true);
    const response = await call("DELETE", `${BASE}/downgrade`, mails.sanne);
    expect(response.statusCode).toBe(200);
    expect(response.json().subscriptionState).toMatchObject({ pendingPlanChange: false, newPlan: null });
    expect((await subscriptionOf(t, mails.sanne)).planChangePlan).toBeNull();
    expect((await accountState(mails.sanne)).pendingPlanChange).toBe(false);
    const again = await call("DELETE", `${BASE}/downgrade`, mails.sanne);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "SUBSCRIPTION_NO_PENDING_PLAN_CHANGE" });
  });

  it("mails sanne's cancellation in Dutch", async () => {
    const response = await call("PATCH", `${BASE}/cancel`, mails.sanne, {
      reason: "too_expensive",
    });
    expect(response.statusCode).toBe(200);
    const end = response.json().effectiveDate;
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.recipient, mails.sanne), eq(outboxMails.kind, "subscription_cancelled")));
    expect(mail?.language).toBe("nl");
    expect(mail?.text).toContain(`eindigt op ${longDate(end, "nl")}`);
  });

  it("turns debit invoicing off and on; refused with 409 SUBSCRIPTION_ENDED on a pass that has ended", async () => {
    const off = await call("PATCH", `${BASE}/groupSupplementInvoice`, mails.camille, {
      action: "disabled",
    });
    expect(off.statusCode).toBe(200);
    expect((await subscriptionOf(t, mails.camille)).debitInvoiceEnabled).toBe(false);
    expect((await call("GET", BASE, mails.camille)).json().debitInvoiceEnabled).toBe(false);
    const on = await call("PATCH", `${BASE}/groupSupplementInvoice`, mails.camille, {
      action: "activated",
    });
    expect(on.statusCode).toBe(200);
    expect((await subscriptionOf(t, mails.camille)).debitInvoiceEnabled).toBe(true);
    expect((await auditOf(mails.camille))[0]).toMatchObject({
      action: "groupSupplementInvoice",
    });

    // Emma's cancellation took effect yesterday: her pass has ended.
    const emma = await subscriptionOf(t, mails.emma);
    await t.database.db
      .update(subscriptions)
      .set({ cancelEffectiveDate: addDays(today, -1), cancelRequestedOn: addMonths(addDays(today, -1), -1) })
      .where(eq(subscriptions.id, emma.id));
    const ended = await call("PATCH", `${BASE}/groupSupplementInvoice`, mails.emma, {
      action: "disabled",
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ code: "SUBSCRIPTION_ENDED" });
    // A refused action writes nothing (its transaction is rolled back); reads apply what is due.
    const read = await call("GET", BASE, mails.emma);
    expect(read.json()).toMatchObject({
      status: "canceled",
      subscriptionState: { eligibleReSubscription: true },
    });
    // Nothing else is allowed on it.
    for (const [method, path, payload] of [
      ["PATCH", "/suspend", { action: "suspend" }],
      ["PATCH", "/cancel", { reason: "moving" }],
      ["DELETE", "", undefined],
    ] as const) {
      expect((await call(method, `${BASE}${path}`, mails.emma, payload)).statusCode).toBe(409);
    }
  });

  it("keeps lea's blocked pass from pausing but lets her cancel", async () => {
    const pause = await call("PATCH", `${BASE}/suspend`, mails.lea, { action: "suspend" });
    expect(pause.statusCode).toBe(409);
    expect(pause.json()).toMatchObject({ code: "SUBSCRIPTION_SUSPENSION_NOT_ALLOWED" });
    const reasons = (await call("GET", `${BASE}/cancel/reasons`, mails.lea)).json();
    const cancel = await call("PATCH", `${BASE}/cancel`, mails.lea, {
      reason: "card_or_photo_issues",
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: "blocked", effectiveDate: reasons.effectiveDate });
  });
});

describe("bad inputs and other customers", () => {
  it("refuses malformed bodies with a coded 400 and changes nothing", async () => {
    const before = await subscriptionOf(t, mails.hugo);
    const cases: ["PATCH", string, Record<string, unknown>][] = [
      ["PATCH", `${BASE}/suspend`, { action: "pause" }],
      ["PATCH", `${BASE}/suspend`, {}],
      ["PATCH", `${BASE}/suspend`, { action: "suspend", until: "2030-01-01" }],
      ["PATCH", `${BASE}/cancel`, { reason: "Not A Reason!" }],
      ["PATCH", `${BASE}/cancel`, { reason: "x".repeat(60) }],
      ["PATCH", `${BASE}/cancel`, {}],
      ["PATCH", `${BASE}/groupSupplementInvoice`, { action: "on" }],
      ["PATCH", `${BASE}/groupSupplementInvoice`, { action: true }],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call(method, url, mails.hugo, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().code).toBe("BAD_REQUEST");
    }
    expect(await subscriptionOf(t, mails.hugo)).toEqual(before);
  });

  it("refuses a well-formed but unknown cancel reason with 400 on the reason field", async () => {
    const response = await call("PATCH", `${BASE}/cancel`, mails.hugo, {
      reason: "no_such_reason",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: [{ path: "reason", code: "invalid_value" }],
    });
    expect((await subscriptionOf(t, mails.hugo)).cancelEffectiveDate).toBeNull();
  });

  it("answers 404 to a customer without a pass on every action, and 401 without a token", async () => {
    for (const [method, path, payload] of [
      ["PATCH", "/suspend", { action: "suspend" }],
      ["DELETE", "/suspend", undefined],
      ["PATCH", "/cancel", { reason: "moving" }],
      ["DELETE", "", undefined],
      ["DELETE", "/downgrade", undefined],
      ["PATCH", "/groupSupplementInvoice", { action: "activated" }],
    ] as const) {
      const response = await call(method, `${BASE}${path}`, mails.noah, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "SUBSCRIPTION_NOT_FOUND" });
      expect((await call(method, `${BASE}${path}`, undefined, payload)).statusCode).toBe(401);
    }
  });

  it("acts only on the caller's own pass: hugo's pause leaves camille's untouched", async () => {
    const camille = await subscriptionOf(t, mails.camille);
    const response = await call("PATCH", `${BASE}/cancel`, mails.hugo, {
      reason: "too_expensive",
    });
    expect(response.statusCode).toBe(200);
    expect((await subscriptionOf(t, mails.hugo)).cancelReason).toBe("too_expensive");
    expect(await subscriptionOf(t, mails.camille)).toEqual(camille);
  });
});

describe("rate limit", () => {
  it("limits the actions per account (30 a minute), other customers unaffected", async () => {
    const token = await t.tokenFor(mails.lea);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: "DELETE",
        url: `${BASE}/downgrade`,
        headers: { authorization: `Bearer ${token}` },
      });
      codes.push(response.statusCode);
    }
    // Every earlier write of hers in this file counts too: at the latest the 31st is refused.
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((code) => code !== 429 && code !== 409)).toEqual([]);
    const other = await call("DELETE", `${BASE}/downgrade`, mails.noah);
    expect(other.statusCode).toBe(404);
  });
});
