CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail" text NOT NULL,
	"password_hash" text,
	"mail_verified_at" timestamp with time zone,
	"must_verify_mail" boolean DEFAULT true NOT NULL,
	"domain" text DEFAULT 'fr' NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"gender" text,
	"first_name" text,
	"last_name" text,
	"infix_name" text,
	"picture" text,
	"birth_date" date,
	"home_phone" text,
	"mobile_phone" text,
	"address" text,
	"address_complement" text,
	"postal_code" text,
	"city" text,
	"country" text,
	"subscription_state" jsonb,
	"card_last_digits" text,
	"card_expiration_date" date,
	"card_brand" text,
	"mail_notification" boolean DEFAULT false NOT NULL,
	"statistics" boolean DEFAULT true NOT NULL,
	"registered" boolean DEFAULT false NOT NULL,
	"tracking_date" timestamp with time zone,
	"mail_communication_optin" boolean DEFAULT false NOT NULL,
	"general_communication_optin" boolean DEFAULT false NOT NULL,
	"has_loyalty" boolean DEFAULT false NOT NULL,
	"interest" jsonb,
	"social" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_status" text,
	"status" text DEFAULT 'active' NOT NULL,
	"blocked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_mail_unique" UNIQUE("mail")
);
--> statement-breakpoint
CREATE TABLE "cinemas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"city_slug" text NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"latitude" text,
	"longitude" text,
	"tags" text[] NOT NULL,
	"has_pmr_service" boolean DEFAULT true NOT NULL,
	"hall_count" integer NOT NULL,
	"seat_count" integer NOT NULL,
	"code_ccs" text NOT NULL,
	"vista_ref" text NOT NULL,
	CONSTRAINT "cinemas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "show_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"show_id" uuid NOT NULL,
	"cinema_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"version" text NOT NULL,
	"auditorium_name" text NOT NULL,
	"specificities" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"salesforce_show_id" text NOT NULL,
	"title" text NOT NULL,
	"is_movie" boolean DEFAULT true NOT NULL,
	"genres" text[] NOT NULL,
	"duration_minutes" integer NOT NULL,
	"release_year" integer NOT NULL,
	"backdrop_url" text,
	"presales" boolean DEFAULT false NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"bookable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shows_slug_unique" UNIQUE("slug"),
	CONSTRAINT "shows_salesforce_show_id_unique" UNIQUE("salesforce_show_id")
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "show_sessions" ADD CONSTRAINT "show_sessions_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_sessions" ADD CONSTRAINT "show_sessions_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_domain_idx" ON "accounts" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "show_sessions_cinema_start_idx" ON "show_sessions" USING btree ("cinema_id","starts_at");--> statement-breakpoint
CREATE INDEX "account_tokens_account_idx" ON "account_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox_mails" USING btree ("sent_at","created_at");