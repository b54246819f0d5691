import type {
  Language,
  PassAddOn,
  PassPerson,
  PassType,
  PhotoStatus,
  SubscriptionModel,
  SubscriptionStatus,
} from "@cinelux/contract";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { cinemas, shows } from "./catalog.ts";
import { bytea, createdAt, lastUpdateDate, ownerAccountId, updatedAt } from "./columns.ts";

/**
 * The pass: cards, subscriptions, invoices, supplements, cancel reasons, the audit of every
 * subscription action, and the chain's alerts (migration 0014; rules in docs/domain/subscription.md
 * and packages/contract/src/subscription-rules.ts). Amounts are EUR cents, days are `date`s.
 */

/** A text in every language of the site (SPEC 1: fr, nl, en); the API answers in the asked one. */
export type LocalizedText = Record<Language, string>;

/**
 * SPEC 3 "Pass card": a pass or another card of SPEC 9. A card exists before it is attached to an
 * account (`account_id` null): PATCH /api/accounts/me/cards finds it by number and holder's name.
 */
export const passCards = pgTable(
  "pass_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Deleting the account deletes its cards and their photos (personal data), never frees them for another.
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    /** A pass type or another SPEC 9 card type (kept as text: the web skips unknown ones, SPEC 4). */
    type: text("type").notNull(),
    label: text("label").notNull(),
    /** Digits only (AttachCardRequestSchema normalises what the customer types). */
    number: text("number").notNull().unique(),
    /** What the cinema scans (the screen draws a QR code of it). */
    code: text("code").notNull().unique(),
    /** The holder's last name as printed, compared case- and accent-insensitively on attach. */
    holderLastName: text("holder_last_name").notNull(),
    /** Server value (SPEC 4): active, suspended, canceled, unpaid, blocked; the web maps it. */
    status: text("status").notNull().default("active"),
    activationDate: date("activation_date", { mode: "string" }),
    expirationDate: date("expiration_date", { mode: "string" }),
    openEnded: boolean("open_ended").notNull().default(false),
    /** The re-encoded JPEG (sharp, metadata stripped); served only to the owner. */
    photo: bytea("photo"),
    photoStatus: text("photo_status").$type<PhotoStatus>(),
    photoUpdatedAt: timestamp("photo_updated_at", { withTimezone: true }),
    /** SPEC 4 active pass choice: the most recent first. */
    lastUpdateDate: lastUpdateDate(),
  },
  (t) => [
    index("pass_cards_account_idx").on(t.accountId),
    // The moderators' queue (docs/staff.md "Pass photos"): photos under review, oldest first.
    index("pass_cards_photo_review_idx").on(t.photoUpdatedAt).where(sql`${t.photoStatus} = 'PENDING'`),
    check(
      "pass_cards_photo_status_check",
      sql`${t.photoStatus} is null or ${t.photoStatus} in ('OK', 'KO', 'PENDING')`,
    ),
    check("pass_cards_number_check", sql`${t.number} ~ '^[0-9]{8,20}$'`),
  ],
);
export type PassCardRow = typeof passCards.$inferSelect;
export type NewPassCardRow = typeof passCards.$inferInsert;

/**
 * The sequence of the subscription numbers the site gives ("AB-FR-001234"): its last six digits make
 * the invoice numbers unique (invoiceNumberOf), so they never come from chance. The demo seed's
 * numbers stay below its start.
 */
export const subscriptionNumbers = pgSequence("subscription_number_seq", { startWith: 1000 });

