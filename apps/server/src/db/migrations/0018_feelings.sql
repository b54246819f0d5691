CREATE TABLE "ignored_shows" (
	"account_id" uuid NOT NULL,
	"show_id" uuid NOT NULL,
	"ignored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ignored_shows_account_id_show_id_pk" PRIMARY KEY("account_id","show_id")
);
--> statement-breakpoint
CREATE TABLE "show_feelings" (
	"account_id" uuid NOT NULL,
	"show_id" uuid NOT NULL,
	"intention" smallint,
	"emotion" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_feelings_account_id_show_id_pk" PRIMARY KEY("account_id","show_id"),
	CONSTRAINT "show_feelings_intention_check" CHECK ("show_feelings"."intention" is null or "show_feelings"."intention" = 2),
	CONSTRAINT "show_feelings_emotion_check" CHECK ("show_feelings"."emotion" is null or "show_feelings"."emotion" between 1 and 5),
	CONSTRAINT "show_feelings_not_empty_check" CHECK ("show_feelings"."intention" is not null or "show_feelings"."emotion" is not null)
);
--> statement-breakpoint
CREATE TABLE "wishlist_alerts" (
	"account_id" uuid NOT NULL,
	"show_id" uuid NOT NULL,
	"cinema_id" uuid,
	"mailed" boolean NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_alerts_account_id_show_id_pk" PRIMARY KEY("account_id","show_id")
);
--> statement-breakpoint
ALTER TABLE "ignored_shows" ADD CONSTRAINT "ignored_shows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ignored_shows" ADD CONSTRAINT "ignored_shows_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_feelings" ADD CONSTRAINT "show_feelings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_feelings" ADD CONSTRAINT "show_feelings_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_alerts" ADD CONSTRAINT "wishlist_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_alerts" ADD CONSTRAINT "wishlist_alerts_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_alerts" ADD CONSTRAINT "wishlist_alerts_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "show_feelings_account_updated_idx" ON "show_feelings" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "show_feelings_wished_show_idx" ON "show_feelings" USING btree ("show_id") WHERE "show_feelings"."intention" = 2;