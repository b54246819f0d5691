-- The staff member a support case is assigned to (docs/staff.md "Support"): the queue shows it;
-- removing a member unassigns their cases rather than refusing the removal.
ALTER TABLE "support_cases" ADD COLUMN "assignee_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_assignee_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;