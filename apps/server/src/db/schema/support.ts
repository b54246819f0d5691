import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, createdAt, ownerAccountId } from "./columns.ts";
import { staffAccounts } from "./staff.ts";
import type { LocalizedText } from "./subscription.ts";

/**
 * Support (docs/domain/support.md): the SPEC 9 taxonomy (7 themes, 19 sub-themes, about
 * 100 reasons, labelled in fr, nl and en, the same on both domains), the FAQ articles each reason
 * suggests, and the customers' cases with their messages and attachments (SPEC 3 "Support case").
 */

export const supportThemes = pgTable("support_themes", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  labels: jsonb("labels").$type<LocalizedText>().notNull(),
});

/** A sub-theme: the case form's `topic`. */
export const supportTopics = pgTable(
  "support_topics",
  {
    id: text("id").primaryKey(),
    themeId: text("theme_id")
      .notNull()
      .references(() => supportThemes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    labels: jsonb("labels").$type<LocalizedText>().notNull(),
  },
  (t) => [index("support_topics_theme_idx").on(t.themeId, t.position)],
);

export const supportReasons = pgTable(
  "support_reasons",
  {
    id: text("id").primaryKey(),
    topicId: text("topic_id")
      .notNull()
      .references(() => supportTopics.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    labels: jsonb("labels").$type<LocalizedText>().notNull(),
  },
  (t) => [index("support_reasons_topic_idx").on(t.topicId, t.position)],
);

/**
 * The FAQ articles a reason suggests, per domain (articles are per domain: `ka-fr-0003`,
 * `ka-nl-0003`). No foreign key to faq_articles: its rows are the catalog's, replaced by their
 * seed; a link to a missing article is skipped on read.
 */
export const supportReasonArticles = pgTable(
  "support_reason_articles",
  {
    reasonId: text("reason_id")
      .notNull()
      .references(() => supportReasons.id, { onDelete: "cascade" }),
    domain: text("domain", { enum: ["fr", "nl"] }).notNull(),
    articleId: text("article_id").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.reasonId, t.domain, t.articleId] })],
);

/** The case numbers' sequence (`C-{year}-{sequence}`, formatCaseNumber): never reused, across years. */
export const supportCaseNumbers = pgSequence("support_case_number_seq", { startWith: 1 });

/** SPEC 3 "Support case": open until closed (SPEC 4). `number` is what the mail and the agent quote. */
export const supportCases = pgTable(
  "support_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: ownerAccountId(),
    number: text("number").notNull(),
    type: text("type").notNull(),
    topic: text("topic").notNull(),
    reasonId: text("reason_id")
      .notNull()
      .references(() => supportReasons.id),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    cinema: text("cinema"),
    /** The language of the acknowledgement and answer mails: the form's page language. */
    language: text("language", { enum: ["fr", "nl", "en"] }).notNull(),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** When the customer last opened the case: answers after it are unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
    /** The staff member the case is assigned to; the queue shows it. A removed member unassigns. */
    assigneeStaffId: uuid("assignee_staff_id").references(() => staffAccounts.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("support_cases_number_idx").on(t.number),
    index("support_cases_account_idx").on(t.accountId, t.createdAt),
    index("support_cases_open_idx").on(t.createdAt).where(sql`${t.closedAt} is null`),
  ],
);
export type SupportCaseRow = typeof supportCases.$inferSelect;

/** `received`: an answer from the chain (an agent); false: the customer's comment. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => supportCases.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    received: boolean("received").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("support_messages_case_idx").on(t.caseId, t.createdAt)],
);

/** The checked bytes (re-encoded images, PDFs that passed the structure check), served to the owner only. */
export const supportAttachments = pgTable(
  "support_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => supportCases.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("support_attachments_case_idx").on(t.caseId),
    check("support_attachments_size_check", sql`octet_length(${t.bytes}) <= 2097152`),
  ],
);
