// Passes and cards a test makes for its own customer (STYLE.md "Tests"): a test that needs a paused
// pass makes one, instead of borrowing the demo customer who holds one.
//
//   const customer = await createCustomer(db);
//   const { subscription, card } = await createPass(db, { customer, state: "paused" });
import { randomInt } from "node:crypto";
import {
  addMonths,
  invoicePeriodsDue,
  type PassAddOn,
  type PassType,
  type SubscriptionModel,
  subscriptionStateOf,
} from "@cinelux/contract";
import { DEMO_CARD_LABELS, type DemoPass, demoPassModel } from "@cinelux/demo/passes";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
import {
  type AccountRow,
  accounts,
  type InvoiceRow,
  invoices,
  type PassCardRow,
  passCards,
  type SubscriptionRow,
  subscriptionRowOf,
  subscriptionSupplements,
  subscriptions,
} from "../src/db/schema/index.ts";
import type { TestApp } from "./app.ts";
import { createCinema, createShow } from "./catalog.factories.ts";

let sequence = 0;

/** JPEG's start and end markers: a card "with a photo" for the lists, not an image to decode. */
const PLACEHOLDER_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

/** A card number no other test file draws: 16 digits, unique per call. */
export function uniqueCardNumber(prefix = "62"): string {
  sequence += 1;
  const random = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return `${prefix}${String(process.pid % 10_000).padStart(4, "0")}${random}${String(sequence).padStart(4, "0")}`.slice(
    0,
    16,
  );
}

/**
 * A pass card: held by `customer` (or by nobody, to attach), of `type`, with a photo status;
 * every column can be overridden.
 */
export async function createPassCard(
  db: Database,
  options: {
    customer?: Pick<AccountRow, "id" | "lastName"> | null;
    type?: string;
    holderLastName?: string;
    overrides?: Partial<typeof passCards.$inferInsert>;
  } = {},
): Promise<PassCardRow> {
  const type = options.type ?? "CINEPASS";
  const number = uniqueCardNumber();
  const [card] = await db
    .insert(passCards)
    .values({
      accountId: options.customer?.id ?? null,
      type,
      label: DEMO_CARD_LABELS[type] ?? type,
      number,
      code: `CLX-${number}`,
      holderLastName: options.holderLastName ?? options.customer?.lastName ?? "Martin",
      status: "active",
      photoStatus: "OK",
      ...options.overrides,
    })
    .returning();
  if (!card) {
    throw new Error("the pass card was not inserted");
  }
  return card;
}

/**
 * A pass of `customer` in the state asked, on `today` (the model the seed's demo passes use,
 * packages/demo demoPassModel): its card, its subscription and, with `invoices`, one invoice per
 * billing period since the start (the last one unpaid for the `unpaid` state). The account carries
 * the computed state, as after the billing engine.
 */
