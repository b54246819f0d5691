import { addDays, addMonths, nextBillingDate, PASSES } from "@cinelux/contract";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { bearerOf, createCustomer } from "../../../test/factories.ts";
import { createPass, createSupplement, subscriptionOf } from "../../../test/passes.factories.ts";
import {
  type AccountRow,
  accounts,
  invoices,
  passCards,
  subscriptionAudit,
  subscriptionSupplements,
  subscriptions,
} from "../../db/schema/index.ts";
import { type CollectPayment, chainDay, runBilling, startBillingJob } from "./subscription.billing.ts";

/** The bank pays every debit (the debits themselves are modules/subscribe's tests). */
const BANK_PAYS: CollectPayment = () => "paid";

/**
 * The billing job over simulated months: the clock (`today`) moves, the passes are billed,
 * advanced and their account state rewritten. One app for the file: each test moves time on.
 */
const t = useTestApp({ seed: false });
let today: string;
/** The customers this file bills, each with a year-old pass in the state its tests need. */
const mails = { camille: "", lucas: "", emma: "", hugo: "", sanne: "" };
/** Sanne's row as made: each run bills every pass, so her plan change may run in an earlier test. */
let sanneSeeded: { planChangeExecutionDate: string | null };
beforeAll(async () => {
  today = chainDay(new Date());
  const db = t.database.db;
  const holder = async (
    name: keyof typeof mails,
    pass: Omit<Parameters<typeof createPass>[1], "customer">,
    overrides: Partial<AccountRow> = {},
  ) => {
    const customer = await createCustomer(db, { firstName: name, ...overrides });
    mails[name] = customer.mail;
    // Dated from the UTC day, as the seed dates its passes (the first test bills on that day).
    return createPass(db, { customer, invoices: true, ...pass });
  };
  const camille = await holder("camille", { debitInvoiceEnabled: true });
  // A premium-format session two months ago, paid on top of her pass.
  await createSupplement(db, { subscription: camille.subscription, date: addMonths(today, -2) });
  await holder("lucas", { plan: "CINEPASS_GOLD", state: "paused" });
  await holder("emma", { state: "cancelPending", addOns: ["PREMIUM_FORMATS"] });
  await holder("hugo", { plan: "UNLIMITED", state: "unpaid" });
  await holder(
    "sanne",
    { plan: "CINEPASS_DUO", state: "downgradePending" },
    { domain: "nl", language: "nl", country: "NL", postalCode: "1017 CN" },
  );
  sanneSeeded = await subscriptionOf(t, mails.sanne);
});

async function invoicesOf(mail: string) {
  const row = await subscriptionOf(t, mail);
  return t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, row.id))
    .orderBy(asc(invoices.periodStart));
}

async function accountStateOf(mail: string) {
  const [row] = await t.database.db
    .select({ state: accounts.subscriptionState })
    .from(accounts)
    .where(eq(accounts.mail, mail));
  return row?.state as Record<string, unknown>;
}

/** Bounces the debits of the accounts named; the others are paid. */
function bouncing(...accountIds: string[]): CollectPayment {
  return (invoice) => (accountIds.includes(invoice.accountId) ? "unpaid" : "paid");
}

