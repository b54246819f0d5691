-- The subscription pass (docs/domain/subscription.md): pass cards with their photo, the
-- subscriptions (the contract's SubscriptionModel, a column per field), invoices, supplements, the
-- 25 cancel reasons (reference data, inserted below), an audit row per action, and the alerts of
-- GET /api/alerts?type=ec. Amounts are EUR cents.
CREATE TABLE "alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"warning" boolean DEFAULT false NOT NULL,
	"account_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "alerts_content_languages_check" CHECK ("alerts"."content" ?& array['fr', 'nl', 'en']),
	CONSTRAINT "alerts_account_type_check" CHECK ("alerts"."account_type" is null or "alerts"."account_type" in ('subscriber', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "cancel_reasons" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"labels" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cancel_reasons_labels_check" CHECK ("cancel_reasons"."labels" ?& array['fr', 'nl', 'en'])
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"extracted_to_nib" boolean DEFAULT false NOT NULL,
	"issued_on" date NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('paid', 'unpaid')),
	CONSTRAINT "invoices_period_check" CHECK ("invoices"."period_start" < "invoices"."period_end")
);
--> statement-breakpoint
CREATE TABLE "pass_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"number" text NOT NULL,
	"code" text NOT NULL,
	"holder_last_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"activation_date" date,
	"expiration_date" date,
	"open_ended" boolean DEFAULT false NOT NULL,
	"photo" "bytea",
	"photo_status" text,
	"photo_updated_at" timestamp with time zone,
	"last_update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_cards_number_unique" UNIQUE("number"),
	CONSTRAINT "pass_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "pass_cards_photo_status_check" CHECK ("pass_cards"."photo_status" is null or "pass_cards"."photo_status" in ('OK', 'KO', 'PENDING')),
	CONSTRAINT "pass_cards_number_check" CHECK ("pass_cards"."number" ~ '^[0-9]{8,20}$')
);
--> statement-breakpoint
CREATE TABLE "subscription_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_supplements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"date" date NOT NULL,
	"show_id" uuid NOT NULL,
	"cinema_id" uuid NOT NULL,
	"format" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"invoice_id" uuid
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"subscription_number" text NOT NULL,
	"plan" text NOT NULL,
	"add_ons" text[] DEFAULT '{}'::text[] NOT NULL,
	"domain" text NOT NULL,
	"start_date" date NOT NULL,
	"commitment_end_date" date NOT NULL,
	"billing_day" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"blocked_reason" text,
	"pause_from" date,
	"pause_to" date,
	"cancel_reason" text,
	"cancel_effective_date" date,
	"cancel_requested_on" date,
	"plan_change_plan" text,
	"plan_change_add_ons" text[],
	"plan_change_execution_date" date,
	"debit_invoice_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_subscription_number_unique" UNIQUE("subscription_number"),
	CONSTRAINT "subscriptions_billing_day_check" CHECK ("subscriptions"."billing_day" between 1 and 28),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'suspended', 'canceled', 'unpaid', 'blocked')),
	CONSTRAINT "subscriptions_pause_check" CHECK (("subscriptions"."pause_from" is null) = ("subscriptions"."pause_to" is null) and ("subscriptions"."pause_from" is null or "subscriptions"."pause_from" < "subscriptions"."pause_to")),
	CONSTRAINT "subscriptions_cancellation_check" CHECK (("subscriptions"."cancel_effective_date" is null) = ("subscriptions"."cancel_requested_on" is null)),
	CONSTRAINT "subscriptions_plan_change_check" CHECK (("subscriptions"."plan_change_plan" is null) = ("subscriptions"."plan_change_execution_date" is null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_cards" ADD CONSTRAINT "pass_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_audit" ADD CONSTRAINT "subscription_audit_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_supplements" ADD CONSTRAINT "subscription_supplements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_supplements" ADD CONSTRAINT "subscription_supplements_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_supplements" ADD CONSTRAINT "subscription_supplements_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_supplements" ADD CONSTRAINT "subscription_supplements_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_supplements" ADD CONSTRAINT "subscription_supplements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_card_id_pass_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."pass_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cancel_reason_cancel_reasons_id_fk" FOREIGN KEY ("cancel_reason") REFERENCES "public"."cancel_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_active_idx" ON "alerts" USING btree ("updated_at") WHERE "alerts"."active";--> statement-breakpoint
CREATE INDEX "invoices_account_issued_idx" ON "invoices" USING btree ("account_id","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subscription_period_idx" ON "invoices" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "invoices_account_unpaid_idx" ON "invoices" USING btree ("account_id") WHERE "invoices"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "pass_cards_account_idx" ON "pass_cards" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "subscription_audit_subscription_at_idx" ON "subscription_audit" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE INDEX "subscription_supplements_subscription_date_idx" ON "subscription_supplements" USING btree ("subscription_id","date");--> statement-breakpoint
CREATE INDEX "subscriptions_account_idx" ON "subscriptions" USING btree ("account_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_account_idx" ON "subscriptions" USING btree ("account_id") WHERE "subscriptions"."status" <> 'canceled';--> statement-breakpoint
-- SPEC 9: the 25 cancellation reasons (its examples first), labels in fr, nl and en. Reference data
-- every environment needs, so it lives in the migration (as the settings of 0002), not in the seed.
INSERT INTO "cancel_reasons" ("id", "position", "labels") VALUES
  ('changed_plan', 1, jsonb_build_object('fr', 'J''ai changé de formule', 'nl', 'Ik ben van formule veranderd', 'en', 'I changed plan')),
  ('financial_difficulties', 2, jsonb_build_object('fr', 'Difficultés financières', 'nl', 'Financiële problemen', 'en', 'Financial difficulties')),
  ('death', 3, jsonb_build_object('fr', 'Décès du titulaire', 'nl', 'Overlijden van de houder', 'en', 'Death of the holder')),
  ('fraud', 4, jsonb_build_object('fr', 'Utilisation frauduleuse de ma carte', 'nl', 'Frauduleus gebruik van mijn kaart', 'en', 'Fraudulent use of my card')),
  ('unpaid', 5, jsonb_build_object('fr', 'Impayés sur mon abonnement', 'nl', 'Onbetaalde facturen van mijn abonnement', 'en', 'Unpaid invoices on my pass')),
  ('upgrade', 6, jsonb_build_object('fr', 'Je passe à une formule supérieure', 'nl', 'Ik stap over naar een hogere formule', 'en', 'Moving up to a higher plan')),
  ('out_of_commitment', 7, jsonb_build_object('fr', 'Résiliation hors engagement', 'nl', 'Opzegging na de looptijd', 'en', 'Cancelling after the commitment')),
  ('moving', 8, jsonb_build_object('fr', 'Je déménage loin d''un cinéma Cinélux', 'nl', 'Ik verhuis ver van een Cinélux-bioscoop', 'en', 'Moving away from a Cinélux cinema')),
  ('too_expensive', 9, jsonb_build_object('fr', 'Trop cher', 'nl', 'Te duur', 'en', 'Too expensive')),
  ('not_enough_use', 10, jsonb_build_object('fr', 'Je n''y vais pas assez souvent', 'nl', 'Ik ga er niet vaak genoeg heen', 'en', 'I do not go often enough')),
  ('lack_of_time', 11, jsonb_build_object('fr', 'Manque de temps', 'nl', 'Gebrek aan tijd', 'en', 'Lack of time')),
  ('programme', 12, jsonb_build_object('fr', 'La programmation ne me plaît pas', 'nl', 'Het filmaanbod spreekt me niet aan', 'en', 'I do not like the films on show')),
  ('streaming', 13, jsonb_build_object('fr', 'Je préfère les plateformes de streaming', 'nl', 'Ik kijk liever via streamingdiensten', 'en', 'I prefer streaming services')),
  ('health', 14, jsonb_build_object('fr', 'Raisons de santé', 'nl', 'Gezondheidsredenen', 'en', 'Health reasons')),
  ('competitor', 15, jsonb_build_object('fr', 'Je passe à un autre cinéma', 'nl', 'Ik stap over naar een andere bioscoop', 'en', 'Switching to another cinema')),
  ('cinema_closed', 16, jsonb_build_object('fr', 'Mon cinéma a fermé', 'nl', 'Mijn bioscoop is gesloten', 'en', 'My cinema has closed')),
  ('service_quality', 17, jsonb_build_object('fr', 'Qualité de service insuffisante', 'nl', 'Onvoldoende service', 'en', 'Poor quality of service')),
  ('comfort', 18, jsonb_build_object('fr', 'Confort des salles', 'nl', 'Comfort van de zalen', 'en', 'Comfort of the auditoriums')),
  ('supplements', 19, jsonb_build_object('fr', 'Trop de suppléments (IMAX, 4DX…)', 'nl', 'Te veel toeslagen (IMAX, 4DX…)', 'en', 'Too many supplements (IMAX, 4DX…)')),
  ('booking_issues', 20, jsonb_build_object('fr', 'Difficultés pour réserver', 'nl', 'Problemen bij het reserveren', 'en', 'Trouble booking')),
  ('card_or_photo_issues', 21, jsonb_build_object('fr', 'Problèmes avec ma carte ou ma photo', 'nl', 'Problemen met mijn kaart of foto', 'en', 'Problems with my card or photo')),
  ('long_break', 22, jsonb_build_object('fr', 'Longue absence (voyage, études)', 'nl', 'Lange afwezigheid (reis, studie)', 'en', 'Long absence (travel, studies)')),
  ('age_limit', 23, jsonb_build_object('fr', 'Je n''ai plus l''âge du Cinépass -26', 'nl', 'Ik ben te oud voor de Cinépass -26', 'en', 'Too old for the Cinépass Under 26')),
  ('gift_ended', 24, jsonb_build_object('fr', 'L''abonnement était un cadeau', 'nl', 'Het abonnement was een cadeau', 'en', 'The pass was a gift')),
  ('other', 25, jsonb_build_object('fr', 'Autre raison', 'nl', 'Andere reden', 'en', 'Another reason'))
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- The account read cache (modules/accounts/account-cache.ts) holds what the account shows of its
-- pass. A change to a subscription or a card tells every process to drop that account, as 0001 does
-- for the accounts table: whether the engine copies subscriptionState onto the account or the
-- presenter derives it, no process serves a stale pass. Identical notifications of one transaction
-- fold into one.
CREATE OR REPLACE FUNCTION notify_account_of_row_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.account_id IS NOT NULL THEN
    PERFORM pg_notify('account_changed', OLD.account_id::text);
  END IF;
  -- On an update of the same account both payloads are equal and PostgreSQL sends one.
  IF TG_OP <> 'DELETE' AND NEW.account_id IS NOT NULL THEN
    PERFORM pg_notify('account_changed', NEW.account_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_account_changed
AFTER INSERT OR UPDATE OR DELETE ON subscriptions
FOR EACH ROW EXECUTE FUNCTION notify_account_of_row_changed();
--> statement-breakpoint
CREATE TRIGGER pass_cards_notify_account_changed
AFTER INSERT OR UPDATE OR DELETE ON pass_cards
FOR EACH ROW EXECUTE FUNCTION notify_account_of_row_changed();
--> statement-breakpoint
-- Alerts are the same for every customer of an account type: a public read cache may hold them.
CREATE TRIGGER alerts_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON alerts
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();
