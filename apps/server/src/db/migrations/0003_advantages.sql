CREATE TABLE "advantages" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"details" text NOT NULL,
	"code" text,
	"terms" text,
	"help" text,
	"expiration_date" date,
	"alex_recognition_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advantages" ADD CONSTRAINT "advantages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advantages_account_idx" ON "advantages" USING btree ("account_id");