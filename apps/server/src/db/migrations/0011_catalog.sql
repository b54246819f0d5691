-- The public catalog (docs/catalog.md): per-language show texts, the facts a show page needs,
-- cinema zones and descriptions; the catalog tables also notify public_read_changed.
CREATE TABLE "show_translations" (
	"show_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"synopsis" text NOT NULL,
	CONSTRAINT "show_translations_show_id_language_pk" PRIMARY KEY("show_id","language")
);
--> statement-breakpoint
ALTER TABLE "cinemas" ADD COLUMN "zone" text DEFAULT 'idf' NOT NULL;--> statement-breakpoint
ALTER TABLE "cinemas" ADD COLUMN "descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "director" text;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "cast" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "age_rating" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "trailer_key" text;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "release_date" date;--> statement-breakpoint
ALTER TABLE "show_translations" ADD CONSTRAINT "show_translations_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "show_sessions_show_start_idx" ON "show_sessions" USING btree ("show_id","starts_at");--> statement-breakpoint
-- Existing cinemas: the Paris area is zone idf (the default), every other city is its own zone.
UPDATE "cinemas" SET "zone" = "city_slug" WHERE "city_slug" <> 'paris';--> statement-breakpoint
-- The catalog answers are kept in the process's public read cache (lib/notify-cache.ts) like the
-- settings and the footer: every change to a table they are built from drops it (shows already
-- notifies since 0010).
CREATE TRIGGER show_translations_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON show_translations
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();
--> statement-breakpoint
CREATE TRIGGER cinemas_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cinemas
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();
--> statement-breakpoint
CREATE TRIGGER show_sessions_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON show_sessions
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();