/** One subscription: the SubscriptionModel of the contract, a column per field. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: ownerAccountId(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => passCards.id),
    /** Printed on the contract and the invoices, e.g. "AB-FR-000001". */
    subscriptionNumber: text("subscription_number").notNull().unique(),
    plan: text("plan").$type<PassType>().notNull(),
    addOns: text("add_ons").array().$type<PassAddOn[]>().notNull().default(sql`'{}'::text[]`),
    domain: text("domain", { enum: ["fr", "nl"] }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    commitmentEndDate: date("commitment_end_date", { mode: "string" }).notNull(),
    billingDay: integer("billing_day").notNull(),
    status: text("status").$type<SubscriptionStatus>().notNull().default("active"),
    blockedReason: text("blocked_reason"),
    pauseFrom: date("pause_from", { mode: "string" }),
    pauseTo: date("pause_to", { mode: "string" }),
    cancelReason: text("cancel_reason").references(() => cancelReasons.id),
    cancelEffectiveDate: date("cancel_effective_date", { mode: "string" }),
    cancelRequestedOn: date("cancel_requested_on", { mode: "string" }),
    planChangePlan: text("plan_change_plan").$type<PassType>(),
    planChangeAddOns: text("plan_change_add_ons").array().$type<PassAddOn[]>(),
    planChangeExecutionDate: date("plan_change_execution_date", { mode: "string" }),
    debitInvoiceEnabled: boolean("debit_invoice_enabled").notNull().default(false),
    /** The Duo's partner or the Family pass's other members, as named at sign-up (the holder is the account). */
    people: jsonb("people").$type<PassPerson[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_account_idx").on(t.accountId, t.startDate),
    // One subscription that has not ended per customer: the engine reads "the" subscription.
    uniqueIndex("subscriptions_one_live_per_account_idx")
      .on(t.accountId)
      .where(sql`${t.status} <> 'canceled'`),
    check("subscriptions_billing_day_check", sql`${t.billingDay} between 1 and 28`),
    check(
      "subscriptions_status_check",
      sql`${t.status} in ('active', 'suspended', 'canceled', 'unpaid', 'blocked')`,
    ),
    check(
      "subscriptions_pause_check",
      sql`(${t.pauseFrom} is null) = (${t.pauseTo} is null) and (${t.pauseFrom} is null or ${t.pauseFrom} < ${t.pauseTo})`,
    ),
    check(
      "subscriptions_cancellation_check",
      sql`(${t.cancelEffectiveDate} is null) = (${t.cancelRequestedOn} is null)`,
    ),
    check(
      "subscriptions_plan_change_check",
      sql`(${t.planChangePlan} is null) = (${t.planChangeExecutionDate} is null)`,
    ),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;

/** The contract's model from a row (the repository's one mapping; see `subscriptionRowOf` for the way back). */
export function subscriptionModelOf(row: SubscriptionRow): SubscriptionModel {
  return {
    plan: row.plan,
    addOns: row.addOns,
    domain: row.domain,
    startDate: row.startDate,
    commitmentEndDate: row.commitmentEndDate,
    billingDay: row.billingDay,
    status: row.status,
    blockedReason: row.blockedReason,
    pause: row.pauseFrom && row.pauseTo ? { from: row.pauseFrom, to: row.pauseTo } : null,
    cancellation:
      row.cancelEffectiveDate && row.cancelRequestedOn
        ? {
            reason: row.cancelReason ?? "",
            effectiveDate: row.cancelEffectiveDate,
            requestedOn: row.cancelRequestedOn,
          }
        : null,
    planChange:
      row.planChangePlan && row.planChangeExecutionDate
        ? {
            plan: row.planChangePlan,
            addOns: row.planChangeAddOns ?? [],
            executionDate: row.planChangeExecutionDate,
          }
        : null,
    debitInvoiceEnabled: row.debitInvoiceEnabled,
  };
}

/** The columns that hold `model` (for an insert or an update). */
export function subscriptionRowOf(model: SubscriptionModel) {
  return {
    plan: model.plan,
    addOns: model.addOns,
    domain: model.domain,
    startDate: model.startDate,
    commitmentEndDate: model.commitmentEndDate,
    billingDay: model.billingDay,
    status: model.status,
    blockedReason: model.blockedReason,
    pauseFrom: model.pause?.from ?? null,
    pauseTo: model.pause?.to ?? null,
    cancelReason: model.cancellation?.reason || null,
    cancelEffectiveDate: model.cancellation?.effectiveDate ?? null,
    cancelRequestedOn: model.cancellation?.requestedOn ?? null,
    planChangePlan: model.planChange?.plan ?? null,
    planChangeAddOns: model.planChange?.addOns ?? null,
    planChangeExecutionDate: model.planChange?.executionDate ?? null,
    debitInvoiceEnabled: model.debitInvoiceEnabled,
  } satisfies Partial<NewSubscriptionRow>;
}

/** SPEC 3 invoices: one per billing period (plan, add-ons, grouped supplements when debit invoicing is on). */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: ownerAccountId(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** The invoice's name in SPEC 3, e.g. "F-2026-03-000123"; unique across the chain. */
    number: text("number").notNull().unique(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    /** Excluded. */
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["paid", "unpaid"] }).notNull(),
    extractedToNib: boolean("extracted_to_nib").notNull().default(false),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * The debit job's lease (modules/subscribe/debits.ts): until then one process is asking the
     * provider to debit this invoice and no other takes it; null when nobody is.
     */
    debitClaimedUntil: timestamp("debit_claimed_until", { withTimezone: true }),
  },
  (t) => [
    // GET /api/accounts/me/invoices and .../subscription: the customer's invoices, newest first.
    index("invoices_account_issued_idx").on(t.accountId, t.issuedOn),
    // One invoice per subscription and period: a billing job run twice bills once.
    uniqueIndex("invoices_subscription_period_idx").on(t.subscriptionId, t.periodStart),
    // The unpaid balance and the unpaid alert read only these.
    index("invoices_account_unpaid_idx").on(t.accountId).where(sql`${t.status} = 'unpaid'`),
    check("invoices_status_check", sql`${t.status} in ('paid', 'unpaid')`),
    check("invoices_period_check", sql`${t.periodStart} < ${t.periodEnd}`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/** SPEC 3 consumption supplements: a premium-format session paid on top of the pass. */
export const subscriptionSupplements = pgTable(
  "subscription_supplements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: ownerAccountId(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** The session's day. */
    date: date("date", { mode: "string" }).notNull(),
    showId: uuid("show_id")
      .notNull()
      .references(() => shows.id),
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id),
    /** The premium format charged (imax, 4dx, screenx, dolby): the supplement's name. */
    format: text("format").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The invoice that billed it (debit invoicing on); null: paid at the session or not billed yet. */
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
  },
  (t) => [index("subscription_supplements_subscription_date_idx").on(t.subscriptionId, t.date)],
);
export type NewSupplementRow = typeof subscriptionSupplements.$inferInsert;

/** SPEC 9: 25 cancellation reasons, in three languages (seeded by migration 0014: reference data). */
export const cancelReasons = pgTable(
  "cancel_reasons",
  {
    id: text("id").primaryKey(),
    position: integer("position").notNull(),
    labels: jsonb("labels").$type<LocalizedText>().notNull(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [check("cancel_reasons_labels_check", sql`${t.labels} ?& array['fr', 'nl', 'en']`)],
);

/** Every subscription action and billing step, with the model before and after. */
export const subscriptionAudit = pgTable(
  "subscription_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** Who: the customer's account id, "staff:<staff id>" (a moderator's approval), or "billing" / "support" / "seed". */
    actor: text("actor").notNull(),
    /** A SubscriptionAction of the contract, or a billing step ("invoice", "unpaid", "advance"). */
    action: text("action").notNull(),
    before: jsonb("before").$type<SubscriptionModel>(),
    after: jsonb("after").$type<SubscriptionModel>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscription_audit_subscription_at_idx").on(t.subscriptionId, t.at)],
);

/** SPEC 3 "Alert": the chain's messages for the customer area (GET /api/alerts?type=ec). */
export const alerts = pgTable(
  "alerts",
  {
    id: text("id").primaryKey(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    warning: boolean("warning").notNull().default(false),
    /** null: for everybody; else an ALERT_ACCOUNT_TYPES value (SPEC 6: filtered by account type). */
    accountType: text("account_type"),
    updatedAt: updatedAt(),
    active: boolean("active").notNull().default(true),
    /** Scheduling: customers see the alert from `starts_at` (null: at once) until `ends_at` (null: until withdrawn). */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** The site (SPEC 1 domain: fr or nl) that shows it; null: both. */
    domain: text("domain"),
  },
  (t) => [
    index("alerts_active_idx").on(t.updatedAt).where(sql`${t.active}`),
    check("alerts_content_languages_check", sql`${t.content} ?& array['fr', 'nl', 'en']`),
    check(
      "alerts_account_type_check",
      sql`${t.accountType} is null or ${t.accountType} in ('subscriber', 'customer')`,
    ),
    check("alerts_domain_check", sql`${t.domain} is null or ${t.domain} in ('fr', 'nl')`),
    check(
      "alerts_dates_check",
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);
export type NewAlertRow = typeof alerts.$inferInsert;
