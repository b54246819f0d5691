-- The ticket count (GET /api/accounts/me/tickets/count) is kept per account in every server
-- process (modules/bookings/ticket-count-cache.ts). Every change to a booking tells every process
-- which account's count to drop: the payload is the account id; a booking moved to another account
-- names both. Delivered on commit; PostgreSQL folds identical notifications of one transaction, so
-- a session moved with its many bookings costs one notification per account.
CREATE OR REPLACE FUNCTION notify_booking_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('booking_changed', OLD.account_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.account_id IS DISTINCT FROM OLD.account_id) THEN
    PERFORM pg_notify('booking_changed', NEW.account_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bookings_notify_changed
AFTER INSERT OR UPDATE OR DELETE ON bookings
FOR EACH ROW EXECUTE FUNCTION notify_booking_changed();
