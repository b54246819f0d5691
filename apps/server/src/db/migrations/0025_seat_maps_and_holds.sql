CREATE TABLE "hall_seat_maps" (
	"cinema_id" uuid NOT NULL,
	"hall_name" text NOT NULL,
	"seat_map" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_seat_maps_cinema_id_hall_name_pk" PRIMARY KEY("cinema_id","hall_name")
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"account_id" uuid,
	"token_hash" "bytea",
	"buyer_mail" text,
	"seats" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holds_owner_check" CHECK (num_nonnulls("holds"."account_id", "holds"."token_hash") = 1)
);
--> statement-breakpoint
CREATE TABLE "session_seats" (
	"session_id" uuid NOT NULL,
	"seat_id" text NOT NULL,
	"hold_id" uuid,
	"booking_id" uuid,
	CONSTRAINT "session_seats_session_id_seat_id_pk" PRIMARY KEY("session_id","seat_id"),
	CONSTRAINT "session_seats_claim_check" CHECK (num_nonnulls("session_seats"."hold_id", "session_seats"."booking_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "hall_seat_maps" ADD CONSTRAINT "hall_seat_maps_hall_fk" FOREIGN KEY ("cinema_id","hall_name") REFERENCES "public"."cinema_halls"("cinema_id","name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_session_id_show_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."show_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_session_id_show_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."show_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_session_account_idx" ON "holds" USING btree ("session_id","account_id") WHERE "holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "session_seats_hold_idx" ON "session_seats" USING btree ("hold_id") WHERE "session_seats"."hold_id" is not null;--> statement-breakpoint
CREATE INDEX "session_seats_booking_idx" ON "session_seats" USING btree ("booking_id");