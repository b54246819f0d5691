CREATE TABLE "favourite_cinemas" (
	"account_id" uuid NOT NULL,
	"cinema_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_cinemas_account_id_cinema_id_pk" PRIMARY KEY("account_id","cinema_id")
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"invitee_mail" text NOT NULL,
	"addressee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "friendships_not_self_check" CHECK ("friendships"."addressee_id" is null or "friendships"."addressee_id" <> "friendships"."requester_id"),
	CONSTRAINT "friendships_accepted_check" CHECK ("friendships"."accepted_at" is null or "friendships"."addressee_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "favourite_cinemas" ADD CONSTRAINT "favourite_cinemas_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_cinemas" ADD CONSTRAINT "favourite_cinemas_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_requester_id_accounts_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_addressee_id_accounts_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_cinemas_cinema_idx" ON "favourite_cinemas" USING btree ("cinema_id");--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_requester_mail_idx" ON "friendships" USING btree ("requester_id","invitee_mail");--> statement-breakpoint
CREATE INDEX "friendships_addressee_idx" ON "friendships" USING btree ("addressee_id");--> statement-breakpoint
CREATE INDEX "friendships_invitee_mail_idx" ON "friendships" USING btree ("invitee_mail");