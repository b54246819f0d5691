import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** A title per language; English is the fallback when the asked language is missing. */
export type LocalizedTitles = { fr?: string; nl?: string; en: string };

/** An FAQ answer per language, as paragraphs of plain text; English is the fallback. */
export type LocalizedParagraphs = { fr?: string[]; nl?: string[]; en: string[] };

/** Generic footer columns (SPEC 2.1 "Footer (full)"), per domain; ids are readable keys ("fr-help"). */
export const footerColumns = pgTable(
  "footer_columns",
  {
    id: text("id").primaryKey(),
    domain: text("domain", { enum: ["fr", "nl"] }).notNull(),
    position: integer("position").notNull(),
    titles: jsonb("titles").$type<LocalizedTitles>().notNull(),
  },
  (t) => [index("footer_columns_domain_idx").on(t.domain, t.position)],
);

export const footerLinks = pgTable(
  "footer_links",
  {
    id: text("id").primaryKey(),
    columnId: text("column_id")
      .notNull()
      .references(() => footerColumns.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    titles: jsonb("titles").$type<LocalizedTitles>().notNull(),
    url: text("url").notNull(),
    newTab: boolean("new_tab").notNull().default(false),
    /** Opens the consent-preferences panel instead of following the URL. */
    cookie: boolean("cookie").notNull().default(false),
  },
  (t) => [index("footer_links_column_idx").on(t.columnId, t.position)],
);

/** `label` is the icon name (facebook, instagram...). */
export const socialNetworks = pgTable(
  "social_networks",
  {
    domain: text("domain", { enum: ["fr", "nl"] }).notNull(),
    label: text("label").notNull(),
    position: integer("position").notNull(),
    url: text("url").notNull(),
  },
  (t) => [primaryKey({ columns: [t.domain, t.label] })],
);

/** Knowledge articles; the footer shows those of FOOTER_FAQ_CATEGORY_ID (SPEC 9). */
export const faqArticles = pgTable(
  "faq_articles",
  {
    id: text("id").primaryKey(),
    domain: text("domain", { enum: ["fr", "nl"] }).notNull(),
    categoryId: text("category_id").notNull(),
    position: integer("position").notNull(),
    titles: jsonb("titles").$type<LocalizedTitles>().notNull(),
    /** The FAQ page's answer; null for an article written before it had one. */
    answers: jsonb("answers").$type<LocalizedParagraphs>(),
  },
  (t) => [index("faq_articles_category_idx").on(t.domain, t.categoryId, t.position)],
);
