-- Every change to an account tells every server process, so their read caches drop it
-- (modules/accounts/account-cache.ts). The notification is delivered on commit.
CREATE OR REPLACE FUNCTION notify_account_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('account_changed', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER accounts_notify_changed
AFTER UPDATE OR DELETE ON accounts
FOR EACH ROW EXECUTE FUNCTION notify_account_changed();
