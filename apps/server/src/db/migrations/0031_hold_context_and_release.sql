-- The tunnel's two other hot statements as PL/pgSQL functions (docs/domain/booking.md "Never sold
-- twice"): a function keeps its statements' plans for the connection, where a query sent as text is
-- planned again on every call. Under 50 buyers, planning the hold's read took twice its execution.

-- What a hold needs of its session: whether it has started (by the database's clock) and its show is
-- on sale, its hall map's version (the map itself is the server's cache), and the seats taken now —
-- sold, or held by an open hold other than the owner's (the new hold replaces those). No row when the
-- session does not exist or its hall has no map.
CREATE OR REPLACE FUNCTION hold_context(p_session_id uuid, p_account_id uuid, p_token_hash bytea)
RETURNS TABLE (
  id uuid, started boolean, bookable boolean, "comingSoon" boolean, presales boolean,
  "cinemaId" uuid, "hallName" text, "mapVersion" text, taken text[]
) AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT session.id, session.starts_at <= now(), show.bookable, show.coming_soon, show.presales,
    map.cinema_id, map.hall_name, map.xmin::text,
    array(
      SELECT claim.seat_id
      FROM session_seats AS claim
      LEFT JOIN holds AS hold ON hold.id = claim.hold_id
      WHERE claim.session_id = session.id
        AND (claim.booking_id IS NOT NULL OR (
          hold.released_at IS NULL AND hold.expires_at > now()
          AND NOT coalesce(hold.account_id = p_account_id, hold.token_hash = p_token_hash, false))))
  FROM show_sessions AS session
  JOIN shows AS show ON show.id = session.show_id
  JOIN hall_seat_maps AS map ON map.cinema_id = session.cinema_id AND map.hall_name = session.auditorium_name
  WHERE session.id = p_session_id;
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- Releases the owner's hold: `released_at` set once and its claims deleted, so its seats are free at
-- once; releasing a released or confirmed hold changes nothing. Answers the hold's session, or null
-- when there is no such hold or it is not the owner's (a customer's by account, a guest's by the
-- sha-256 of the token: a comparison of digests tells nothing of the token, whatever its timing).
CREATE OR REPLACE FUNCTION release_hold(p_hold_id uuid, p_account_id uuid, p_token_hash bytea)
RETURNS uuid AS $$
DECLARE
  v_session_id uuid;
BEGIN
  SELECT hold.session_id INTO v_session_id
  FROM holds AS hold
  WHERE hold.id = p_hold_id
    AND CASE WHEN hold.account_id IS NOT NULL THEN hold.account_id = p_account_id
      ELSE hold.token_hash = p_token_hash END;
  IF v_session_id IS NULL THEN
    RETURN NULL;
  END IF;
  WITH released AS (
    UPDATE holds SET released_at = now()
    WHERE holds.id = p_hold_id AND released_at IS NULL AND booking_id IS NULL
    RETURNING holds.id)
  DELETE FROM session_seats WHERE hold_id IN (SELECT released.id FROM released);
  RETURN v_session_id;
END;
$$ LANGUAGE plpgsql;
