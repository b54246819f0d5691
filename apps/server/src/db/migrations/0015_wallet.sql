CREATE TABLE "goodies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"code" text NOT NULL,
	"expiration_date" date,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goodies_code_unique" UNIQUE("code"),
	CONSTRAINT "goodies_name_languages_check" CHECK ("goodies"."name" ?& array['fr', 'nl', 'en']),
	CONSTRAINT "goodies_description_languages_check" CHECK ("goodies"."description" ?& array['fr', 'nl', 'en'])
);
--> statement-breakpoint
CREATE TABLE "prepaid_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"giver_account_id" uuid NOT NULL,
	"friend_mail" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" uuid,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "prepaid_offers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "prepaid_offers_outcome_check" CHECK ("prepaid_offers"."claimed_at" is null or "prepaid_offers"."cancelled_at" is null)
);
--> statement-breakpoint
CREATE TABLE "wallet_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"code" text NOT NULL,
	"pin_hash" text,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"initial_quantity" integer NOT NULL,
	"remaining_quantity" integer NOT NULL,
	"expiration_date" date,
	"shareable" boolean DEFAULT false NOT NULL,
	"last_update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_cards_number_unique" UNIQUE("number"),
	CONSTRAINT "wallet_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "wallet_cards_number_check" CHECK ("wallet_cards"."number" ~ '^[0-9]{16}$'),
	CONSTRAINT "wallet_cards_type_check" CHECK ("wallet_cards"."type" in ('MOVIECARD_20', 'MOVIECARD_21', 'MOVIECARD_25', 'MOVIECARD_50', 'IPL', 'IPN', 'PRO', 'GIFT_CARD', 'VOUCHER')),
	CONSTRAINT "wallet_cards_pin_check" CHECK (("wallet_cards"."type" = 'GIFT_CARD') = ("wallet_cards"."pin_hash" is not null)),
	CONSTRAINT "wallet_cards_quantity_check" CHECK ("wallet_cards"."initial_quantity" >= 0 and "wallet_cards"."remaining_quantity" between 0 and "wallet_cards"."initial_quantity"),
	CONSTRAINT "wallet_cards_name_languages_check" CHECK ("wallet_cards"."name" ?& array['fr', 'nl', 'en']),
	CONSTRAINT "wallet_cards_description_languages_check" CHECK ("wallet_cards"."description" ?& array['fr', 'nl', 'en'])
);
--> statement-breakpoint
ALTER TABLE "goodies" ADD CONSTRAINT "goodies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_offers" ADD CONSTRAINT "prepaid_offers_card_id_wallet_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."wallet_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_offers" ADD CONSTRAINT "prepaid_offers_giver_account_id_accounts_id_fk" FOREIGN KEY ("giver_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_offers" ADD CONSTRAINT "prepaid_offers_claimed_by_accounts_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD CONSTRAINT "wallet_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goodies_account_idx" ON "goodies" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_offers_pending_card_idx" ON "prepaid_offers" USING btree ("card_id") WHERE "prepaid_offers"."claimed_at" is null and "prepaid_offers"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "prepaid_offers_giver_idx" ON "prepaid_offers" USING btree ("giver_account_id");--> statement-breakpoint
CREATE INDEX "prepaid_offers_claimed_by_idx" ON "prepaid_offers" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "wallet_cards_account_idx" ON "wallet_cards" USING btree ("account_id");