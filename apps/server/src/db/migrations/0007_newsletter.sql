ALTER TABLE "accounts" ADD COLUMN "filmnews_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "filmtips_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;