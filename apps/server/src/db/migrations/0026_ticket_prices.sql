-- Ticket prices and concessions (docs/domain/prices.md): one price list per cinema, in the
-- contract's PriceListSchema shape, and each cinema's concessions menu in fr, nl and en.
CREATE TABLE "cinema_price_lists" (
	"cinema_id" uuid PRIMARY KEY NOT NULL,
	"price_list" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cinema_price_lists_object_check" CHECK (jsonb_typeof("cinema_price_lists"."price_list") = 'object')
);
--> statement-breakpoint
CREATE TABLE "concession_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cinema_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"served_at_seat" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "concession_items_price_check" CHECK ("concession_items"."price_cents" >= 0),
	CONSTRAINT "concession_items_names_check" CHECK ("concession_items"."names" ?& array['fr', 'nl', 'en']),
	CONSTRAINT "concession_items_category_check" CHECK (category in ('popcorn', 'drink', 'snack', 'iceCream', 'sweets', 'combo'))
);
--> statement-breakpoint
ALTER TABLE "cinema_price_lists" ADD CONSTRAINT "cinema_price_lists_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concession_items" ADD CONSTRAINT "concession_items_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concession_items_cinema_position_idx" ON "concession_items" USING btree ("cinema_id","position");