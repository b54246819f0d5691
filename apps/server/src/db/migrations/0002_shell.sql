CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"booking_ref" text NOT NULL,
	"session_id" uuid NOT NULL,
	"status" text NOT NULL,
	"seats" text[] NOT NULL,
	"seat_type" text NOT NULL,
	"payment" jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refundable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_ref_unique" UNIQUE("booking_ref"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('CONFIRMED', 'CANCELLED', 'PENDING'))
);
--> statement-breakpoint
CREATE TABLE "faq_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"category_id" text NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_columns" (
	"id" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" text PRIMARY KEY NOT NULL,
	"column_id" text NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"url" text NOT NULL,
	"new_tab" boolean DEFAULT false NOT NULL,
	"cookie" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_networks" (
	"domain" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "social_networks_domain_label_pk" PRIMARY KEY("domain","label")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"domain" text PRIMARY KEY NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"catalog_base_url" text NOT NULL,
	"logout_return_path" text,
	"error_path" text DEFAULT '/' NOT NULL,
	"mobile_key" text NOT NULL,
	"injections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_domain_check" CHECK ("site_settings"."domain" in ('fr', 'nl'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_show_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."show_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_column_id_footer_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_account_status_idx" ON "bookings" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "faq_articles_category_idx" ON "faq_articles" USING btree ("domain","category_id","position");--> statement-breakpoint
CREATE INDEX "footer_columns_domain_idx" ON "footer_columns" USING btree ("domain","position");--> statement-breakpoint
CREATE INDEX "footer_links_column_idx" ON "footer_links" USING btree ("column_id","position");--> statement-breakpoint
-- The settings of both domains are configuration, not demo data: every environment needs them (the
-- demo seed never runs in prod, and an existing database is never seeded again), so they are created
-- here. Every flag on, except the Offers menu on the Dutch domain (no offers catalog there yet,
-- docs/settings.md). The mobile key is random per installation.
INSERT INTO "site_settings" ("domain", "flags", "catalog_base_url", "error_path", "mobile_key", "injections") VALUES
  ('fr', '{"offersMenuDisplayed": true, "subscriptionEnabled": true, "moreFromCineluxMenuEnabled": true, "clubCineluxEnabled": true, "advantagesEnabled": true, "goodiesEnabled": true, "myFriendsEnabled": true, "contactBlockDisplayed": true, "statisticsEnabled": true, "myInterestEnabled": true, "notificationsEnabled": true}'::jsonb, 'https://www.cinelux.fr', '/', 'mk_' || md5(random()::text || clock_timestamp()::text), '[]'::jsonb),
  ('nl', '{"offersMenuDisplayed": false, "subscriptionEnabled": true, "moreFromCineluxMenuEnabled": true, "clubCineluxEnabled": true, "advantagesEnabled": true, "goodiesEnabled": true, "myFriendsEnabled": true, "contactBlockDisplayed": true, "statisticsEnabled": true, "myInterestEnabled": true, "notificationsEnabled": true}'::jsonb, 'https://www.cinelux.nl', '/', 'mk_' || md5(random()::text || clock_timestamp()::text), '[]'::jsonb)
ON CONFLICT ("domain") DO NOTHING;