describe("the billing job", () => {
  it("finds nothing to bill on the day the passes were made, and a second run changes nothing", async () => {
    const before = (await t.database.db.select().from(invoices)).length;
    // The seed dates everything from its UTC day (the chain's day is an hour or two ahead at night).
    const seedDay = new Date().toISOString().slice(0, 10);
    const first = await runBilling(t.database.db, { today: seedDay, collect: BANK_PAYS });
    expect(first.invoicesIssued).toBe(0);
    // Every pass of the database: this file's and the demo seed's.
    expect(first.subscriptions).toBe((await t.database.db.select().from(subscriptions)).length);
    const second = await runBilling(t.database.db, { today: seedDay, collect: BANK_PAYS });
    expect(second).toMatchObject({ invoicesIssued: 0, changed: 0 });
    expect((await t.database.db.select().from(invoices)).length).toBe(before);
  });

  it("skips lucas's paused month and makes his pass active again when the pause ends", async () => {
    const lucas = await subscriptionOf(t, mails.lucas);
    const pauseTo = lucas.pauseTo ?? "";
    expect(lucas.status).toBe("suspended");
    await runBilling(t.database.db, { today: addDays(pauseTo, -1), collect: BANK_PAYS });
    expect((await subscriptionOf(t, mails.lucas)).status).toBe("suspended");
    expect((await invoicesOf(mails.lucas)).some((row) => row.periodStart === lucas.pauseFrom)).toBe(false);
    await runBilling(t.database.db, { today: pauseTo, collect: BANK_PAYS });
    const after = await subscriptionOf(t, mails.lucas);
    expect(after).toMatchObject({ status: "active", pauseFrom: null, pauseTo: null });
    const rows = await invoicesOf(mails.lucas);
    // Billed again from the pause's end, never for the paused month.
    expect(rows.at(-1)?.periodStart).toBe(pauseTo);
    expect(
      rows.filter((row) => row.periodStart >= (lucas.pauseFrom ?? "") && row.periodStart < pauseTo),
    ).toEqual([]);
    expect(await accountStateOf(mails.lucas)).toMatchObject({ eligibleForSuspension: true });
  });

  it("executes sanne's plan change on its day and bills the new plan from then", async () => {
    const day = sanneSeeded.planChangeExecutionDate ?? "";
    expect(day > today).toBe(true);
    await runBilling(t.database.db, { today: day, collect: BANK_PAYS });
    expect(await subscriptionOf(t, mails.sanne)).toMatchObject({
      plan: "CINEPASS",
      planChangePlan: null,
    });
    const issued = (await invoicesOf(mails.sanne)).at(-1);
    expect(issued).toMatchObject({
      periodStart: day,
      amountCents: PASSES.CINEPASS.pricing.nl.monthlyPriceCents,
    });
    expect(issued?.number.startsWith("NL-")).toBe(true);
    expect(await accountStateOf(mails.sanne)).toMatchObject({ pendingPlanChange: false });
  });

  it("bills the next month once, paid: camille stays active; hugo stays unpaid with his old invoice", async () => {
    const camille = await subscriptionOf(t, mails.camille);
    const before = await invoicesOf(mails.camille);
    // The period after her last invoice (the tests above moved the clock already).
    const next = before.at(-1)?.periodEnd ?? nextBillingDate(camille, today);
    await runBilling(t.database.db, { today: next, collect: BANK_PAYS });
    await runBilling(t.database.db, { today: next, collect: BANK_PAYS });
    const after = await invoicesOf(mails.camille);
    expect(after).toHaveLength(before.length + 1);
    const issued = after.at(-1);
    expect(issued).toMatchObject({
      periodStart: next,
      periodEnd: addMonths(next, 1),
      status: "paid",
      extractedToNib: true,
      issuedOn: next,
    });
    expect(issued?.number).toBe(`FR-${next.slice(0, 7)}-${camille.subscriptionNumber.slice(-6)}`);
    expect((await subscriptionOf(t, mails.camille)).status).toBe("active");
    expect((await subscriptionOf(t, mails.hugo)).status).toBe("unpaid");
    const audit = await t.database.db
      .select()
      .from(subscriptionAudit)
      .where(and(eq(subscriptionAudit.subscriptionId, camille.id), eq(subscriptionAudit.actor, "billing")));
    expect(audit.map((row) => row.action)).toContain(`invoice:${issued?.number}:paid`);
  });

  it("adds last month's supplements to the invoice under debit invoicing", async () => {
    const camille = await subscriptionOf(t, mails.camille);
    const [seeded] = await t.database.db
      .select()
      .from(subscriptionSupplements)
      .where(eq(subscriptionSupplements.subscriptionId, camille.id))
      .limit(1);
    if (!seeded) {
      throw new Error("camille has no supplement");
    }
    const last = (await invoicesOf(mails.camille)).at(-1);
    const due = last?.periodEnd ?? today;
    const { id: _id, ...copy } = seeded;
    await t.database.db
      .insert(subscriptionSupplements)
      .values({ ...copy, date: addDays(due, -3), invoiceId: null });
    await runBilling(t.database.db, { today: due, collect: BANK_PAYS });
    const issued = (await invoicesOf(mails.camille)).at(-1);
    expect(issued?.periodStart).toBe(due);
    expect(issued?.amountCents).toBe(PASSES.CINEPASS.pricing.fr.monthlyPriceCents + seeded.amountCents);
    const [linked] = await t.database.db
      .select()
      .from(subscriptionSupplements)
      .where(
        and(
          eq(subscriptionSupplements.subscriptionId, camille.id),
          eq(subscriptionSupplements.date, addDays(due, -3)),
        ),
      );
    expect(linked?.invoiceId).toBe(issued?.id);
  });

  it("turns the pass unpaid when a month's debit bounces, and active again once it is paid", async () => {
    const camille = await subscriptionOf(t, mails.camille);
    const due = (await invoicesOf(mails.camille)).at(-1)?.periodEnd ?? today;
    await runBilling(t.database.db, { today: due, collect: bouncing(camille.accountId) });
    const unpaid = (await invoicesOf(mails.camille)).at(-1);
    expect(unpaid).toMatchObject({ periodStart: due, status: "unpaid", extractedToNib: false, paidAt: null });
    expect(await subscriptionOf(t, mails.camille)).toMatchObject({ status: "unpaid" });
    const [card] = await t.database.db.select().from(passCards).where(eq(passCards.id, camille.cardId));
    expect(card?.status).toBe("unpaid");
    // The flags follow: an unpaid pass may not be paused.
    expect(await accountStateOf(mails.camille)).toMatchObject({
      eligibleForSuspension: false,
    });
    const { statusCode, json } = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me/subscription",
      headers: await bearerOf(t, mails.camille),
    });
    expect(statusCode).toBe(200);
    expect(json()).toMatchObject({
      status: "unpaid",
      unpaidInvoice: true,
      unpaidBalance: unpaid?.amountCents,
    });

    // The customer pays it (support marks it paid): the next run turns the pass active again.
    await t.database.db
      .update(invoices)
      .set({ status: "paid", paidAt: new Date() })
      .where(eq(invoices.id, unpaid?.id ?? ""));
    await runBilling(t.database.db, { today: addDays(due, 1), collect: BANK_PAYS });
    expect((await subscriptionOf(t, mails.camille)).status).toBe("active");
    expect(await accountStateOf(mails.camille)).toMatchObject({ eligibleForSuspension: true });
  });

  it("ends emma's pass on the cancellation's day, the last period pro rata, nothing after", async () => {
    const emma = await subscriptionOf(t, mails.emma);
    const end = emma.cancelEffectiveDate ?? "";
    await runBilling(t.database.db, { today: end, collect: BANK_PAYS });
    await runBilling(t.database.db, { today: addMonths(end, 2), collect: BANK_PAYS });
    expect((await subscriptionOf(t, mails.emma)).status).toBe("canceled");
    const rows = await invoicesOf(mails.emma);
    expect(rows.at(-1)?.periodEnd).toBe(end);
    expect(rows.every((row) => row.periodEnd <= end)).toBe(true);
    expect(await accountStateOf(mails.emma)).toMatchObject({
      eligibleReSubscription: true,
      cancelPending: false,
    });
  });

  it("leaves the account's state to a new pass when an ended one is billed", async () => {
    const emma = await subscriptionOf(t, mails.emma);
    const day = addMonths(emma.cancelEffectiveDate ?? today, 2);
    const [card] = await t.database.db
      .insert(passCards)
      .values({
        accountId: emma.accountId,
        type: "CINEPASS",
        label: "Cinépass",
        number: "6280010000000777",
        code: "CLX-6280010000000777",
        holderLastName: "Petit",
      })
      .returning();
    await t.database.db.insert(subscriptions).values({
      accountId: emma.accountId,
      cardId: card?.id ?? "",
      subscriptionNumber: "AB-FR-000777",
      plan: "CINEPASS",
      domain: "fr",
      startDate: day,
      commitmentEndDate: addMonths(day, 12),
      billingDay: 5,
    });
    await runBilling(t.database.db, { today: day, collect: BANK_PAYS });
    expect(await accountStateOf(mails.emma)).toMatchObject({
      eligibleReSubscription: false,
      eligibleChanges: true,
    });
    // Her new pass got its first invoice, numbered off the cycle (it started on another day than the 5th).
    const [first] = await t.database.db
      .select()
      .from(invoices)
      .where(
        eq(invoices.number, day.slice(8) === "05" ? `FR-${day.slice(0, 7)}-000777` : `FR-${day}-000777`),
      );
    expect(first?.periodStart).toBe(day);
  });

  it("runs from a started job, one run at a time, and stops", async () => {
    const job = startBillingJob({
      db: t.database.db,
      log: { info: () => undefined, error: () => undefined },
      billing: { clock: () => new Date(`${addMonths(today, 6)}T12:00:00Z`) },
    });
    const [a, b] = [job.runOnce(), job.runOnce()];
    expect(a).toBe(b);
    const result = await a;
    expect(result.invoicesIssued).toBeGreaterThan(0);
    expect((await job.runOnce()).invoicesIssued).toBe(0);
    await job.stop();
  });
});
