-- Site pages and the FAQ page (docs/catalog-pages.md "Site pages and FAQ"): the footer's
-- pages per domain and language, FAQ categories and answers; the catalog is served by this server.
CREATE TABLE "faq_categories" (
	"domain" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL,
	CONSTRAINT "faq_categories_domain_id_pk" PRIMARY KEY("domain","id")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"domain" text NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sections" jsonb NOT NULL,
	CONSTRAINT "site_pages_domain_slug_language_pk" PRIMARY KEY("domain","slug","language")
);
--> statement-breakpoint
ALTER TABLE "faq_articles" ADD COLUMN "answers" jsonb;--> statement-breakpoint
CREATE INDEX "faq_categories_domain_idx" ON "faq_categories" USING btree ("domain","position");--> statement-breakpoint
-- Both tables feed in-process caches of public reads (lib/notify-cache.ts), as the footer's do.
CREATE TRIGGER site_pages_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_pages
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();--> statement-breakpoint
CREATE TRIGGER faq_categories_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_categories
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();--> statement-breakpoint
-- The catalog base URL is this server by default (an empty base gives `/fr/films`); a
-- deployment that serves the catalog elsewhere sets its origin again. Only the old defaults change.
UPDATE "site_settings" SET "catalog_base_url" = ''
WHERE ("domain" = 'fr' AND "catalog_base_url" = 'https://www.cinelux.fr')
   OR ("domain" = 'nl' AND "catalog_base_url" = 'https://www.cinelux.nl');--> statement-breakpoint
-- The seeded footer links pointed to a site that does not exist: they now name a page of this
-- catalog (`catalog:Page/{slug}`, `catalog:Faq`), which the footer turns into a path in the page's
-- language. Only links still holding the old seeded address change.
UPDATE "footer_links" AS l SET "url" = v.url
FROM (VALUES
  ('fr-cinelux-about', 'https://www.cinelux.fr/a-propos', 'catalog:Page/about'),
  ('fr-cinelux-careers', 'https://www.cinelux.fr/carrieres', 'catalog:Page/careers'),
  ('fr-cinelux-press', 'https://www.cinelux.fr/presse', 'catalog:Page/press'),
  ('fr-help-faq', 'https://www.cinelux.fr/faq', 'catalog:Faq'),
  ('fr-help-contact', 'https://www.cinelux.fr/contact', 'catalog:Page/contact'),
  ('fr-help-accessibility', 'https://www.cinelux.fr/accessibilite', 'catalog:Page/accessibility'),
  ('fr-legal-terms', 'https://www.cinelux.fr/conditions-generales', 'catalog:Page/terms'),
  ('fr-legal-privacy', 'https://www.cinelux.fr/confidentialite', 'catalog:Page/privacy'),
  ('nl-cinelux-about', 'https://www.cinelux.nl/over-ons', 'catalog:Page/about'),
  ('nl-cinelux-careers', 'https://www.cinelux.nl/vacatures', 'catalog:Page/careers'),
  ('nl-cinelux-press', 'https://www.cinelux.nl/pers', 'catalog:Page/press'),
  ('nl-help-faq', 'https://www.cinelux.nl/veelgestelde-vragen', 'catalog:Faq'),
  ('nl-help-contact', 'https://www.cinelux.nl/contact', 'catalog:Page/contact'),
  ('nl-help-accessibility', 'https://www.cinelux.nl/toegankelijkheid', 'catalog:Page/accessibility'),
  ('nl-legal-terms', 'https://www.cinelux.nl/algemene-voorwaarden', 'catalog:Page/terms'),
  ('nl-legal-privacy', 'https://www.cinelux.nl/privacy', 'catalog:Page/privacy')
) AS v(id, old, url)
WHERE l."id" = v.id AND l."url" = v.old;
