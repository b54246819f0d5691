import type { SitePageSection } from "@cinelux/contract";
import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The footer's site pages (about us, careers, press, contact, accessibility, terms, privacy), per
 * domain and language: the French company writes the French domain's, the Dutch B.V. the Dutch
 * domain's. One slug per page, the same in every language (docs/catalog-pages.md).
 */
export const sitePages = pgTable(
  "site_pages",
  {
    domain: text("domain", { enum: ["fr", "nl"] }).notNull(),
    slug: text("slug").notNull(),
    language: text("language", { enum: ["fr", "nl", "en"] }).notNull(),
    title: text("title").notNull(),
    /** The meta description and the page's lead paragraph. */
    description: text("description").notNull(),
    sections: jsonb("sections").$type<SitePageSection[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.domain, t.slug, t.language] })],
);

/** The FAQ page's groups (faq_articles.category_id), titled per language. */
export const faqCategories = pgTable(
  "faq_categories",
  {
    domain: text("domain", { enum: ["fr", "nl"] }).notNull(),
    id: text("id").notNull(),
    position: integer("position").notNull(),
    titles: jsonb("titles").$type<{ fr?: string; nl?: string; en: string }>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.domain, t.id] }),
    index("faq_categories_domain_idx").on(t.domain, t.position),
  ],
);
