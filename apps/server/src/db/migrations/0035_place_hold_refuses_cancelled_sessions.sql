-- `place_hold` (migration 0028) refuses, inside its one statement, a session the staff cancelled
-- (`show_sessions.cancelled_at`): the server's earlier read (`hold_context`) alone left a cancel room to
-- commit between the read and the hold, and the hold would have outlived the cancel. The refusal is the
-- error CLX02, which the server answers as SESSION_CANCELLED. The rest of the function is unchanged.
CREATE OR REPLACE FUNCTION place_hold(
  p_session_id uuid,
  p_account_id uuid,
  p_replaced_token_hash bytea,
  p_token_hash bytea,
  p_buyer_mail text,
  p_seats text[],
  p_hold_minutes integer
) RETURNS TABLE (placed holds, lost_seats text[]) AS $$
DECLARE
  v_hold holds;
  v_lost text[];
  v_cancelled boolean;
BEGIN
  -- A session the staff cancelled takes no hold. `hold_context` read it before this statement, but a
  -- cancel may commit in between; the cancel locks the session's row FOR UPDATE, which this KEY SHARE
  -- lock waits for, and once granted the row read is the committed one. A cancel that comes after
  -- waits for this statement in turn and then releases the hold it placed.
  -- Locked by id alone: a condition on `cancelled_at` would be tested on the row as it was before the
  -- cancel, and a row that fails it is not locked, so nothing would wait.
  SELECT session.cancelled_at IS NOT NULL INTO v_cancelled
  FROM show_sessions AS session
  WHERE session.id = p_session_id
  FOR KEY SHARE;
  IF v_cancelled THEN
    RAISE EXCEPTION USING ERRCODE = 'CLX02', MESSAGE = 'session cancelled';
  END IF;

  -- The block is a subtransaction: a seat lost rolls back what the block wrote, and the caller gets an
  -- answer instead of an error (nothing logged by PostgreSQL for a race lost).
  BEGIN
    -- A new choice replaces the owner's open hold on the session: a customer's by account, a guest's by
    -- the token sent with the request (the new hold gets a token of its own).
    IF p_account_id IS NOT NULL OR p_replaced_token_hash IS NOT NULL THEN
      WITH released AS (
        UPDATE holds SET released_at = now()
        WHERE session_id = p_session_id AND released_at IS NULL AND booking_id IS NULL
          AND (account_id = p_account_id OR token_hash = p_replaced_token_hash)
        RETURNING id)
      DELETE FROM session_seats WHERE hold_id IN (SELECT id FROM released);
    END IF;

    INSERT INTO holds (session_id, account_id, token_hash, buyer_mail, seats, expires_at)
    VALUES (p_session_id, p_account_id, p_token_hash, p_buyer_mail, p_seats,
      now() + make_interval(mins => p_hold_minutes))
    RETURNING * INTO v_hold;

    -- In seat order, so two holds racing for overlapping seats wait on each other in the same order,
    -- never in a deadlock. A seat's row already there is taken over only when its claim no longer counts
    -- (its hold released or past its time: "Seat states"); else it stays its holder's and is lost here.
    WITH claimed AS (
      INSERT INTO session_seats AS claim (session_id, seat_id, hold_id)
      SELECT p_session_id, seat, v_hold.id FROM unnest(p_seats) AS seat
      ORDER BY seat
      ON CONFLICT (session_id, seat_id) DO UPDATE SET hold_id = excluded.hold_id
      WHERE claim.booking_id IS NULL AND EXISTS (
        SELECT 1 FROM holds AS ended
        WHERE ended.id = claim.hold_id AND (ended.released_at IS NOT NULL OR ended.expires_at <= now()))
      RETURNING claim.seat_id)
    SELECT array(SELECT seat FROM unnest(p_seats) AS seat WHERE seat NOT IN (SELECT seat_id FROM claimed) ORDER BY seat)
    INTO v_lost;

    IF cardinality(v_lost) > 0 THEN
      RAISE EXCEPTION USING ERRCODE = 'CLX01', MESSAGE = 'seats taken by another booking';
    END IF;
  EXCEPTION WHEN SQLSTATE 'CLX01' THEN
    -- Variables are not rolled back with the block: v_lost still names the seats.
    v_hold := NULL;
  END;
  placed := v_hold;
  lost_seats := coalesce(v_lost, '{}');
  RETURN NEXT;
END;
$$ LANGUAGE plpgsql;
