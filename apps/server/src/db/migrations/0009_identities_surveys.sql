CREATE TABLE "linked_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"mail" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_identities_upstream_unique" UNIQUE("provider","subject"),
	CONSTRAINT "linked_identities_account_provider_unique" UNIQUE("account_id","provider")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"survey_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"rating" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_survey_id_account_id_pk" PRIMARY KEY("survey_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_title_languages_check" CHECK ("surveys"."title" ?& array['fr', 'nl', 'en']),
	CONSTRAINT "surveys_description_languages_check" CHECK ("surveys"."description" ?& array['fr', 'nl', 'en'])
);
--> statement-breakpoint
ALTER TABLE "linked_identities" ADD CONSTRAINT "linked_identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "linked_identities_account_idx" ON "linked_identities" USING btree ("account_id");