CREATE TABLE "captcha_solutions" (
	"challenge" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_grants" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "revoked_grants_expires_idx" ON "revoked_grants" USING btree ("expires_at");--> statement-breakpoint
-- Every revoked grant tells every server process at once, so its access tokens are refused
-- everywhere (modules/revocation). The notification is delivered on commit.
CREATE OR REPLACE FUNCTION notify_grant_revoked() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('grant_revoked', NEW.grant_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER revoked_grants_notify
AFTER INSERT OR UPDATE ON revoked_grants
FOR EACH ROW EXECUTE FUNCTION notify_grant_revoked();
