CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] NOT NULL,
	"totp_secret" text,
	"totp_confirmed_at" timestamp with time zone,
	"last_totp_step" bigint,
	"recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "staff_accounts_mail_lower" CHECK ("staff_accounts"."mail" = lower("staff_accounts"."mail")),
	CONSTRAINT "staff_accounts_roles_valid" CHECK (cardinality("staff_accounts"."roles") > 0 and "staff_accounts"."roles" <@ array['agent','moderator','editor','admin']::text[])
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_kind" text,
	"target_id" text,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_mail_idx" ON "staff_accounts" USING btree ("mail");--> statement-breakpoint
CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_staff_at_idx" ON "staff_audit_log" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_action_at_idx" ON "staff_audit_log" USING btree ("action","at");
--> statement-breakpoint
-- The audit log is append-only (docs/staff.md "Audit log"): the database itself refuses to change
-- or remove a row, whoever asks.
CREATE OR REPLACE FUNCTION staff_audit_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_update_delete
BEFORE UPDATE OR DELETE ON staff_audit_log
FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_truncate
BEFORE TRUNCATE ON staff_audit_log
FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only();
