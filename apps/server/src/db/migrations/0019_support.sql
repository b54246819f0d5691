-- Support (docs/domain/support.md): the SPEC 9 taxonomy (themes, sub-themes, reasons and
-- the FAQ articles each reason suggests), customers' cases with their messages and attachments.
CREATE SEQUENCE "public"."support_case_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "support_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_attachments_size_check" CHECK (octet_length("support_attachments"."bytes") <= 2097152)
);
--> statement-breakpoint
CREATE TABLE "support_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"topic" text NOT NULL,
	"reason_id" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"cinema" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"body" text NOT NULL,
	"received" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_reason_articles" (
	"reason_id" text NOT NULL,
	"domain" text NOT NULL,
	"article_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "support_reason_articles_reason_id_domain_article_id_pk" PRIMARY KEY("reason_id","domain","article_id")
);
--> statement-breakpoint
CREATE TABLE "support_reasons" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"position" integer NOT NULL,
	"labels" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_themes" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"labels" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"theme_id" text NOT NULL,
	"position" integer NOT NULL,
	"labels" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_case_id_support_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."support_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_reason_id_support_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."support_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_case_id_support_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."support_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_reason_articles" ADD CONSTRAINT "support_reason_articles_reason_id_support_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."support_reasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_reasons" ADD CONSTRAINT "support_reasons_topic_id_support_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."support_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_topics" ADD CONSTRAINT "support_topics_theme_id_support_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."support_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_attachments_case_idx" ON "support_attachments" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_cases_number_idx" ON "support_cases" USING btree ("number");--> statement-breakpoint
CREATE INDEX "support_cases_account_idx" ON "support_cases" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "support_cases_open_idx" ON "support_cases" USING btree ("created_at") WHERE "support_cases"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "support_messages_case_idx" ON "support_messages" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "support_reasons_topic_idx" ON "support_reasons" USING btree ("topic_id","position");--> statement-breakpoint
CREATE INDEX "support_topics_theme_idx" ON "support_topics" USING btree ("theme_id","position");;--> statement-breakpoint
-- The taxonomy feeds the in-process cache of public reads (lib/notify-cache.ts), as the FAQ's tables do.
CREATE TRIGGER support_themes_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON support_themes
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();--> statement-breakpoint
CREATE TRIGGER support_topics_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON support_topics
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();--> statement-breakpoint
CREATE TRIGGER support_reasons_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON support_reasons
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();--> statement-breakpoint
CREATE TRIGGER support_reason_articles_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON support_reason_articles
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();