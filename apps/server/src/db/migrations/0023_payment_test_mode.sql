-- The built-in payment provider's state (docs/domain/payments-test-mode.md): the customers, mandates,
-- payments, refunds and idempotency keys of the Mollie test-mode stand-in that dev runs (never prod).
CREATE TABLE "payment_test_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"email" text,
	"locale" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_test_idempotency" (
	"api_key" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_test_idempotency_api_key_key_pk" PRIMARY KEY("api_key","key")
);
--> statement-breakpoint
CREATE TABLE "payment_test_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"bounces" boolean DEFAULT false NOT NULL,
	"details" jsonb NOT NULL,
	"mandate_reference" text NOT NULL,
	"signature_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_test_mandates_status" CHECK ("payment_test_mandates"."status" in ('valid', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "payment_test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"redirect_url" text,
	"cancel_url" text,
	"webhook_url" text,
	"metadata" jsonb,
	"locale" text,
	"allowed_methods" jsonb,
	"method" text,
	"customer_id" text,
	"mandate_id" text,
	"sequence_type" text NOT NULL,
	"status" text NOT NULL,
	"resolves_to" text,
	"resolves_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payment_test_payments_status" CHECK ("payment_test_payments"."status" in ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "payment_test_payments_sequence" CHECK ("payment_test_payments"."sequence_type" in ('oneoff', 'first', 'recurring')),
	CONSTRAINT "payment_test_payments_amount" CHECK ("payment_test_payments"."amount_cents" > 0),
	CONSTRAINT "payment_test_payments_refunded" CHECK ("payment_test_payments"."refunded_cents" >= 0 and "payment_test_payments"."refunded_cents" <= "payment_test_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_test_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb,
	"status" text NOT NULL,
	"resolves_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_test_refunds_status" CHECK ("payment_test_refunds"."status" in ('pending', 'refunded')),
	CONSTRAINT "payment_test_refunds_amount" CHECK ("payment_test_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_test_mandates" ADD CONSTRAINT "payment_test_mandates_customer_id_payment_test_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."payment_test_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_test_payments" ADD CONSTRAINT "payment_test_payments_customer_id_payment_test_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."payment_test_customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_test_payments" ADD CONSTRAINT "payment_test_payments_mandate_id_payment_test_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."payment_test_mandates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_test_refunds" ADD CONSTRAINT "payment_test_refunds_payment_id_payment_test_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_test_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_test_idempotency_created_idx" ON "payment_test_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_test_mandates_customer_idx" ON "payment_test_mandates" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_test_payments_due_idx" ON "payment_test_payments" USING btree ("resolves_at");--> statement-breakpoint
CREATE INDEX "payment_test_refunds_payment_idx" ON "payment_test_refunds" USING btree ("payment_id","created_at");