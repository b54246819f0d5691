-- SPEC 3 Cinema `theaters`: each cinema's halls, named as its sessions name them (docs/catalog.md
-- "Theaters"); SPEC 7 base URLs of the tunnel and the mobile catalog, '' meaning this server
-- (docs/settings.md).
CREATE TABLE "cinema_halls" (
	"cinema_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"seat_count" integer NOT NULL,
	"technologies" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "cinema_halls_cinema_id_name_pk" PRIMARY KEY("cinema_id","name"),
	CONSTRAINT "cinema_halls_cinema_position_key" UNIQUE("cinema_id","position"),
	CONSTRAINT "cinema_halls_seat_count_check" CHECK ("cinema_halls"."seat_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "tunnel_base_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "mobile_catalog_base_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cinema_halls" ADD CONSTRAINT "cinema_halls_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The catalog answers are kept in the public read cache: a change to the halls drops it too.
CREATE TRIGGER cinema_halls_notify_public_read AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cinema_halls
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_changed();
