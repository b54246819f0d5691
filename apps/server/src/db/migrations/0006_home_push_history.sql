ALTER TABLE "accounts" ADD COLUMN "hide_birth_date_push_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "hide_opt_in_push_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "hide_survey_push_until" timestamp with time zone;