-- A pass sold on the site names its other holders (docs/domain/payments.md "Subscribing"): the Duo's
-- partner, the Family pass's members; the account is the holder. Its number comes from a sequence
-- (the invoice numbers take its last six digits), above the demo seed's.
ALTER TABLE "subscriptions" ADD COLUMN "people" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
CREATE SEQUENCE "public"."subscription_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;
