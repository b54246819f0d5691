CREATE TABLE "reference_data_state" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "show_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "domain" text;--> statement-breakpoint
CREATE INDEX "pass_cards_photo_review_idx" ON "pass_cards" USING btree ("photo_updated_at") WHERE "pass_cards"."photo_status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_domain_check" CHECK ("alerts"."domain" is null or "alerts"."domain" in ('fr', 'nl'));--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_dates_check" CHECK ("alerts"."starts_at" is null or "alerts"."ends_at" is null or "alerts"."starts_at" < "alerts"."ends_at");