export async function createPass(
  db: Database,
  options: {
    customer: Pick<AccountRow, "id" | "lastName" | "domain">;
    state?: DemoPass["state"];
    plan?: PassType;
    addOns?: PassAddOn[];
    debitInvoiceEnabled?: boolean;
    photoStatus?: "OK" | "KO";
    /** The card's photo bytes (a bare JPEG start and end by default); null: no photo. */
    photo?: Uint8Array | null;
    /** Months between the start and the last billing date: 12 (a year held) unless asked. */
    monthsHeld?: number;
    invoices?: boolean;
    /** The day the state holds on (YYYY-MM-DD); today by default. */
    today?: string;
  },
): Promise<{
  card: PassCardRow;
  subscription: SubscriptionRow;
  model: SubscriptionModel;
  invoices: InvoiceRow[];
}> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const pass: DemoPass = {
    mail: "",
    cardNumber: "",
    plan: options.plan ?? "CINEPASS",
    addOns: options.addOns ?? [],
    billingDay: 5,
    monthsHeld: options.monthsHeld ?? 12,
    state: options.state ?? "active",
    debitInvoiceEnabled: options.debitInvoiceEnabled ?? false,
    photoStatus: options.photoStatus ?? "OK",
    photoColour: "#bcaaa4",
  };
  const model = demoPassModel(pass, options.customer.domain, today);
  const card = await createPassCard(db, {
    customer: options.customer,
    type: pass.plan,
    overrides: {
      status: model.status,
      photoStatus: pass.photoStatus,
      photo: options.photo === undefined ? PLACEHOLDER_JPEG : options.photo,
      photoUpdatedAt: new Date(`${model.startDate}T10:00:00Z`),
      activationDate: model.startDate,
      expirationDate: addMonths(model.commitmentEndDate, 12),
    },
  });
  sequence += 1;
  const number = String(900_000 + (sequence % 100_000)).padStart(6, "0");
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      accountId: options.customer.id,
      cardId: card.id,
      subscriptionNumber: `AB-${options.customer.domain.toUpperCase()}-${number}`,
      ...subscriptionRowOf(model),
    })
    .returning();
  if (!subscription) {
    throw new Error("the subscription was not inserted");
  }
  await db
    .update(accounts)
    .set({ subscriptionState: subscriptionStateOf(model, today) })
    .where(eq(accounts.id, options.customer.id));
  const rows = options.invoices
    ? await insertInvoices(db, { model, subscription, today, state: pass.state })
    : [];
  return { card, subscription, model, invoices: rows };
}

async function insertInvoices(
  db: Database,
  options: {
    model: SubscriptionModel;
    subscription: SubscriptionRow;
    today: string;
    state: DemoPass["state"];
  },
): Promise<InvoiceRow[]> {
  const { model, subscription } = options;
  const due = invoicePeriodsDue(model, null, options.today);
  if (due.length === 0) {
    return [];
  }
  return db
    .insert(invoices)
    .values(
      due.map(({ periodStart, periodEnd, amountCents }, index) => {
        const unpaid = options.state === "unpaid" && index === due.length - 1;
        return {
          accountId: subscription.accountId,
          subscriptionId: subscription.id,
          number: `${model.domain.toUpperCase()}-${periodStart.slice(0, 7)}-${subscription.subscriptionNumber.slice(-6)}`,
          periodStart,
          periodEnd,
          amountCents,
          status: unpaid ? ("unpaid" as const) : ("paid" as const),
          extractedToNib: !unpaid,
          issuedOn: periodStart,
          paidAt: unpaid ? null : new Date(`${periodStart}T08:00:00Z`),
        };
      }),
    )
    .returning();
}

/**
 * A premium-format session paid on top of `subscription` on `date` (SPEC 3 consumption), at a cinema
 * and of a show of its own; not billed yet.
 */
export async function createSupplement(
  db: Database,
  options: {
    subscription: Pick<SubscriptionRow, "id" | "accountId">;
    date: string;
    format?: string;
    amountCents?: number;
  },
) {
  const [cinema, show] = [await createCinema(db), await createShow(db)];
  const [supplement] = await db
    .insert(subscriptionSupplements)
    .values({
      accountId: options.subscription.accountId,
      subscriptionId: options.subscription.id,
      date: options.date,
      showId: show.id,
      cinemaId: cinema.id,
      format: options.format ?? "imax",
      amountCents: options.amountCents ?? 350,
    })
    .returning();
  if (!supplement) {
    throw new Error("the supplement was not inserted");
  }
  return supplement;
}

/** The latest pass (by start date) of the customer with `mail`, as stored; throws if there is none. */
export async function subscriptionOf(
  t: Pick<TestApp, "database" | "accountId">,
  mail: string,
): Promise<SubscriptionRow> {
  const accountId = await t.accountId(mail);
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(desc(subscriptions.startDate))
    .limit(1);
  if (!row) {
    throw new Error(`no subscription for ${mail}`);
  }
  return row;
}
