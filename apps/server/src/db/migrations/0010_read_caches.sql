-- Reads kept flat as history grows. (1) The ticket count (GET /api/accounts/me/tickets/count) reads one
-- partial index of the customer's confirmed bookings by session start, so past bookings cost nothing: each
-- booking keeps a copy of its session's start, written by triggers below (docs/performance.md).
ALTER TABLE "bookings" ADD COLUMN "session_starts_at" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "session_starts_at" = s."starts_at" FROM "show_sessions" s WHERE s."id" = "bookings"."session_id";--> statement-breakpoint
CREATE INDEX "bookings_account_upcoming_idx" ON "bookings" USING btree ("account_id","session_starts_at") WHERE "bookings"."status" = 'CONFIRMED';--> statement-breakpoint
-- Every insert, change of session or direct write of the copy takes the session's start.
CREATE OR REPLACE FUNCTION bookings_copy_session_start() RETURNS trigger AS $$
BEGIN
  SELECT s.starts_at INTO NEW.session_starts_at FROM show_sessions s WHERE s.id = NEW.session_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bookings_copy_session_start
BEFORE INSERT OR UPDATE OF session_id, session_starts_at ON bookings
FOR EACH ROW EXECUTE FUNCTION bookings_copy_session_start();
--> statement-breakpoint
-- A session moved to another time moves its bookings' copies.
CREATE OR REPLACE FUNCTION show_sessions_move_bookings() RETURNS trigger AS $$
BEGIN
  UPDATE bookings SET session_starts_at = NEW.starts_at WHERE session_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER show_sessions_move_bookings
AFTER UPDATE OF starts_at ON show_sessions
FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at)
EXECUTE FUNCTION show_sessions_move_bookings();
--> statement-breakpoint
-- (2) Every change to a table the settings or the footer are built from tells every server process,
-- so their public read caches drop (lib/notify-cache.ts). Delivered on commit; the payload names the
-- table (one notification per statement).
CREATE OR REPLACE FUNCTION notify_public_read_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('public_read_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER site_settings_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();
--> statement-breakpoint
CREATE TRIGGER shows_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shows
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();
--> statement-breakpoint
CREATE TRIGGER footer_columns_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON footer_columns
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();
--> statement-breakpoint
CREATE TRIGGER footer_links_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON footer_links
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();
--> statement-breakpoint
CREATE TRIGGER social_networks_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON social_networks
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();
--> statement-breakpoint
CREATE TRIGGER faq_articles_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_articles
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();
