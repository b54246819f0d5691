-- Advantage texts in fr, nl and en, one per site language. A row written before held one language, the
-- customer's: it stands in for all three until the loyalty system (or the seed) rewrites it.
ALTER TABLE "advantages" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('fr', "name", 'nl', "name", 'en', "name");--> statement-breakpoint
ALTER TABLE "advantages" ALTER COLUMN "details" SET DATA TYPE jsonb USING jsonb_build_object('fr', "details", 'nl', "details", 'en', "details");--> statement-breakpoint
ALTER TABLE "advantages" ALTER COLUMN "terms" SET DATA TYPE jsonb USING CASE WHEN "terms" IS NULL THEN NULL ELSE jsonb_build_object('fr', "terms", 'nl', "terms", 'en', "terms") END;--> statement-breakpoint
ALTER TABLE "advantages" ALTER COLUMN "help" SET DATA TYPE jsonb USING CASE WHEN "help" IS NULL THEN NULL ELSE jsonb_build_object('fr', "help", 'nl', "help", 'en', "help") END;--> statement-breakpoint
ALTER TABLE "advantages" ADD CONSTRAINT "advantages_name_languages_check" CHECK ("advantages"."name" ?& array['fr', 'nl', 'en']);--> statement-breakpoint
ALTER TABLE "advantages" ADD CONSTRAINT "advantages_details_languages_check" CHECK ("advantages"."details" ?& array['fr', 'nl', 'en']);--> statement-breakpoint
ALTER TABLE "advantages" ADD CONSTRAINT "advantages_terms_languages_check" CHECK ("advantages"."terms" is null or "advantages"."terms" ?& array['fr', 'nl', 'en']);--> statement-breakpoint
ALTER TABLE "advantages" ADD CONSTRAINT "advantages_help_languages_check" CHECK ("advantages"."help" is null or "advantages"."help" ?& array['fr', 'nl', 'en']);