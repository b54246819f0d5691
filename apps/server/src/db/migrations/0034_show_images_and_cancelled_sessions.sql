CREATE TABLE "show_images" (
	"show_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"image" "bytea" NOT NULL,
	"digest" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_images_show_id_kind_pk" PRIMARY KEY("show_id","kind"),
	CONSTRAINT "show_images_kind_check" CHECK ("show_images"."kind" in ('poster', 'backdrop'))
);
--> statement-breakpoint
ALTER TABLE "show_images" ADD CONSTRAINT "show_images_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- What a hold needs of its session, as migration 0031 wrote it, and whether the staff cancelled the
-- session (show_sessions.cancelled_at): a cancelled session takes no hold (SESSION_CANCELLED). A
-- changed result type needs the function dropped first.
DROP FUNCTION IF EXISTS hold_context(uuid, uuid, bytea);
--> statement-breakpoint
CREATE FUNCTION hold_context(p_session_id uuid, p_account_id uuid, p_token_hash bytea)
RETURNS TABLE (
  id uuid, started boolean, cancelled boolean, bookable boolean, "comingSoon" boolean, presales boolean,
  "cinemaId" uuid, "hallName" text, "mapVersion" text, taken text[]
) AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT session.id, session.starts_at <= now(), session.cancelled_at IS NOT NULL, show.bookable,
    show.coming_soon, show.presales, map.cinema_id, map.hall_name, map.xmin::text,
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
