CREATE SEQUENCE "public"."booking_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buyer_mail" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_with" jsonb;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "choices" jsonb;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_check" CHECK (num_nonnulls("bookings"."account_id", "bookings"."buyer_mail") = 1);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('subscription', 'invoice', 'planChange', 'prepaid', 'giftCard', 'booking'));